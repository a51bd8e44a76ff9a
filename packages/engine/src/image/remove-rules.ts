import type { GrayImage } from './decode-image.ts';
import { greyLevels } from './grey-level.ts';

/**
 * A pixel this much darker than the crop's paper is ink of a rule (a photo's paper is grey in its
 * corners). A hairline rule scanned at 200 DPI and blurred is a light grey: at 90 levels below the
 * paper, the rules of a scanned grid were left in and read as quote marks beside the digits.
 */
const INK_BELOW_PAPER = 50;
/** The grey edge of a rule, whitened with it. */
const EDGE = 215;
/** A straight run of ink at least this long, in pixels at 200 DPI (about 11 mm), is a rule, not a stroke of a letter. */
const MIN_RULE = 90;
/** Vertical rules closer than this many pixels are one border. */
const BORDER_GAP = 6;
/** Ink on each side of a border, in pixels at 200 DPI, for it to stand between columns (more than a speck). */
const MIN_SIDE_INK = 100;

/** The crop's paper: the grey level nine pixels in ten are at least as dark as. */
const paperOf = (image: GrayImage): number => greyLevels(image.data, [0.9])[0] ?? 255;

/**
 * Whitens the ruling of a form or a table (cell borders, underlines) in a crop: horizontal and
 * vertical runs of ink longer than any letter's stroke, with their grey edges. Tesseract, given a
 * band of bordered cells as one block, reads the borders as letters and garbles the lines between
 * them. Changes the crop in place; `bordered` is true when a vertical rule stood between text on
 * its left and text on its right (cells bordered between columns, not only a table's frame or its
 * header and foot lines).
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
  // Vertical rules, one border per run of rule columns (a rule a few pixels thick is one border).
  const borders: Array<{ x0: number; x1: number }> = [];
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
    if (!found) continue;
    const last = borders[borders.length - 1];
    if (last && x - last.x1 <= BORDER_GAP) last.x1 = x;
    else borders.push({ x0: x, x1: x });
  }
  const between = betweenText(borders, image, rule, ink, (MIN_SIDE_INK * dpi * dpi) / (200 * 200));
  for (let i = 0; i < rule.length; i++) {
    if (!rule[i]) continue;
    data[i] = 255;
    for (const j of [i - 1, i + 1, i - width, i + width])
      if (j >= 0 && j < data.length && !rule[j] && (data[j] ?? 255) < EDGE) data[j] = 255;
  }
  return { image, bordered: between };
};

/** True when some border has, beyond its grey edge, at least `min` pixels of other ink on each side. */
const betweenText = (
  borders: ReadonlyArray<{ x0: number; x1: number }>,
  { width, height }: GrayImage,
  rule: Uint8Array,
  ink: (i: number) => boolean,
  min: number,
): boolean => {
  if (borders.length === 0) return false;
  // Ink left of each column, rules left out: the ink between two columns is a difference.
  const before = new Float64Array(width + 1);
  for (let x = 0; x < width; x++) {
    let column = 0;
    for (let y = 0; y < height; y++) if (!rule[y * width + x] && ink(y * width + x)) column++;
    before[x + 1] = (before[x] ?? 0) + column;
  }
  const inkIn = (from: number, to: number) =>
    (before[Math.min(width, Math.max(0, to))] ?? 0) - (before[Math.min(width, Math.max(0, from))] ?? 0);
  return borders.some(
    ({ x0, x1 }) => inkIn(0, x0 - BORDER_GAP) >= min && inkIn(x1 + 1 + BORDER_GAP, width) >= min,
  );
};
