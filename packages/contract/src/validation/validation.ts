import { z } from 'zod';
import { ZNumberFormat } from '../billing/settings.ts';
import { envelope } from '../envelope.ts';
import { ZFileKind } from '../templates/fields.ts';
import {
  validationMessages,
  ZDocumentDateFormat,
  ZOverallVerdict,
  ZShipmentDocumentStatus,
  ZValidationStatus,
} from './fields.ts';

export const ZValidationIdParam = z.object({ id: z.uuid().describe('Pengenal validasi') });

/** POST validation: start a validation of one shipment with one or more published templates. */
export const ZCreateValidationRequest = z.object({
  template_ids: z
    .array(z.uuid())
    .min(1, validationMessages.templatesRequired)
    .max(10)
    .describe('Template yang sudah diterbitkan (GET template/validation/collection)'),
  name: z.string().trim().max(120).optional().describe('Nama pengiriman, misalnya nomor invoice'),
});
export type CreateValidationRequest = z.infer<typeof ZCreateValidationRequest>;

/** A page of an uploaded shipment document. */
export const ZShipmentPage = z.object({
  number: z.number().int(),
  width: z.number(),
  height: z.number(),
  source: z.enum(['text', 'ocr']),
  image_url: z.string().describe('Gambar halaman (WebP), dengan token bearer'),
});

/** A shipment document: one per sample document of the run's templates, uploaded by the user. */
export const ZShipmentDocument = z.object({
  id: z.uuid().describe('Pengenal dokumen validasi (validation_document_id pada unggahan)'),
  validation_id: z.uuid(),
  template_id: z.uuid().nullable(),
  template_name: z.string(),
  template_document_id: z.uuid().nullable().describe('Contoh dokumen template yang menjadi acuannya'),
  document_type_id: z.uuid().nullable(),
  document_type_code: z.string(),
  document_type_name: z.string(),
  is_master: z.boolean().describe('Dokumen acuan perbandingan (company/master-document)'),
  status: ZShipmentDocumentStatus,
  failure_reason: z.string().nullable(),
  uid: z.string().nullable().describe('Pengenal unggahan terakhir, untuk websocket upload/document/progress'),
  file_name: z.string().nullable(),
  file_kind: ZFileKind.nullable(),
  size_bytes: z.number().int().nullable(),
  page_count: z.number().int(),
  pages: z.array(ZShipmentPage),
  date_format: ZDocumentDateFormat.nullable().describe('Format tanggal dokumen; null: dikenali otomatis'),
  date_format_confirmed: z.boolean().describe('Format tanggal sudah dipilih atau dikonfirmasi pengguna'),
  detected_date_format: z.string().nullable().describe('Format yang dikenali dari teks dokumen'),
  number_format: ZNumberFormat,
});
export type ShipmentDocument = z.infer<typeof ZShipmentDocument>;

export const ZValidationTemplate = z.object({ id: z.uuid().nullable(), name: z.string() });

/** A validation with its documents (the wizard's state). */
export const ZValidationDetail = z.object({
  id: z.uuid(),
  name: z.string(),
  status: ZValidationStatus,
  overall: ZOverallVerdict.nullable().describe('Putusan keseluruhan, setelah selesai'),
  templates: z.array(ZValidationTemplate),
  documents: z.array(ZShipmentDocument),
  can_execute: z.boolean().describe('Semua dokumen siap dan format tanggalnya sudah ditetapkan'),
  blockers: z.array(z.string()).describe('Mengapa belum dapat dijalankan (bahasa Indonesia)'),
  uid: z.string().nullable().describe('Pengenal progres eksekusi, untuk websocket upload/document/progress'),
  failure_reason: z.string().nullable(),
  created_by: z.string().nullable().describe('Nama pembuat'),
  created_at: z.iso.datetime(),
  executed_at: z.iso.datetime().nullable(),
  completed_at: z.iso.datetime().nullable(),
  signed_off: z
    .object({ user_name: z.string(), at: z.iso.datetime() })
    .nullable()
    .describe('Persetujuan admin atau pemilik atas hasil; null bila belum disetujui'),
});
export type ValidationDetail = z.infer<typeof ZValidationDetail>;
export const ZValidationDetailResponse = envelope(ZValidationDetail);
export type ValidationDetailResponse = z.infer<typeof ZValidationDetailResponse>;

/** GET validation/document/{id}/upload-status: where each document's upload stands. */
export const ZUploadStatus = z.object({
  validation_id: z.uuid(),
  status: ZValidationStatus,
  can_execute: z.boolean(),
  documents: z.array(
    z.object({
      id: z.uuid(),
      document_type_name: z.string(),
      status: ZShipmentDocumentStatus,
      uid: z.string().nullable(),
      failure_reason: z.string().nullable(),
      date_format: z.string().nullable(),
      date_format_confirmed: z.boolean(),
    }),
  ),
});
export const ZUploadStatusResponse = envelope(ZUploadStatus);
export type UploadStatusResponse = z.infer<typeof ZUploadStatusResponse>;

/** POST validation/document/{id}/set-format-date: a document's date format and number writing. */
export const ZSetValidationDateFormatRequest = z.object({
  document_id: z.uuid().describe('Dokumen validasi'),
  date_format: ZDocumentDateFormat,
  number_format: ZNumberFormat.optional(),
});
export type SetValidationDateFormatRequest = z.infer<typeof ZSetValidationDateFormatRequest>;

/** POST document/format-date/set: the default date format of a sample document. */
export const ZSetTemplateDateFormatRequest = z.object({
  document_id: z.uuid().describe('Dokumen template'),
  date_format: ZDocumentDateFormat.nullable().describe('null: dikenali otomatis'),
  number_format: ZNumberFormat.optional(),
});
export type SetTemplateDateFormatRequest = z.infer<typeof ZSetTemplateDateFormatRequest>;
export const ZTemplateDateFormatResponse = envelope(
  z.object({ document_id: z.uuid(), date_format: z.string().nullable(), number_format: ZNumberFormat }),
);

/** GET format-data/dates: the date formats offered, each with an example. */
export const ZDocumentDateFormatOption = z.object({
  format: z.string(),
  example: z.string().describe('Contoh: 21/11/2026'),
  description: z.string(),
});
export const ZDocumentDateFormatsResponse = envelope(z.array(ZDocumentDateFormatOption));
export type DateFormatOption = z.infer<typeof ZDocumentDateFormatOption>;

/** POST validation/{id}: charges one slot and runs the validation in the background. */
export const ZExecuteValidationResponse = envelope(
  z.object({
    id: z.uuid(),
    status: ZValidationStatus,
    uid: z.string().describe('Ikuti progres di websocket upload/document/progress?uid='),
    balance: z.number().int().describe('Sisa slot setelah dipotong'),
  }),
);
export type ExecuteValidationResponse = z.infer<typeof ZExecuteValidationResponse>;
