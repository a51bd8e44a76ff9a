import { randomUUID } from 'node:crypto';
import { libraryMessages } from '@vd/contract';
import { templateDocuments } from '@vd/db';
import { detectNumberFormat, type EngineDocument, type NormalizeOptions, rectToPageBox } from '@vd/engine';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { sampleEngineDocument, shipmentEngineDocument } from '../documents/engine-document-cache.ts';
import { companyHsCodes, hsCodeKnown, normalizeReferenceOf } from '../library/company-reference.ts';
import { readWithTemplate } from '../templates/template-reading.ts';
import type { ReadingRow } from './load-shipment.ts';
import type { ShipmentDocumentRow } from './validation-view.ts';

/** A reading as a run stores it (its id made here, so the result can name it before it is stored). */
export type NewReading = Omit<ReadingRow, 'created_at' | 'original_text' | 'corrected_at'>;

/**
 * How a shipment document's values are normalised: its date format (chosen, else detected) and
 * number writing (chosen, else the one detected when it was read: from a text layer's words, or
 * from a scan's date and number zones). A document read before that was stored (its pages kept
 * whole) shows it in its stored words, as extraction detects it.
 */
export function normalizeOptions(document: ShipmentDocumentRow, read: EngineDocument): NormalizeOptions {
  const dateFormat = document.date_format ?? document.detected_date_format;
  const writing =
    document.detected_number_format ??
    (read.pages.every((p) => p.complete)
      ? detectNumberFormat(read.pages.flatMap((p) => p.words.map((w) => w.text)))
      : undefined);
  return {
    numberFormat: document.number_format,
    ...(dateFormat && { dateFormat }),
    ...(writing && { documentFormat: writing }),
  };
}

/**
 * Everything a shipment document's values are normalised with: its formats (normalizeOptions)
 * and the library's ports, countries, units and packages with the company's own entries and
 * aliases (Pustaka). A run's reading and a value corrected by hand use this one set.
 */
export async function documentReadingOptions(
  ctx: AppContext,
  document: ShipmentDocumentRow,
  read: EngineDocument,
): Promise<NormalizeOptions> {
  return {
    ...normalizeOptions(document, read),
    reference: await normalizeReferenceOf(ctx.db, document.company_id),
  };
}

/**
 * Reads one uploaded document with its sample document's placements (readWithTemplate), with the
 * document's date format and number writing. One reading per label per row, with the region
 * actually read in page fractions.
 */
export async function readShipmentDocument(
  ctx: AppContext,
  document: ShipmentDocumentRow,
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
    sampleEngineDocument(ctx, sampleRow),
    shipmentEngineDocument(ctx, document),
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
      ...rectToPageBox(value.box),
      text: value.text,
      value: value.value,
      unit: value.unit ?? null,
      reason: unknownHs ? libraryMessages.unknownHsCode : (value.reason ?? null),
      confidence: value.confidence,
      review: unknownHs || value.review,
    };
  });
}
