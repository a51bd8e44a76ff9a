import { z } from 'zod';
import { envelope, pagedEnvelope, ZPageQuery } from '../envelope.ts';
import { masterDataMessages as m, ZAlias, ZDataType, ZName, ZQueryBoolean } from './fields.ts';
import { ZValidationLogic } from './validation-logic.ts';

export const ZLabelAlias = z.object({
  id: z.uuid(),
  alias: z.string(),
  created_at: z.iso.datetime(),
});
export type LabelAlias = z.infer<typeof ZLabelAlias>;

/** A label of the company: the field it reads from documents and compares. */
export const ZDocumentLabel = z.object({
  id: z.uuid(),
  name: z.string().describe('Nama label, unik per perusahaan (dipakai di aturan logika)'),
  data_type: ZDataType,
  description: z.string().nullable(),
  source: z.enum(['catalogue', 'additional']).describe('catalogue: dari katalog; additional: label sendiri'),
  label_parameter_id: z.uuid().nullable().describe('Label katalog asalnya'),
  active: z.boolean().describe('Label nonaktif dilewati saat validasi'),
  is_master: z
    .boolean()
    .describe('Label utama: wajib ditemukan, dan ketidaksesuaiannya membuat validasi Tidak Sesuai'),
  validation_logic: ZValidationLogic,
  aliases: z.array(ZLabelAlias).describe('Alias, urut abjad'),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type DocumentLabel = z.infer<typeof ZDocumentLabel>;

export const ZDocumentLabelResponse = envelope(ZDocumentLabel);
export type DocumentLabelResponse = z.infer<typeof ZDocumentLabelResponse>;

export const ZDocumentLabelListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional().describe('Cari di nama dan alias'),
  active: ZQueryBoolean.optional().describe('true: aktif saja; false: nonaktif saja'),
  is_master: ZQueryBoolean.optional(),
  data_type: ZDataType.optional(),
  source: z.enum(['catalogue', 'additional']).optional(),
});
export type DocumentLabelListQuery = z.infer<typeof ZDocumentLabelListQuery>;
export const ZDocumentLabelListResponse = pagedEnvelope(ZDocumentLabel);
export type DocumentLabelListResponse = z.infer<typeof ZDocumentLabelListResponse>;

/** GET document-labels/list-active: every active label, by name (pickers of the template builder). */
export const ZActiveLabel = ZDocumentLabel.pick({
  id: true,
  name: true,
  data_type: true,
  is_master: true,
}).extend({ aliases: z.array(z.string()) });
export const ZActiveLabelListResponse = envelope(z.array(ZActiveLabel));
export type ActiveLabelListResponse = z.infer<typeof ZActiveLabelListResponse>;

export const ZCreateDocumentLabelRequest = z.object({
  name: ZName(100),
  data_type: ZDataType,
  description: z.string().trim().max(500).nullish(),
  aliases: z.array(ZAlias).max(30).default([]),
  validation_logic: ZValidationLogic.optional().describe('Bawaan: text, atau number untuk tipe angka'),
});
export type CreateDocumentLabelRequest = z.infer<typeof ZCreateDocumentLabelRequest>;

export const ZUpdateDocumentLabelRequest = z.object({
  name: ZName(100).optional(),
  data_type: ZDataType.optional().describe(
    'Bila berubah dan logika tidak cocok lagi, logika kembali ke bawaan',
  ),
  description: z.string().trim().max(500).nullish(),
});
export type UpdateDocumentLabelRequest = z.infer<typeof ZUpdateDocumentLabelRequest>;

export const ZCreateAliasRequest = z.object({
  document_label_id: z.uuid(),
  alias: ZAlias,
});
export type CreateAliasRequest = z.infer<typeof ZCreateAliasRequest>;
export const ZLabelAliasResponse = envelope(ZLabelAlias);

export const ZAliasListQuery = ZPageQuery.extend({ search: z.string().trim().max(100).optional() });
export type AliasListQuery = z.infer<typeof ZAliasListQuery>;
export const ZAliasListResponse = pagedEnvelope(ZLabelAlias);

const ZLabelIds = z.array(z.uuid()).min(1, m.idsRequired).max(500).describe('Label yang diubah');

export const ZBulkUpdateStatusRequest = z.object({ label_ids: ZLabelIds, active: z.boolean() });
export type BulkUpdateStatusRequest = z.infer<typeof ZBulkUpdateStatusRequest>;
export const ZSetMasterLabelRequest = z.object({ label_ids: ZLabelIds, is_master: z.boolean() });
export type SetMasterLabelRequest = z.infer<typeof ZSetMasterLabelRequest>;
export const ZBulkLabelResponse = envelope(z.object({ updated: z.number().int() }));

export const ZSetValidationLogicRequest = z.object({
  document_label_id: z.uuid(),
  validation_logic: ZValidationLogic,
});
export type SetValidationLogicRequest = z.infer<typeof ZSetValidationLogicRequest>;

/** Answer of a delete: the id removed. */
export const ZDeletedResponse = envelope(z.object({ id: z.uuid() }));
