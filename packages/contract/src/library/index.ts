import { z } from 'zod';
import { envelope, pagedEnvelope, ZPageQuery } from '../envelope.ts';

/**
 * Pustaka (the library): the reference lists, by their API names. The same names as the engine's
 * `REFERENCE_LISTS` (checked by apps/api/src/services/library/lists.ts).
 */
export const libraryLists = [
  'hs_code',
  'port',
  'country',
  'currency',
  'unit',
  'package',
  'incoterm',
  'customs_office',
] as const;
export const ZLibraryList = z
  .enum(libraryLists)
  .describe('Daftar: hs_code, port, country, currency, unit, package, incoterm, customs_office');
export type LibraryList = z.infer<typeof ZLibraryList>;

/** Lists a company may add its own entries to (the others are complete standards). */
export const listsWithCompanyEntries: readonly LibraryList[] = [
  'hs_code',
  'port',
  'unit',
  'package',
  'customs_office',
];
/** Lists a company may add aliases to. */
export const listsWithAliases: readonly LibraryList[] = [
  'port',
  'country',
  'currency',
  'unit',
  'package',
  'customs_office',
];

export const libraryMessages = {
  codeRequired: 'Masukkan kode.',
  nameRequired: 'Masukkan nama atau uraian.',
  aliasRequired: 'Masukkan alias.',
  hsCodeFormat: 'Kode HS harus 6, 8 atau 10 digit (misalnya 0901.11.10).',
  portFormat: 'Kode pelabuhan harus UN/LOCODE 5 karakter (misalnya IDTPP).',
  unitFormat: 'Kode satuan atau kemasan terdiri dari 1-3 huruf atau angka (misalnya KGM, CT).',
  officeFormat: 'Kode kantor pabean harus 6 digit (misalnya 040300).',
  entriesNotAllowed: 'Daftar ini adalah standar resmi; entri baru tidak dapat ditambahkan, hanya alias.',
  aliasesNotAllowed: 'Daftar ini tidak menerima alias.',
  codeUnknown: 'Kode ini tidak ada di daftar.',
  entryTaken: 'Kode ini sudah ada di daftar.',
  aliasTaken: 'Alias ini sudah dipakai di daftar ini.',
  shippedReadOnly: 'Entri bawaan tidak dapat diubah atau dihapus; tambahkan alias bila perlu.',
  importFile: 'Unggah berkas XLSX atau CSV dengan kolom Kode HS dan Uraian.',
  importEmpty: 'Berkas tidak berisi baris kode HS.',
  importColumns: 'Kolom "Kode HS" dan "Uraian" tidak ditemukan pada baris judul.',
  importRows: (count: number) =>
    `Impor dibatalkan: ${count} baris bermasalah. Perbaiki baris tersebut lalu unggah kembali; tidak ada yang disimpan.`,
  importTooMany: (max: number) => `Berkas berisi lebih dari ${max} baris.`,
  descriptionMissing: 'Uraian kosong.',
  duplicateInFile: (row: number) => `Kode HS sama dengan baris ${row}.`,
  unknownHsCode: 'Kode HS tidak dikenal: tidak ada di daftar kode HS perusahaan (Pustaka).',
} as const;

/** At most this many rows in one HS list import. */
export const HS_IMPORT_MAX_ROWS = 20000;

export const ZLibraryListSummary = z.object({
  list: ZLibraryList,
  shipped_count: z.number().int().describe('Entri bawaan (hanya baca)'),
  company_count: z.number().int().describe('Entri milik perusahaan'),
  alias_count: z.number().int().describe('Alias milik perusahaan'),
  company_entries: z.boolean().describe('Perusahaan dapat menambah entri'),
  aliases: z.boolean().describe('Perusahaan dapat menambah alias'),
});
export type LibraryListSummary = z.infer<typeof ZLibraryListSummary>;
export const ZLibraryListsResponse = envelope(z.array(ZLibraryListSummary));
export type LibraryListsResponse = z.infer<typeof ZLibraryListsResponse>;

export const ZLibraryAlias = z.object({ id: z.uuid(), alias: z.string() });
export const ZLibraryEntry = z.object({
  code: z.string().describe('Kode (HS tanpa titik, UN/LOCODE, ISO, UN/ECE, kode kantor)'),
  name: z.string().describe('Nama atau uraian'),
  aliases: z.array(z.string()).describe('Nama lain bawaan'),
  company_aliases: z.array(ZLibraryAlias).describe('Alias yang ditambahkan perusahaan'),
  source: z.enum(['shipped', 'company']).describe('shipped: bawaan, hanya baca; company: milik perusahaan'),
  entry_id: z.uuid().nullable().describe('Pengenal entri perusahaan (null untuk entri bawaan)'),
});
export type LibraryEntry = z.infer<typeof ZLibraryEntry>;

export const ZLibraryListParams = z.object({ list: ZLibraryList });
export const ZLibraryEntriesQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional().describe('Cari pada kode, nama dan alias'),
  source: z.enum(['shipped', 'company']).optional().describe('Hanya entri bawaan atau milik perusahaan'),
});
export type LibraryEntriesQuery = z.infer<typeof ZLibraryEntriesQuery>;
export const ZLibraryEntriesResponse = pagedEnvelope(ZLibraryEntry);
export type LibraryEntriesResponse = z.infer<typeof ZLibraryEntriesResponse>;

export const ZCreateLibraryEntryRequest = z.object({
  code: z.string().trim().min(1, libraryMessages.codeRequired).max(20),
  name: z.string().trim().min(1, libraryMessages.nameRequired).max(500),
});
export type CreateLibraryEntryRequest = z.infer<typeof ZCreateLibraryEntryRequest>;
export const ZLibraryEntryResponse = envelope(ZLibraryEntry);

export const ZCreateLibraryAliasRequest = z.object({
  code: z
    .string()
    .trim()
    .min(1, libraryMessages.codeRequired)
    .max(20)
    .describe('Kode entri (bawaan atau milik perusahaan)'),
  alias: z.string().trim().min(1, libraryMessages.aliasRequired).max(100),
});
export type CreateLibraryAliasRequest = z.infer<typeof ZCreateLibraryAliasRequest>;

export const ZHsImportResult = z.object({
  created: z.number().int().describe('Kode HS baru'),
  updated: z.number().int().describe('Kode HS yang uraiannya diperbarui'),
  total: z.number().int().describe('Kode HS perusahaan setelah impor'),
});
export type HsImportResult = z.infer<typeof ZHsImportResult>;
export const ZHsImportResponse = envelope(ZHsImportResult);
export type HsImportResponse = z.infer<typeof ZHsImportResponse>;
