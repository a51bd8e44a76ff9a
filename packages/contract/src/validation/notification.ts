import { z } from 'zod';
import { envelope, pagedEnvelope, ZPageQuery } from '../envelope.ts';
import { ZQueryBoolean } from '../master-data/fields.ts';
import { ZOverallVerdict } from './fields.ts';

/** A notification to one user (a validation finished or failed, ...). */
export const ZNotification = z.object({
  id: z.uuid(),
  kind: z.enum(['validation_completed', 'validation_failed']),
  verdict: ZOverallVerdict.nullable().describe('Hasil keseluruhan validasi yang selesai; null bila gagal'),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable().describe('Rute SPA yang dibuka, misalnya /admin/validation/{id}/result'),
  read: z.boolean(),
  created_at: z.iso.datetime(),
});
export type Notification = z.infer<typeof ZNotification>;

export const ZNotificationQuery = ZPageQuery.extend({
  unread: ZQueryBoolean.optional().describe('true: hanya yang belum dibaca'),
});
export const ZNotificationListResponse = pagedEnvelope(ZNotification).extend({
  unread: z.number().int().describe('Jumlah belum dibaca'),
});
export type NotificationListResponse = z.infer<typeof ZNotificationListResponse>;
export const ZUnreadCountResponse = envelope(z.object({ unread: z.number().int() }));
export const ZNotificationIdParam = z.object({ id: z.uuid() });
