import type { GrayImage } from './decode-image.ts';
import { greyLevels } from './grey-level.ts';

/** A pixel this much darker than the crop's paper is ink (a photo's paper is grey in its corners). */
const INK_BELOW_PAPER = 90;
/** The grey edge of a rule, whitened with it. */
const EDGE = 215;
/** A straight run of ink at least this long, in pixels at 200 DPI (about 11 mm), is a rule, not a stroke of a letter. */
const MIN_RULE = 90;
/** Vertical rules closer than this many pixels are one border. */
const BORDER_GAP = 6;

/** The crop's paper: the grey level nine pixels in ten are at least as dark as. */
const paperOf = (image: GrayImage): number => greyLevels(image.data, [0.9])[0] ?? 255;

/**
 * Whitens the ruling of a form or a table (cell borders, underlines) in a crop: horizontal and
 * vertical runs of ink longer than any letter's stroke, with their grey edges. Tesseract, given a
 * band of bordered cells as one block, reads the borders as letters and garbles the lines between
 * them. Changes the crop in place; `bordered` is true when two or more vertical rules stood in it
 * (cells bordered between columns, not only a table's header and foot lines).
 */
export const removeRules = (image: GrayImage, dpi: number): { image: GrayImage; bordered: boolean } => {
  const { width, height, data } = image;
  const min = Math.max(40, Math.round((MIN_RULE * dpi) / 200));
  const rule = new Uint8Array(width * height);
  const dark = paperOf(image) - INK_BELOW_PAPER;
  const ink = (i: number) => (data[i] ?? 255) < dark;
  for (let y = 0; y < height; y++) {
    let start = -1;
    for (let x = 0; x <= width; x++) {
      if (x < width && ink(y * width + x)) {
        if (start < 0) start = x;
      } else if (start >= 0) {
        if (x - start >= min) rule.fill(1, y * width + start, y * width + x);
        start = -1;
      }
    }
  }
  // Vertical rules, counted once per border (a rule a few pixels thick is one border).
  let borders = 0;
  let lastRuleX = Number.NEGATIVE_INFINITY;
  for (let x = 0; x < width; x++) {
    let start = -1;
    let found = false;
    for (let y = 0; y <= height; y++) {
      if (y < height && ink(y * width + x)) {
        if (start < 0) start = y;
      } else if (start >= 0) {
        if (y - start >= min) {
          for (let r = start; r < y; r++) rule[r * width + x] = 1;
          found = true;
        }
        start = -1;
      }
    }
    if (found) {
      if (x - lastRuleX > BORDER_GAP) borders++;
      lastRuleX = x;
    }
  }
  for (let i = 0; i < rule.length; i++) {
    if (!rule[i]) continue;
    data[i] = 255;
    for (const j of [i - 1, i + 1, i - width, i + width])
      if (j >= 0 && j < data.length && !rule[j] && (data[j] ?? 255) < EDGE) data[j] = 255;
  }
  return { image, bordered: borders >= 2 };
};
