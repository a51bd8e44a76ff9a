import { type ValidationResult, validationMessages } from '@vd/contract';
import { users, validationCorrections, validationReadings, validations } from '@vd/db';
import { type DataType, normalize } from '@vd/engine';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import { compareShipment } from './compare-shipment.ts';
import { validationEngineDocument } from './engine-document.ts';
import { normalizeOptions } from './read-validation-document.ts';
import { shipmentInput, shipmentSetup, storedReadings } from './shipment-input.ts';
import { validationResult } from './validation-result.ts';
import { findValidation, findValidationDocument, validationDocumentRows } from './validation-view.ts';

/**
 * PUT validation/{id}/reading/{readingId}: the user types the value the engine misread. It is
 * normalised like a read value (the label's data type, the document's formats; 400 with the reason
 * when it cannot be), stored with the original text kept and the correction recorded, and the
 * comparison and rules rerun at once from the stored readings: no reading of documents, no slot.
 */
export async function correctReading(
  ctx: AppContext,
  caller: { companyId: string; userId: string },
  id: string,
  readingId: string,
  text: string,
): Promise<ValidationResult> {
  const validation = await findValidation(ctx.db, caller.companyId, id);
  const [reading] = await ctx.db
    .select()
    .from(validationReadings)
    .where(and(eq(validationReadings.id, readingId), eq(validationReadings.validation_id, id)));
  if (!reading) throw notFound(validationMessages.readingNotFound);
  // What does not change here is read before the transaction, which runs one statement at a time.
  const document = await findValidationDocument(ctx.db, caller.companyId, reading.document_id, id);
  const options = normalizeOptions(document, await validationEngineDocument(ctx, document));
  const normalized = normalize(reading.data_type as DataType, text, options);
  if (normalized.value === null) {
    const reason = normalized.reason ?? validationMessages.readingNotFound;
    throw new AppError('VALIDATION_FAILED', reason, { text: reason });
  }
  const setup = await shipmentSetup(ctx.db, validation, await validationDocumentRows(ctx.db, id));
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: validations.status })
      .from(validations)
      .where(eq(validations.id, id))
      .for('update');
    if (locked?.status !== 'completed')
      throw new AppError('RESULT_NOT_READY', validationMessages.notCompleted);
    // Read again under the lock: a correction made meanwhile is the old text of this one.
    const [current] = await tx.select().from(validationReadings).where(eq(validationReadings.id, readingId));
    if (!current) throw notFound(validationMessages.readingNotFound);
    const [user] = await tx
      .select({ first: users.first_name, last: users.last_name })
      .from(users)
      .where(eq(users.id, caller.userId));
    const now = new Date();
    await tx
      .update(validationReadings)
      .set({
        text,
        value: normalized.value,
        unit: normalized.unit ?? null,
        reason: null,
        confidence: 1,
        original_text: current.original_text ?? current.text,
        corrected_at: now,
      })
      .where(eq(validationReadings.id, readingId));
    await tx.insert(validationCorrections).values({
      company_id: caller.companyId,
      validation_id: id,
      reading_id: readingId,
      user_id: caller.userId,
      user_name: user ? `${user.first} ${user.last}`.trim() : '',
      old_text: current.text,
      new_text: text,
      old_value: current.value,
      new_value: normalized.value,
    });
    const { result, summary } = compareShipment(shipmentInput(setup, await storedReadings(tx, id)));
    await tx
      .update(validations)
      .set({
        result,
        overall: summary.overall,
        match_count: summary.match,
        mismatch_count: summary.mismatch,
        missing_count: summary.missing,
        skipped_count: summary.skipped,
        updated_at: now,
      })
      .where(eq(validations.id, id));
  });
  return validationResult(ctx, caller.companyId, id);
}
