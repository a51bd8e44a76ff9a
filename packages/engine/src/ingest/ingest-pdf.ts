import { readPdfPages } from '../pdf/pdf-threads.ts';
import type { EnginePage } from '../types.ts';

/** Pages of a PDF: size, rotation and text-layer words (read in a PDF thread: pdf-threads.ts). */
export const ingestPdf = (bytes: Uint8Array, maxPages: number): Promise<EnginePage[]> =>
  readPdfPages(bytes, maxPages);
