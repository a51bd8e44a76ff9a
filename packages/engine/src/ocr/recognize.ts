import sharp from 'sharp';
import { PSM } from 'tesseract.js';
import { fraction } from '../geometry/types.ts';
import type { GrayImage } from '../image/decode-image.ts';
import type { Word } from '../types.ts';
import type { OcrPool } from './pool.ts';
import { cleanWordsOf } from './symbols.ts';

/** A region of a page raster, in pixels. */
export interface PixelRegion {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * OCRs one region of a page raster (crops cut with sharp and passed whole: tesseract.js's
 * `rectangle` re-decodes the page per call, engine README.md trap 8). Word boxes come back in page fractions.
 */
export const recognizeRegion = async (
  pool: OcrPool,
  page: GrayImage & { dpi?: number; speckled?: boolean },
  region: PixelRegion,
  mode: 'block' | 'page' = 'block',
): Promise<Word[]> => {
  const png = await sharp(page.data, { raw: { width: page.width, height: page.height, channels: 1 } })
    .extract(region)
    .png({ compressionLevel: 1 })
    .toBuffer();
  const result = await pool.use(async (worker) => {
    // PSM 6 for crops (one block), PSM 3 (automatic layout) for whole pages.
    await worker.setParameters({
      tessedit_pageseg_mode: mode === 'block' ? PSM.SINGLE_BLOCK : PSM.AUTO,
      user_defined_dpi: String(Math.round(page.dpi ?? 300)),
      tessedit_do_invert: '1',
    });
    return worker.recognize(png, {}, { blocks: true, text: false });
  });
  const words = cleanWordsOf(result.data.blocks, {
    image: page,
    left: region.left,
    top: region.top,
    speckled: page.speckled === true,
  });
  return words
    .filter((word) => word.text.trim())
    .map((word) => ({
      text: word.text.trim(),
      confidence: Math.max(0, Math.min(1, word.confidence / 100)),
      ...(word.ink ? { ink: word.ink } : {}),
      ...(word.round ? { round: word.round } : {}),
      ocr: true as const,
      box: {
        x0: fraction((region.left + word.bbox.x0) / page.width),
        y0: fraction((region.top + word.bbox.y0) / page.height),
        x1: fraction((region.left + word.bbox.x1) / page.width),
        y1: fraction((region.top + word.bbox.y1) / page.height),
      },
    }));
};
