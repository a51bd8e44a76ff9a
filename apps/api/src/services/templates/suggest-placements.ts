import type { DataType, PlacementProposals } from '@vd/contract';
import { displayValue, type SuggestLabel, suggest } from '@vd/engine';
import type { AppContext } from '../../context.ts';
import { sampleEngineDocument } from '../documents/engine-document-cache.ts';
import { listActiveLabels } from '../master-data/list-active-labels.ts';
import { findDocument } from './document-view.ts';
import { placementRows } from './placement-view.ts';

/**
 * POST document-detail/{id}/label/suggestions: the placements the engine proposes on a ready
 * sample for the company's active labels (their names, aliases and data types), leaving out the
 * labels already placed on it. Nothing is saved: an accepted proposal is placed like any other.
 */
export async function suggestPlacements(
  ctx: AppContext,
  companyId: string,
  documentId: string,
): Promise<PlacementProposals> {
  const row = await findDocument(ctx.db, companyId, documentId);
  const [sample, active, placed] = await Promise.all([
    sampleEngineDocument(ctx, row),
    listActiveLabels(ctx.db, companyId),
    placementRows(ctx.db, companyId, documentId),
  ]);
  const taken = new Set(placed.map((p) => p.document_label_id));
  const free = active.filter((l) => !taken.has(l.id));
  const labels: SuggestLabel[] = free.map((l) => ({
    label: l.name,
    type: l.data_type as DataType,
    aliases: l.aliases,
  }));
  const result = await suggest(sample, labels, {
    numberFormat: row.number_format,
    ...(row.date_format ? { dateFormat: row.date_format } : {}),
  });
  // Label names are unique in a company (case aside): the engine's answer names them.
  const byName = new Map(free.map((l) => [l.name, l]));
  const idOf = (name: string) => byName.get(name)?.id ?? '';
  return {
    proposals: result.proposals.map((p) => ({
      document_label_id: idOf(p.label),
      label_name: p.label,
      data_type: p.type,
      page: p.page,
      coordinate: { x0: p.box.x0, y0: p.box.y0, x1: p.box.x1, y1: p.box.y1 },
      text: p.text,
      display: p.value === null ? null : displayValue(p.type, p.value, p.unit ?? null, p.text),
      confidence: p.confidence,
      by: p.by,
      caption: p.caption ?? null,
      group: p.group ?? null,
    })),
    groups: result.groups.map((g) => ({ name: g.name, document_label_ids: g.labels.map(idOf) })),
  };
}
