import { randomUUID } from 'node:crypto';
import { libraryMessages } from '@vd/contract';
import { templateDocuments } from '@vd/db';
import { detectNumberFormat, type EngineDocument, type NormalizeOptions } from '@vd/engine';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { companyHsCodes, hsCodeKnown, normalizeReferenceOf } from '../library/company-reference.ts';
import { engineDocument } from '../templates/engine-document-cache.ts';
import { readWithTemplate } from '../templates/template-reading.ts';
import { validationEngineDocument } from './engine-document.ts';
import type { ReadingRow } from './shipment-input.ts';
import type { ValidationDocumentRow } from './validation-view.ts';

/** A reading as a run stores it (its id made here, so the result can name it before it is stored). */
export type NewReading = Omit<ReadingRow, 'created_at' | 'original_text' | 'corrected_at'>;

/** Percent of the page to a page fraction, kept on the page. */
const fraction = (percent: number) => Math.min(1, Math.max(0, percent / 100));

/**
 * How a validation document's values are normalised: its date format (chosen, else detected) and
 * number writing (chosen, else the one its words show, as extraction detects it).
 */
export function normalizeOptions(document: ValidationDocumentRow, read: EngineDocument): NormalizeOptions {
  const dateFormat = document.date_format ?? document.detected_date_format;
  const writing = detectNumberFormat(read.pages.flatMap((p) => p.words.map((w) => w.text)));
  return {
    numberFormat: document.number_format,
    ...(dateFormat && { dateFormat }),
    ...(writing && { documentFormat: writing }),
  };
}

/**
 * Everything a validation document's values are normalised with: its formats (normalizeOptions)
 * and the library's ports, countries, units and packages with the company's own entries and
 * aliases (Pustaka). A run's reading and a value corrected by hand use this one set.
 */
export async function documentReadingOptions(
  ctx: AppContext,
  document: ValidationDocumentRow,
  read: EngineDocument,
): Promise<NormalizeOptions> {
  return {
    ...normalizeOptions(document, read),
    reference: await normalizeReferenceOf(ctx.db, document.company_id),
  };
}

/**
 * Reads one uploaded document with its template document's placements (readWithTemplate), with the
 * document's date format and number writing. One reading per label per row, with the region
 * actually read in page fractions.
 */
export async function readValidationDocument(
  ctx: AppContext,
  document: ValidationDocumentRow,
): Promise<NewReading[]> {
  const companyId = document.company_id;
  if (!document.template_document_id) return [];
  const [sampleRow] = await ctx.db
    .select()
    .from(templateDocuments)
    .where(
      and(
        eq(templateDocuments.id, document.template_document_id),
        eq(templateDocuments.company_id, companyId),
      ),
    );
  if (!sampleRow) return [];
  const [sample, target] = await Promise.all([
    engineDocument(ctx, sampleRow),
    validationEngineDocument(ctx, document),
  ]);
  const hsCodes = await companyHsCodes(ctx.db, companyId);
  const { reads } = await readWithTemplate(
    ctx,
    sampleRow,
    sample,
    target,
    await documentReadingOptions(ctx, document, target),
  );
  return reads.map(({ placement, value }) => {
    // An HS code outside the company's HS list (when it has one) is for a person to check.
    const unknownHs =
      hsCodes !== null &&
      placement.data_type === 'hs_code' &&
      typeof value.value === 'string' &&
      !hsCodeKnown(hsCodes, value.value);
    return {
      id: randomUUID(),
      company_id: companyId,
      validation_id: document.validation_id,
      document_id: document.id,
      document_label_id: placement.document_label_id,
      label_name: placement.name,
      data_type: placement.data_type,
      row: placement.label_group_id ? (value.row ?? 1) : 0,
      page: value.page,
      x0: fraction(value.box.x),
      y0: fraction(value.box.y),
      x1: fraction(value.box.x + value.box.width),
      y1: fraction(value.box.y + value.box.height),
      text: value.text,
      value: value.value,
      unit: value.unit ?? null,
      reason: unknownHs ? libraryMessages.unknownHsCode : (value.reason ?? null),
      confidence: value.confidence,
      review: unknownHs || value.review,
    };
  });
}
