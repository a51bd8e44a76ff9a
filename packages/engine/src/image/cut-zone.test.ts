import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cutStraight } from './cut-zone.ts';
import type { GrayImage } from './decode-image.ts';
import { straighten } from './deskew.ts';

/** A page of text-like bars of varied lengths, turned clockwise by `degrees`. */
const page = async (degrees: number): Promise<GrayImage> => {
  const bars = Array.from(
    { length: 30 },
    (_, i) =>
      `<rect x="${100 + (i % 7) * 40}" y="${120 + i * 70}" width="${300 + (i % 5) * 160}" height="24" fill="black"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="2200"><rect width="100%" height="100%" fill="white"/>${bars.join('')}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .rotate(degrees, { background: '#ffffff' })
    .extract({ left: 0, top: 0, width: 1400, height: 2200 })
    .grayscale()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

const meanDifference = (a: GrayImage, b: GrayImage): number => {
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) sum += Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0));
  return sum / a.data.length;
};

describe('cutting a straightened zone from an unturned page', () => {
  it.each([1.2, -1.4, 0])('matches the zone of the straightened page (%s degrees)', async (degrees) => {
    const image = await page(degrees);
    const whole = await straighten(image, degrees);
    for (const zone of [
      { left: 80, top: 100, width: 700, height: 120 },
      { left: 900, top: 1900, width: 480, height: 280 },
    ]) {
      const cut = await cutStraight(image, zone, degrees);
      expect(cut.width).toBe(zone.width);
      expect(cut.height).toBe(zone.height);
      const { data } = await sharp(whole.data, {
        raw: { width: whole.width, height: whole.height, channels: 1 },
      })
        .extract(zone)
        .extractChannel(0)
        .raw()
        .toBuffer({ resolveWithObject: true });
      // Equal up to resampling at the edges of the bars (a misplaced cut differs by tens).
      expect(meanDifference(cut, { data, width: zone.width, height: zone.height })).toBeLessThan(6);
    }
  });
});
