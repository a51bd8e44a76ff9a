import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { GrayImage } from './decode-image.ts';
import { estimateSkew, straighten } from './deskew.ts';

/** A page of text-like bars turned clockwise by `degrees`; `print`: lines of small words instead. */
const page = async (degrees: number, print = false): Promise<GrayImage> => {
  const bars = Array.from({ length: 40 }, (_, i) =>
    print
      ? Array.from(
          { length: 14 },
          (_, k) => `<rect x="${150 + k * 90}" y="${150 + i * 50}" width="50" height="5" fill="black"/>`,
        ).join('')
      : `<rect x="150" y="${150 + i * 70}" width="${900 + (i % 5) * 120}" height="22" fill="black"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1654" height="2339"><rect width="100%" height="100%" fill="white"/>${bars.join('')}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .rotate(degrees, { background: '#ffffff' })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

/**
 * A copier's page: `page` turned, then what lies level whatever the turn: a fold's shadow across
 * the page and the lid's black edge along its top (outside-scan's copies were read at 0 degrees).
 */
const copied = async (degrees: number): Promise<GrayImage> => {
  const turned = await page(degrees, true);
  const { width, height } = turned;
  const level = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="fold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="0.5" stop-color="rgb(120,120,120)"/><stop offset="1" stop-color="#fff"/></linearGradient></defs>
<rect y="${Math.round(height * 0.62)}" width="${width}" height="${Math.round(height * 0.05)}" fill="url(#fold)"/>
<rect width="${width}" height="${Math.round(height * 0.02)}" fill="rgb(18,18,18)"/></svg>`;
  const { data, info } = await sharp(turned.data, { raw: { width, height, channels: 1 } })
    .composite([{ input: Buffer.from(level), blend: 'multiply' }])
    .grayscale()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

describe('deskew', () => {
  it.each([2.7, -1.4])(
    "finds a copy's skew of %s degrees past a fold's shadow and the lid's edge, which lie level",
    async (degrees) => {
      expect(Math.abs((await estimateSkew(await copied(degrees))) - degrees)).toBeLessThan(0.1);
    },
  );

  it.each([1.3, -0.8, 2.5, 0])('finds a skew of %s degrees and straightens it', async (degrees) => {
    const image = await page(degrees);
    const skew = await estimateSkew(image);
    expect(Math.abs(skew - degrees)).toBeLessThan(0.1);
    const straight = await straighten(image, skew);
    expect(straight.width).toBe(image.width);
    expect(Math.abs(await estimateSkew(straight))).toBeLessThan(0.1);
  });
});
