import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { masterDataMessages as m, ZName } from './fields.ts';

export const ZDocumentTypeCode = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(
    z
      .string()
      .min(1, m.codeRequired)
      .regex(/^[A-Z0-9][A-Z0-9.\-/]{0,19}$/, m.codeFormat),
  )
  .describe('Kode singkat, misalnya CI, PL, BL, PEB');

export const ZDocumentType = z.object({
  id: z.uuid(),
  code: z.string().describe('Kode singkat, unik per perusahaan'),
  name: z.string().describe('Nama jenis dokumen, unik per perusahaan'),
  is_master: z.boolean().describe('Jenis dokumen acuan (company/master-document)'),
  template_count: z
    .number()
    .int()
    .describe('Template yang memakai jenis dokumen ini (tidak dapat dihapus bila > 0)'),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type DocumentType = z.infer<typeof ZDocumentType>;

export const ZDocumentTypeListResponse = envelope(z.array(ZDocumentType));
export type DocumentTypeListResponse = z.infer<typeof ZDocumentTypeListResponse>;

export const ZCreateDocumentTypeRequest = z.object({ name: ZName(100), code: ZDocumentTypeCode });
export type CreateDocumentTypeRequest = z.infer<typeof ZCreateDocumentTypeRequest>;

export const ZUpdateDocumentTypeRequest = z.object({
  name: ZName(100).optional(),
  code: ZDocumentTypeCode.optional(),
});
export type UpdateDocumentTypeRequest = z.infer<typeof ZUpdateDocumentTypeRequest>;

export const ZDocumentTypeResponse = envelope(ZDocumentType);
export type DocumentTypeResponse = z.infer<typeof ZDocumentTypeResponse>;

/** GET company/master-document: the reference document type, null until chosen. */
export const ZMasterDocumentResponse = envelope(
  z.object({ document_type: ZDocumentType.nullable().describe('null: belum dipilih') }),
);
export type MasterDocumentResponse = z.infer<typeof ZMasterDocumentResponse>;

export const ZSetMasterDocumentRequest = z.object({
  document_type: z.uuid().describe('Jenis dokumen acuan (dari GET document-type)'),
});
export type SetMasterDocumentRequest = z.infer<typeof ZSetMasterDocumentRequest>;
