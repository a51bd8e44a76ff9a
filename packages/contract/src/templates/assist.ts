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
