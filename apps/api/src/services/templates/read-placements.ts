import type { PlacementReading, TableReading } from '@vd/contract';
import type { ExtractedValue } from '@vd/engine';
import { displayValue } from '@vd/engine';
import type { AppContext } from '../../context.ts';
import { sampleEngineDocument } from '../documents/engine-document-cache.ts';
import { normalizeReferenceOf } from '../library/company-reference.ts';
import type { SampleDocumentRow } from './document-view.ts';
import { type PlacementRow, placementRows } from './placement-view.ts';
import { readWithTemplate } from './template-reading.ts';

/** What the builder shows for a document: each placement's value, and each table's row count. */
export interface DocumentReading {
  readings: PlacementReading[];
  tables: TableReading[];
}

const reading = (
  p: PlacementRow,
  read: Pick<PlacementReading, 'text' | 'value' | 'unit' | 'reason' | 'confidence' | 'review'>,
): PlacementReading => ({
  display: read.value === null ? null : displayValue(p.data_type, read.value, read.unit, read.text),
  id: p.id,
  document_label_id: p.document_label_id,
  label_name: p.name,
  data_type: p.data_type,
  page: p.page,
  coordinate: { x0: p.x0, y0: p.y0, x1: p.x1, y1: p.y1 },
  label_group_id: p.label_group_id,
  ...read,
});

const unread = (reason: string) => ({
  text: '',
  value: null,
  unit: null,
  reason,
  confidence: 0,
  review: false,
});

/**
 * What a validation would read in every placement of a sample document, read from the sample itself
 * (the builder's preview and the review): single placements as drawn, tables from their first row
 * down (a duplicated row shows the table's row of the same number), with the document's hints and
 * formats and the company's reference lists (Pustaka).
 */
export async function readPlacements(
  ctx: AppContext,
  companyId: string,
  row: SampleDocumentRow,
): Promise<DocumentReading> {
  if (row.status !== 'ready') {
    const placements = await placementRows(ctx.db, companyId, row.id);
    return {
      readings: placements.map((p) => reading(p, unread('Dokumen belum selesai diproses.'))),
      tables: [],
    };
  }
  const [sample, reference] = await Promise.all([
    sampleEngineDocument(ctx, row),
    normalizeReferenceOf(ctx.db, companyId),
  ]);
  // The library's lists with the company's entries and aliases, as a validation reads them.
  const { placements, groups, positions, reads } = await readWithTemplate(ctx, row, sample, sample, {
    numberFormat: row.number_format,
    ...(row.date_format && { dateFormat: row.date_format }),
    reference,
  });
  const key = (groupId: string, labelId: string, tableRow: number) => `${groupId}|${labelId}|${tableRow}`;
  const found = new Map<string, ExtractedValue>();
  const rowsOf = new Map<string, number>();
  for (const { placement, value } of reads) {
    if (!placement.label_group_id) {
      found.set(placement.id, value);
      continue;
    }
    const tableRow = value.row ?? 1;
    found.set(key(placement.label_group_id, placement.document_label_id, tableRow), value);
    rowsOf.set(placement.label_group_id, Math.max(rowsOf.get(placement.label_group_id) ?? 0, tableRow));
  }
  const readings = placements.map((p) => {
    const position = p.label_group_id ? positions.get(p.label_group_id) : undefined;
    const value = found.get(position ? key(position.first, p.document_label_id, position.row) : p.id);
    if (!value)
      return reading(
        p,
        unread(
          position ? 'Baris ini tidak ditemukan saat tabel dibaca dari baris pertamanya.' : 'Tidak terbaca.',
        ),
      );
    return reading(p, {
      text: value.text,
      value: value.value,
      unit: value.unit ?? null,
      reason: value.reason ?? null,
      confidence: value.confidence,
      review: value.review,
    });
  });
  const tables = groups
    .filter((g) => positions.get(g.id)?.row === 1)
    .map((g) => ({ label_group_id: g.id, name: g.name, rows: rowsOf.get(g.id) ?? 0 }));
  return { readings, tables };
}
