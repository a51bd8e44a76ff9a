import { EngineError } from '../errors.ts';
import { withPdf } from '../pdf/pdfjs.ts';
import { isDigital, readTextLayer } from '../pdf/text-layer.ts';
import type { EnginePage } from '../types.ts';

/** Pages of a PDF: size, rotation and text-layer words; pages without text are marked for OCR. */
export const ingestPdf = (bytes: Uint8Array, maxPages: number): Promise<EnginePage[]> =>
  withPdf(bytes, async (pdf) => {
    if (pdf.numPages === 0) throw new EngineError('EMPTY');
    if (pdf.numPages > maxPages)
      throw new EngineError(
        'TOO_MANY_PAGES',
        `Dokumen memiliki ${pdf.numPages} halaman; batasnya ${maxPages}.`,
      );
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
