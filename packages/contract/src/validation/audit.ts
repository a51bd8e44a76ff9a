import { z } from 'zod';
import { envelope, pagedEnvelope, ZPageQuery } from '../envelope.ts';
import { ZAjuNumberInput, ZOverallVerdict, ZValidationStatus } from './fields.ts';

/** Filters shared by the audit, the query list and their exports. */
export const ZAuditFilters = z.object({
  search: z.string().trim().max(100).optional().describe('Nomor aju, nama validasi atau template'),
  aju: z.string().trim().max(40).optional().describe('Nomor aju (sebagian)'),
  status: ZOverallVerdict.optional().describe('Putusan keseluruhan'),
  template_id: z.uuid().optional(),
  date_from: z.iso.date().optional().describe('Tanggal validasi dari (YYYY-MM-DD, WIB)'),
  date_to: z.iso.date().optional().describe('Tanggal validasi sampai (YYYY-MM-DD, WIB)'),
});
export type AuditFilters = z.infer<typeof ZAuditFilters>;

export const ZAuditQuery = ZPageQuery.extend(ZAuditFilters.shape);
export type AuditQuery = z.infer<typeof ZAuditQuery>;

/** An executed validation as audited: one row per run, with its nomor aju. */
export const ZAudit = z.object({
  id: z.uuid().describe('validation_audit_id'),
  validation_id: z.uuid(),
  validation_name: z.string(),
  aju_number: z.string().nullable(),
  aju_number_display: z.string().nullable().describe('Nomor aju 6-6-8-6'),
  template_names: z.array(z.string()),
  document_types: z.array(z.string()),
  status: ZValidationStatus,
  overall: ZOverallVerdict.nullable(),
  match: z.number().int(),
  mismatch: z.number().int(),
  review: z.number().int().describe('Label Perlu Diperiksa'),
  missing: z.number().int(),
  invalid: z.number().int().describe('Label Format tidak valid'),
  accepted: z.number().int().describe('Perbedaan yang diterima dengan keputusan (beralasan)'),
  decisions: z
    .array(z.string())
    .describe('Keputusan yang berlaku: "Label: alasan (nama)", untuk jejak audit'),
  signed_off_by: z.string().nullable().describe('Admin atau pemilik yang menyetujui hasil'),
  signed_off_at: z.iso.datetime().nullable(),
  executed_by: z.string().nullable(),
  executed_at: z.iso.datetime(),
  aju_updated_by: z.string().nullable(),
  aju_updated_at: z.iso.datetime().nullable(),
  documents_deleted_at: z.iso
    .datetime()
    .nullable()
    .describe('Berkas dokumen pengiriman dihapus (Penyimpanan); audit dan hasil tetap'),
  documents_deleted_reason: z
    .enum(['manual', 'retention'])
    .nullable()
    .describe('manual: dihapus pengguna; retention: dihapus tugas masa simpan'),
});
export type Audit = z.infer<typeof ZAudit>;
export const ZAuditListResponse = pagedEnvelope(ZAudit);
export type AuditListResponse = z.infer<typeof ZAuditListResponse>;
export const ZAuditResponse = envelope(ZAudit);

export const ZAuditIdParam = z.object({ id: z.uuid().describe('validation_audit_id') });

/** PUT validation/audit/{id}/update-aju-number. */
export const ZUpdateAjuRequest = z.object({ aju_number: ZAjuNumberInput });
export type UpdateAjuRequest = z.infer<typeof ZUpdateAjuRequest>;

/** PUT query/aju-number. */
export const ZQueryAjuRequest = z.object({
  validation_audit_id: z.uuid(),
  aju_number: ZAjuNumberInput,
});
export type QueryAjuRequest = z.infer<typeof ZQueryAjuRequest>;

/** GET query/list: the audits as the query screen lists them. */
export const ZQueryListQuery = ZAuditQuery;
export const ZQueryListResponse = ZAuditListResponse;

/** POST query/export?format=csv|xlsx&...filters: a file (streamed). */
export const ZQueryExportQuery = ZAuditFilters.extend({
  format: z.enum(['csv', 'xlsx']).default('xlsx').describe('csv (UTF-8 dengan BOM) atau xlsx'),
});
export type QueryExportQuery = z.infer<typeof ZQueryExportQuery>;

/** GET validation/history. */
export const ZValidationHistoryQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
  status: ZValidationStatus.optional(),
  overall: ZOverallVerdict.optional(),
  template_id: z.uuid().optional(),
});
export type ValidationHistoryQuery = z.infer<typeof ZValidationHistoryQuery>;

export const ZValidationHistoryItem = z.object({
  id: z.uuid(),
  name: z.string(),
  status: ZValidationStatus,
  overall: ZOverallVerdict.nullable(),
  template_names: z.array(z.string()),
  document_count: z.number().int(),
  match: z.number().int(),
  mismatch: z.number().int(),
  review: z.number().int().describe('Label Perlu Diperiksa'),
  missing: z.number().int(),
  aju_number: z.string().nullable(),
  aju_number_display: z.string().nullable().describe('Nomor aju 6-6-8-6'),
  created_by: z.string().nullable(),
  created_at: z.iso.datetime(),
  executed_at: z.iso.datetime().nullable(),
  completed_at: z.iso.datetime().nullable(),
});
export type ValidationHistoryItem = z.infer<typeof ZValidationHistoryItem>;
export const ZValidationHistoryResponse = pagedEnvelope(ZValidationHistoryItem);
export type ValidationHistoryResponse = z.infer<typeof ZValidationHistoryResponse>;

/** GET validation/stats: the homepage's verdicts per day over the last 30 days (WIB). */
export const ZValidationStats = z.object({
  days: z.array(
    z.object({
      date: z.iso.date(),
      match: z.number().int(),
      mismatch: z.number().int(),
      review: z.number().int(),
    }),
  ),
  total: z.number().int(),
});
export const ZValidationStatsResponse = envelope(ZValidationStats);
export type ValidationStatsResponse = z.infer<typeof ZValidationStatsResponse>;
