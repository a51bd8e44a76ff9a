import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { ZValidationLogic } from '../master-data/validation-logic.ts';
import { ZCorners } from '../templates/fields.ts';
import { ZOverallVerdict, ZVerdict } from './fields.ts';
import { ZValidationDetail } from './validation.ts';

const ZJsonValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** A correction of a misread value: who, when, old and new (kept for the audit). */
export const ZCorrection = z.object({
  id: z.uuid(),
  user_name: z.string(),
  old_text: z.string(),
  new_text: z.string(),
  created_at: z.iso.datetime(),
});

/** The value of one label read from one shipment document, with its evidence. */
export const ZReading = z.object({
  id: z.uuid().describe('Pengenal nilai (untuk koreksi dan bukti)'),
  document_id: z.uuid().describe('Dokumen validasi'),
  document_type_code: z.string(),
  document_type_name: z.string(),
  row: z.number().int().describe('Baris tabel (0 untuk label tunggal)'),
  text: z.string().describe('Teks yang terbaca (atau hasil koreksi)'),
  value: ZJsonValue.describe('Nilai ternormalisasi; null bila tidak terbaca'),
  display: z.string().describe('Nilai untuk ditampilkan dalam format Indonesia, misalnya 16.399,4 kg'),
  unit: z.string().nullable(),
  reason: z.string().nullable().describe('Mengapa nilai kosong, atau mengapa perlu diperiksa (review true)'),
  confidence: z.number().describe('0-1: seberapa yakin mesin membaca nilai ini (1 untuk teks digital)'),
  review: z
    .boolean()
    .describe(
      'true: nilai terbaca dengan keyakinan rendah dan perlu diperiksa seseorang; false setelah dikoreksi atau dikonfirmasi',
    ),
  page: z.number().int(),
  coordinate: ZCorners.describe('Wilayah tempat nilai dibaca (pecahan halaman)'),
  evidence_url: z.string().describe('Potongan gambar wilayah (WebP), dengan token bearer'),
  equal: z.boolean().nullable().describe('Sama dengan dokumen acuan; null bila tidak dibandingkan'),
  corrected: z.boolean(),
  original_text: z.string().nullable().describe('Teks asli sebelum dikoreksi'),
  corrections: z.array(ZCorrection),
});
export type Reading = z.infer<typeof ZReading>;

/**
 * A decision: a person accepted a real difference with a reason (not a correction: the values stay
 * as printed). The label then counts as accepted, not as Tidak Sesuai.
 */
export const ZDecision = z.object({
  id: z.uuid(),
  reason: z.string(),
  user_name: z.string(),
  created_at: z.iso.datetime(),
});
export type Decision = z.infer<typeof ZDecision>;

/** One label's verdict across the shipment's documents. */
export const ZLabelResult = z.object({
  document_label_id: z.uuid().nullable(),
  label_name: z.string(),
  data_type: z.string(),
  is_master: z.boolean().describe('Label utama: wajib ditemukan'),
  logic: ZValidationLogic,
  row: z.number().int().describe('Baris tabel (0 untuk label tunggal)'),
  verdict: ZVerdict,
  reason: z.string().describe('Alasan dalam bahasa Indonesia'),
  reference_document_id: z.uuid().nullable().describe('Dokumen acuan perbandingan'),
  decision: ZDecision.nullable().describe('Keputusan yang menerima perbedaan ini (hanya untuk mismatch)'),
  readings: z.array(ZReading),
});
export type LabelResult = z.infer<typeof ZLabelResult>;

/** A company logical validation evaluated on the shipment. */
export const ZRuleResult = z.object({
  id: z.uuid().nullable(),
  name: z.string(),
  expression: z.string(),
  passed: z.boolean().nullable().describe('null: nilai yang dibutuhkan tidak ditemukan'),
  reason: z.string(),
});
export type RuleResultItem = z.infer<typeof ZRuleResult>;

export const ZResultSummary = z.object({
  overall: ZOverallVerdict,
  match: z.number().int(),
  mismatch: z.number().int().describe('Perbedaan yang belum diterima dengan keputusan'),
  review: z.number().int().describe('Label Perlu Diperiksa: nilai terbaca dengan keyakinan rendah'),
  missing: z.number().int(),
  skipped: z.number().int(),
  within_tolerance: z.number().int().describe('Label Sesuai dalam toleransi (juga terhitung dalam match)'),
  invalid: z.number().int().describe('Label Format tidak valid'),
  accepted: z.number().int().describe('Perbedaan yang diterima dengan keputusan'),
  rules_passed: z.number().int(),
  rules_failed: z.number().int(),
});
export type ResultSummary = z.infer<typeof ZResultSummary>;

/** GET validation/{id}/result. */
export const ZValidationResult = z.object({
  validation: ZValidationDetail,
  summary: ZResultSummary,
  labels: z.array(ZLabelResult),
  rules: z.array(ZRuleResult),
});
export type ValidationResult = z.infer<typeof ZValidationResult>;
export const ZValidationResultResponse = envelope(ZValidationResult);
export type ValidationResultResponse = z.infer<typeof ZValidationResultResponse>;

/**
 * PUT validation/{id}/reading/{readingId}: corrects a misread value, or confirms a value flagged for
 * review (the same text as read); either settles the reading (review false) and the comparison
 * reruns at once.
 */
export const ZReadingParams = z.object({ id: z.uuid(), readingId: z.uuid() });
export const ZCorrectReadingRequest = z.object({
  text: z.string().trim().min(1, 'Masukkan nilai yang benar.').max(500),
});
export type CorrectReadingRequest = z.infer<typeof ZCorrectReadingRequest>;

/** Text as a one-line input gives it back: runs of white space (line breaks too) as one space. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Whether the text sent confirms the value read rather than correcting it: a value was read and the
 * text is the text read, unchanged (docs/review.md). The API settles a reading by it and the
 * correction dialog names its button by it.
 */
export const confirmsReading = (reading: { text: string; value: unknown }, text: string): boolean =>
  reading.value !== null && oneLine(reading.text) === oneLine(text);

/** POST validation/{id}/decision: accept a label row's difference with a reason. */
export const ZCreateDecisionRequest = z.object({
  document_label_id: z.uuid().nullable().describe('Label perusahaan; null bila labelnya sudah dihapus'),
  label_name: z.string().trim().min(1).max(200).describe('Nama label seperti pada hasil'),
  row: z.number().int().min(0).max(100_000).describe('Baris tabel (0 untuk label tunggal)'),
  reason: z
    .string()
    .trim()
    .min(3, 'Tuliskan alasan menerima perbedaan ini.')
    .max(500)
    .describe('Mengapa perbedaan ini diterima, misalnya "FOB Jakarta sama dengan FOB"'),
});
export type CreateDecisionRequest = z.infer<typeof ZCreateDecisionRequest>;
export const ZDecisionParams = z.object({ id: z.uuid(), decisionId: z.uuid() });

/** GET validation/{id}/document/{docId}/page/{n}/image. */
export const ZValidationPageParams = z.object({
  id: z.uuid(),
  docId: z.uuid(),
  n: z.coerce.number().int().min(1),
});

/**
 * GET validation/{id}/export?format=xlsx|pdf: the result as a file a broker keeps with the
 * shipment. XLSX: labels x documents (value as printed, normalised, verdict, confidence,
 * correction, decision, reason), a summary and every decision (withdrawn ones too). PDF: a report
 * of the summary, the problems with their evidence crops, the decisions and the sign-off. Times in
 * WIB, labelled so.
 */
export const validationExportFormats = ['xlsx', 'pdf'] as const;
export const ZValidationExportQuery = z.object({
  format: z
    .enum(validationExportFormats)
    .default('xlsx')
    .describe('xlsx: lembar kerja label x dokumen; pdf: laporan dengan bukti'),
});
export type ValidationExportFormat = (typeof validationExportFormats)[number];
