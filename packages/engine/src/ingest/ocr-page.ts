import { despeckleForOcr } from '../image/despeckle.ts';
import { pageRaster } from '../image/page-raster.ts';
import type { OcrPool } from '../ocr/pool.ts';
import { recognizeRegion } from '../ocr/recognize.ts';
import type { EngineDocument, EnginePage, Word } from '../types.ts';

/** Whole-page reads under way: placements asking at the same time share one OCR of the page. */
const reading = new WeakMap<EnginePage, Promise<Word[]>>();

/** OCRs a whole (straightened) page once; its words are kept on the page. */
export const ocrFullPage = async (
  document: EngineDocument,
  pageNumber: number,
  pool: OcrPool,
): Promise<Word[]> => {
  const page = document.pages[pageNumber - 1];
  if (!page) return [];
  if (page.complete) return page.words;
  let words = reading.get(page);
  if (!words) {
    words = (async () => {
      const raster = await pageRaster(document, pageNumber);
      // Specks whitened as for zones (read-zones.ts); the raster itself is the viewer's page image.
      const { image: clean, speckled } = despeckleForOcr(raster, raster.dpi);
      page.words = await recognizeRegion(
        pool,
        { ...clean, dpi: raster.dpi, speckled },
        { left: 0, top: 0, width: raster.width, height: raster.height },
        'page',
      );
      page.complete = true;
      return page.words;
    })();
    reading.set(page, words);
    words.then(
      () => reading.delete(page),
      () => reading.delete(page),
    );
  }
  return words;
};
