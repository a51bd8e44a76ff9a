import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { ZName } from '../master-data/fields.ts';
import { ZCorners } from './fields.ts';

/**
 * Assisted templating (docs/assisted-templating.md): placements the engine proposes on a sample
 * for the company's active labels, and the copy of a template under a new name.
 */

/** One proposed placement: where the engine found a label's value on the sample. */
export const ZPlacementProposal = z.object({
  document_label_id: z.uuid().describe('Label perusahaan yang diusulkan'),
  label_name: z.string(),
  data_type: z.string(),
  page: z.number().int().describe('Halaman, mulai dari 1'),
  coordinate: ZCorners.describe('Kotak nilai yang diusulkan, dalam pecahan halaman'),
  text: z.string().describe('Teks yang terbaca di kotak'),
  display: z.string().nullable().describe('Nilai yang terbaca, siap ditampilkan'),
  confidence: z.number().min(0).max(1).describe('Keyakinan usulan 0-1'),
  by: z
    .enum(['caption', 'header', 'type'])
    .describe('Ditemukan dari keterangan, kepala tabel, atau tipe data'),
  caption: z.string().nullable().describe('Keterangan yang tercetak di samping nilai'),
  group: z.string().nullable().describe('Nama grup (tabel) bila usulan adalah kolom tabel'),
});
export type PlacementProposal = z.infer<typeof ZPlacementProposal>;

export const ZPlacementProposals = z.object({
  proposals: z.array(ZPlacementProposal),
  groups: z
    .array(z.object({ name: z.string(), document_label_ids: z.array(z.uuid()) }))
    .describe('Tabel yang ditemukan: label-labelnya menjadi satu grup dengan baris pertama'),
});
export type PlacementProposals = z.infer<typeof ZPlacementProposals>;
export const ZPlacementProposalsResponse = envelope(ZPlacementProposals);
export type PlacementProposalsResponse = z.infer<typeof ZPlacementProposalsResponse>;

/** POST template/{id}/duplicate: a draft copy (samples, placements, groups) under a new name. */
export const ZDuplicateTemplateRequest = z.object({
  name: ZName(150).describe('Nama template baru'),
});
export type DuplicateTemplateRequest = z.infer<typeof ZDuplicateTemplateRequest>;

/**
 * GET document-detail/{id}/label/{coordId}/caption: the caption printed beside a placement (left of
 * it on its line, a table column's header, or right above it), and whether the placement's label
 * already knows it, so that the builder can offer to add it as an alias.
 */
export const ZPlacementCaption = z.object({
  document_label_id: z.uuid(),
  label_name: z.string(),
  caption: z.string().nullable().describe('Keterangan yang tercetak di samping kotak; null bila tidak ada'),
  known: z.boolean().describe('true: keterangan itu sudah nama atau alias label ini'),
});
export type PlacementCaption = z.infer<typeof ZPlacementCaption>;
export const ZPlacementCaptionResponse = envelope(ZPlacementCaption);

/** How many files one POST template/{id}/classify reads. */
export const CLASSIFY_MAX_FILES = 10;

export const assistMessages = {
  tooManyFiles: `Paling banyak ${CLASSIFY_MAX_FILES} berkas sekali kirim.`,
} as const;

/** How well a file matches one document of the template. */
export const ZClassifyScore = z.object({
  template_document_id: z.uuid().describe('Contoh dokumen template'),
  document_type_id: z.uuid(),
  document_type_name: z.string(),
  score: z.number().min(0).max(1),
});

/** One file sent, with the sample document it matches (or none), and why. */
export const ZClassifiedFile = z.object({
  file_name: z.string(),
  template_document_id: z
    .uuid()
    .nullable()
    .describe('Contoh dokumen template yang cocok; null bila tidak ada yang cukup cocok (atau berkas rusak)'),
  document_type_id: z.uuid().nullable(),
  document_type_name: z.string().nullable(),
  score: z.number().min(0).max(1).describe('Kecocokan terbaik 0-1 (juga bila di bawah ambang)'),
  title: z.array(z.string()).describe('Kata judul dokumen yang ditemukan di atas halaman pertama'),
  captions: z
    .number()
    .min(0)
    .max(1)
    .describe('Bagian kata khas contoh dokumen (keterangan, tata letak) yang juga tercetak di berkas'),
  scores: z.array(ZClassifyScore).describe('Kecocokan dengan setiap contoh dokumen, terbaik dulu'),
  failure: z
    .string()
    .nullable()
    .describe('Mengapa berkas tidak dapat dibaca (pesan unggahan yang sama); null bila terbaca'),
});
export type ClassifiedFile = z.infer<typeof ZClassifiedFile>;

/** A file matched to no document: unread (`failure` says why) or with no answer for it. */
export const unclassifiedFile = (fileName: string, failure: string | null = null): ClassifiedFile => ({
  file_name: fileName,
  template_document_id: null,
  document_type_id: null,
  document_type_name: null,
  score: 0,
  title: [],
  captions: 0,
  scores: [],
  failure,
});

/**
 * POST template/{id}/classify (multipart: one `file` part per file, up to 10): which of the
 * template's sample documents each file is, by the title words and captions of each (nothing is
 * stored). A file that cannot be read is answered with its upload message, never dropped.
 */
export const ZClassifyFilesRequest = z.object({
  file: z.any().describe('Berkas PDF, PNG, JPEG, TIFF atau WebP; satu bagian "file" per berkas'),
});
export const ZClassifyFilesResponse = envelope(
  z.object({ template_id: z.uuid(), files: z.array(ZClassifiedFile) }),
);
export type ClassifyFilesResponse = z.infer<typeof ZClassifyFilesResponse>;
