import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { ZDocumentLabel } from './document-label.ts';
import { masterDataMessages as m, ZAlias, ZDataType, ZName } from './fields.ts';
import { ZValidationLogic } from './validation-logic.ts';

export const labelCategories = ['parties', 'references', 'transport', 'goods', 'values', 'customs'] as const;
export const ZLabelCategory = z.enum(labelCategories).describe('Kelompok label');
export const labelCategoryNames: Record<(typeof labelCategories)[number], string> = {
  parties: 'Pihak',
  references: 'Nomor dan tanggal dokumen',
  transport: 'Pengangkutan',
  goods: 'Barang dan kemasan',
  values: 'Nilai transaksi',
  customs: 'Kepabeanan',
};

/** A label of the global catalogue (reference data, the same for every company). */
export const ZLabelParameter = z.object({
  id: z.uuid(),
  key: z.string().describe('Kunci tetap, misalnya invoice_number'),
  name: z.string().describe('Nama Indonesia, dipakai sebagai nama label perusahaan'),
  name_en: z.string().describe('Nama Inggris'),
  category: ZLabelCategory,
  data_type: ZDataType,
  aliases: z.array(z.string()).describe('Tulisan judul isian yang umum (Indonesia dan Inggris)'),
  validation_logic: ZValidationLogic.describe('Logika validasi bawaan'),
  used: z.boolean().describe('Perusahaan sudah memakai label ini'),
});
export type LabelParameter = z.infer<typeof ZLabelParameter>;

export const ZLabelParameterQuery = z.object({
  search: z.string().trim().max(100).optional().describe('Cari di nama dan alias'),
  category: ZLabelCategory.optional(),
});
export type LabelParameterQuery = z.infer<typeof ZLabelParameterQuery>;

export const ZLabelParameterListResponse = envelope(z.array(ZLabelParameter));
export type LabelParameterListResponse = z.infer<typeof ZLabelParameterListResponse>;

/** POST label-parameters (internal staff only): a new catalogue label. */
export const ZCreateLabelParameterRequest = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{1,49}$/, 'Kunci hanya huruf kecil, angka dan garis bawah')
    .describe('Kunci tetap'),
  name: ZName(100),
  name_en: ZName(100),
  category: ZLabelCategory,
  data_type: ZDataType,
  aliases: z.array(ZAlias).max(30).default([]),
  validation_logic: ZValidationLogic.optional().describe('Bawaan: text, atau number untuk tipe angka'),
});
export type CreateLabelParameterRequest = z.infer<typeof ZCreateLabelParameterRequest>;
export const ZLabelParameterResponse = envelope(ZLabelParameter);

/** POST company/label-parameters: the catalogue labels the company uses (added, never removed). */
export const ZPickLabelParametersRequest = z.object({
  label_ids: z
    .array(z.uuid())
    .min(1, m.idsRequired)
    .max(200)
    .describe('Label katalog (GET label-parameters) yang dipakai; yang sudah dipakai dilewati'),
});
export type PickLabelParametersRequest = z.infer<typeof ZPickLabelParametersRequest>;

export const ZPickLabelParametersResponse = envelope(
  z.object({
    created: z.number().int().describe('Label baru yang dibuat'),
    labels: z.array(ZDocumentLabel).describe('Label perusahaan dari label katalog yang dipilih'),
  }),
);
export type PickLabelParametersResponse = z.infer<typeof ZPickLabelParametersResponse>;

/** GET company/additional-label-parameters: the company's own labels (not from the catalogue). */
export const ZAdditionalLabelListResponse = envelope(z.array(ZDocumentLabel));

export const ZAdditionalLabelInput = z.object({
  name: ZName(100),
  data_type: ZDataType,
  aliases: z.array(ZAlias).max(30).default([]),
});
/** POST company/additional-label-parameters: one or more own labels. */
export const ZCreateAdditionalLabelsRequest = z.object({
  labels: z.array(ZAdditionalLabelInput).min(1, m.idsRequired).max(50),
});
export type CreateAdditionalLabelsRequest = z.infer<typeof ZCreateAdditionalLabelsRequest>;
export const ZCreateAdditionalLabelsResponse = envelope(z.array(ZDocumentLabel));
