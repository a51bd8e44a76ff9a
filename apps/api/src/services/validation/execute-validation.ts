import { randomUUID } from 'node:crypto';
import { type ExecuteValidationResponse, validationMessages } from '@vd/contract';
import { validations } from '@vd/db';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import { runValidationJob } from '../../jobs/definitions/run-validation.ts';
import { comparesAnything, shipmentSetup } from './load-shipment.ts';
import { chargeRun } from './run-slot.ts';
import { blockersOf, shipmentDocumentRows } from './validation-view.ts';

/**
 * POST validation/{id}: in one transaction, with the validation row locked (two executes at once:
 * the second sees it processing), checks it is ready, charges one slot (402 when none is left,
 * nothing changed), marks it processing under a new progress uid and queues the run. A failed run
 * (its slot refunded) may be executed again.
 */
export async function executeValidation(
  ctx: AppContext,
  companyId: string,
  userId: string,
  id: string,
): Promise<ExecuteValidationResponse['data']> {
  return ctx.db.transaction(async (tx) => {
    const [validation] = await tx
      .select()
      .from(validations)
      .where(and(eq(validations.id, id), eq(validations.company_id, companyId)))
      .for('update');
    if (!validation) throw notFound(validationMessages.validationNotFound);
    if (validation.status === 'processing' || validation.status === 'completed') {
      throw new AppError('VALIDATION_RUNNING', validationMessages.alreadyRunning);
    }
    const documents = await shipmentDocumentRows(tx, id);
    const blockers = blockersOf(validation, documents);
    if (documents.length === 0 || blockers.length > 0) {
      throw new AppError(
        'VALIDATION_NOT_READY',
        undefined,
        blockers.length ? { documents: blockers.join(' ') } : undefined,
      );
    }
    // Nothing to compare: refused here, before a slot is charged (docs/review.md).
    if (!comparesAnything(await shipmentSetup(tx, validation, documents))) {
      throw new AppError('NOTHING_TO_COMPARE');
    }
    const runUid = randomUUID();
    const { balance } = await chargeRun(tx, ctx, validation, runUid);
    const now = new Date();
    await tx
      .update(validations)
      .set({
        status: 'processing',
        executed_by: userId,
        executed_at: now,
        run_uid: runUid,
        failure_reason: null,
        updated_at: now,
      })
      .where(eq(validations.id, id));
    await ctx.queue.enqueue(runValidationJob, { validation_id: id, run_uid: runUid }, { tx });
    return { id, status: 'processing' as const, uid: runUid, balance };
  });
}
