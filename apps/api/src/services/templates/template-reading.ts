import { documentLabelAliases } from '@vd/db';
import {
  boxToRect,
  type DataType,
  type EngineDocument,
  type ExtractedValue,
  extract,
  fractionBox,
  type NormalizeOptions,
  type Placement,
} from '@vd/engine';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { SampleDocumentRow } from './document-view.ts';
import {
  documentGroups,
  type GroupPosition,
  type GroupRow,
  groupPositions,
  type PlacementRow,
  placementRows,
} from './placement-view.ts';

/** A value the engine read, with the placement (a single one, or a table's first row) it belongs to. */
export interface TemplateRead {
  placement: PlacementRow;
  value: ExtractedValue;
}

/** What a sample document reads on a document: its values, and the groups' table positions. */
export interface TemplateReading {
  placements: PlacementRow[];
  groups: GroupRow[];
  positions: Map<string, GroupPosition>;
  reads: TemplateRead[];
}

/** Placement rows as the engine takes them (percent of the page), each rectangle read on its own. */
export const enginePlacements = (
  rows: ReadonlyArray<{
    id: string;
    data_type: string;
    page: number;
    x0: number;
    y0: number;
    x1: number;
    y1: number;
  }>,
): Placement[] =>
  rows.map((p) => ({
    label: p.id,
    type: p.data_type as DataType,
    page: p.page,
    ...boxToRect(fractionBox(p)),
  }));

/**
 * Reads a document with a sample document's placements, as a validation run does (docs/product.md §14):
 * each rectangle re-aligned by the sample's captions and the label's aliases, tables read row by row
 * from their first row (the engine follows the rows down the page; duplicated rows only show the
 * user where they are), each value narrowed by the document's extraction hints and normalised with
 * the given formats. The builder's preview reads the sample itself this way, so what the user sees
 * next to a rectangle is what a validation will read.
 */
export async function readWithTemplate(
  ctx: AppContext,
  sampleRow: SampleDocumentRow,
  sample: EngineDocument,
  target: EngineDocument,
  options: NormalizeOptions,
): Promise<TemplateReading> {
  const companyId = sampleRow.company_id;
  const placements = await placementRows(ctx.db, companyId, sampleRow.id);
  if (placements.length === 0) return { placements, groups: [], positions: new Map(), reads: [] };
  const labelIds = [...new Set(placements.map((p) => p.document_label_id))];
  const [groups, aliases] = await Promise.all([
    documentGroups(ctx.db, companyId, sampleRow.id),
    ctx.db
      .select()
      .from(documentLabelAliases)
      .where(inArray(documentLabelAliases.document_label_id, labelIds)),
  ]);
  const positions = groupPositions(groups);
  const read = placements.filter(
    (p) => p.label_group_id === null || positions.get(p.label_group_id)?.row === 1,
  );
  const hintOf = (labelId: string) =>
    sampleRow.prompt.find((h) => h.document_label_id === labelId) ??
    sampleRow.prompt.find((h) => h.document_label_id === null);
  const engineInput: Placement[] = enginePlacements(read).map((placement, i) => {
    const p = read[i]!;
    const hint = hintOf(p.document_label_id);
    return {
      ...placement,
      aliases: [
        p.name,
        ...aliases.filter((a) => a.document_label_id === p.document_label_id).map((a) => a.alias),
      ],
      ...(p.label_group_id ? { group: p.label_group_id } : {}),
      ...(hint && { hint: { pattern: hint.pattern, strip: hint.strip } }),
    };
  });
  const values = await extract(target, engineInput, { ...options, sample });
  const byId = new Map(read.map((p) => [p.id, p]));
  const reads = values.flatMap((value) => {
    const placement = byId.get(value.label);
    return placement ? [{ placement, value }] : [];
  });
  return { placements, groups, positions, reads };
}
