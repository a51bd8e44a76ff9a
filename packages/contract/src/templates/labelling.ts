import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { templateMessages, ZCheckedCorners, ZCorners } from './fields.ts';

/** A single labelled rectangle (docs/product.md §13): nested inside a group, or at the top level. */
export const ZLabelPlacement = z.object({
  id: z.uuid().describe('Pengenal penempatan (coordId)'),
  name: z.string().describe('Nama label'),
  label_name: z.string().describe('Sama dengan name (docs/product.md §13)'),
  is_group: z.boolean(),
  document_label_id: z.uuid().nullable().describe('Label perusahaan; null untuk grup'),
  data_type: z.string().nullable().describe('Tipe data label; null untuk grup'),
  page: z.number().int().describe('Halaman, mulai dari 1'),
  coordinate: ZCorners.describe(
    'Sudut persegi dalam pecahan halaman; untuk grup: kotak yang memuat semua label',
  ),
  label_group_id: z.uuid().nullable().describe('Grup (baris tabel) tempat label ini; null bila tunggal'),
});
export type LabelPlacement = z.infer<typeof ZLabelPlacement>;

/** A top-level entry of GET document-detail/{id}/labels: a placement, or a group with its labels. */
export const ZLabelCoordinates = ZLabelPlacement.extend({
  parent_label_group_id: z
    .uuid()
    .nullable()
    .describe('Grup asal bila baris ini hasil duplikasi; null bila tidak'),
  row: z.number().int().nullable().describe('Nomor baris grup (1 = baris pertama); null bila bukan grup'),
  labels: z.array(ZLabelPlacement).describe('Label dalam grup; kosong bila bukan grup'),
});
export type LabelCoordinates = z.infer<typeof ZLabelCoordinates>;

export const ZLabelCoordinatesListResponse = envelope(z.array(ZLabelCoordinates));
export type LabelCoordinatesListResponse = z.infer<typeof ZLabelCoordinatesListResponse>;
export const ZLabelCoordinatesResponse = envelope(ZLabelCoordinates);
export type LabelCoordinatesResponse = z.infer<typeof ZLabelCoordinatesResponse>;

/** POST document-detail/{id}/label: place a label (corners in page fractions, x0 < x1, y0 < y1). */
export const ZCreatePlacementRequest = z.object({
  document_label_id: z.uuid().describe('Label perusahaan (dari document-labels/list-active)'),
  page: z.number().int().min(1).describe('Halaman, mulai dari 1'),
  coordinate: ZCheckedCorners,
  label_group_id: z.uuid().nullish().describe('Masukkan ke grup (baris tabel) ini'),
});
export type CreatePlacementRequest = z.infer<typeof ZCreatePlacementRequest>;

/** PUT document-detail/{id}/label/{coordId}: move or resize a placement, or change its label. */
export const ZUpdatePlacementRequest = z.object({
  document_label_id: z.uuid().optional(),
  coordinate: ZCheckedCorners.optional(),
});
export type UpdatePlacementRequest = z.infer<typeof ZUpdatePlacementRequest>;

export const ZPlacementParams = z.object({
  id: z.uuid().describe('Pengenal dokumen template (document_detail_id)'),
  coordId: z.uuid().describe('Pengenal penempatan'),
});

/** POST document-detail/{id}/label/group: group placements of one page into one table row. */
export const ZCreateGroupRequest = z.object({
  label_ids: z
    .array(z.uuid())
    .min(1, templateMessages.groupLabelsRequired)
    .max(50)
    .describe('Penempatan (coordId) yang menjadi satu baris'),
  name: z.string().trim().max(100).optional().describe('Nama grup, bawaan "Baris 1"'),
});
export type CreateGroupRequest = z.infer<typeof ZCreateGroupRequest>;

/**
 * POST document-detail/{id}/label/group/duplicate: the next row of a group: the same labels, moved
 * down by the group's height, or by `offset` (page fraction).
 */
export const ZDuplicateGroupRequest = z.object({
  label_group_id: z.uuid().describe('Grup yang digandakan'),
  offset: z
    .number()
    .gt(-1)
    .lt(1)
    .refine((o) => o !== 0, 'Geseran tidak boleh 0')
    .optional()
    .describe('Geseran ke bawah dalam pecahan tinggi halaman; bawaan: tinggi grup'),
});
export type DuplicateGroupRequest = z.infer<typeof ZDuplicateGroupRequest>;
