import type { Notification, NotificationListResponse, PageQuery } from '@vd/contract';
import { type Db, notifications } from '@vd/db';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Caller } from '../../plugins/auth.ts';
import { pageMeta } from '../pagination.ts';

const n = notifications;

/** The caller's own notifications in the company they are in (internal staff have none). */
export const ownedBy = (caller: Caller) =>
  and(eq(n.user_id, caller.userId), eq(n.company_id, caller.companyId));

/** How many of the caller's notifications are unread. */
export async function unreadCount(db: Db, caller: Caller): Promise<number> {
  if (caller.kind === 'internal') return 0;
  const [row] = await db
    .select({ n: count() })
    .from(n)
    .where(and(ownedBy(caller), isNull(n.read_at)));
  return row?.n ?? 0;
}

/** GET notification: newest first, optionally only the unread, with the unread count. */
export async function listNotifications(
  db: Db,
  caller: Caller,
  query: PageQuery & { unread?: boolean | undefined },
): Promise<Omit<NotificationListResponse, 'message'>> {
  if (caller.kind === 'internal') return { data: [], meta: pageMeta(query, 0), unread: 0 };
  const where = and(ownedBy(caller), query.unread ? isNull(n.read_at) : undefined);
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(n)
      .where(where)
      .orderBy(desc(n.created_at), desc(n.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(n).where(where),
    unreadCount(db, caller),
  ]);
  return { data: rows.map(notificationView), meta: pageMeta(query, total?.n ?? 0), unread };
}

function notificationView(row: typeof n.$inferSelect): Notification {
  return {
    id: row.id,
    kind: row.kind,
    verdict: row.verdict,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.read_at !== null,
    created_at: row.created_at.toISOString(),
  };
}
