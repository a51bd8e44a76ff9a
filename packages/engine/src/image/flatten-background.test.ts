import { describe, expect, it } from 'vitest';
import type { GrayImage } from './decode-image.ts';
import { flattenBackground } from './flatten-background.ts';

const WIDTH = 400;
const HEIGHT = 300;

/** Paper at 240 with lines of print (letters 3 pixels wide, 20 tall), and grey patches: [left, top, width, height]. */
const page = (patches: Array<[number, number, number, number]>): GrayImage => {
  const data = Buffer.alloc(WIDTH * HEIGHT, 240);
  for (const [left, top, width, height] of patches)
    for (let y = top; y < top + height; y++) data.fill(165, y * WIDTH + left, y * WIDTH + left + width);
  for (let line = 20; line + 20 < HEIGHT; line += 40)
    for (let x = 20; x + 3 < WIDTH - 20; x += 8)
      for (let y = line; y < line + 20; y++) data.fill(30, y * WIDTH + x, y * WIDTH + x + 3);
  return { data, width: WIDTH, height: HEIGHT };
};

const at = (image: GrayImage, x: number, y: number) => image.data[y * WIDTH + x]!;

describe('flattenBackground: a grey patch over print made as light as the paper, the print kept', () => {
  it('lightens the paper of a stamp-grey patch to the page paper and keeps its letters dark', async () => {
    const image = page([[100, 60, 200, 160]]);
    const flat = await flattenBackground(image, 200);
    // Paper between letters in the middle of the patch (x = 201 lies between the letters at 196 and 204).
    expect(at(image, 201, 140)).toBe(165);
    expect(at(flat, 201, 140)).toBeGreaterThan(225);
    // A letter on the patch stays ink.
    expect(at(flat, 205, 140)).toBeLessThan(80);
    // Paper far from the patch is left as it was.
    expect(at(flat, 5, 5)).toBe(240);
    // The input is left as it was (it stays the page the viewer shows).
    expect(at(image, 201, 140)).toBe(165);
  });

  it('leaves a page without a grey patch as it is (the same pixels)', async () => {
    const image = page([]);
    expect((await flattenBackground(image, 200)).data).toBe(image.data);
  });

  it('leaves a black bar alone: darker than any paper', async () => {
    const image = page([[100, 60, 200, 160]]);
    for (let y = 250; y < 290; y++) image.data.fill(20, y * WIDTH + 20, y * WIDTH + 380);
    const flat = await flattenBackground(image, 200);
    expect(at(flat, 200, 270)).toBe(20);
  });
});
