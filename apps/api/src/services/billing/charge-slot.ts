import { type Db, slotLedger } from '@vd/db';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { lockCompany } from './lock-company.ts';
import { notifyLowBalance } from './notify-low-balance.ts';
import { slotBalance } from './slot-balance.ts';

async function entryOf(tx: Db, companyId: string, kind: 'validation' | 'refund', reference: string) {
  const [row] = await tx
    .select({ id: slotLedger.id })
    .from(slotLedger)
    .where(
      and(
        eq(slotLedger.company_id, companyId),
        eq(slotLedger.kind, kind),
        eq(slotLedger.reference, reference),
      ),
    );
  return row;
}

/**
 * Charges one slot for `reference` (a validation id) inside the caller's transaction; 402
 * INSUFFICIENT_SLOTS when none is left. Charging the same reference again charges nothing.
 * The balance can never go below zero, however many charges run at once. A charge that takes the
 * balance to the company's low-balance threshold queues the low-balance e-mail (notify-low-balance).
 */
export async function chargeSlot(
  tx: Db,
  deps: Pick<AppContext, 'queue' | 'config'> & Partial<Pick<AppContext, 'metrics'>>,
  companyId: string,
  reference: string,
): Promise<{ charged: boolean; balance: number }> {
  await lockCompany(tx, companyId);
  const balance = await slotBalance(tx, companyId);
  if (await entryOf(tx, companyId, 'validation', reference)) return { charged: false, balance };
  if (balance < 1) throw new AppError('INSUFFICIENT_SLOTS');
  await tx
    .insert(slotLedger)
    .values({ company_id: companyId, delta: -1, kind: 'validation', reference, note: 'Validasi dokumen' });
  await notifyLowBalance(tx, deps, companyId, balance, balance - 1);
  deps.metrics?.slotCharges.inc();
  return { charged: true, balance: balance - 1 };
}

/** Gives back the slot charged for `reference` (a failed run); once, and only if it was charged. */
export async function refundSlot(
  tx: Db,
  companyId: string,
  reference: string,
  note = 'Validasi gagal, slot dikembalikan',
): Promise<{ refunded: boolean }> {
  await lockCompany(tx, companyId);
  if (!(await entryOf(tx, companyId, 'validation', reference))) return { refunded: false };
  if (await entryOf(tx, companyId, 'refund', reference)) return { refunded: false };
  await tx.insert(slotLedger).values({ company_id: companyId, delta: 1, kind: 'refund', reference, note });
  return { refunded: true };
}
