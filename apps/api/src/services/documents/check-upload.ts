import {
  checkFile,
  type EngineDocument,
  type EngineErrorCode,
  type FileCheck,
  ingest,
  isEngineError,
} from '@vd/engine';
import { AppError } from '../../errors.ts';

const statusOf: Record<
  EngineErrorCode,
  'UNSUPPORTED_MEDIA_TYPE' | 'PAYLOAD_TOO_LARGE' | 'UNREADABLE_DOCUMENT'
> = {
  UNSUPPORTED_FILE: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_PAGES: 'PAYLOAD_TOO_LARGE',
  TOO_MANY_PIXELS: 'PAYLOAD_TOO_LARGE',
  ENCRYPTED: 'UNREADABLE_DOCUMENT',
  CORRUPT: 'UNREADABLE_DOCUMENT',
  EMPTY: 'UNREADABLE_DOCUMENT',
  PAGE_NOT_FOUND: 'UNREADABLE_DOCUMENT',
  INVALID_INPUT: 'UNREADABLE_DOCUMENT',
  OCR_FAILED: 'UNREADABLE_DOCUMENT',
};

/** An engine failure as the API answers it: 415, 413 or 422 with the engine's Indonesian message. */
export function engineFailure(error: unknown): AppError | undefined {
  if (!isEngineError(error)) return undefined;
  return new AppError(statusOf[error.code], error.message);
}

/**
 * Reads an upload before anything is stored: its kind from the bytes, its pages and text layer
 * (scans are not OCRed here; the job does that). Bad files answer 415/413/422.
 */
export async function checkUpload(bytes: Uint8Array, maxPages: number): Promise<EngineDocument> {
  try {
    return await ingest(bytes, { maxPages, ocr: 'lazy' });
  } catch (error) {
    throw engineFailure(error) ?? error;
  }
}

/**
 * The same check of an upload received into a file (`receiveUpload`), reading only what it must:
 * the kind from the first bytes, a PDF's structure by byte ranges, an image's header and a decode
 * to a thumbnail (engine `checkFile`). Bad files answer 415/413/422.
 */
export async function checkUploadFile(file: string, maxPages: number): Promise<FileCheck> {
  try {
    return await checkFile(file, { maxPages });
  } catch (error) {
    throw engineFailure(error) ?? error;
  }
}
