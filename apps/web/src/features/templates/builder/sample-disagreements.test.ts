import type { TemplateReview } from '@vd/contract';
import { describe, expect, it } from 'vitest';
import { sampleDisagreements } from './sample-disagreements.ts';

const reading = (label: string, value: string | number | null, unit: string | null = null) => ({
  document_label_id: label,
  label_group_id: null,
  value,
  unit,
  display: value === null ? null : String(value),
});
const review = (
  docs: { id: string; name: string; readings: ReturnType<typeof reading>[] }[],
  ids: string[],
) =>
  ({
    documents: docs.map((doc) => ({ id: doc.id, document_type: { name: doc.name }, readings: doc.readings })),
    validation: { items: [{ document_label_id: 'berat', label_name: 'Berat Kotor', document_ids: ids }] },
  }) as unknown as TemplateReview;

describe('samples that disagree on a compared label', () => {
  it('are listed with each document value', () => {
    const found = sampleDisagreements(
      review(
        [
          { id: 'a', name: 'Invoice', readings: [reading('berat', 1200, 'KGM')] },
          { id: 'b', name: 'Packing List', readings: [reading('berat', 1250, 'KGM')] },
        ],
        ['a', 'b'],
      ),
    );
    expect(found).toEqual([
      {
        label: 'Berat Kotor',
        values: [
          { document: 'Invoice', value: '1200' },
          { document: 'Packing List', value: '1250' },
        ],
      },
    ]);
  });

  it('are not listed when they agree, when one read nothing, or when the document is not compared', () => {
    const agree = [
      { id: 'a', name: 'Invoice', readings: [reading('berat', 1200, 'KGM')] },
      { id: 'b', name: 'Packing List', readings: [reading('berat', 1200, 'KGM')] },
      { id: 'c', name: 'PEB', readings: [reading('berat', 999, 'KGM')] },
      { id: 'd', name: 'B/L', readings: [reading('berat', null)] },
    ];
    expect(sampleDisagreements(review(agree, ['a', 'b', 'd']))).toEqual([]);
  });
});
