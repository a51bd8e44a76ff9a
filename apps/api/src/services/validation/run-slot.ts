import type { Db } from '@vd/db';
import type { AppContext } from '../../context.ts';
import { chargeSlot, refundSlot } from '../billing/charge-slot.ts';

/**
 * The ledger charges a reference once and refunds it once: a validation's first run is charged
 * under its id, a run after a failed (refunded) one under the id and the run's uid.
 */
const rerunReference = (validationId: string, runUid: string) => `${validationId}:${runUid}`;

/** Charges one slot for a run, in the caller's transaction (402 INSUFFICIENT_SLOTS when none is left). */
export function chargeRun(
  tx: Db,
  deps: Pick<AppContext, 'queue' | 'config'> & Partial<Pick<AppContext, 'metrics'>>,
  validation: { id: string; company_id: string; status: string },
  runUid: string,
) {
  const reference = validation.status === 'failed' ? rerunReference(validation.id, runUid) : validation.id;
  return chargeSlot(tx, deps, validation.company_id, reference);
}

/** Gives back the slot charged for a run, once. */
export async function refundRun(tx: Db, companyId: string, validationId: string, runUid: string) {
  const rerun = await refundSlot(tx, companyId, rerunReference(validationId, runUid));
  return rerun.refunded ? rerun : refundSlot(tx, companyId, validationId);
}
