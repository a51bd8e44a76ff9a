import { type Db, notifications } from '@vd/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { notFound } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { ownedBy, unreadCount } from './list-notifications.ts';

const n = notifications;

/** PUT notification/{id}/read: marks one of the caller's notifications read (the first time counts). */
export async function markNotificationRead(db: Db, caller: Caller, id: string): Promise<number> {
  const marked = await db
    .update(n)
    .set({ read_at: sql`coalesce(${n.read_at}, now())` })
    .where(and(ownedBy(caller), eq(n.id, id)))
    .returning({ id: n.id });
  if (marked.length === 0) throw notFound();
  return unreadCount(db, caller);
}

/** PUT notification/read-all: marks every unread notification of the caller read. */
export async function markAllNotificationsRead(db: Db, caller: Caller): Promise<number> {
  await db
    .update(n)
    .set({ read_at: new Date() })
    .where(and(ownedBy(caller), isNull(n.read_at)));
  return unreadCount(db, caller);
}
