import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { GrayImage } from './decode-image.ts';
import { estimateSkew, straighten } from './deskew.ts';

/** A page of text-like bars turned clockwise by `degrees`. */
const page = async (degrees: number): Promise<GrayImage> => {
  const bars = Array.from(
    { length: 40 },
    (_, i) => `<rect x="150" y="${150 + i * 70}" width="${900 + (i % 5) * 120}" height="22" fill="black"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1654" height="2339"><rect width="100%" height="100%" fill="white"/>${bars.join('')}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .rotate(degrees, { background: '#ffffff' })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

describe('deskew', () => {
  it.each([1.3, -0.8, 2.5, 0])('finds a skew of %s degrees and straightens it', async (degrees) => {
    const image = await page(degrees);
    const skew = await estimateSkew(image);
    expect(Math.abs(skew - degrees)).toBeLessThan(0.1);
    const straight = await straighten(image, skew);
    expect(straight.width).toBe(image.width);
    expect(Math.abs(await estimateSkew(straight))).toBeLessThan(0.1);
  });
});
