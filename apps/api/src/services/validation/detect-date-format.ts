import { templateDocuments } from '@vd/db';
import { detectDateFormat, type EngineDocument, extract, isEngineError } from '@vd/engine';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { engineDocument } from '../templates/engine-document-cache.ts';
import { placementRows } from '../templates/placement-view.ts';
import { enginePlacements } from '../templates/template-reading.ts';
import type { ValidationDocumentRow } from './validation-view.ts';

/**
 * The one date format every date of a freshly read validation upload fits, read where its template
 * document prints dates (re-aligned on the sample); undefined when there are none or they disagree.
 */
export async function detectDocumentDateFormat(
  ctx: AppContext,
  row: ValidationDocumentRow,
  document: EngineDocument,
): Promise<string | undefined> {
  if (!row.template_document_id) return undefined;
  const [sample] = await ctx.db
    .select()
    .from(templateDocuments)
    .where(
      and(
        eq(templateDocuments.id, row.template_document_id),
        eq(templateDocuments.company_id, row.company_id),
      ),
    );
  if (!sample) return undefined;
  const dates = (await placementRows(ctx.db, row.company_id, sample.id)).filter(
    (p) => p.data_type === 'date',
  );
  if (dates.length === 0) return undefined;
  try {
    const options = sample.status === 'ready' ? { sample: await engineDocument(ctx, sample) } : {};
    const reads = await extract(document, enginePlacements(dates), options);
    return detectDateFormat(reads.map((r) => r.text));
  } catch (error) {
    // An unreadable region only means no format is detected; the user picks one.
    if (isEngineError(error)) return undefined;
    throw error;
  }
}
