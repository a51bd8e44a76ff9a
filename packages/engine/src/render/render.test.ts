import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { fixtures, readFixture } from '../fixtures/load.ts';
import { pageRaster } from '../image/page-raster.ts';
import { sourceImage } from '../image/source-image.ts';
import { ingest } from '../ingest/ingest.ts';
import { crop, renderPage } from './render.ts';

describe('render', () => {
  it('renders a page as WebP or PNG at a chosen width', async () => {
    await fixtures();
    const document = await ingest(await readFixture('sets/1/digital/invoice.pdf'));
    const webp = await renderPage(document, 1, { width: 800 });
    const meta = await sharp(webp).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(800);
    expect(meta.height).toBeCloseTo(800 * (841.89 / 595.28), -1);
    expect(
      (await sharp(await renderPage(document, 1, { width: 400, format: 'png' })).metadata()).format,
    ).toBe('png');
  });

  it('crops the evidence of a box (percent of the page)', async () => {
    const document = await ingest(await readFixture('sets/1/scan-jpg/invoice.jpg'));
    const png = await crop(document, 1, { x: 10, y: 20, width: 30, height: 5 } as never, {
      format: 'png',
      margin: 0,
    });
    const meta = await sharp(png).metadata();
    const page = await sharp(await renderPage(document, 1, { format: 'png' })).metadata();
    expect(meta.width).toBeCloseTo((page.width ?? 0) * 0.3, -1);
    expect(meta.height).toBeCloseTo((page.height ?? 0) * 0.05, -1);
  });

  it('shows a scan at a width straightened as its words are (as the raster OCR reads whole)', async () => {
    const document = await ingest(await readFixture('sets/2/scan-jpg/packing-list.jpg'));
    const grey = async (image: Sharp) =>
      image.resize({ width: 600, height: 848, fit: 'fill' }).extractChannel(0).raw().toBuffer();
    const difference = (a: Buffer, b: Buffer) =>
      a.reduce((sum, v, i) => sum + Math.abs(v - (b[i] ?? 0)), 0) / a.length;
    const shown = await grey(sharp(await renderPage(document, 1, { width: 1000, format: 'png' })));
    const raster = await pageRaster(document, 1);
    const read = await grey(
      sharp(raster.data, { raw: { width: raster.width, height: raster.height, channels: 1 } }),
    );
    const source = await sourceImage(document, 1);
    expect(Math.abs(source.skew)).toBeGreaterThan(0.3);
    const unturned = await grey(
      sharp(source.data, { raw: { width: source.width, height: source.height, channels: 1 } }),
    );
    // The page as scanned (still turned) differs from what OCR reads; the page shown does not.
    expect(difference(shown, read)).toBeLessThan(difference(unturned, read) / 3);
  });
});
