import { EngineError } from '../errors.ts';
import { sniffKind } from '../image/sniff.ts';
import { sourceImage } from '../image/source-image.ts';
import { type OcrPool, sharedOcrPool } from '../ocr/pool.ts';
import type { EngineDocument } from '../types.ts';
import { ingestImage } from './ingest-image.ts';
import { ingestPdf } from './ingest-pdf.ts';
import { ocrFullPage } from './ocr-page.ts';
import { type IngestOptions, resolveLimits } from './options.ts';

/**
 * Reads a document from its bytes (type from the bytes, never the name): per page its size,
 * rotation and words. Text-layer pages are read at once; other pages are OCRed now with
 * `ocr: 'full'`, or later where extraction needs them. Bad input throws EngineError.
 */
export const ingest = async (
  bytes: Uint8Array,
  options: IngestOptions = {},
  pool: OcrPool = sharedOcrPool(),
): Promise<EngineDocument> => {
  const { maxPages, maxPixels } = resolveLimits(options);
  const kind = await sniffKind(bytes);
  const pages =
    kind === 'pdf' ? await ingestPdf(bytes, maxPages) : await ingestImage(bytes, maxPages, maxPixels);
  const document: EngineDocument = { kind, bytes, pages, maxPixels };
  if (kind !== 'pdf') {
    // Decode now so a truncated or corrupt image fails at ingest, not halfway through extraction.
    await sourceImage(document, 1);
  }
  if (options.ocr === 'full') {
    for (const page of pages) if (!page.complete) await ocrFullPage(document, page.number, pool);
  }
  if (pages.length === 0) throw new EngineError('EMPTY');
  return document;
};
