import { EngineError } from '../errors.ts';
import type { EngineDocument, EnginePage } from '../types.ts';

/**
 * Memoises a per-page computation for each document, keeping the last `size` pages used (a
 * document's pages are released with the document). A failed computation is not kept.
 */
export function pageCache<T>(
  build: (document: EngineDocument, page: EnginePage) => Promise<T>,
  size = 4,
): (document: EngineDocument, pageNumber: number) => Promise<T> {
  const cache = new WeakMap<EngineDocument, Map<number, Promise<T>>>();
  return (document, pageNumber) => {
    const page = document.pages[pageNumber - 1];
    if (!page) return Promise.reject(new EngineError('PAGE_NOT_FOUND'));
    let pages = cache.get(document);
    if (!pages) {
      pages = new Map();
      cache.set(document, pages);
    }
    const cached = pages.get(pageNumber);
    if (cached) {
      pages.delete(pageNumber);
      pages.set(pageNumber, cached);
      return cached;
    }
    const result = build(document, page);
    result.catch(() => pages.delete(pageNumber));
    pages.set(pageNumber, result);
    while (pages.size > size) pages.delete(pages.keys().next().value as number);
    return result;
  };
}
