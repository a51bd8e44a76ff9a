import type { PlacementReading } from '@vd/contract';
import { type DataType, extract, type Percent, type Placement } from '@vd/engine';
import type { AppContext } from '../../context.ts';
import { applyHints } from './apply-hints.ts';
import type { DocumentRow } from './document-view.ts';
import { engineDocument } from './engine-document-cache.ts';
import { placementRows } from './placement-view.ts';

const pct = (fraction: number) => (Math.round(fraction * 10000) / 100) as Percent;

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
    x: pct(p.x0),
    y: pct(p.y0),
    width: pct(p.x1 - p.x0),
    height: pct(p.y1 - p.y0),
  }));

/**
 * What the engine reads in every placement of a document right now (the builder's preview and the
 * review): each rectangle read on its own (rows are separate groups already), then the hints.
 */
export async function readPlacements(
  ctx: AppContext,
  companyId: string,
  row: DocumentRow,
): Promise<PlacementReading[]> {
  const placements = await placementRows(ctx.db, companyId, row.id);
  if (placements.length === 0 || row.status !== 'ready') {
    return placements.map((p) => ({
      id: p.id,
      document_label_id: p.document_label_id,
      label_name: p.name,
      data_type: p.data_type,
      page: p.page,
      coordinate: { x0: p.x0, y0: p.y0, x1: p.x1, y1: p.y1 },
      label_group_id: p.label_group_id,
      text: '',
      value: null,
      unit: null,
      reason: 'Dokumen belum selesai diproses.',
      confidence: 0,
    }));
  }
  const document = await engineDocument(ctx, row);
  const reads = await extract(document, enginePlacements(placements), { sample: document });
  const byId = new Map(reads.map((r) => [r.label, r]));
  return placements.map((p) => {
    const read = byId.get(p.id);
    const hinted = read
      ? applyHints(read, p.document_label_id, row.prompt)
      : { text: '', value: null, unit: null, reason: 'Tidak terbaca.' };
    return {
      id: p.id,
      document_label_id: p.document_label_id,
      label_name: p.name,
      data_type: p.data_type,
      page: p.page,
      coordinate: { x0: p.x0, y0: p.y0, x1: p.x1, y1: p.y1 },
      label_group_id: p.label_group_id,
      ...hinted,
      confidence: read?.confidence ?? 0,
    };
  });
}
