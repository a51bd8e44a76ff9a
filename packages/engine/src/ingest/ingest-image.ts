import { EngineError } from '../errors.ts';
import { readImageInfo } from '../image/decode-image.ts';
import type { EnginePage } from '../types.ts';

/** Pages of an image (TIFF may hold several): every page is read by OCR. Only headers are read here. */
export const ingestImage = async (
  bytes: Uint8Array,
  maxPages: number,
  maxPixels: number,
): Promise<EnginePage[]> => {
  const info = await readImageInfo(bytes, maxPixels);
  if (info.pages > maxPages)
    throw new EngineError('TOO_MANY_PAGES', `Dokumen memiliki ${info.pages} halaman; batasnya ${maxPages}.`);
  return Array.from({ length: info.pages }, (_, index) => ({
    number: index + 1,
    width: info.width,
    height: info.height,
    rotation: 0,
    source: 'ocr' as const,
    skew: 0,
    words: [],
    complete: false,
  }));
};
