import sharp from 'sharp';
import type { GrayImage } from './decode-image.ts';
import { greyLevels } from './grey-level.ts';

/**
 * A grey patch printed or stamped over text (a watermark, a "COPY" or "LUNAS" stamp, a shaded
 * band): black print on a grey of about 165. Tesseract's Otsu threshold on a crop that is mostly
 * white puts that grey with the ink, and the words on it come back missing or cut ("MT GOLDEN"
 * of "MT GOLDEN ORCHID", "3,56" of "263.523,56"). Dividing each pixel by the paper's local
 * level makes the patch white and leaves its print dark.
 */

/** The paper's level is estimated on the page shrunk to cells of this many pixels a side at 200 DPI. */
const CELL = 8;
/**
 * Median window on the shrunk page (cells): wider than a line of print and its leading, so the
 * median is the paper's, not the letters'.
 */
const WINDOW = 9;
/** The page's paper: the level this share of its cells is at least as dark as. */
const PAPER_SHARE = 0.9;
/** A cell this much darker than the page's paper lies on a grey patch, not on paper ... */
const PATCH_STEP = 60;
/** ... unless darker than this: no paper at all (a black bar, the table a photo was taken on). */
const DARK = 96;
/**
 * A page is flattened only when this share of its cells lies on a grey patch: a stamp or a
 * watermark across its print (outside-16-scan: 5-18%). A plain scan has none; a form's shaded
 * bars, a photo's vignette and a grey scan's dense print lie less than PATCH_STEP under its paper
 * or cover less (up to 2-3%), and flattening them lost words (a grey scan's amounts).
 */
const PATCH_SHARE = 0.04;
/** Paper less than this much darker than the page's is left as it is; the patch's edge ramps up to PATCH_STEP. */
const KEEP_STEP = 30;

/**
 * The page with its grey patches made as light as its paper, its print kept: each pixel over
 * a patch is divided by the patch's level. The page itself, unchanged,
 * where no grey patch is found.
 */
export const flattenBackground = async (image: GrayImage, dpi: number): Promise<GrayImage> => {
  const cell = Math.max(2, (CELL * dpi) / 200);
  const width = Math.max(WINDOW, Math.round(image.width / cell));
  const height = Math.max(WINDOW, Math.round(image.height / cell));
  const cells = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .median(WINDOW)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const [paper] = greyLevels(cells, [PAPER_SHARE]) as [number];
  let patch = 0;
  for (let i = 0; i < cells.length; i++) if (cells[i]! >= DARK && cells[i]! < paper - PATCH_STEP) patch++;
  if (patch < PATCH_SHARE * cells.length) return image;
  const level = await sharp(cells, { raw: { width, height, channels: 1 } })
    .blur(1)
    .resize(image.width, image.height, { fit: 'fill', kernel: 'cubic' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const [full, keep] = [paper - PATCH_STEP, paper - KEEP_STEP];
  const data = Buffer.from(image.data);
  // An indexed loop: a page is millions of pixels.
  for (let i = 0; i < data.length; i++) {
    const p = level[i]!;
    if (p >= keep || p < DARK) continue;
    // Divided by the patch's level where it is a patch, by the paper's at its edge, between them on the ramp.
    const divisor = p <= full ? p : p + ((p - full) / (keep - full)) * (paper - p);
    data[i] = Math.min(255, Math.round((data[i]! * paper) / divisor));
  }
  return { data, width: image.width, height: image.height };
};
