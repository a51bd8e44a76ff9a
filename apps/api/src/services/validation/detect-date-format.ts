import { templateDocuments } from '@vd/db';
import {
  detectDateFormat,
  detectNumberFormat,
  type EngineDocument,
  extract,
  isEngineError,
} from '@vd/engine';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { sampleEngineDocument } from '../documents/engine-document-cache.ts';
import { placementRows } from '../templates/placement-view.ts';
import { enginePlacements } from '../templates/template-reading.ts';
import type { ShipmentDocumentRow } from './validation-view.ts';

/** What a freshly read validation upload tells of its formats (undefined: not shown, or disagreeing). */
export interface DetectedFormats {
  dateFormat?: string;
  numberFormat?: 'id' | 'en';
}

/** The data types whose values show how a document writes numbers (dates too: "12.03.2024"). */
const NUMBER_TYPES = new Set(['number', 'money', 'weight', 'quantity']);

/** The number writing of the pages read whole (a text layer); undefined when a page is not. */
const wholeWriting = (document: EngineDocument) =>
  document.pages.every((p) => p.complete)
    ? { numberFormat: detectNumberFormat(document.pages.flatMap((p) => p.words.map((w) => w.text))) }
    : undefined;

/**
 * The formats of a freshly read validation upload, read where its sample document prints dates
 * and numbers (each placement re-aligned on the sample): the one date format every date fits, and
 * the number writing those values show. A scan's pages are not OCRed whole for this: only the
 * zones of those placements are (docs/speed.md); a text layer's number writing is taken from all
 * its words, as a run takes it.
 */
export async function detectDocumentFormats(
  ctx: AppContext,
  row: ShipmentDocumentRow,
  document: EngineDocument,
): Promise<DetectedFormats> {
  const whole = wholeWriting(document);
  const detected = (found: DetectedFormats): DetectedFormats => ({
    ...(found.dateFormat && { dateFormat: found.dateFormat }),
    ...((whole?.numberFormat ?? found.numberFormat) && {
      numberFormat: whole?.numberFormat ?? found.numberFormat,
    }),
  });
  if (!row.template_document_id) return detected({});
  const [sample] = await ctx.db
    .select()
    .from(templateDocuments)
    .where(
      and(
        eq(templateDocuments.id, row.template_document_id),
        eq(templateDocuments.company_id, row.company_id),
      ),
    );
  if (!sample) return detected({});
  // Every date placement; numbers outside tables (a table's cell read on its own has no caption of
  // its own to be found by).
  const placements = (await placementRows(ctx.db, row.company_id, sample.id)).filter(
    (p) => p.data_type === 'date' || (!whole && p.label_group_id === null && NUMBER_TYPES.has(p.data_type)),
  );
  if (placements.length === 0) return detected({});
  try {
    const options = sample.status === 'ready' ? { sample: await sampleEngineDocument(ctx, sample) } : {};
    // Zones only: a value not found near its placement is not worth reading the whole page for.
    const reads = await extract(document, enginePlacements(placements), { ...options, wholePage: false });
    const types = new Map(placements.map((p) => [p.id, p.data_type]));
    const writing = detectNumberFormat(reads.map((r) => r.text));
    return detected({
      dateFormat: detectDateFormat(reads.filter((r) => types.get(r.label) === 'date').map((r) => r.text)),
      ...(writing && { numberFormat: writing }),
    });
  } catch (error) {
    // An unreadable region only means no format is detected; the user picks one.
    if (isEngineError(error)) return detected({});
    throw error;
  }
}
