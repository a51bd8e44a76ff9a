import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fixtures, readFixture } from '../fixtures/load.ts';
import { ingest } from '../ingest/ingest.ts';
import { clearCutLines } from './clear-cut-lines.ts';
import type { GrayImage } from './decode-image.ts';
import { embeddedScan } from './embedded-scan.ts';

describe('the JPEG inside a scanned PDF', () => {
  it('is taken as it is, at its own resolution; digital PDFs have none', async () => {
    await fixtures();
    const scan = await ingest(await readFixture('sets/1/scan/invoice.pdf'));
    const jpeg = embeddedScan(scan.bytes, scan.pages[0]!, scan.pages.length);
    expect(jpeg).toBeDefined();
    const meta = await sharp(jpeg).metadata();
    const original = await sharp(await readFixture('sets/1/scan-jpg/invoice.jpg')).metadata();
    expect([meta.width, meta.height]).toEqual([original.width, original.height]);
    const digital = await ingest(await readFixture('sets/1/digital/invoice.pdf'));
    expect(embeddedScan(digital.bytes, digital.pages[0]!, digital.pages.length)).toBeUndefined();
  });
});

/** Rows of a 100-pixel wide crop: `ink` rows dark, the rest white. */
const crop = (height: number, ink: (y: number) => boolean): GrayImage => {
  const data = Buffer.alloc(100 * height, 255);
  for (let y = 0; y < height; y++) if (ink(y)) data.fill(0, y * 100 + 10, y * 100 + 90);
  return { data, width: 100, height };
};
const inkAt = (image: GrayImage, y: number): boolean => image.data[y * image.width + 50] === 0;

describe('clearing lines cut by a crop edge', () => {
  it('whitens slivers at the top and bottom and keeps the line in the middle', () => {
    const image = clearCutLines(crop(60, (y) => y < 6 || (y >= 20 && y < 40) || y >= 55));
    expect(inkAt(image, 2)).toBe(false);
    expect(inkAt(image, 30)).toBe(true);
    expect(inkAt(image, 58)).toBe(false);
  });

  it('keeps a line that fills most of the crop', () => {
    const image = clearCutLines(crop(40, (y) => y < 30));
    expect(inkAt(image, 10)).toBe(true);
  });
});
