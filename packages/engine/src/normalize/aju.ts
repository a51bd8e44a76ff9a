import { EMPTY_REASON, fail, invalid, type Normalized, ok } from './result.ts';

/**
 * Nomor aju: 26 alphanumerics (office 4, document code 2, company 6, date YYYYMMDD, sequence 6),
 * often shown 6-6-8-6 with dashes. Checked loosely: a real date at characters 13-20.
 */
export const normalizeAju = (text: string): Normalized => {
  const compact = text.toUpperCase().replace(/[\s\-./]/g, '');
  const match = compact.match(/[0-9A-Z]{26}/);
  if (!match) return fail(text.trim() ? 'Nomor aju harus 26 karakter.' : EMPTY_REASON);
  const aju = match[0];
  const date = aju.slice(12, 20);
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(4, 6));
  const day = Number(date.slice(6, 8));
  const parsed = new Date(Date.UTC(year, month - 1, day));
  const real =
    /^\d{8}$/.test(date) &&
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month - 1 &&
    parsed.getUTCDate() === day;
  if (!real) return invalid('Tanggal pada nomor aju (karakter 13-20) tidak valid.');
  return ok(aju);
};
