import { describe, expect, it } from 'vitest';
import type { GrayImage } from './decode-image.ts';
import { despeckle } from './despeckle.ts';

const WIDTH = 200;
const HEIGHT = 120;

/** Grey paper with dark rectangles of ink: [left, top, width, height]. */
const page = (inks: Array<[number, number, number, number]>): GrayImage => {
  const data = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (const [left, top, width, height] of inks)
    for (let y = top; y < top + height; y++) data.fill(30, y * WIDTH + left, y * WIDTH + left + width);
  return { data, width: WIDTH, height: HEIGHT };
};

const inkAt = (image: GrayImage, x: number, y: number) => (image.data[y * WIDTH + x] ?? 255) < 130;

describe('despeckle: isolated specks whitened before OCR, marks beside text kept', () => {
  // A line of text at 200 DPI: letters 3 pixels wide and 20 tall, 4 pixels apart.
  const letters: Array<[number, number, number, number]> = [20, 27, 34, 41].map((x) => [x, 40, 3, 20]);

  it('whitens specks of one to seven pixels with no ink near them, and their grey edge', () => {
    const image = page([...letters, [120, 10, 1, 1], [150, 90, 2, 2], [100, 100, 6, 6]]);
    image.data[9 * WIDTH + 120] = 160; // the speck's grey edge
    const { image: clean, specks } = despeckle(image, 200);
    expect(specks).toBe(3);
    expect(inkAt(clean, 120, 10) || inkAt(clean, 150, 90) || inkAt(clean, 102, 102)).toBe(false);
    expect(clean.data[9 * WIDTH + 120]).toBe(235);
    expect(letters.every(([x, y]) => inkAt(clean, x + 1, y + 10))).toBe(true);
    // The input is left as it was (it stays the page the viewer shows).
    expect(inkAt(image, 120, 10)).toBe(true);
  });

  it("keeps a period, a colon's dots and the dot of an i", () => {
    const marks: Array<[number, number, number, number]> = [
      [48, 56, 3, 3], // a period after the last letter
      [75, 44, 3, 3], // a colon far from any letter: its top dot ...
      [75, 56, 3, 3], // ... and its bottom dot, 12 pixels under it
      [34, 33, 3, 3], // the dot of an i over a letter
    ];
    const { image: clean, specks } = despeckle(page([...letters, ...marks]), 200);
    expect(specks).toBe(0);
    expect(marks.every(([x, y]) => inkAt(clean, x + 1, y + 1))).toBe(true);
  });

  it("on a dusty page, whitens a round speck beside letters well above their baseline (dust in a word's space)", () => {
    const second: Array<[number, number, number, number]> = [66, 73].map((x) => [x, 40, 3, 20]);
    const dust: [number, number, number, number] = [54, 46, 3, 3]; // mid-height between two words
    const period: [number, number, number, number] = [48, 56, 3, 3]; // on the baseline
    const quote: [number, number, number, number] = [61, 40, 2, 6]; // longer than wide
    const text = [...letters, ...second, dust, period, quote];
    // Two lone specks on this 0.6 square inch page make it dusty (2 a square inch).
    const lone: Array<[number, number, number, number]> = [
      [150, 90, 2, 2],
      [120, 10, 2, 2],
    ];
    const { image: clean, specks } = despeckle(page([...text, ...lone]), 200);
    expect(specks).toBe(3);
    expect(inkAt(clean, 55, 47)).toBe(false);
    expect(inkAt(clean, 49, 57) && inkAt(clean, 61, 42)).toBe(true);
    // On a clean page such a blot is print (a middle dot, a mark of small print): kept.
    const kept = despeckle(page(text), 200);
    expect(kept.specks).toBe(0);
    expect(inkAt(kept.image, 55, 47)).toBe(true);
  });

  it("keeps the dark piece of a pale letter, whitens a speck with a grey edge (a washed-out copy's print)", () => {
    // The lid's black edge makes the page's darkest ink far darker than its print: a letter's
    // stroke (grey 160) is only faint ink, the dark top of it (grey 30) a lone blot by size and place.
    const image = page([[190, 0, 10, HEIGHT], ...letters]);
    for (let y = 70; y < 90; y++) image.data.fill(160, y * WIDTH + 100, y * WIDTH + 103);
    for (let y = 70; y < 73; y++) image.data.fill(30, y * WIDTH + 100, y * WIDTH + 103);
    // A speck: dark, with a one-pixel grey edge, on its own.
    for (let y = 19; y < 24; y++) image.data.fill(160, y * WIDTH + 139, y * WIDTH + 144);
    for (let y = 20; y < 23; y++) image.data.fill(30, y * WIDTH + 140, y * WIDTH + 143);
    const { image: clean, specks } = despeckle(image, 200);
    expect(specks).toBe(1);
    expect(inkAt(clean, 101, 71)).toBe(true);
    expect(inkAt(clean, 141, 21)).toBe(false);
  });

  it('scales with the resolution: a blot too large for a speck at 150 DPI is one at 300', () => {
    const blot: [number, number, number, number] = [150, 20, 7, 7];
    expect(despeckle(page([...letters, blot]), 150).specks).toBe(0);
    expect(despeckle(page([...letters, blot]), 300).specks).toBe(1);
  });

  it('returns the page itself when there is nothing to whiten, or no contrast to judge by', () => {
    const clean = page(letters);
    expect(despeckle(clean, 200)).toEqual({ image: clean, specks: 0 });
    const blank: GrayImage = { data: Buffer.alloc(WIDTH * HEIGHT, 240), width: WIDTH, height: HEIGHT };
    expect(despeckle(blank, 200).image).toBe(blank);
  });
});
