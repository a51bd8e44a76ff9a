import { describe, expect, it } from 'vitest';
import { fixtures, readFixture } from '../fixtures/load.ts';
import { union } from '../geometry/box.ts';
import { ingest } from '../ingest/ingest.ts';
import { ocrFullPage } from '../ingest/ocr-page.ts';
import { sharedOcrPool } from '../ocr/pool.ts';
import type { Candidate } from './candidates.ts';
import { pageText } from './candidates.ts';
import { linesOf } from './lines.ts';
import { secondRead } from './second-read.ts';

describe('a sure proposal on a scan read a second time', () => {
  it('stays sure when read alike, is in doubt when the second read sees more of it', async () => {
    await fixtures();
    const document = await ingest(await readFixture('sets/2/scan/invoice.pdf'));
    const pool = sharedOcrPool();
    const words = await ocrFullPage(document, 1, pool);
    const text = pageText(1, linesOf(words, true), true, []);
    const meratus = words.find((w) => w.text === 'MERATUS')!;
    const jaya = words.find((w) => w.text === 'JAYA')!;
    const label = { label: 'Nama Kapal', type: 'text' as const };
    const candidate = (value: string, read: typeof words): Candidate => ({
      label,
      page: 1,
      box: { ...union([meratus.box, jaya.box]), x1: union([meratus.box, jaya.box]).x1 },
      words: read,
      text: value,
      value,
      confidence: 0.9,
      by: 'caption',
      named: false,
      tokens: 1,
    });
    const whole = candidate('MERATUS JAYA', [meratus, jaya]);
    // As if OCR's first read had lost "JAYA": its box still reaches over it.
    const cut = candidate('MERATUS', [meratus]);
    await secondRead(document, [whole, cut], [text], {}, pool);
    expect(whole.confidence).toBe(0.9);
    expect(cut.confidence).toBeLessThan(0.8);
    // Without the page's pixels, nothing is read again.
    const alone = candidate('MERATUS', [meratus]);
    await secondRead({ ...document, bytes: new Uint8Array() }, [alone], [text], {}, pool);
    expect(alone.confidence).toBe(0.9);
  }, 120_000);
});
