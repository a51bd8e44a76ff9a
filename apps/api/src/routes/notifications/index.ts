import { notificationsApi } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import { listNotifications, unreadCount } from '../../services/notifications/list-notifications.ts';
import {
  markAllNotificationsRead,
  markNotificationRead,
} from '../../services/notifications/mark-notifications-read.ts';

/**
 * The caller's notifications in the company they are in. Internal staff have none (an empty
 * list); marking read is a write, refused to them.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  registerRoute(app, notificationsApi.list, async (request) => ({
    message: 'Berhasil',
    ...(await listNotifications(ctx.db, callerOf(request), request.query)),
  }));

  registerRoute(app, notificationsApi.unreadCount, async (request) => ({
    message: 'Berhasil',
    data: { unread: await unreadCount(ctx.db, callerOf(request)) },
  }));

  registerRoute(app, notificationsApi.markRead, async (request) => ({
    message: 'Notifikasi ditandai sudah dibaca.',
    data: { unread: await markNotificationRead(ctx.db, callerOf(request), request.params.id) },
  }));

  registerRoute(app, notificationsApi.markAllRead, async (request) => ({
    message: 'Semua notifikasi ditandai sudah dibaca.',
    data: { unread: await markAllNotificationsRead(ctx.db, callerOf(request)) },
  }));
};
