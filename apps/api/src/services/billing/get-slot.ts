import type { SlotResponse } from '@vd/contract';
import { type Db, slotLedger } from '@vd/db';
import { desc, eq } from 'drizzle-orm';
import { slotBalance } from './slot-balance.ts';

/** The balance and the latest ledger entries of one company. */
export async function getSlot(db: Db, companyId: string, limit = 20): Promise<SlotResponse['data']> {
  const [balance, entries] = await Promise.all([
    slotBalance(db, companyId),
    db
      .select()
      .from(slotLedger)
      .where(eq(slotLedger.company_id, companyId))
      .orderBy(desc(slotLedger.created_at), desc(slotLedger.id))
      .limit(limit),
  ]);
  return {
    balance: Math.max(0, balance),
    entries: entries.map((e) => ({
      id: e.id,
      delta: e.delta,
      kind: e.kind,
      reference: e.reference,
      note: e.note,
      created_at: e.created_at.toISOString(),
    })),
  };
}
