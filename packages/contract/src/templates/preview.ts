import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { ZCorners } from './fields.ts';

/** What the engine reads in one placement right now (docs/product.md §14), after the document's hints. */
export const ZPlacementReading = z.object({
  id: z.uuid().describe('Pengenal penempatan'),
  document_label_id: z.uuid(),
  label_name: z.string(),
  data_type: z.string(),
  page: z.number().int(),
  coordinate: ZCorners,
  label_group_id: z.uuid().nullable(),
  text: z.string().describe('Teks mentah di dalam persegi, baris dipisah "\\n"'),
  value: z
    .union([z.string(), z.number(), z.boolean(), z.null()])
    .describe('Nilai ternormalisasi; null bila tidak terbaca (lihat reason)'),
  unit: z.string().nullable().describe('Satuan: mata uang, KGM, kode kemasan'),
  display: z
    .string()
    .nullable()
    .describe(
      'Nilai untuk ditampilkan dalam format Indonesia (seperti di hasil validasi); null bila tidak terbaca',
    ),
  reason: z
    .string()
    .nullable()
    .describe('Mengapa nilai kosong, atau mengapa perlu diperiksa (bahasa Indonesia)'),
  confidence: z.number().describe('0-1: seberapa yakin mesin membaca nilai ini (1 untuk teks digital)'),
  review: z
    .boolean()
    .describe(
      'true: terbaca dengan keyakinan rendah; validasi akan menandainya Perlu Diperiksa (lihat reason)',
    ),
});
export type PlacementReading = z.infer<typeof ZPlacementReading>;

/** A table (a label group and the rows duplicated from it) as the engine reads it down the page. */
export const ZTableReading = z.object({
  label_group_id: z.uuid().describe('Pengenal grup baris pertama tabel'),
  name: z.string().describe('Nama grup'),
  rows: z.number().int().describe('Jumlah baris tabel yang terbaca dari baris pertama ke bawah'),
});
export type TableReading = z.infer<typeof ZTableReading>;

/**
 * GET template/{id}/preview-document-detail/{docId}: every placement with the value a validation
 * would read there (a duplicated row shows the table's row of the same number), and each table's
 * row count.
 */
export const ZPreviewDocumentResponse = envelope(
  z.object({
    document_id: z.uuid(),
    readings: z.array(ZPlacementReading),
    tables: z.array(ZTableReading),
  }),
);
export type PreviewDocumentResponse = z.infer<typeof ZPreviewDocumentResponse>;
