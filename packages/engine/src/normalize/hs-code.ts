import { EMPTY_REASON, fail, invalid, type Normalized, ok } from './result.ts';

/** A date as printed beside a signature ("06-11-2026", "06.11.2026"): its 8 digits are no HS code. */
const DATE_SHAPE = /(^|[^\d.-])\d{1,2}[-./]\d{1,2}[-./](19|20)\d{2}(?![\d.-])/;

/**
 * Chapters no tariff book of the HS holds: 77 is reserved by the HS for later use, 98 and 99 are
 * left to a country's own use and BTKI 2022 makes none of them (its 97 chapters end at 97), and
 * there is no chapter 00. A heading is numbered from 01 in its chapter, never 00. On a scan, such a
 * code is a digit misread ("99011110" for 0901.11.10, outside-9-scan set 2's PEB, sure before).
 */
const NO_CHAPTER: ReadonlySet<string> = new Set(['00', '77', '98', '99']);

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
  if (NO_CHAPTER.has(digits.slice(0, 2)))
    return invalid(`Kode HS tidak ada di BTKI 2022: tidak ada bab ${digits.slice(0, 2)}.`);
  if (digits.slice(2, 4) === '00')
    return invalid(`Kode HS tidak ada di BTKI 2022: tidak ada pos ${digits.slice(0, 2)}.00.`);
  return ok(digits);
};
