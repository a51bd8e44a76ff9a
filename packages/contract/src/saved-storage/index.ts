import { z } from 'zod';
import { envelope, pagedEnvelope, ZPageQuery } from '../envelope.ts';

/**
 * Penyimpanan (saved storage). The storage a company may use, counted over its uploaded originals
 * (template samples and shipment documents; page images are derived and not counted).
 */
export const STORAGE_QUOTA_BYTES = 5 * 1024 * 1024 * 1024;

const oneDecimal = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });
const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** A size in bytes as "1,2 MB" (1 KB = 1024 bytes), as the SPA and the server's messages write it. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${oneDecimal.format(value)} ${BYTE_UNITS[unit]}`;
}
/** The longest retention a company may choose, in months. */
export const MAX_RETENTION_MONTHS = 120;

export const savedStorageMessages = {
  retentionRange: `Masa simpan 1 sampai ${MAX_RETENTION_MONTHS} bulan, atau kosong untuk menyimpan tanpa batas.`,
  alreadyDeleted: 'Dokumen pengiriman ini sudah dihapus.',
  processing: 'Validasi ini sedang diproses; tunggu sampai selesai sebelum menghapus dokumennya.',
  fileDeleted: 'Berkas dokumen ini sudah dihapus dari Penyimpanan.',
  dateRange: 'Tanggal awal harus sebelum tanggal akhir.',
  /** An upload (or a template's copy) that would take the company's stored originals over its quota. */
  quotaExceeded: (needed: number, free: number, quota: number) =>
    `Kuota penyimpanan perusahaan tidak cukup: dibutuhkan ${formatBytes(needed)}, tersisa ${formatBytes(free)} dari ${formatBytes(quota)}. Hapus dokumen pengiriman lama di Penyimpanan atau atur masa simpannya (pemilik atau admin), lalu coba lagi. Tidak ada yang disimpan.`,
} as const;

/**
 * The mark of a shipment whose documents were deleted in Penyimpanan (its audit stays), as the
 * query list and the audit exports (CSV, XLSX) name it.
 */
export const documentsDeletedNames = {
  manual: 'Dokumen dihapus',
  retention: 'Dokumen dihapus otomatis (masa simpan)',
} as const satisfies Record<'manual' | 'retention', string>;

export const ZStoredDocument = z.object({
  id: z.uuid(),
  kind: z.enum(['validation', 'template']).describe('Dokumen validasi atau contoh template'),
  file_name: z.string().nullable(),
  document_type_code: z.string(),
  document_type_name: z.string(),
  size_bytes: z.number().int(),
  page_count: z.number().int(),
  status: z.string(),
  available: z.boolean().describe('Berkas asli masih tersimpan (dapat dipratinjau dan diunduh)'),
  created_at: z.iso.datetime(),
});
export type StoredDocument = z.infer<typeof ZStoredDocument>;

export const ZStoredShipment = z.object({
  id: z.uuid().describe('Pengenal validasi (kind validation) atau template (kind template)'),
  kind: z.enum(['validation', 'template']),
  name: z.string(),
  status: z.string(),
  aju_number: z.string().nullable().describe('Nomor aju dari audit (null bila belum diisi)'),
  invoice_numbers: z.array(z.string()).describe('Nomor invoice yang terbaca pada dokumen'),
  customs_office: z
    .string()
    .nullable()
    .describe('Kantor pabean dari 6 digit pertama nomor aju, bila dikenal Pustaka'),
  has_audit: z.boolean().describe('Validasi ini sudah dijalankan dan memiliki audit'),
  total_bytes: z.number().int(),
  documents: z.array(ZStoredDocument),
  documents_deleted_at: z.iso.datetime().nullable(),
  documents_deleted_reason: z.enum(['manual', 'retention']).nullable(),
  documents_deleted_by_name: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type StoredShipment = z.infer<typeof ZStoredShipment>;

const ZDateOnly = z.iso.date().describe('YYYY-MM-DD (WIB)');
export const ZStoredShipmentsQuery = ZPageQuery.extend({
  kind: z
    .enum(['validation', 'template'])
    .default('validation')
    .describe('Pengiriman (validasi) atau contoh template'),
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('Nomor aju, nomor invoice, nama validasi atau nama berkas'),
  document_type: z.string().trim().max(20).optional().describe('Kode jenis dokumen, misalnya CI, PL, PEB'),
  date_from: ZDateOnly.optional(),
  date_to: ZDateOnly.optional(),
});
export type StoredShipmentsQuery = z.infer<typeof ZStoredShipmentsQuery>;
export const ZStoredShipmentsResponse = pagedEnvelope(ZStoredShipment);
export type StoredShipmentsResponse = z.infer<typeof ZStoredShipmentsResponse>;

export const ZStorageUsage = z.object({
  used_bytes: z.number().int(),
  quota_bytes: z.number().int(),
  document_count: z.number().int(),
  retention_months: z.number().int().nullable().describe('null: disimpan tanpa batas'),
  last_retention_run_at: z.iso.datetime().nullable(),
});
export type StorageUsage = z.infer<typeof ZStorageUsage>;
export const ZStorageUsageResponse = envelope(ZStorageUsage);
export type StorageUsageResponse = z.infer<typeof ZStorageUsageResponse>;

export const ZStorageSettingsRequest = z.object({
  retention_months: z
    .number({ error: savedStorageMessages.retentionRange })
    .int(savedStorageMessages.retentionRange)
    .min(1, savedStorageMessages.retentionRange)
    .max(MAX_RETENTION_MONTHS, savedStorageMessages.retentionRange)
    .nullable()
    .describe(
      'Dokumen validasi yang lebih tua dari sekian bulan dihapus oleh tugas harian; null: tanpa batas',
    ),
});
export type StorageSettingsRequest = z.infer<typeof ZStorageSettingsRequest>;

export const ZStoredDocumentParams = z.object({
  kind: z.enum(['validation', 'template']),
  id: z.uuid(),
});
export const ZStoredPageParams = ZStoredDocumentParams.extend({
  n: z.coerce.number().int().min(1).max(10000),
});

export const ZDeleteShipmentResponse = envelope(ZStoredShipment);
export type DeleteShipmentResponse = z.infer<typeof ZDeleteShipmentResponse>;
