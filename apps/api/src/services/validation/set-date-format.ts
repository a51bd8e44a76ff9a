import type { SetValidationDateFormatRequest, ValidationDetail } from '@vd/contract';
import { validationDocuments } from '@vd/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { assertEditable, refreshValidationStatus } from './validation-status.ts';
import { findShipmentDocument, findValidation, validationDetail } from './validation-view.ts';

/** POST validation/document/{id}/set-format-date: the user's date format (and number writing) of one document. */
export async function setValidationDateFormat(
  ctx: AppContext,
  companyId: string,
  validationId: string,
  input: SetValidationDateFormatRequest,
): Promise<ValidationDetail> {
  assertEditable(await findValidation(ctx.db, companyId, validationId));
  await findShipmentDocument(ctx.db, companyId, input.document_id, validationId);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(validationDocuments)
      .set({
        date_format: input.date_format,
        date_format_confirmed: true,
        ...(input.number_format && { number_format: input.number_format }),
        updated_at: new Date(),
      })
      .where(eq(validationDocuments.id, input.document_id));
    await refreshValidationStatus(tx, validationId);
  });
  return validationDetail(ctx, companyId, validationId);
}
