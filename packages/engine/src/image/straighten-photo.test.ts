import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { GrayImage } from './decode-image.ts';
import { straightenPhoto } from './straighten-photo.ts';

const WIDTH = 800;
const HEIGHT = 1000;
/** The sheet's corners (top-left, top-right, bottom-right, bottom-left), turned a little: 500 x 707 pixels. */
const SHEET: Array<[number, number]> = [
  [150, 100],
  [650, 108],
  [639, 815],
  [139, 807],
];

/** True when a point lies inside the sheet (a convex quadrilateral, corners clockwise on screen). */
const onSheet = (x: number, y: number) =>
  SHEET.every(([ax, ay], i) => {
    const [bx, by] = SHEET[(i + 1) % SHEET.length]!;
    return (bx - ax) * (y - ay) - (by - ay) * (x - ax) >= 0;
  });

/**
 * A phone photo of a sheet on a desk: the desk darker to the left (60 to 120), the sheet twice as
 * bright as the desk under the same light, lines of print on it; `shadow`: the left part of the
 * photo, to x = 330, in a shadow that halves the light, its border soft over 40 pixels.
 */
const photo = async (shadow: boolean): Promise<GrayImage> => {
  const data = Buffer.alloc(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const light = shadow ? 0.5 + 0.5 / (1 + Math.exp(-(x - 330) / 8)) : 1;
      const desk = 60 + (60 * x) / WIDTH;
      const print = x > 190 && x < 600 && y > 160 && y < 760 && y % 40 < 8;
      const level = onSheet(x, y) ? (print ? 40 : 235) : desk;
      data[y * WIDTH + x] = Math.round(level * light);
    }
  }
  const blurred = await sharp(data, { raw: { width: WIDTH, height: HEIGHT, channels: 1 } })
    .blur(1.5)
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { data: blurred, width: WIDTH, height: HEIGHT };
};

describe('straightenPhoto: the sheet found in a photo and made flat', () => {
  it('finds the whole sheet on a desk', async () => {
    const flat = await straightenPhoto(await photo(false));
    expect(flat.width).toBeGreaterThan(490);
    expect(flat.width).toBeLessThan(520);
    expect(flat.height).toBe(Math.round(flat.width * (297 / 210)));
  });

  it('keeps the part of the sheet in a shadow darker than the lit desk (not cut at the shadow)', async () => {
    const image = await photo(true);
    // The shadowed sheet (235 / 2) is darker than the lit desk at the right (up to 120).
    expect(image.data[400 * WIDTH + 200]).toBeLessThan(image.data[400 * WIDTH + 720]!);
    const flat = await straightenPhoto(image);
    expect(flat.width).toBeGreaterThan(490);
    expect(flat.width).toBeLessThan(520);
    // Its left edge is the sheet's: the shadowed desk left of it is not taken in.
    const middle = Math.round(flat.height / 2);
    const leftmost = Array.from({ length: 20 }, (_, x) => flat.data[middle * flat.width + x + 5] ?? 0);
    expect(Math.min(...leftmost)).toBeGreaterThan(90);
  });

  it('leaves a scan whose paper fills the image as it is', async () => {
    const scan = { data: Buffer.alloc(WIDTH * HEIGHT, 235), width: WIDTH, height: HEIGHT };
    expect(await straightenPhoto(scan)).toBe(scan);
  });
});
