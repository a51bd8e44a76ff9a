import { boxToPixels } from '../geometry/convert.ts';
import type { FractionBox } from '../geometry/types.ts';
import { pageRaster } from '../image/page-raster.ts';
import { ocrFullPage } from '../ingest/ocr-page.ts';
import type { OcrPool } from '../ocr/pool.ts';
import { recognizeRegion } from '../ocr/recognize.ts';
import type { EngineDocument, Word } from '../types.ts';
import { mergeZones, zoneOf } from './zones.ts';

/** Where a page's words come from: its text layer, or OCR of zones (zonal) or of the whole page. */
export interface WordSource {
  ocr: boolean;
  /** Words of a region (at least); for a text page, every word. */
  around(region: FractionBox): Promise<Word[]>;
  /** Every word of the page (full-page OCR once for a scan). */
  all(): Promise<Word[]>;
}

/**
 * The word source of a page. For a page still to be OCRed, `regions` (every region extraction
 * will ask for) are merged into zones and each zone is OCRed once, on first use.
 */
export const wordSource = (
  document: EngineDocument,
  pageNumber: number,
  pool: OcrPool,
  regions: readonly FractionBox[] = [],
): WordSource => {
  const page = document.pages[pageNumber - 1];
  if (!page) throw new Error(`page ${pageNumber} out of range`);
  if (page.complete) {
    return { ocr: page.source === 'ocr', around: async () => page.words, all: async () => page.words };
  }
  const zones = mergeZones(regions);
  const read = new Map<FractionBox, Promise<Word[]>>();
  const ocr = async (zone: FractionBox): Promise<Word[]> => {
    const raster = await pageRaster(document, pageNumber);
    return recognizeRegion(pool, raster, boxToPixels(zone, raster.width, raster.height));
  };
  return {
    ocr: true,
    around: async (region) => {
      if (page.complete) return page.words;
      const zone = zoneOf(zones, region) ?? region;
      const words = read.get(zone) ?? ocr(zone);
      read.set(zone, words);
      return words;
    },
    all: () => ocrFullPage(document, pageNumber, pool),
  };
};
