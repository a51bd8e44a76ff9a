import type { SlotAdjustmentRequest, SlotAdjustmentResponse } from '@vd/contract';
import { type Db, slotLedger } from '@vd/db';
import { AppError } from '../../errors.ts';
import { lockCompany } from './lock-company.ts';
import { slotBalance } from './slot-balance.ts';

/**
 * A manual correction of a company's slots by internal staff: one `adjustment` ledger entry with
 * the reason as its note and the staff member recorded. The company must exist (404), and a
 * negative correction may not take the balance below zero (409).
 */
export async function adjustSlots(
  db: Db,
  staffId: string,
  input: SlotAdjustmentRequest,
): Promise<SlotAdjustmentResponse['data']> {
  return db.transaction(async (tx) => {
    await lockCompany(tx, input.company_id);
    const balance = await slotBalance(tx, input.company_id);
    if (balance + input.delta < 0) {
      throw new AppError(
        'BALANCE_BELOW_ZERO',
        `Koreksi ini membuat saldo slot kurang dari nol. Saldo saat ini: ${balance} slot.`,
      );
    }
    const [entry] = await tx
      .insert(slotLedger)
      .values({
        company_id: input.company_id,
        delta: input.delta,
        kind: 'adjustment',
        note: input.reason,
        staff_id: staffId,
      })
      .returning();
    const e = entry!;
    return {
      entry: {
        id: e.id,
        delta: e.delta,
        kind: e.kind,
        reference: e.reference,
        note: e.note,
        created_at: e.created_at.toISOString(),
      },
      balance: balance + input.delta,
    };
  });
}
