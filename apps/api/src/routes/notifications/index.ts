import {
  ZNotificationIdParam,
  ZNotificationListResponse,
  ZNotificationQuery,
  ZUnreadCountResponse,
} from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, requireCaller } from '../../plugins/auth.ts';
import { listNotifications, unreadCount } from '../../services/notifications/list-notifications.ts';
import {
  markAllNotificationsRead,
  markNotificationRead,
} from '../../services/notifications/mark-notifications-read.ts';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];

/**
 * The caller's notifications in the company they are in. Internal staff have none (an empty
 * list); marking read is a write, refused to them.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const reader = requireCaller(app);
  const writer = requireCaller(app, { write: true });

  app.get(
    '/notification',
    {
      schema: {
        tags,
        security,
        summary: 'Notifikasi saya, terbaru dahulu, dengan jumlah belum dibaca',
        querystring: ZNotificationQuery,
        response: { 200: ZNotificationListResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      ...(await listNotifications(ctx.db, callerOf(request), request.query)),
    }),
  );

  app.get(
    '/notification/unread-count',
    {
      schema: {
        tags,
        security,
        summary: 'Jumlah notifikasi belum dibaca',
        response: { 200: ZUnreadCountResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      data: { unread: await unreadCount(ctx.db, callerOf(request)) },
    }),
  );

  app.put(
    '/notification/:id/read',
    {
      schema: {
        tags,
        security,
        summary: 'Tandai satu notifikasi sudah dibaca',
        params: ZNotificationIdParam,
        response: { 200: ZUnreadCountResponse },
      },
      preHandler: writer,
    },
    async (request) => ({
      message: 'Notifikasi ditandai sudah dibaca.',
      data: { unread: await markNotificationRead(ctx.db, callerOf(request), request.params.id) },
    }),
  );

  app.put(
    '/notification/read-all',
    {
      schema: {
        tags,
        security,
        summary: 'Tandai semua notifikasi sudah dibaca',
        response: { 200: ZUnreadCountResponse },
      },
      preHandler: writer,
    },
    async (request) => ({
      message: 'Semua notifikasi ditandai sudah dibaca.',
      data: { unread: await markAllNotificationsRead(ctx.db, callerOf(request)) },
    }),
  );
};
