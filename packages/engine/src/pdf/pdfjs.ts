import { type FileHandle, open } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, PDFDataRangeTransport, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
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

const pdfjsOptions = {
  standardFontDataUrl,
  cMapUrl,
  cMapPacked: true,
  isEvalSupported: false,
  useSystemFonts: false,
  disableFontFace: true,
  stopAtErrors: true,
  verbosity: 0,
} as const;

/** Opens a PDF (the bytes are copied: pdfjs detaches what it is given). Errors become EngineError. */
export const openPdf = async (bytes: Uint8Array): Promise<PDFDocumentProxy> => {
  const task = getDocument({ ...pdfjsOptions, data: new Uint8Array(bytes) });
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

/**
 * Hands pdfjs the byte ranges it asks for, read from a file: a PDF is parsed without being read
 * whole (its trailer, cross-reference table and the objects used; not the image streams of pages
 * nobody draws). A failed read rejects `failed`.
 */
class FileRanges extends PDFDataRangeTransport {
  readonly failed: Promise<never>;
  private fail: (error: unknown) => void = () => {};

  constructor(
    private readonly handle: FileHandle,
    length: number,
  ) {
    super(length, null);
    this.failed = new Promise<never>((_, reject) => {
      this.fail = reject;
    });
    this.failed.catch(() => undefined);
  }

  override requestDataRange(begin: number, end: number): void {
    const chunk = new Uint8Array(end - begin);
    this.handle.read(chunk, 0, chunk.length, begin).then(
      () => this.onDataRange(begin, chunk),
      (error) => this.fail(error),
    );
  }
}

/** Runs `use` on a PDF read from a file by ranges (`FileRanges`), and always releases both. */
export const withPdfFile = async <T>(
  file: string,
  use: (pdf: PDFDocumentProxy) => Promise<T>,
): Promise<T> => {
  const handle = await open(file);
  try {
    const { size } = await handle.stat();
    const ranges = new FileRanges(handle, size);
    const task = getDocument({
      ...pdfjsOptions,
      range: ranges,
      length: size,
      // Only the ranges asked for: no reading of the rest in the background.
      disableAutoFetch: true,
      disableStream: true,
    });
    let pdf: PDFDocumentProxy;
    try {
      pdf = await Promise.race([task.promise, ranges.failed]);
    } catch (error) {
      await task.destroy().catch(() => undefined);
      throw classify(error);
    }
    try {
      return await Promise.race([use(pdf), ranges.failed]);
    } catch (error) {
      throw error instanceof EngineError ? error : classify(error);
    } finally {
      await pdf.destroy().catch(() => undefined);
    }
  } finally {
    await handle.close();
  }
};
