import { open } from 'node:fs/promises';
import { EngineError } from '../errors.ts';
import { assertDecodes, readImageInfo } from '../image/decode-image.ts';
import { sniffKind } from '../image/sniff.ts';
import { checkPdfFile } from '../pdf/pdf-threads.ts';
import type { FileKind } from '../types.ts';
import { type Limits, resolveLimits } from './options.ts';

/** What a checked file is. */
export interface FileCheck {
  kind: FileKind;
  pageCount: number;
}

/** Bytes file-type reads to tell a kind (its `reasonableDetectionSizeInBytes`). */
export const SNIFF_BYTES = 4100;

/**
 * Checks a document on disk as `ingest` checks bytes, for an upload before it is stored, without
 * reading the file whole: the kind from its first bytes; a PDF opened by byte ranges (not
 * encrypted, not corrupt, 1 to maxPages pages; text layers and images are the ingest's work); an
 * image's header (pages, pixels) and a decode to a thumbnail (truncated or corrupt data). Bad input
 * throws the same EngineError codes as `ingest`.
 */
export const checkFile = async (file: string, limits: Limits = {}): Promise<FileCheck> => {
  const { maxPages, maxPixels } = resolveLimits(limits);
  const kind = await sniffKind(await head(file));
  if (kind === 'pdf') return { kind, pageCount: await checkPdfFile(file, maxPages) };
  const info = await readImageInfo(file, maxPixels);
  if (info.pages > maxPages)
    throw new EngineError('TOO_MANY_PAGES', `Dokumen memiliki ${info.pages} halaman; batasnya ${maxPages}.`);
  await assertDecodes(file, maxPixels);
  return { kind, pageCount: info.pages };
};

const head = async (file: string): Promise<Uint8Array> => {
  const handle = await open(file);
  try {
    const buffer = new Uint8Array(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
};
