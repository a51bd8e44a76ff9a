import { afterAll, describe, expect, it } from 'vitest';
import { extract } from '../extract/extract.ts';
import { fixtures, readFixture, readPlacements, score } from '../fixtures/load.ts';
import { fedTurned } from '../fixtures/scan.ts';
import { ingest } from '../ingest/ingest.ts';
import { shutdownOcr } from '../ocr/pool.ts';
import { pageTurn } from './orientation.ts';
import { sourceImage } from './source-image.ts';

afterAll(() => shutdownOcr());

/** A scanned JPEG of the fixtures turned, as a sheet fed the wrong way round or lengthwise comes out. */
const turned = async (jpeg: Uint8Array, degrees: 90 | 180 | 270 = 180): Promise<Uint8Array> =>
  new Uint8Array(await fedTurned(jpeg, degrees));

describe('pages upside down or on their side', () => {
  it('reads a scan fed upside down as it reads the scan itself', async () => {
    const manifest = await fixtures();
    const file = manifest.files.find(
      (f) => f.variant === 'scan-jpg' && f.set === 2 && f.document === 'invoice',
    )!;
    const placements = await readPlacements(file.document);
    const sample = await ingest(await readFixture(`placements/${placements.sample}`));
    const upright = await ingest(await readFixture(file.file));
    const over = await ingest(await turned(await readFixture(file.file)));
    expect(upright.pages[0]?.turn).toBe(0);
    expect(over.pages[0]?.turn).toBe(180);
    // Turned back by 180 degrees and the scan's own skew (a turn over keeps a skew's sign).
    expect(Math.abs((over.pages[0]?.skew ?? 0) - 180 - (upright.pages[0]?.skew ?? 0))).toBeLessThan(0.15);
    const options = { sample, dateFormat: file.dateFormat };
    const asScanned = score(file, await extract(upright, placements.labels, options));
    const asFed = score(file, await extract(over, placements.labels, options));
    expect(asScanned.total).toBeGreaterThan(10);
    expect(asFed.right).toBe(asScanned.right);
  }, 240_000);

  it('reads a scan fed lengthwise, on either side, as it reads the scan itself', async () => {
    const manifest = await fixtures();
    const file = manifest.files.find(
      (f) => f.variant === 'scan-jpg' && f.set === 1 && f.document === 'packing-list',
    )!;
    const placements = await readPlacements(file.document);
    const sample = await ingest(await readFixture(`placements/${placements.sample}`));
    const options = { sample, dateFormat: file.dateFormat };
    const upright = await ingest(await readFixture(file.file));
    const asScanned = score(file, await extract(upright, placements.labels, options));
    expect(asScanned.total).toBeGreaterThan(10);
    for (const degrees of [90, 270] as const) {
      const sideways = await ingest(await turned(await readFixture(file.file), degrees));
      expect(sideways.pages[0]?.turn).toBe(degrees);
      // Stood upright, then turned back by the scan's own skew (its sign kept by a quarter turn).
      expect(Math.abs((sideways.pages[0]?.skew ?? 0) - degrees - (upright.pages[0]?.skew ?? 0))).toBeLessThan(
        0.15,
      );
      const asFed = score(file, await extract(sideways, placements.labels, options));
      expect(asFed.right).toBe(asScanned.right);
    }
  }, 360_000);

  it('keeps what was found before: a page read back from storage is not looked at again', async () => {
    await fixtures();
    const over = await ingest(await turned(await readFixture('sets/1/scan-jpg/peb.jpg')), {
      maxPages: 1,
    });
    // ingest decoded page 1 already; a document rebuilt from stored pages carries the decision.
    const stored = { ...over, pages: over.pages.map((p) => ({ ...p, turn: 0 as const })) };
    const image = await sourceImage(stored, 1);
    expect(Math.abs(image.skew)).toBeLessThan(10);
  }, 120_000);

  it('takes a page without print as it lies', async () => {
    const blank = { data: Buffer.alloc(1654 * 2339, 250), width: 1654, height: 2339 };
    expect(await pageTurn(blank, 200, 0)).toBe(0);
  });
});
