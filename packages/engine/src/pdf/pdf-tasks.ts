import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { EngineError } from '../errors.ts';
import type { EnginePage } from '../types.ts';
import { withPdf, withPdfFile } from './pdfjs.ts';
import { type RgbaImage, renderPdfPage } from './render-page.ts';
import { isDigital, readTextLayer } from './text-layer.ts';

/**
 * The PDF work of the engine, run in a worker thread only (pdf-threads.ts): pdfjs-dist's legacy
 * build replaces process-wide built-ins (`JSON.stringify`, `Array.prototype.push`) with core-js
 * polyfills when it is imported, so the thread that serves requests never imports it.
 */
export type PdfTask =
  | { task: 'pages'; bytes: Uint8Array; maxPages: number }
  | { task: 'check'; file: string; maxPages: number }
  | { task: 'render'; bytes: Uint8Array; pageNumber: number; dpi: number; maxPixels: number };

/** Errors cross the thread as data: an EngineError keeps its code and message. */
export type PdfTaskResult<T> =
  | { ok: true; value: T }
  | { ok: false; code: EngineError['code']; message: string };

/** A PDF's page count within the limit (EMPTY, TOO_MANY_PAGES). */
const assertPageCount = (pdf: PDFDocumentProxy, maxPages: number): void => {
  if (pdf.numPages === 0) throw new EngineError('EMPTY');
  if (pdf.numPages > maxPages)
    throw new EngineError(
      'TOO_MANY_PAGES',
      `Dokumen memiliki ${pdf.numPages} halaman; batasnya ${maxPages}.`,
    );
};

/** Pages of a PDF: size, rotation and text-layer words; pages without text are marked for OCR. */
const readPages = (bytes: Uint8Array, maxPages: number): Promise<EnginePage[]> =>
  withPdf(bytes, async (pdf) => {
    assertPageCount(pdf, maxPages);
    const pages: EnginePage[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const words = await readTextLayer(page);
      const digital = isDigital(words);
      pages.push({
        number,
        width: viewport.width,
        height: viewport.height,
        rotation: page.rotate,
        source: digital ? 'text' : 'ocr',
        skew: 0,
        words: digital ? words : [],
        complete: digital,
      });
      page.cleanup();
    }
    return pages;
  });

/**
 * A PDF file checked as an upload is (ingest-check.ts): it opens (not encrypted, not corrupt), has
 * 1 to maxPages pages, and every page can be opened. Content streams and images are not read.
 */
const checkPages = (file: string, maxPages: number): Promise<number> =>
  withPdfFile(file, async (pdf) => {
    assertPageCount(pdf, maxPages);
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      page.getViewport({ scale: 1 });
      page.cleanup();
    }
    return pdf.numPages;
  });

const render = async (
  bytes: Uint8Array,
  pageNumber: number,
  dpi: number,
  maxPixels: number,
): Promise<RgbaImage> => {
  const image = await withPdf(bytes, (pdf) => renderPdfPage(pdf, pageNumber, dpi, maxPixels));
  // A copy the thread owns, so its buffer can be moved (not cloned) to the caller.
  return { ...image, data: new Uint8Array(image.data) };
};

const failure = (error: unknown): PdfTaskResult<never> => {
  if (error instanceof EngineError) return { ok: false, code: error.code, message: error.message };
  const corrupt = new EngineError('CORRUPT');
  return { ok: false, code: corrupt.code, message: corrupt.message };
};

/** The worker's entry (one task per call). */
export default async function run(input: PdfTask): Promise<unknown> {
  try {
    if (input.task === 'pages') return { ok: true, value: await readPages(input.bytes, input.maxPages) };
    if (input.task === 'check') return { ok: true, value: await checkPages(input.file, input.maxPages) };
    const image = await render(input.bytes, input.pageNumber, input.dpi, input.maxPixels);
    // The pixels (tens of MB at 300 DPI) are moved to the caller's thread, not copied.
    return move({
      [transferableSymbol]: [image.data.buffer],
      [valueSymbol]: { ok: true, value: image },
    } as unknown as ArrayBuffer);
  } catch (error) {
    return failure(error);
  }
}
