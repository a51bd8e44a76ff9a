import type { ClassifiedFile } from '@vd/contract';
import { describe, expect, it } from 'vitest';
import { assign, chosenTwice } from './shipment-assign.ts';

const result = (
  name: string,
  sample: string | null,
  score: number,
  failure: string | null = null,
): ClassifiedFile => ({
  file_name: name,
  template_document_id: sample,
  document_type_id: null,
  document_type_name: null,
  score,
  title: [],
  captions: 0,
  scores: [],
  failure,
});
const docs = [
  { id: 'v-ci', template_id: 't1', template_document_id: 's-ci' },
  { id: 'v-pl', template_id: 't1', template_document_id: 's-pl' },
  { id: 'v-bl', template_id: 't2', template_document_id: 's-bl' },
];
const files = [{ name: 'a.pdf' }, { name: 'b.pdf' }, { name: 'c.pdf' }, { name: 'd.txt' }];

describe('a shipment dropped at once', () => {
  it("gives each file the document of the template sample it matches best, over the validation's templates", () => {
    const rows = assign(docs, files, [
      {
        templateId: 't1',
        files: [
          result('a.pdf', 's-pl', 0.9),
          result('b.pdf', null, 0.2),
          result('c.pdf', 's-ci', 0.4),
          result('d.txt', null, 0, 'Jenis berkas tidak didukung.'),
        ],
      },
      {
        templateId: 't2',
        files: [
          result('a.pdf', null, 0.3),
          result('b.pdf', 's-bl', 0.85),
          result('c.pdf', 's-bl', 0.5),
          result('d.txt', null, 0, 'Jenis berkas tidak didukung.'),
        ],
      },
    ]);
    expect(rows.map((r) => r.documentId)).toEqual(['v-pl', 'v-bl', 'v-ci', null]);
    // c.pdf matches the B/L better, but b.pdf is likelier: c.pdf keeps its next match, the invoice.
    expect(rows[2]!.result.score).toBe(0.4);
    expect(rows[3]!.result.failure).toBe('Jenis berkas tidak didukung.');
  });

  it('leaves a document matched by two files to the likelier one, and names documents chosen twice', () => {
    const rows = assign(docs, files.slice(0, 2), [
      { templateId: 't1', files: [result('a.pdf', 's-ci', 0.6), result('b.pdf', 's-ci', 0.9)] },
    ]);
    expect(rows.map((r) => r.documentId)).toEqual([null, 'v-ci']);
    expect(chosenTwice(rows)).toEqual(new Set());
    expect(chosenTwice([{ documentId: 'v-ci' }, { documentId: 'v-ci' }, { documentId: null }])).toEqual(
      new Set(['v-ci']),
    );
  });
});
