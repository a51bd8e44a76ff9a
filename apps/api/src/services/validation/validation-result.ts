import { type Reading, type ValidationLogic, type ValidationResult, validationMessages } from '@vd/contract';
import { type Db, validationCorrections } from '@vd/db';
import { displayValue } from '@vd/engine';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { type ReadingRow, storedReadings } from './load-shipment.ts';
import { findValidation, validationDetail } from './validation-view.ts';

type CorrectionRow = typeof validationCorrections.$inferSelect;

export const evidenceUrl = (validationId: string, readingId: string) =>
  `/api/v1/validation/${validationId}/evidence/${readingId}`;

/** The corrections of a validation's readings, oldest first, by reading. */
async function correctionsByReading(db: Db, validationId: string) {
  const rows = await db
    .select()
    .from(validationCorrections)
    .where(eq(validationCorrections.validation_id, validationId))
    .orderBy(asc(validationCorrections.created_at));
  const byReading = new Map<string, CorrectionRow[]>();
  for (const row of rows) byReading.set(row.reading_id, [...(byReading.get(row.reading_id) ?? []), row]);
  return byReading;
}

function readingView(
  validationId: string,
  reading: ReadingRow,
  document: { document_type_code: string; document_type_name: string },
  equal: boolean | null,
  corrections: CorrectionRow[],
): Reading {
  return {
    id: reading.id,
    document_id: reading.document_id,
    document_type_code: document.document_type_code,
    document_type_name: document.document_type_name,
    row: reading.row,
    text: reading.text,
    value: reading.value ?? null,
    display: displayValue(reading.data_type, reading.value ?? null, reading.unit, reading.text),
    unit: reading.unit,
    reason: reading.reason,
    confidence: reading.confidence,
    review: reading.review,
    page: reading.page,
    coordinate: { x0: reading.x0, y0: reading.y0, x1: reading.x1, y1: reading.y1 },
    evidence_url: evidenceUrl(validationId, reading.id),
    equal,
    corrected: reading.corrected_at !== null,
    original_text: reading.original_text,
    corrections: corrections.map((c) => ({
      id: c.id,
      user_name: c.user_name,
      old_text: c.old_text,
      new_text: c.new_text,
      created_at: c.created_at.toISOString(),
    })),
  };
}

/**
 * GET validation/{id}/result: the validation, the summary, every label with its readings (values
 * for display in Indonesian writing, evidence, corrections) and the logical validations. 409
 * RESULT_NOT_READY until the run completed; a failed run answers its failure.
 */
export async function validationResult(
  ctx: AppContext,
  companyId: string,
  id: string,
): Promise<ValidationResult> {
  const validation = await findValidation(ctx.db, companyId, id);
  if (validation.status === 'failed') {
    throw new AppError('RESULT_NOT_READY', validation.failure_reason ?? validationMessages.runFailed);
  }
  const stored = validation.result;
  if (validation.status !== 'completed' || !stored || !validation.overall) {
    throw new AppError('RESULT_NOT_READY', validationMessages.notCompleted);
  }
  const [detail, readings, corrections] = await Promise.all([
    validationDetail(ctx, companyId, id),
    storedReadings(ctx.db, id),
    correctionsByReading(ctx.db, id),
  ]);
  const documents = new Map(detail.documents.map((d) => [d.id, d]));
  const readingsById = new Map(readings.map((r) => [r.id, r]));
  const labels = stored.labels.map((entry) => ({
    document_label_id: entry.document_label_id,
    label_name: entry.label_name,
    data_type: entry.data_type,
    is_master: entry.is_master,
    logic: entry.logic as ValidationLogic,
    row: entry.row,
    verdict: entry.verdict,
    reason: entry.reason,
    reference_document_id: entry.reference_document_id,
    decision: entry.decision ?? null,
    readings: entry.documents.flatMap((d) => {
      const reading = readingsById.get(d.reading_id);
      const document = reading && documents.get(reading.document_id);
      if (!reading || !document) return [];
      return [readingView(id, reading, document, d.equal, corrections.get(reading.id) ?? [])];
    }),
  }));
  return {
    validation: detail,
    summary: {
      overall: validation.overall,
      match: validation.match_count,
      mismatch: validation.mismatch_count,
      review: validation.review_count,
      missing: validation.missing_count,
      skipped: validation.skipped_count,
      within_tolerance: validation.within_tolerance_count,
      invalid: validation.invalid_count,
      accepted: validation.accepted_count,
      rules_passed: stored.rules.filter((r) => r.passed === true).length,
      rules_failed: stored.rules.filter((r) => r.passed === false).length,
    },
    labels,
    rules: stored.rules,
  };
}
