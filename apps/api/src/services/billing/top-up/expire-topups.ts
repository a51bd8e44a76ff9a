import { type Db, topupTransactions } from '@vd/db';
import { and, eq, lt } from 'drizzle-orm';

/**
 * Top-ups still pending past their expiry become `expired` (of one company, or of all). Run on
 * read and by the `expire-topups` job; a paid notification arriving later still wins (see
 * apply-notification.ts).
 */
export async function expireTopups(db: Db, companyId?: string, now = new Date()): Promise<number> {
  const rows = await db
    .update(topupTransactions)
    .set({ status: 'expired', updated_at: now })
    .where(
      and(
        eq(topupTransactions.status, 'pending'),
        lt(topupTransactions.expires_at, now),
        companyId ? eq(topupTransactions.company_id, companyId) : undefined,
      ),
    )
    .returning({ id: topupTransactions.id });
  return rows.length;
}
