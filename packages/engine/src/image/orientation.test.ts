import { afterAll, describe, expect, it } from 'vitest';
import { extract } from '../extract/extract.ts';
import { fixtures, readFixture, readPlacements, score } from '../fixtures/load.ts';
import { fedUpsideDown } from '../fixtures/scan.ts';
import { ingest } from '../ingest/ingest.ts';
import { shutdownOcr } from '../ocr/pool.ts';
import { isUpsideDown } from './orientation.ts';
import { sourceImage } from './source-image.ts';

afterAll(() => shutdownOcr());

/** A scanned JPEG of the fixtures turned over, as a sheet fed the wrong way round comes out. */
const turnedOver = async (jpeg: Uint8Array): Promise<Uint8Array> => new Uint8Array(await fedUpsideDown(jpeg));

describe('pages upside down', () => {
  it('reads a scan fed upside down as it reads the scan itself', async () => {
    const manifest = await fixtures();
    const file = manifest.files.find(
      (f) => f.variant === 'scan-jpg' && f.set === 2 && f.document === 'invoice',
    )!;
    const placements = await readPlacements(file.document);
    const sample = await ingest(await readFixture(`placements/${placements.sample}`));
    const upright = await ingest(await readFixture(file.file));
    const turned = await ingest(await turnedOver(await readFixture(file.file)));
    expect(upright.pages[0]?.upsideDown).toBe(false);
    expect(turned.pages[0]?.upsideDown).toBe(true);
    // Turned back by 180 degrees and the scan's own skew (a turn over keeps a skew's sign).
    expect(Math.abs((turned.pages[0]?.skew ?? 0) - 180 - (upright.pages[0]?.skew ?? 0))).toBeLessThan(0.15);
    const options = { sample, dateFormat: file.dateFormat };
    const asScanned = score(file, await extract(upright, placements.labels, options));
    const asFed = score(file, await extract(turned, placements.labels, options));
    expect(asScanned.total).toBeGreaterThan(10);
    expect(asFed.right).toBe(asScanned.right);
  }, 240_000);

  it('keeps what was found before: a page read back from storage is not looked at again', async () => {
    await fixtures();
    const turned = await ingest(await turnedOver(await readFixture('sets/1/scan-jpg/peb.jpg')), {
      maxPages: 1,
    });
    // ingest decoded page 1 already; a document rebuilt from stored pages carries the decision.
    const stored = { ...turned, pages: turned.pages.map((p) => ({ ...p, upsideDown: false })) };
    const image = await sourceImage(stored, 1);
    expect(Math.abs(image.skew)).toBeLessThan(10);
  }, 120_000);

  it('takes a page without print as it lies', async () => {
    const blank = { data: Buffer.alloc(1654 * 2339, 250), width: 1654, height: 2339 };
    expect(await isUpsideDown(blank, 200, 0)).toBe(false);
  });
});
