import { fileTypeFromBuffer } from 'file-type';
import { EngineError } from '../errors.ts';
import type { FileKind } from '../types.ts';

/** The kinds we accept, by file-type's name (an Illustrator file is a PDF, an animated PNG a PNG). */
const kinds: Readonly<Record<string, FileKind>> = {
  pdf: 'pdf',
  ai: 'pdf',
  png: 'png',
  apng: 'png',
  jpg: 'jpeg',
  tif: 'tiff',
  webp: 'webp',
};

const blank = (bytes: Uint8Array): boolean =>
  bytes.every((byte) => byte === 0 || byte === 0x20 || byte === 0x0a || byte === 0x0d);

/** The file type read from the bytes (never from the name), by file-type's signatures. */
export const sniffKind = async (bytes: Uint8Array): Promise<FileKind> => {
  if (bytes.length === 0) throw new EngineError('EMPTY');
  const kind = kinds[(await fileTypeFromBuffer(bytes))?.ext ?? ''];
  if (kind) return kind;
  // PDF readers (pdfjs too) accept "%PDF-" after some junk within the first kilobyte; file-type
  // only looks at the start.
  if (Buffer.from(bytes.subarray(0, 1024)).toString('latin1').includes('%PDF-')) return 'pdf';
  if (blank(bytes)) throw new EngineError('EMPTY');
  throw new EngineError('UNSUPPORTED_FILE');
};
