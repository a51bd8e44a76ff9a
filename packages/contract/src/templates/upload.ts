import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { ZDocumentStatus } from './fields.ts';

/**
 * POST file/upload/document/{templateId} (multipart): a `document_type` field (document type id)
 * and one `file` part. The type is read from the bytes (PDF, PNG, JPEG, TIFF, WebP); 413 over the
 * size limit, 415 unsupported, 422 unreadable; nothing is stored on failure.
 */
export const ZUploadDocumentRequest = z.object({
  document_type: z
    .uuid()
    .optional()
    .describe('Jenis dokumen (dari GET document-type); wajib untuk contoh dokumen template'),
  validation_document_id: z
    .uuid()
    .optional()
    .describe(
      'Konteks validasi: dokumen yang diharapkan validasi (POST validation). Unggahan berikutnya menggantikan berkasnya.',
    ),
  file: z.any().describe('Berkas PDF, PNG, JPEG, TIFF atau WebP'),
});

/** POST file/reupload/document/{id} (multipart): one `file` part replacing the document's file. */
export const ZReuploadDocumentRequest = z.object({
  file: z.any().describe('Berkas PDF, PNG, JPEG, TIFF atau WebP'),
});

/** The answer of an upload: given at once; follow `uid` on the progress websocket. */
export const ZUploadDocumentResponse = envelope(
  z.object({
    document_id: z.uuid(),
    uid: z.string().describe('Pengenal unggahan: upload/document/progress?uid='),
    status: ZDocumentStatus,
  }),
);
export type UploadDocumentResponse = z.infer<typeof ZUploadDocumentResponse>;

/** GET document/{id}/page/{n}/image: the page image (WebP). */
export const ZPageImageParams = z.object({
  id: z.uuid().describe('Pengenal dokumen template'),
  n: z.coerce.number().int().min(1).describe('Nomor halaman'),
});
