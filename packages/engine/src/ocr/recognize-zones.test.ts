import { afterAll, describe, expect, it } from 'vitest';
import { readZones } from '../extract/read-zones.ts';
import { hardFixtures, readFixture, readPlacements } from '../fixtures/load.ts';
import { expand } from '../geometry/box.ts';
import { rectToBox } from '../geometry/convert.ts';
import { ingest } from '../ingest/ingest.ts';
import { sharedOcrPool, shutdownOcr } from './pool.ts';

afterAll(() => shutdownOcr());

describe('zones stacked into one OCR sheet', () => {
  it('reads the zones of a phone photo, whose paper is grey and darker at the corners', async () => {
    const manifest = await hardFixtures();
    const file = manifest.files.find((f) => f.variant === 'photo' && f.set === 3 && f.document === 'peb');
    if (!file) throw new Error('no photo of set 3 PEB in the hard fixtures');
    const { labels } = await readPlacements(file.placements, manifest);
    const document = await ingest(await readFixture(file.file));
    // Each single value's drawn box with a margin: the zones the first read asks for.
    const zones = labels
      .filter((label) => label.group === undefined)
      .map((label) => expand(rectToBox(label), 0.03, 0.01));
    const read = await readZones(document, 1, sharedOcrPool(), zones);
    // Stacked on a white sheet as they were cut, the grey crops read as boxes, not text: most
    // zones came back with no word at all.
    const empty = read.filter((words) => words.length === 0).length;
    expect(empty).toBeLessThanOrEqual(zones.length / 10);
    const text = read
      .flat()
      .map((w) => w.text)
      .join(' ');
    expect(text).toContain('INV/2303/0942');
  }, 120_000);
});
