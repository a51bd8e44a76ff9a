import { EMPTY_REASON, fail, invalid, type Normalized, ok } from './result.ts';

/** A date as printed beside a signature ("06-11-2026", "06.11.2026"): its 8 digits are no HS code. */
const DATE_SHAPE = /(^|[^\d.-])\d{1,2}[-./]\d{1,2}[-./](19|20)\d{2}(?![\d.-])/;

/** HS code: digits only; 8 digits (BTKI 2022), 6 (international HS) or 10 (older books) accepted. */
export const normalizeHsCode = (text: string): Normalized => {
  const match = text.match(/\d[\d.\s-]{4,14}\d/);
  if (!match) return fail(text.trim() ? 'Kode HS tidak ditemukan.' : EMPTY_REASON);
  // The digits after a thousands comma belong to an amount or a weight ("19,456.000 KG").
  if (text.slice(0, match.index).match(/\d,$/)) return fail('Teks berbentuk angka, bukan kode HS.');
  if (DATE_SHAPE.test(text)) return fail('Teks berbentuk tanggal, bukan kode HS.');
  const digits = match[0].replace(/\D/g, '');
  if (![6, 8, 10].includes(digits.length))
    return invalid(`Kode HS harus 6, 8 atau 10 digit (terbaca ${digits.length}).`);
  return ok(digits);
};
