import { z } from 'zod';
import { ZNumberFormat } from '../billing/settings.ts';
import { envelope } from '../envelope.ts';
import { ZName } from '../master-data/fields.ts';
import { ZDocumentStatus, ZFileKind } from './fields.ts';
import { ZExtractionHint } from './prompt.ts';
import { ZTemplateDocumentType } from './template.ts';

/** A page of a sample document: its size and the image the viewer shows. */
export const ZDocumentPage = z.object({
  number: z.number().int().describe('Nomor halaman, mulai dari 1'),
  width: z.number().describe('Lebar (poin PDF atau piksel gambar)'),
  height: z.number().describe('Tinggi (poin PDF atau piksel gambar)'),
  source: z.enum(['text', 'ocr']).describe('text: lapisan teks PDF; ocr: dibaca dengan OCR'),
  image_url: z
    .string()
    .describe(
      'Gambar halaman (WebP, lebar ~1400 px), dengan token bearer: /api/v1/document/{id}/page/{n}/image',
    ),
});
export type DocumentPage = z.infer<typeof ZDocumentPage>;

/** A sample document of a template (document_detail_id in the labelling calls is this id). */
export const ZSampleDocument = z.object({
  id: z.uuid(),
  template_id: z.uuid(),
  name: z.string().describe('Nama tampilan, bawaan: nama berkas'),
  document_type: ZTemplateDocumentType,
  file_name: z.string(),
  file_kind: ZFileKind.nullable(),
  size_bytes: z.number().int(),
  status: ZDocumentStatus,
  failure_reason: z.string().nullable().describe('Alasan gagal (bahasa Indonesia) bila status failed'),
  uid: z.string().describe('Pengenal unggahan terakhir, untuk websocket upload/document/progress'),
  labelling_status: z.enum(['todo', 'done']).describe('Ditandai pengguna: pelabelan selesai'),
  page_count: z.number().int(),
  pages: z.array(ZDocumentPage),
  label_count: z.number().int().describe('Penempatan label pada dokumen ini'),
  prompt: z
    .array(ZExtractionHint)
    .describe('Petunjuk ekstraksi dokumen ini (template/{id}/prompt/{promptId})'),
  date_format: z
    .string()
    .nullable()
    .describe('Format tanggal bawaan dokumen validasi jenis ini (document/format-date/set); null: dikenali'),
  number_format: ZNumberFormat.describe('Penulisan angka bawaan dokumen validasi jenis ini'),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type SampleDocument = z.infer<typeof ZSampleDocument>;

export const ZSampleDocumentResponse = envelope(ZSampleDocument);
export const ZSampleDocumentListResponse = envelope(z.array(ZSampleDocument));
export type SampleDocumentListResponse = z.infer<typeof ZSampleDocumentListResponse>;

/** GET document/template_id/{id}/type/{type}: the template's document of a type (or one by document_id). */
export const ZDocumentByTypeParams = z.object({
  id: z.uuid().describe('Pengenal template'),
  type: z.uuid().describe('Pengenal jenis dokumen'),
});
export const ZDocumentByTypeQuery = z.object({
  document_id: z.uuid().optional().describe('Dokumen tertentu dari jenis ini'),
});
/** null: the template has this type but no document of it yet. */
export const ZDocumentByTypeResponse = envelope(ZSampleDocument.nullable());

/** PATCH document/{id}: rename, or move it to another of the template's document types. */
export const ZPatchDocumentRequest = z.object({
  name: ZName(200).optional(),
  document_type_id: z.uuid().optional().describe('Jenis dokumen lain dari template ini'),
});
export type PatchDocumentRequest = z.infer<typeof ZPatchDocumentRequest>;

/** PUT document/update-status: the user marks the labelling of a document done (or reopens it). */
export const ZUpdateDocumentStatusRequest = z.object({
  document_id: z.uuid(),
  labelling_status: z.enum(['todo', 'done']),
});
export type UpdateDocumentStatusRequest = z.infer<typeof ZUpdateDocumentStatusRequest>;

/** GET document/{id}/labels: the company labels placed on a document. */
export const ZDocumentLabelUse = z.object({
  document_label_id: z.uuid(),
  name: z.string(),
  data_type: z.string(),
  placement_count: z.number().int(),
});
export const ZDocumentLabelUseResponse = envelope(z.array(ZDocumentLabelUse));

/** GET document/additional?template_id=: document types the template can still add. */
export const ZAdditionalDocumentQuery = z.object({ template_id: z.uuid() });
export const ZAdditionalDocumentListResponse = envelope(z.array(ZTemplateDocumentType));

/** POST document/additional: add a document type (slot) to a template. */
export const ZAddAdditionalDocumentRequest = z.object({
  template_id: z.uuid(),
  document_type_id: z.uuid(),
});
export type AddAdditionalDocumentRequest = z.infer<typeof ZAddAdditionalDocumentRequest>;
