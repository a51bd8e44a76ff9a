import { describe, expect, it } from 'vitest';
import type { GrayImage } from './decode-image.ts';
import { removeRules } from './remove-rules.ts';

/** A white crop with dark rectangles (x, y, width, height). */
const crop = (width: number, height: number, marks: Array<[number, number, number, number]>): GrayImage => {
  const data = Buffer.alloc(width * height, 255);
  for (const [x0, y0, w, h] of marks)
    for (let y = y0; y < y0 + h; y++) data.fill(20, y * width + x0, y * width + x0 + w);
  return { data, width, height };
};
const at = (image: GrayImage, x: number, y: number) => image.data[y * image.width + x];

describe('ruling removed before OCR', () => {
  it('whitens the borders of bordered cells and keeps the letters inside them', () => {
    // Two cells 300 px wide, 120 px tall at 200 DPI, bordered by 2 px rules; a "letter" stroke inside each.
    const image = crop(620, 260, [
      [0, 0, 620, 2],
      [0, 128, 620, 2],
      [0, 256, 620, 2],
      [0, 0, 2, 258],
      [308, 0, 2, 258],
      [616, 0, 2, 258],
      [40, 40, 14, 30],
      [60, 52, 30, 4],
      [350, 170, 4, 60],
    ]);
    expect(removeRules(image, 200).bordered).toBe(true);
    expect(at(image, 100, 1)).toBe(255);
    expect(at(image, 1, 100)).toBe(255);
    expect(at(image, 309, 200)).toBe(255);
    expect(at(image, 45, 50)).toBe(20);
    expect(at(image, 70, 53)).toBe(20);
    expect(at(image, 351, 200)).toBe(20);
  });

  it('says a table is not bordered when only its header and foot lines are ruled', () => {
    const image = crop(620, 260, [
      [0, 30, 620, 2],
      [0, 250, 620, 2],
      [40, 60, 14, 30],
      [350, 170, 4, 60],
    ]);
    expect(removeRules(image, 200).bordered).toBe(false);
    expect(at(image, 100, 31)).toBe(255);
    expect(at(image, 45, 70)).toBe(20);
  });

  it('says a table is not bordered when only its frame is ruled, and whitens a rule scanned light grey', () => {
    // A frame around rows of text (no rule between the columns), scanned light: rules at grey 170 on paper 240.
    const width = 620;
    const height = 260;
    const data = Buffer.alloc(width * height, 240);
    const mark = (x0: number, y0: number, w: number, h: number, level: number) => {
      for (let y = y0; y < y0 + h; y++) data.fill(level, y * width + x0, y * width + x0 + w);
    };
    mark(0, 0, 620, 2, 170);
    mark(0, 256, 620, 2, 170);
    mark(0, 0, 2, 258, 170);
    mark(616, 0, 2, 258, 170);
    mark(40, 40, 14, 30, 20);
    mark(350, 170, 4, 60, 20);
    const image = { data, width, height };
    expect(removeRules(image, 200).bordered).toBe(false);
    expect(at(image, 1, 100)).toBe(255);
    expect(at(image, 617, 100)).toBe(255);
    expect(at(image, 45, 50)).toBe(20);
  });
});
