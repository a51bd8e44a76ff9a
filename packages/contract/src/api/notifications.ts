/** The routes of the notifications area (apps/api/src/routes/notifications). */
import { defineRoute } from '../route.ts';
import {
  ZNotificationIdParam,
  ZNotificationListResponse,
  ZNotificationQuery,
  ZUnreadCountResponse,
} from '../validation/notification.ts';

const area = { prefix: 'api', tag: 'notifications' } as const;

export const notificationsApi = {
  list: defineRoute({
    ...area,
    method: 'GET',
    path: 'notification',
    summary: 'Notifikasi saya, terbaru dahulu, dengan jumlah belum dibaca',
    access: 'member',
    query: ZNotificationQuery,
    responses: { 200: ZNotificationListResponse },
  }),
  unreadCount: defineRoute({
    ...area,
    method: 'GET',
    path: 'notification/unread-count',
    summary: 'Jumlah notifikasi belum dibaca',
    access: 'member',
    responses: { 200: ZUnreadCountResponse },
  }),
  markRead: defineRoute({
    ...area,
    method: 'PUT',
    path: 'notification/{id}/read',
    summary: 'Tandai satu notifikasi sudah dibaca',
    access: 'member-write',
    params: ZNotificationIdParam,
    responses: { 200: ZUnreadCountResponse },
  }),
  markAllRead: defineRoute({
    ...area,
    method: 'PUT',
    path: 'notification/read-all',
    summary: 'Tandai semua notifikasi sudah dibaca',
    access: 'member-write',
    responses: { 200: ZUnreadCountResponse },
  }),
};
