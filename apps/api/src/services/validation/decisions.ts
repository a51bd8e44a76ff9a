import { type CreateDecisionRequest, type ValidationResult, validationMessages } from '@vd/contract';
import { validationDecisions } from '@vd/db';
import { labelKeyOf } from '@vd/engine';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import { shipmentSetup } from './load-shipment.ts';
import { lockForChange, recompareValidation, userName } from './recompare.ts';
import { validationResult } from './validation-result.ts';
import { findValidation, shipmentDocumentRows } from './validation-view.ts';

/**
 * POST validation/{id}/decision: a person accepts a real difference with a reason (docs/review.md):
 * the values stay as printed, the label row counts as accepted, and the comparison's counts, the
 * overall verdict and the notification follow at once. Only a Tidak Sesuai row can be accepted
 * (409), one standing decision per row (a new one replaces it, the old kept as withdrawn), never
 * on a signed-off validation (409 SIGNED_OFF).
 */
export async function acceptDifference(
  ctx: AppContext,
  caller: { companyId: string; userId: string },
  id: string,
  request: CreateDecisionRequest,
): Promise<ValidationResult> {
  const validation = await findValidation(ctx.db, caller.companyId, id);
  const setup = await shipmentSetup(ctx.db, validation, await shipmentDocumentRows(ctx.db, id));
  const key = labelKeyOf(request);
  await ctx.db.transaction(async (tx) => {
    const locked = await lockForChange(tx, id);
    const entry = locked.result?.labels.find((l) => labelKeyOf(l) === key && l.row === request.row);
    if (!entry) throw notFound(validationMessages.labelResultNotFound);
    if (entry.verdict !== 'mismatch') throw new AppError('DECISION_NOT_MISMATCH');
    const name = await userName(tx, caller.userId);
    const now = new Date();
    await tx
      .update(validationDecisions)
      .set({ withdrawn_at: now, withdrawn_by_name: name })
      .where(
        and(
          eq(validationDecisions.validation_id, id),
          eq(validationDecisions.label_key, key),
          eq(validationDecisions.row, request.row),
          isNull(validationDecisions.withdrawn_at),
        ),
      );
    await tx.insert(validationDecisions).values({
      company_id: caller.companyId,
      validation_id: id,
      label_key: key,
      label_name: entry.label_name,
      row: request.row,
      reason: request.reason,
      user_id: caller.userId,
      user_name: name,
    });
    await recompareValidation(tx, validation, setup);
  });
  return validationResult(ctx, caller.companyId, id);
}

/**
 * DELETE validation/{id}/decision/{decisionId}: withdraws a standing decision (kept in the audit as
 * withdrawn, by whom and when); the row is Tidak Sesuai again. 404 for a decision of another
 * validation or company, or one already withdrawn.
 */
export async function withdrawDecision(
  ctx: AppContext,
  caller: { companyId: string; userId: string },
  id: string,
  decisionId: string,
): Promise<ValidationResult> {
  const validation = await findValidation(ctx.db, caller.companyId, id);
  const setup = await shipmentSetup(ctx.db, validation, await shipmentDocumentRows(ctx.db, id));
  await ctx.db.transaction(async (tx) => {
    await lockForChange(tx, id);
    const withdrawn = await tx
      .update(validationDecisions)
      .set({ withdrawn_at: new Date(), withdrawn_by_name: await userName(tx, caller.userId) })
      .where(
        and(
          eq(validationDecisions.id, decisionId),
          eq(validationDecisions.validation_id, id),
          eq(validationDecisions.company_id, caller.companyId),
          isNull(validationDecisions.withdrawn_at),
        ),
      )
      .returning({ id: validationDecisions.id });
    if (withdrawn.length === 0) throw notFound(validationMessages.decisionNotFound);
    await recompareValidation(tx, validation, setup);
  });
  return validationResult(ctx, caller.companyId, id);
}
