import { Piscina } from 'piscina';
import { EngineError } from '../errors.ts';
import type { EnginePage } from '../types.ts';
import type { PdfTask, PdfTaskResult } from './pdf-tasks.ts';
import type { RgbaImage } from './render-page.ts';

/**
 * PDFs are read in worker threads (pdf-tasks.ts), never in the caller's thread: importing
 * pdfjs-dist's legacy build swaps `JSON.stringify` and `Array.prototype.push` for slower
 * polyfills process-wide (thread-wide), and a huge or hostile PDF must not stall the API's
 * event loop. Threads start on demand and end after a short idle time, freeing pdfjs's memory.
 */
export const PDF_THREAD_IDLE_MS = 30_000;

let pool: Piscina | undefined;

const threads = (): Piscina => {
  pool ??= new Piscina({
    filename: new URL('./pdf-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: 2,
    idleTimeout: PDF_THREAD_IDLE_MS,
  });
  return pool;
};

const runTask = async <T>(task: PdfTask): Promise<T> => {
  let result: PdfTaskResult<T>;
  try {
    result = await threads().run(task);
  } catch (error) {
    // The thread itself died (out of memory on a hostile file): the document cannot be read.
    throw new EngineError('CORRUPT', undefined, { cause: error });
  }
  if (!result.ok) throw new EngineError(result.code, result.message);
  return result.value;
};

/** Pages of a PDF (size, rotation, text-layer words; pages without text marked for OCR). */
export const readPdfPages = (bytes: Uint8Array, maxPages: number): Promise<EnginePage[]> =>
  runTask({ task: 'pages', bytes, maxPages });

/** The page count of a PDF file, checked without reading it whole (pdf-tasks.ts `checkPages`). */
export const checkPdfFile = (file: string, maxPages: number): Promise<number> =>
  runTask({ task: 'check', file, maxPages });

/** A page rendered at `dpi` to RGBA pixels on white. */
export const renderPdfPixels = (
  bytes: Uint8Array,
  pageNumber: number,
  dpi: number,
  maxPixels: number,
): Promise<RgbaImage> => runTask({ task: 'render', bytes, pageNumber, dpi, maxPixels });

/** Ends the PDF threads (a CLI before exiting; a server at shutdown). */
export const shutdownPdfThreads = async (): Promise<void> => {
  const ending = pool;
  pool = undefined;
  await ending?.destroy();
};
