import { EngineError } from '../errors.ts';
import type { FileKind } from '../types.ts';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (bytes: Uint8Array, start: number, end: number): string =>
  String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));

/** The file type read from the bytes (never from the name). */
export const sniffKind = (bytes: Uint8Array): FileKind => {
  if (bytes.length === 0) throw new EngineError('EMPTY');
  // "%PDF-" may follow some junk; readers accept it within the first kilobyte.
  if (ascii(bytes, 0, 1024).includes('%PDF-')) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'tiff';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.every((byte) => byte === 0 || byte === 0x20 || byte === 0x0a || byte === 0x0d))
    throw new EngineError('EMPTY');
  throw new EngineError('UNSUPPORTED_FILE');
};
