import { pageRaster } from '../image/page-raster.ts';
import type { OcrPool } from '../ocr/pool.ts';
import { recognizeRegion } from '../ocr/recognize.ts';
import type { EngineDocument, Word } from '../types.ts';

/** OCRs a whole (straightened) page once; its words are kept on the page. */
export const ocrFullPage = async (
  document: EngineDocument,
  pageNumber: number,
  pool: OcrPool,
): Promise<Word[]> => {
  const page = document.pages[pageNumber - 1];
  if (!page) return [];
  if (page.complete) return page.words;
  const raster = await pageRaster(document, pageNumber);
  page.words = await recognizeRegion(
    pool,
    raster,
    { left: 0, top: 0, width: raster.width, height: raster.height },
    'page',
  );
  page.complete = true;
  return page.words;
};
