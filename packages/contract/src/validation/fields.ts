import { z } from 'zod';

/** Validation states (docs/product.md §10): draft -> ready -> processing -> completed | failed. */
export const validationStatuses = ['draft', 'ready', 'processing', 'completed', 'failed'] as const;
export const ZValidationStatus = z
  .enum(validationStatuses)
  .describe(
    'draft: memilih template dan mengunggah; ready: semua dokumen siap dan bertanggal; processing: sedang dijalankan; completed: selesai; failed: gagal (slot dikembalikan)',
  );
export type ValidationStatus = z.infer<typeof ZValidationStatus>;

export const validationStatusNames: Record<ValidationStatus, string> = {
  draft: 'Draf',
  ready: 'Siap Dijalankan',
  processing: 'Diproses',
  completed: 'Selesai',
  failed: 'Gagal',
};

/**
 * A shipment document: `awaiting` until its file is uploaded, then the states of a
 * sample document (uploaded -> processing -> ready | failed).
 */
export const shipmentDocumentStatuses = ['awaiting', 'uploaded', 'processing', 'ready', 'failed'] as const;
export const ZShipmentDocumentStatus = z
  .enum(shipmentDocumentStatuses)
  .describe(
    'awaiting: belum diunggah; uploaded; processing; ready: siap; failed: gagal (lihat failure_reason)',
  );
export type ShipmentDocumentStatus = z.infer<typeof ZShipmentDocumentStatus>;

export const shipmentDocumentStatusNames: Record<ShipmentDocumentStatus, string> = {
  awaiting: 'Belum Diunggah',
  uploaded: 'Terunggah',
  processing: 'Diproses',
  ready: 'Siap',
  failed: 'Gagal',
};

/**
 * Verdict of one label (docs/review.md). The first that applies wins: `missing` (a document has no
 * value), `invalid` (a value read is no valid value of its type: check digit, length), `mismatch`
 * (two confidently read values disagree), `review` (a compared value was read with low confidence:
 * a person checks it on the document), `match_within_tolerance` (the values differ within the
 * logic's tolerance), `match`; `skipped` when not compared. Problems first, in this order.
 */
export const verdicts = [
  'mismatch',
  'review',
  'missing',
  'invalid',
  'match_within_tolerance',
  'match',
  'skipped',
] as const;
export const ZVerdict = z
  .enum(verdicts)
  .describe(
    'match: Sesuai; match_within_tolerance: Sesuai dalam toleransi (nilai berbeda, selisihnya dalam toleransi); mismatch: Tidak Sesuai; review: Perlu Diperiksa (nilai terbaca dengan keyakinan rendah, periksa pada dokumen); missing: Tidak Ditemukan; invalid: Format tidak valid (terbaca, tetapi bukan nilai yang sah untuk tipenya); skipped: Dilewati',
  );
export type Verdict = z.infer<typeof ZVerdict>;

export const verdictNames: Record<Verdict, string> = {
  match: 'Sesuai',
  match_within_tolerance: 'Sesuai dalam toleransi',
  mismatch: 'Tidak Sesuai',
  review: 'Perlu Diperiksa',
  missing: 'Tidak Ditemukan',
  invalid: 'Format tidak valid',
  skipped: 'Dilewati',
};

/** Verdicts a person acts on: the result list opens on them. */
export const problemVerdicts: readonly Verdict[] = ['mismatch', 'review', 'missing', 'invalid'];

/**
 * The verdict of a whole validation: `mismatch` when a label differs (and no decision accepted the
 * difference), a label utama (is_master) is not found or not valid, or a logical validation fails;
 * `review` when a label needs a person's check (read with low confidence), other labels were not
 * found or not valid, a rule could not be evaluated, or nothing at all was compared; otherwise
 * `match` (the summary's `accepted` says how many differences were accepted by a decision).
 */
export const overallVerdicts = ['match', 'mismatch', 'review'] as const;
export const ZOverallVerdict = z
  .enum(overallVerdicts)
  .describe('match: Sesuai; mismatch: Tidak Sesuai; review: Perlu Diperiksa');
export type OverallVerdict = z.infer<typeof ZOverallVerdict>;

export const overallVerdictNames: Record<OverallVerdict, string> = {
  match: 'Sesuai',
  mismatch: 'Tidak Sesuai',
  review: 'Perlu Diperiksa',
};

/** How numbers are written on a document (the company setting's ZNumberFormat). */
export const numberFormatNames: Record<'id' | 'en' | 'auto', string> = {
  id: 'Indonesia (1.234,56)',
  en: 'Inggris (1,234.56)',
  auto: 'Otomatis',
};

/**
 * A date format in the tokens of `format-data/dates`: DD, D, MM, M, MMM, MMMM, YY, YYYY and literal
 * separators (space . , / -).
 */
export const ZDocumentDateFormat = z
  .string()
  .trim()
  .min(2)
  .max(30)
  .regex(
    /^(?:DD|D|MMMM|MMM|MM|M|YYYY|YY|[\s.,/-])+$/,
    'Format tanggal hanya boleh memakai DD, D, MM, M, MMM, MMMM, YY, YYYY dan pemisah.',
  )
  .describe('Format tanggal, misalnya DD/MM/YYYY atau DD MMMM YYYY');

/** Nomor aju as typed: 26 letters or digits, dashes and spaces allowed (docs/domain.md "Formats"). */
export const ZAjuNumberInput = z
  .string()
  .trim()
  .min(1, 'Masukkan nomor aju.')
  .max(40, 'Nomor aju harus 26 karakter.')
  .describe('Nomor aju, 26 karakter (boleh dengan tanda hubung)');

export const validationMessages = {
  validationNotFound: 'Validasi tidak ditemukan.',
  documentNotFound: 'Dokumen validasi tidak ditemukan.',
  templateNotPublished: 'Pilih template yang sudah diterbitkan.',
  templatesRequired: 'Pilih minimal satu template.',
  notDraft: 'Validasi ini sudah dijalankan; dokumennya tidak dapat diubah lagi.',
  notReady: 'Validasi belum siap dijalankan: unggah semua dokumen dan tunggu sampai selesai diproses.',
  alreadyRunning: 'Validasi ini sedang atau sudah dijalankan.',
  notCompleted: 'Hasil validasi belum tersedia.',
  wrongTemplate: 'Dokumen ini bukan bagian dari template yang dipilih.',
  readingNotFound: 'Nilai hasil validasi tidak ditemukan.',
  ajuInvalid:
    'Nomor aju harus 26 karakter: kode kantor, kode dokumen, kode perusahaan, tanggal (YYYYMMDD) dan nomor urut.',
  ajuDate: 'Tanggal pada nomor aju (karakter 13-20) tidak valid.',
  runFailed: 'Validasi gagal dijalankan. Slot sudah dikembalikan; silakan coba lagi.',
  decisionNotFound: 'Keputusan tidak ditemukan.',
  labelResultNotFound: 'Label ini tidak ada pada hasil validasi.',
  exportTooLarge: 'Data terlalu banyak untuk diekspor sekaligus. Persempit filter Anda.',
} as const;
