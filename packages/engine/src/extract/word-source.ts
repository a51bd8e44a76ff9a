import type { FractionBox } from '../geometry/types.ts';
import { ocrFullPage } from '../ingest/ocr-page.ts';
import type { OcrPool } from '../ocr/pool.ts';
import type { EngineDocument, Word } from '../types.ts';
import { readPageInHalves, readZones } from './read-zones.ts';
import { mergeZones, zoneOf } from './zones.ts';

/** Where a page's words come from: its text layer, or OCR of zones (zonal) or of the whole page. */
export interface WordSource {
  ocr: boolean;
  /**
   * Words of a region (at least); for a text page, every word. `ruled`: the region holds bordered
   * cells (a table's rows): the ruling is taken out before OCR. `unruled`: the ruling is taken out
   * of a region not read yet, which is read as any other (a strip along a line of a form).
   */
  around(
    region: FractionBox,
    options?: { ruled?: boolean; crop?: boolean; unruled?: boolean },
  ): Promise<Word[]>;
  /** Every word of the page (full-page OCR once for a scan). */
  all(): Promise<Word[]>;
  /**
   * The page's print moved as a whole (`page-moved.ts`): it is read whole now, and every region
   * asked for after is answered by that read, except a value's `crop`.
   */
  moved?(): void;
  /** Whether the page moved and is read whole (`moved`): a table's rows are cut from it again. */
  readWhole?(): boolean;
  /**
   * How much taller a stretch of print is in this page's fractions than in the sample page's,
   * for the same width (`pageStretch`); undefined: 1, the page shaped as the sample's.
   */
  stretch?: () => Promise<number>;
}

/** A region asked for, and the reader waiting for its words. */
interface Job {
  region: FractionBox;
  ruled: boolean;
  /** The ruling taken out, read as a plain zone (`WordSource.around`). */
  unruled: boolean;
  /**
   * Cut from the page even when it is read whole: the reads of a placement still to report to the
   * page's verdict, and a value's box where the page's read holds no value of its type (`readSingle`).
   */
  crop: boolean;
  /** Asked for before the page was told moved: read as asked, even when the page moved since. */
  early: boolean;
  resolve: (words: Word[]) => void;
  reject: (e: unknown) => void;
}

/**
 * The word source of a page. For a page still to be OCRed, `regions` (every region extraction
 * will ask for first) are merged into zones, and all of them are OCRed together on first use;
 * any other region is OCRed with the others asked for at the start or woken by the same read.
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
  const extra = new Map<string, Promise<Word[]>>();
  let batch: Promise<Word[][]> | undefined;
  // The page's whole read, once asked for; once the page moved, it answers every region but a crop.
  let all: Promise<Word[]> | undefined;
  let wholeForAll = false;
  // Regions not among the first zones are read in batches, one batch per event: those asked for
  // at the start, and those asked for by the readers one finished read woke. A batch so depends
  // on the placements and on what was read, never on which OCR job happened to finish first
  // (which regions share a sheet, or are merged, changes what tesseract reads).
  let asked: Job[] = [];
  // A read's readers resume in a turn of the event loop of their own (two reads can end in one
  // turn), after a new batch is begun: what they ask for next is that batch.
  const woken = <T>(read: Promise<T>): Promise<T> =>
    read.finally(
      () =>
        new Promise<void>((resume) =>
          setImmediate(() => {
            asked = [];
            resume();
          }),
        ),
    );
  const ask = (job: Job): void => {
    const batch = asked;
    if (batch.length === 0) setImmediate(() => flush(batch));
    batch.push(job);
  };
  const flush = (queued: readonly Job[]): void => {
    // The page moved and is read whole: that read answers every region asked for since, but a crop.
    const pageRead = wholeForAll ? all : undefined;
    const own = (job: Job) => job.crop || job.early;
    if (pageRead) for (const job of queued) if (!own(job)) pageRead.then(job.resolve, job.reject);
    const jobs = pageRead ? queued.filter(own) : queued;
    // A tall narrow strip (a caption's column down the page) is read on its own sheet: stacked
    // with wide zones, one block of text to tesseract, it garbles their lines.
    const strip = (r: FractionBox) => r.y1 - r.y0 > 0.5 && r.y1 - r.y0 > 4 * (r.x1 - r.x0);
    const ruled = jobs.filter((j) => j.ruled);
    const unruled = jobs.filter((j) => !j.ruled && j.unruled);
    const plain = jobs.filter((j) => !j.ruled && !j.unruled);
    for (const part of [
      ruled,
      unruled,
      plain.filter((j) => strip(j.region)),
      plain.filter((j) => !strip(j.region)),
    ])
      if (part.length > 0) readJobs(part);
  };
  const readJobs = (jobs: readonly Job[]): void => {
    // Overlapping regions (captions searched in neighbouring strips) are read once.
    const merged = mergeZones(jobs.map((j) => j.region));
    const options = { ruled: jobs.some((j) => j.ruled), unruled: jobs.some((j) => j.unruled) };
    woken(readZones(document, pageNumber, pool, merged, options)).then(
      (read) => {
        for (const job of jobs) job.resolve(read[merged.indexOf(zoneOf(merged, job.region)!)] ?? []);
      },
      (error: unknown) => {
        for (const job of jobs) job.reject(error);
      },
    );
  };
  // A moved page is read whole as its zones are, to find captions on (each value is cut again):
  // at the resolution it was scanned at, from the image its zones are cut from, not the 300 DPI
  // raster the page's own full read makes (half the time), in two halves read side by side
  // (docs/engine-reading.md).
  const asZone = (): Promise<Word[]> => readPageInHalves(document, pageNumber, pool);
  const whole = (): Promise<Word[]> => {
    // Kept, so that a reader asking for the page once it is read wakes no batch of its own.
    all ??= woken(wholeForAll ? asZone() : ocrFullPage(document, pageNumber, pool)).catch(
      (error: unknown) => {
        all = undefined;
        throw error;
      },
    );
    return all;
  };
  return {
    ocr: true,
    around: async (region, options = {}) => {
      const crop = options.crop === true;
      if (page.complete && !crop) return page.words;
      if (all && wholeForAll && !crop) return all;
      const ruled = options.ruled === true;
      const index = ruled ? -1 : zones.indexOf(zoneOf(zones, region) as FractionBox);
      if (index >= 0) {
        batch ??= woken(readZones(document, pageNumber, pool, zones));
        return (await batch)[index] ?? [];
      }
      const unruled = options.unruled === true;
      const key = [region.x0, region.y0, region.x1, region.y1, ruled, crop, unruled].join();
      let words = extra.get(key);
      if (!words) {
        words = new Promise<Word[]>((resolve, reject) => {
          ask({ region, ruled, unruled, crop, early: !wholeForAll, resolve, reject });
        });
        extra.set(key, words);
      }
      return words;
    },
    all: whole,
    moved: () => {
      wholeForAll = true;
      void whole().catch(() => {});
    },
    readWhole: () => wholeForAll,
  };
};

/** A source answering every region with the given words (a page already read whole, a sample). */
export const wordsSource = (words: readonly Word[]): WordSource => ({
  ocr: false,
  around: async () => [...words],
  all: async () => [...words],
});
