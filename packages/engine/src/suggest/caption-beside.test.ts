import { describe, expect, it } from 'vitest';
import { fixtures, readFixture, readPlacements } from '../fixtures/load.ts';
import { rectToBox } from '../geometry/convert.ts';
import { ingest } from '../ingest/ingest.ts';
import type { EngineDocument } from '../types.ts';
import { captionBeside } from './caption-beside.ts';

/** The digital fixture of set 1 and the box of one of its placements. */
const fixture = async (name: string) => {
  const manifest = await fixtures();
  const file = manifest.files.find((f) => f.set === 1 && f.variant === 'digital' && f.document === name)!;
  const document: EngineDocument = await ingest(await readFixture(file.file));
  const { labels } = await readPlacements(name);
  const boxOf = (label: string) => rectToBox(labels.find((l) => l.label === label)!);
  return { document, boxOf };
};

describe('captionBeside: the caption printed next to a box a person drew', () => {
  it('finds the caption left of the value, known or not as one of the phrases given', async () => {
    const { document, boxOf } = await fixture('packing-list');
    const date = captionBeside(document, 1, boxOf('Tanggal Packing List'), [
      'Tanggal Packing List',
      'P/L Date',
    ]);
    expect(date).toMatchObject({ text: 'Date', known: false });
    const number = captionBeside(document, 1, boxOf('Nomor Packing List'), [
      'Nomor Packing List',
      'Packing List No.',
    ]);
    expect(number).toMatchObject({ text: 'Packing List No.', known: true });
  });

  it('takes a table header above a cell, and finds nothing where a value stands beside', async () => {
    const { document, boxOf } = await fixture('invoice');
    expect(captionBeside(document, 1, boxOf('Kode HS'), [])).toMatchObject({ text: 'HS Code' });
    // A page that does not exist, and a box far from any caption.
    expect(captionBeside(document, 2, boxOf('Kode HS'), [])).toBeNull();
    const blank = { x0: 0.3, y0: 0.9, x1: 0.4, y1: 0.92 } as ReturnType<typeof boxOf>;
    expect(captionBeside(document, 1, blank, [])).toBeNull();
  });
});
