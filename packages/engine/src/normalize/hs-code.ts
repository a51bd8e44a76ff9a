import { EMPTY_REASON, fail, invalid, type Normalized, ok } from './result.ts';

/** HS code: digits only; 8 digits (BTKI 2022), 6 (international HS) or 10 (older books) accepted. */
export const normalizeHsCode = (text: string): Normalized => {
  const match = text.match(/\d[\d.\s-]{4,14}\d/);
  if (!match) return fail(text.trim() ? 'Kode HS tidak ditemukan.' : EMPTY_REASON);
  const digits = match[0].replace(/\D/g, '');
  if (![6, 8, 10].includes(digits.length))
    return invalid(`Kode HS harus 6, 8 atau 10 digit (terbaca ${digits.length}).`);
  return ok(digits);
};
