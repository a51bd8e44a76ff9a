import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAgain } from '../extract/confirm.ts';
import { readZones } from '../extract/read-zones.ts';
import { hardFixtures, type PlacementsFile, readFixture, readPlacements } from '../fixtures/load.ts';
import { generateOutside3Fixtures } from '../fixtures/outside-3/generate-outside-3.ts';
import { expand } from '../geometry/box.ts';
import { rectToBox } from '../geometry/convert.ts';
import { ingest } from '../ingest/ingest.ts';
import type { EngineDocument, Word } from '../types.ts';
import { sharedOcrPool, shutdownOcr } from './pool.ts';

afterAll(() => shutdownOcr());

const textOf = (words: readonly Word[]) => words.map((w) => w.text).join(' ');
const alphanumerics = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '').length;

describe('zones of a phone photo, whose paper is grey and darker at the corners', () => {
  let document: EngineDocument;
  let read: Word[][];
  let zones: number;

  beforeAll(async () => {
    const manifest = await hardFixtures();
    const file = manifest.files.find((f) => f.variant === 'photo' && f.set === 3 && f.document === 'peb');
    if (!file) throw new Error('no photo of set 3 PEB in the hard fixtures');
    const { labels } = await readPlacements(file.placements, manifest);
    document = await ingest(await readFixture(file.file));
    // Each single value's drawn box with a margin: the zones the first read asks for.
    const boxes = labels
      .filter((label) => label.group === undefined)
      .map((label) => expand(rectToBox(label), 0.03, 0.01));
    zones = boxes.length;
    read = await readZones(document, 1, sharedOcrPool(), boxes);
    // The hard fixtures are generated on first use, here or by another file under their lock: minutes
    // beside the browser tests on a loaded CI machine (this hook timed out at two minutes once).
  }, 600_000);

  it('are read from one stacked OCR sheet', () => {
    // Stacked on a white sheet as they were cut, the grey crops read as boxes, not text: most
    // zones came back with no word at all.
    const empty = read.filter((words) => words.length === 0).length;
    expect(empty).toBeLessThanOrEqual(zones / 10);
    expect(textOf(read.flat())).toContain('INV/2303/0942');
  });

  it('are read a second time (a crop around the value, enlarged) as well as the first', async () => {
    // Without its paper made white, the second read lost three of 19 values (one empty, two ports
    // read as a lone "-").
    const lost: string[] = [];
    for (const words of read.filter((w) => w.length > 0)) {
      const again = await readAgain(document, 1, sharedOcrPool(), words);
      if (alphanumerics(textOf(again)) < alphanumerics(textOf(words)) / 2)
        lost.push(`${textOf(words)} -> ${textOf(again)}`);
    }
    expect(lost).toEqual([]);
  }, 120_000);
});

describe("zones of a flatbed copy washed out on grey paper (another writer's, 150 DPI)", () => {
  let dir: string | undefined;
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("read the item table's codes and prices", async () => {
    // Set 1's invoice of the third outside set only, printed and copied into a folder of its own.
    dir = await mkdtemp(join(tmpdir(), 'vd-grey-paper-'));
    const manifest = await generateOutside3Fixtures(dir, { sets: [1], documents: ['invoice'] });
    if (!manifest) return; // no Chromium to print the set: outside-3.test.ts says so
    const file = manifest.files.find((f) => f.variant === 'outside-3-scan' && f.document === 'invoice');
    if (!file) throw new Error('no copy of set 1 invoice in the third outside set');
    const placements = JSON.parse(
      await readFile(join(dir, manifest.placements[file.placements] ?? ''), 'utf8'),
    ) as PlacementsFile;
    const document = await ingest(await readFile(join(dir, file.file)));
    // The first row's HS code and unit price, each with the first read's margin.
    const boxes = placements.labels
      .filter((label) => label.label === 'Kode HS' || label.label === 'Harga Satuan')
      .map((label) => expand(rectToBox(label), 0.03, 0.01));
    const read = await readZones(document, 1, sharedOcrPool(), boxes);
    // Stacked on a white sheet as cut, the grey crops read as boxes: nothing, or "2003?010" and "12.85".
    expect(read.map(textOf)).toEqual([expect.stringContaining('20082010'), expect.stringContaining('13.85')]);
  }, 300_000);
});
