import { z } from 'zod';
import { envelope, pagedEnvelope, ZPageQuery } from '../envelope.ts';
import { ZName } from '../master-data/fields.ts';
import { ZTemplateStatus } from './fields.ts';

/** A document type as a template shows it. */
export const ZTemplateDocumentType = z.object({ id: z.uuid(), code: z.string(), name: z.string() });
export type TemplateDocumentType = z.infer<typeof ZTemplateDocumentType>;

/** A template: a named set of sample documents, one per document type (docs/product.md §1). */
export const ZTemplate = z.object({
  id: z.uuid(),
  name: z.string().describe('Nama template, misalnya "Ekspor Kopi - Buyer Jepang"'),
  description: z.string().nullable(),
  status: ZTemplateStatus,
  document_types: z
    .array(ZTemplateDocumentType)
    .describe('Jenis dokumen template, urut seperti dipilih (termasuk dokumen tambahan)'),
  document_count: z.number().int().describe('Contoh dokumen yang diunggah'),
  label_count: z.number().int().describe('Penempatan label di semua dokumen'),
  published_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Template = z.infer<typeof ZTemplate>;

export const ZTemplateResponse = envelope(ZTemplate);
export type TemplateResponse = z.infer<typeof ZTemplateResponse>;

/** GET template: the library ("Pustaka Template"). */
export const ZTemplateListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional().describe('Cari di nama dan deskripsi'),
  status: ZTemplateStatus.optional(),
  document_type: z.uuid().optional().describe('Hanya template yang memuat jenis dokumen ini'),
});
export type TemplateListQuery = z.infer<typeof ZTemplateListQuery>;
export const ZTemplateListResponse = pagedEnvelope(ZTemplate);
export type TemplateListResponse = z.infer<typeof ZTemplateListResponse>;

/** GET template/list/draft: drafts, newest change first. */
export const ZDraftListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
});
export type DraftListQuery = z.infer<typeof ZDraftListQuery>;

const ZDescription = z.string().trim().max(1000).nullish().describe('Keterangan bebas');
const ZDocumentTypeIds = z
  .array(z.uuid())
  .max(20)
  .refine((ids) => new Set(ids).size === ids.length, 'Jenis dokumen tidak boleh ganda')
  .describe('Jenis dokumen (dari GET document-type), urut');

/** POST template: a new draft. */
export const ZCreateTemplateRequest = z.object({
  name: ZName(150),
  description: ZDescription,
  document_type_ids: ZDocumentTypeIds.default([]),
});
export type CreateTemplateRequest = z.infer<typeof ZCreateTemplateRequest>;

/**
 * PUT template/{id}: change fields and/or the status. `status: active` publishes (refused with the
 * review's problems while any remain); `archived` withdraws it from validation; `draft` reopens it.
 */
export const ZUpdateTemplateRequest = z.object({
  name: ZName(150).optional(),
  description: ZDescription,
  document_type_ids: ZDocumentTypeIds.optional().describe(
    'Jenis dokumen; jenis yang dibuang harus belum memiliki dokumen',
  ),
  status: ZTemplateStatus.optional(),
});
export type UpdateTemplateRequest = z.infer<typeof ZUpdateTemplateRequest>;

/** PUT template/{id}/draft: save the builder's fields and keep (or put back) the template in draft. */
export const ZSaveDraftRequest = ZUpdateTemplateRequest.omit({ status: true });
export type SaveDraftRequest = z.infer<typeof ZSaveDraftRequest>;
