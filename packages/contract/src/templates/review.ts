import { z } from 'zod';
import { envelope, pagedEnvelope, ZPageQuery } from '../envelope.ts';
import { ZValidationLogic } from '../master-data/validation-logic.ts';
import { ZPlacementReading, ZTableReading } from './preview.ts';
import { ZSampleDocument } from './sample-document.ts';
import { ZTemplate } from './template.ts';

/** Why a template cannot be published yet. */
export const reviewProblemCodes = [
  'no_documents',
  'document_not_ready',
  'document_without_labels',
  'shared_label_without_validation',
] as const;
export const ZReviewProblem = z.object({
  code: z.enum(reviewProblemCodes),
  message: z.string().describe('Bahasa Indonesia, untuk ditampilkan'),
  document_id: z.uuid().nullable(),
  document_label_id: z.uuid().nullable(),
});
export type ReviewProblem = z.infer<typeof ZReviewProblem>;

/** Which label is compared between which documents, with the label's validation logic. */
export const ZTemplateValidationItem = z.object({
  document_label_id: z.uuid(),
  label_name: z.string(),
  validation_logic: ZValidationLogic.describe('Logika validasi label (master data)'),
  document_ids: z.array(z.uuid()).describe('Dokumen template yang dibandingkan (minimal dua)'),
});
export type TemplateValidationItem = z.infer<typeof ZTemplateValidationItem>;

export const ZTemplateValidation = z.object({
  is_default: z
    .boolean()
    .describe('true: belum disimpan; berlaku bawaan (setiap label yang ada di dua dokumen atau lebih)'),
  items: z.array(ZTemplateValidationItem),
  shared_labels: z
    .array(
      z.object({
        document_label_id: z.uuid(),
        label_name: z.string(),
        validation_logic: ZValidationLogic.describe('Logika validasi label (master data)'),
        document_ids: z.array(z.uuid()),
      }),
    )
    .describe('Label yang ada di dua dokumen atau lebih (pilihan yang dapat dibandingkan)'),
});
export type TemplateValidation = z.infer<typeof ZTemplateValidation>;
export const ZTemplateValidationResponse = envelope(ZTemplateValidation);
export type TemplateValidationResponse = z.infer<typeof ZTemplateValidationResponse>;

/** POST template/{id}/validation: replaces the comparisons of the template. */
export const ZSaveTemplateValidationRequest = z.object({
  items: z
    .array(
      z.object({
        document_label_id: z.uuid(),
        document_ids: z.array(z.uuid()).min(2, 'Pilih minimal dua dokumen untuk dibandingkan.').max(20),
      }),
    )
    .max(500),
});
export type SaveTemplateValidationRequest = z.infer<typeof ZSaveTemplateValidationRequest>;

/** GET template/{id}/review: everything to check before publishing. */
export const ZTemplateReview = z.object({
  template: ZTemplate,
  documents: z.array(
    ZSampleDocument.extend({ readings: z.array(ZPlacementReading), tables: z.array(ZTableReading) }),
  ),
  validation: ZTemplateValidation,
  problems: z.array(ZReviewProblem).describe('Kosong: template dapat diterbitkan'),
  can_publish: z.boolean(),
});
export type TemplateReview = z.infer<typeof ZTemplateReview>;
export const ZTemplateReviewResponse = envelope(ZTemplateReview);

/** GET template/validation/collection: published templates offered for validation. */
export const ZValidationCollectionQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
  document_type: z.uuid().optional(),
});
export type ValidationCollectionQuery = z.infer<typeof ZValidationCollectionQuery>;
export const ZValidationCollectionResponse = pagedEnvelope(ZTemplate);

/** GET template/validation/history: validations run with the company's templates. */
export const ZTemplateValidationHistoryQuery = ZPageQuery.extend({
  template_id: z.uuid().optional(),
});
export type TemplateValidationHistoryQuery = z.infer<typeof ZTemplateValidationHistoryQuery>;
export const ZTemplateValidationHistoryItem = z.object({
  id: z.uuid(),
  template_ids: z.array(z.uuid()),
  template_names: z.array(z.string()),
  status: z.string(),
  created_at: z.iso.datetime(),
});
export const ZTemplateValidationHistoryResponse = pagedEnvelope(ZTemplateValidationHistoryItem);
