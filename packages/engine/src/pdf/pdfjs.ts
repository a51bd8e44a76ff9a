import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { EngineError } from '../errors.ts';

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
// Paths ending in "/" (engine README.md, trap 2): else non-embedded Helvetica renders in a serif face.
const standardFontDataUrl = `${join(pdfjsRoot, 'standard_fonts')}/`;
const cMapUrl = `${join(pdfjsRoot, 'cmaps')}/`;

const classify = (error: unknown): EngineError => {
  const name = (error as { name?: string })?.name ?? '';
  if (name === 'PasswordException') return new EngineError('ENCRYPTED', undefined, { cause: error });
  return new EngineError('CORRUPT', undefined, { cause: error });
};

/** Opens a PDF (the bytes are copied: pdfjs detaches what it is given). Errors become EngineError. */
export const openPdf = async (bytes: Uint8Array): Promise<PDFDocumentProxy> => {
  const task = getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl,
    cMapUrl,
    cMapPacked: true,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    stopAtErrors: true,
    verbosity: 0,
  });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    throw classify(error);
  }
};

/** Runs `use` on an opened PDF and always releases it. */
export const withPdf = async <T>(
  bytes: Uint8Array,
  use: (pdf: PDFDocumentProxy) => Promise<T>,
): Promise<T> => {
  const pdf = await openPdf(bytes);
  try {
    return await use(pdf);
  } catch (error) {
    throw error instanceof EngineError ? error : classify(error);
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
};
