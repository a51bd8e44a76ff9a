import { z } from 'zod';

/**
 * Data types of a label (docs/product.md §14). The same list as the engine's `DATA_TYPES`; the API's
 * type check (apps/api/src/services/master-data/engine-types.ts) fails the build when they drift.
 */
export const dataTypes = [
  'text',
  'number',
  'money',
  'weight',
  'quantity',
  'date',
  'hs_code',
  'npwp',
  'container',
  'aju',
  'port',
  'country',
  'incoterm',
] as const;
export const ZDataType = z
  .enum(dataTypes)
  .describe(
    'Tipe data: text, number, money (jumlah + mata uang), weight (jumlah + satuan), quantity, date, ' +
      'hs_code, npwp, container (ISO 6346), aju (26 karakter), port, country, incoterm (kode Incoterms 2020 + tempat)',
  );
export type DataType = z.infer<typeof ZDataType>;

/** Indonesian names of the data types, for pickers. */
export const dataTypeNames: Record<DataType, string> = {
  text: 'Teks',
  number: 'Angka',
  money: 'Nilai uang',
  weight: 'Berat',
  quantity: 'Jumlah barang',
  date: 'Tanggal',
  hs_code: 'Kode HS',
  npwp: 'NPWP',
  container: 'Nomor kontainer',
  aju: 'Nomor aju',
  port: 'Pelabuhan',
  country: 'Negara',
  incoterm: 'Incoterm',
};

/** Types whose values are numbers, so `number` logic and arithmetic rules apply. */
export const numericDataTypes: readonly DataType[] = ['number', 'money', 'weight', 'quantity'];

export const masterDataMessages = {
  nameRequired: 'Masukkan nama',
  codeRequired: 'Masukkan kode',
  codeFormat: 'Kode hanya huruf besar, angka, titik atau garis (maksimal 20)',
  aliasRequired: 'Masukkan alias',
  idsRequired: 'Pilih minimal satu label',
  thresholdRange: 'Ambang kemiripan antara 0 dan 1',
  toleranceRequired: 'Isi toleransi absolut atau persen',
  toleranceNegative: 'Toleransi tidak boleh negatif',
  percentRange: 'Toleransi persen antara 0 dan 100',
  daysRange: 'Selisih hari antara 0 dan 366',
  ruleNameRequired: 'Masukkan nama aturan',
  termsRequired: 'Setiap sisi aturan memerlukan minimal satu isian',
  approxTolerance: 'Operator ≈ memerlukan toleransi',
} as const;

/** A name as the user types it: trimmed, inner spaces collapsed. */
export const ZName = (max = 100) =>
  z
    .string()
    .trim()
    .transform((v) => v.replace(/\s+/g, ' '))
    .pipe(z.string().min(1, masterDataMessages.nameRequired).max(max));

export const ZAlias = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s+/g, ' '))
  .pipe(z.string().min(1, masterDataMessages.aliasRequired).max(100))
  .describe('Tulisan judul isian sebagaimana tercetak di dokumen, misalnya "Invoice No."');

export const ZIdParam = z.object({ id: z.uuid().describe('Pengenal') });

/** `true`/`false` in a query string. */
export const ZQueryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');
