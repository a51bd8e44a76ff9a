import { confirmsReading, type ValidationResult, validationMessages } from '@vd/contract';
import { validationCorrections, validationDecisions, validationReadings } from '@vd/db';
import { type DataType, labelKeyOf, normalize } from '@vd/engine';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import { shipmentEngineDocument } from '../documents/engine-document-cache.ts';
import { shipmentSetup } from './load-shipment.ts';
import { documentReadingOptions } from './read-shipment-document.ts';
import { lockForChange, recompareValidation, userName } from './recompare.ts';
import { validationResult } from './validation-result.ts';
import { findShipmentDocument, findValidation, shipmentDocumentRows } from './validation-view.ts';

/**
 * PUT validation/{id}/reading/{readingId}: the user types the value the engine misread, or confirms
 * a value as read by sending the text read unchanged (docs/review.md). A typed value is normalised
 * like a read value (the label's data type, the document's formats, the company's Pustaka lists; 400 with the reason when it
 * cannot be); a confirmed one keeps the value read. Either way the reading is settled (no longer
 * Perlu Diperiksa), stored with the original text kept and the correction recorded, and the
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
  const document = await findShipmentDocument(ctx.db, caller.companyId, reading.document_id, id);
  // The document's formats and the company's Pustaka lists, as the run read the document.
  const options = await documentReadingOptions(ctx, document, await shipmentEngineDocument(ctx, document));
  const normalized = normalize(reading.data_type as DataType, text, options);
  /** The value of the text typed, or 400 with why it is no value of the label's type. */
  const typed = () => {
    if (normalized.value === null) {
      const reason = normalized.reason ?? validationMessages.readingNotFound;
      throw new AppError('VALIDATION_FAILED', reason, { text: reason });
    }
    return { value: normalized.value, unit: normalized.unit ?? null };
  };
  // Checked before the transaction too, so a wrong value answers 400 without waiting for the lock.
  if (!confirmsReading(reading, text)) typed();
  const setup = await shipmentSetup(ctx.db, validation, await shipmentDocumentRows(ctx.db, id));
  await ctx.db.transaction(async (tx) => {
    await lockForChange(tx, id);
    // Read again under the lock: a correction made meanwhile is the old text of this one.
    const [current] = await tx.select().from(validationReadings).where(eq(validationReadings.id, readingId));
    if (!current) throw notFound(validationMessages.readingNotFound);
    const name = await userName(tx, caller.userId);
    const now = new Date();
    // A confirmation keeps the value and the engine's confidence; a typed value is the person's.
    const confirmed = confirmsReading(current, text);
    const settled = confirmed
      ? { text: current.text, value: current.value, unit: current.unit, confidence: current.confidence }
      : { text, ...typed(), confidence: 1 };
    await tx
      .update(validationReadings)
      .set({
        ...settled,
        reason: null,
        review: false,
        original_text: current.original_text ?? current.text,
        corrected_at: now,
      })
      .where(eq(validationReadings.id, readingId));
    await tx.insert(validationCorrections).values({
      company_id: caller.companyId,
      validation_id: id,
      reading_id: readingId,
      user_id: caller.userId,
      user_name: name,
      old_text: current.text,
      new_text: settled.text,
      old_value: current.value,
      new_value: settled.value,
    });
    // A decision accepted the difference between the values as they were: a corrected value is
    // another difference, so the decision on that row is withdrawn (kept in the audit).
    if (!confirmed)
      await tx
        .update(validationDecisions)
        .set({ withdrawn_at: now, withdrawn_by_name: name })
        .where(
          and(
            eq(validationDecisions.validation_id, id),
            eq(validationDecisions.label_key, labelKeyOf(current)),
            eq(validationDecisions.row, current.row),
            isNull(validationDecisions.withdrawn_at),
          ),
        );
    await recompareValidation(tx, validation, setup);
  });
  return validationResult(ctx, caller.companyId, id);
}
