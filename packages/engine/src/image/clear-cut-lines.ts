import type { GrayImage } from './decode-image.ts';

/** A pixel darker than this is ink (as for deskewing). */
const DARK = 140;
/** A row with at least this many ink pixels belongs to a text line. */
const MIN_INK = 2;
/** A band at an edge taller than this share of the crop is not a cut line: it is kept. */
const MAX_CUT_SHARE = 0.45;

const inkRows = (image: GrayImage): boolean[] =>
  Array.from({ length: image.height }, (_, y) => {
    let count = 0;
    const from = y * image.width;
    for (let x = 0; x < image.width && count < MIN_INK; x++)
      if ((image.data[from + x] ?? 255) < DARK) count++;
    return count >= MIN_INK;
  });

/**
 * Whitens text lines cut by the top or bottom edge of a crop (the neighbouring lines a tight zone
 * catches a sliver of): OCR reads such slivers as junk, slowly. Changes the crop in place.
 */
export const clearCutLines = (image: GrayImage): GrayImage => {
  const rows = inkRows(image);
  const limit = Math.floor(image.height * MAX_CUT_SHARE);
  let top = 0;
  while (top < rows.length && rows[top]) top++;
  if (top > 0 && top <= limit) image.data.fill(255, 0, top * image.width);
  let bottom = rows.length;
  while (bottom > 0 && rows[bottom - 1]) bottom--;
  if (bottom < rows.length && rows.length - bottom <= limit) image.data.fill(255, bottom * image.width);
  return image;
};
