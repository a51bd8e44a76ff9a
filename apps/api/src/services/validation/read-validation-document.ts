import { randomUUID } from 'node:crypto';
import { documentLabelAliases, templateDocuments, templateLabelGroups } from '@vd/db';
import {
  detectNumberFormat,
  type EngineDocument,
  extract,
  type NormalizeOptions,
  type Placement,
} from '@vd/engine';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { applyHints } from '../templates/apply-hints.ts';
import { engineDocument } from '../templates/engine-document-cache.ts';
import { placementRows } from '../templates/placement-view.ts';
import { enginePlacements } from '../templates/read-placements.ts';
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
 * Reads one uploaded document with its template document's placements (DESIGN.md §6): each
 * rectangle re-aligned by the sample's captions, tables read row by row from their first row (a
 * label group; its duplicated rows are the engine's to find), normalised with the document's date
 * format and number writing, then the template's prompt hints. One reading per label per row, with
 * the region actually read in page fractions.
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
  const placements = await placementRows(ctx.db, companyId, sampleRow.id);
  if (placements.length === 0) return [];
  const labelIds = [...new Set(placements.map((p) => p.document_label_id))];
  const [groups, aliases, sample, target] = await Promise.all([
    ctx.db.select().from(templateLabelGroups).where(eq(templateLabelGroups.document_id, sampleRow.id)),
    ctx.db
      .select()
      .from(documentLabelAliases)
      .where(inArray(documentLabelAliases.document_label_id, labelIds)),
    engineDocument(ctx, sampleRow),
    validationEngineDocument(ctx, document),
  ]);
  const groupIds = new Set(groups.map((g) => g.id));
  const firstRows = new Set(
    groups.filter((g) => !g.parent_label_group_id || !groupIds.has(g.parent_label_group_id)).map((g) => g.id),
  );
  const read = placements.filter((p) => p.label_group_id === null || firstRows.has(p.label_group_id));
  const engineInput: Placement[] = enginePlacements(read).map((placement, i) => {
    const p = read[i]!;
    return {
      ...placement,
      aliases: [
        p.name,
        ...aliases.filter((a) => a.document_label_id === p.document_label_id).map((a) => a.alias),
      ],
      ...(p.label_group_id ? { group: p.label_group_id } : {}),
    };
  });
  const options = normalizeOptions(document, target);
  const values = await extract(target, engineInput, { ...options, sample });
  const byId = new Map(read.map((p) => [p.id, p]));
  return values.flatMap((value) => {
    const placement = byId.get(value.label);
    if (!placement) return [];
    const final = applyHints(value, placement.document_label_id, sampleRow.prompt, options);
    return [
      {
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
        ...final,
        confidence: value.confidence,
      },
    ];
  });
}
