/** Limits against hostile or oversized input (docs/product.md §8). */
export interface Limits {
  /** Most pages a document may have (default 50). */
  maxPages?: number;
  /** Most pixels an image page may have, and a rendered page may take (default 100 million). */
  maxPixels?: number;
}

export interface IngestOptions extends Limits {
  /**
   * 'lazy' (default): pages without a text layer are OCRed later, only where extraction reads;
   * 'full': they are OCRed whole now (for a sample document whose captions are needed).
   */
  ocr?: 'lazy' | 'full';
}

export const DEFAULT_MAX_PAGES = 50;
export const DEFAULT_MAX_PIXELS = 100_000_000;
/** Resolution pages are read at for OCR (docs/product.md §14). */
export const OCR_DPI = 300;

export const resolveLimits = (limits: Limits = {}): Required<Limits> => ({
  maxPages: limits.maxPages ?? DEFAULT_MAX_PAGES,
  maxPixels: limits.maxPixels ?? DEFAULT_MAX_PIXELS,
});
