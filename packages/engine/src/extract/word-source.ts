import type { FractionBox } from '../geometry/types.ts';
import { ocrFullPage } from '../ingest/ocr-page.ts';
import type { OcrPool } from '../ocr/pool.ts';
import type { EngineDocument, Word } from '../types.ts';
import { readZones } from './read-zones.ts';
import { mergeZones, zoneOf } from './zones.ts';

/** Where a page's words come from: its text layer, or OCR of zones (zonal) or of the whole page. */
export interface WordSource {
  ocr: boolean;
  /**
   * Words of a region (at least); for a text page, every word. `ruled`: the region holds bordered
   * cells (a table's rows): the ruling is taken out before OCR.
   */
  around(region: FractionBox, options?: { ruled?: boolean }): Promise<Word[]>;
  /** Every word of the page (full-page OCR once for a scan). */
  all(): Promise<Word[]>;
}

/**
 * The word source of a page. For a page still to be OCRed, `regions` (every region extraction
 * will ask for first) are merged into zones, and all of them are OCRed together on first use;
 * any other region asked for later is OCRed with the others asked for at the same time.
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
  let batch: Promise<Word[][]> | undefined;
  const extra = new Map<string, Promise<Word[]>>();
  // Regions asked for while a read is being set up go into one sheet together.
  let queued: Array<{
    region: FractionBox;
    ruled: boolean;
    resolve: (words: Word[]) => void;
    reject: (e: unknown) => void;
  }> = [];
  const flush = (): void => {
    // A tall narrow strip (a caption's column down the page) is read on its own sheet: stacked
    // with wide zones, one block of text to tesseract, it garbles their lines.
    const strip = (r: FractionBox) => r.y1 - r.y0 > 0.5 && r.y1 - r.y0 > 4 * (r.x1 - r.x0);
    const all = queued;
    queued = [];
    const ruled = all.filter((j) => j.ruled);
    const plain = all.filter((j) => !j.ruled);
    for (const jobs of [ruled, plain.filter((j) => strip(j.region)), plain.filter((j) => !strip(j.region))])
      if (jobs.length > 0) readJobs(jobs);
  };
  const readJobs = (jobs: typeof queued): void => {
    // Overlapping regions (captions searched in neighbouring strips) are read once.
    const merged = mergeZones(jobs.map((j) => j.region));
    readZones(document, pageNumber, pool, merged, { ruled: jobs.some((j) => j.ruled) }).then(
      (read) => {
        for (const job of jobs) job.resolve(read[merged.indexOf(zoneOf(merged, job.region)!)] ?? []);
      },
      (error: unknown) => {
        for (const job of jobs) job.reject(error);
      },
    );
  };
  return {
    ocr: true,
    around: async (region, options = {}) => {
      if (page.complete) return page.words;
      const ruled = options.ruled === true;
      const index = ruled ? -1 : zones.indexOf(zoneOf(zones, region) as FractionBox);
      if (index >= 0) {
        batch ??= readZones(document, pageNumber, pool, zones);
        return (await batch)[index] ?? [];
      }
      const key = [region.x0, region.y0, region.x1, region.y1, ruled].join();
      let words = extra.get(key);
      if (!words) {
        words = new Promise<Word[]>((resolve, reject) => {
          if (queued.length === 0) setImmediate(flush);
          queued.push({ region, ruled, resolve, reject });
        });
        extra.set(key, words);
      }
      return words;
    },
    all: () => ocrFullPage(document, pageNumber, pool),
  };
};
