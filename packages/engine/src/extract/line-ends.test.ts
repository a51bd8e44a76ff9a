import { afterAll, describe, expect, it } from 'vitest';
import { fixtures, readFixture, readPlacements } from '../fixtures/load.ts';
import { expand } from '../geometry/box.ts';
import { rectToBox } from '../geometry/convert.ts';
import { ingest } from '../ingest/ingest.ts';
import { sharedOcrPool, shutdownOcr } from '../ocr/pool.ts';
import type { Word } from '../types.ts';
import { extract } from './extract.ts';
import { runsOnPastLines } from './line-ends.ts';
import { toLines } from './lines.ts';
import { readZones } from './read-zones.ts';

afterAll(() => shutdownOcr());

describe("a wrapped value's earlier lines read on past their ends (line-ends.ts)", () => {
  it('finds the word a line before the last goes on with, on a real scan, and none after a whole line', async () => {
    const manifest = await fixtures();
    const file = manifest.files.find((f) => f.variant === 'scan' && f.set === 1 && f.document === 'invoice');
    expect(file).toBeDefined();
    const placements = await readPlacements(file!.document);
    const sample = await ingest(await readFixture(`placements/${placements.sample}`));
    const document = await ingest(await readFixture(file!.file));
    const values = await extract(document, placements.labels, { sample, dateFormat: file!.dateFormat });
    const exporter = values.find((v) => v.label === 'Nama Eksportir');
    expect(exporter?.text.split(' ').length).toBeGreaterThanOrEqual(2);
    // The exporter's name and the address line under it, as OCR boxes them.
    const [words = []] = await readZones(document, exporter!.page, sharedOcrPool(), [
      expand(rectToBox(exporter!.box), 0.01, 0.02),
    ]);
    const [name, under] = toLines(words);
    expect(name?.words.length).toBeGreaterThanOrEqual(2);
    expect(under).toBeDefined();
    const runsOn = (read: Word[]) => runsOnPastLines(document, exporter!.page, sharedOcrPool(), read);
    // Its first word alone over the next line: the name goes on after it, cut.
    expect(await runsOn([name!.words[0]!, ...under!.words])).toBe(true);
    // The whole name over the next line: nothing printed after it.
    expect(await runsOn([...name!.words, ...under!.words])).toBe(false);
    // One line: nothing wraps, nothing is read.
    expect(await runsOn([name!.words[0]!])).toBe(false);
  }, 120_000);
});
