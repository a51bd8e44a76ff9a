import { z } from 'zod';

/** Template states (docs/product.md §10): draft -> active (published after review) -> archived. */
export const templateStatuses = ['draft', 'active', 'archived'] as const;
export const ZTemplateStatus = z
  .enum(templateStatuses)
  .describe('draft: sedang disusun; active: diterbitkan, ditawarkan untuk validasi; archived: diarsipkan');
export type TemplateStatus = z.infer<typeof ZTemplateStatus>;

export const templateStatusNames: Record<TemplateStatus, string> = {
  draft: 'Draf',
  active: 'Aktif',
  archived: 'Diarsipkan',
};

/** Document states (docs/product.md §10): uploaded -> processing -> ready | failed. */
export const documentStatuses = ['uploaded', 'processing', 'ready', 'failed'] as const;
export const ZDocumentStatus = z
  .enum(documentStatuses)
  .describe(
    'uploaded: tersimpan, menunggu; processing: sedang dibaca; ready: siap dilabeli; failed: gagal (lihat failure_reason)',
  );
export type DocumentStatus = z.infer<typeof ZDocumentStatus>;

export const documentStatusNames: Record<DocumentStatus, string> = {
  uploaded: 'Terunggah',
  processing: 'Diproses',
  ready: 'Siap',
  failed: 'Gagal',
};

/** File kinds accepted (docs/product.md §8), read from the bytes. */
export const ZFileKind = z
  .enum(['pdf', 'png', 'jpeg', 'tiff', 'webp'])
  .describe('Jenis berkas menurut isinya');

/** Stages of the upload progress events of a sample document (docs/product.md §3). */
export const uploadStages = ['upload', 'text', 'ocr', 'render', 'done', 'failed'] as const;
export type UploadStage = (typeof uploadStages)[number];

export const templateMessages = {
  templateNotFound: 'Template tidak ditemukan.',
  documentNotFound: 'Dokumen tidak ditemukan.',
  labelNotFound: 'Label tidak ditemukan pada dokumen ini.',
  groupNotFound: 'Grup label tidak ditemukan.',
  pageNotFound: 'Halaman tidak ada pada dokumen ini.',
  documentNotReady: 'Dokumen belum selesai diproses.',
  fileMissing: 'Pilih berkas dokumen yang akan diunggah.',
  fileField: 'Berkas harus dikirim pada isian "file".',
  documentTypeMissing: 'Pilih jenis dokumen.',
  tooLarge: 'Ukuran berkas melebihi batas yang diizinkan.',
  unsupported: 'Jenis berkas tidak didukung. Unggah PDF, PNG, JPEG, TIFF, atau WebP.',
  coordinateRange: 'Koordinat harus antara 0 dan 1 (pecahan halaman)',
  coordinateOrder: 'Sudut kiri atas harus berada di kiri atas sudut kanan bawah (x0 < x1, y0 < y1)',
  groupOutsidePage: 'Baris berikutnya berada di luar halaman.',
  groupLabelsRequired: 'Pilih minimal satu label untuk grup.',
  groupOnePage: 'Semua label dalam satu grup harus berada di halaman yang sama.',
  patternInvalid: 'Pola (regex) tidak valid.',
  publishRefused: 'Template belum dapat diterbitkan. Perbaiki masalah berikut terlebih dahulu.',
  validationDocuments: 'Pilih minimal dua dokumen untuk dibandingkan.',
} as const;

/** Page fraction 0-1, top-left origin (docs/product.md §13). */
const ZFraction = z
  .number()
  .min(0, templateMessages.coordinateRange)
  .max(1, templateMessages.coordinateRange);

/** The corners of a rectangle in page fractions (docs/product.md §13: x0, y0, x1, y1). */
export const ZCorners = z.object({
  x0: ZFraction.describe('Kiri, pecahan lebar halaman 0-1'),
  y0: ZFraction.describe('Atas, pecahan tinggi halaman 0-1'),
  x1: ZFraction.describe('Kanan, pecahan lebar halaman 0-1'),
  y1: ZFraction.describe('Bawah, pecahan tinggi halaman 0-1'),
});
export type Corners = z.infer<typeof ZCorners>;

/** Corners whose order is checked (x0 < x1, y0 < y1), as a request field. */
export const ZCheckedCorners = ZCorners.refine((c) => c.x0 < c.x1 && c.y0 < c.y1, {
  message: templateMessages.coordinateOrder,
  path: ['x1'],
});

export const ZTemplateIdParam = z.object({ id: z.uuid().describe('Pengenal template') });
export const ZSampleDocumentParams = z.object({
  id: z.uuid().describe('Pengenal template'),
  docId: z.uuid().describe('Pengenal dokumen template'),
});
export const ZDocumentIdParam = z.object({ id: z.uuid().describe('Pengenal dokumen template') });
