/** Every failure the engine reports to its callers. The message is Indonesian and shown to users. */
export type EngineErrorCode =
  | 'UNSUPPORTED_FILE'
  | 'ENCRYPTED'
  | 'CORRUPT'
  | 'EMPTY'
  | 'TOO_MANY_PAGES'
  | 'TOO_MANY_PIXELS'
  | 'PAGE_NOT_FOUND'
  | 'INVALID_INPUT'
  | 'OCR_FAILED';

const MESSAGES: Record<EngineErrorCode, string> = {
  UNSUPPORTED_FILE: 'Jenis berkas tidak didukung. Unggah PDF, PNG, JPEG, TIFF, atau WebP.',
  ENCRYPTED: 'Dokumen terkunci kata sandi. Buka kuncinya lalu unggah ulang.',
  CORRUPT: 'Berkas rusak atau tidak lengkap sehingga tidak dapat dibaca.',
  EMPTY: 'Berkas kosong atau tidak memiliki halaman.',
  TOO_MANY_PAGES: 'Jumlah halaman dokumen melebihi batas yang diizinkan.',
  TOO_MANY_PIXELS: 'Ukuran gambar melebihi batas piksel yang diizinkan.',
  PAGE_NOT_FOUND: 'Halaman yang diminta tidak ada di dokumen.',
  INVALID_INPUT: 'Masukan tidak valid.',
  OCR_FAILED: 'Teks pada dokumen hasil pindaian tidak dapat dibaca.',
};

export class EngineError extends Error {
  readonly code: EngineErrorCode;

  constructor(code: EngineErrorCode, message: string = MESSAGES[code], options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EngineError';
    this.code = code;
  }
}

export const isEngineError = (error: unknown): error is EngineError => error instanceof EngineError;
