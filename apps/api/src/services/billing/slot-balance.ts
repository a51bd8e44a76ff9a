import { type Db, slotLedger } from '@vd/db';
import { eq, sql } from 'drizzle-orm';

/** A company's slot balance: the sum of its ledger entries. */
export async function slotBalance(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${slotLedger.delta}), 0)` })
    .from(slotLedger)
    .where(eq(slotLedger.company_id, companyId));
  return Number(row?.balance ?? 0);
}
