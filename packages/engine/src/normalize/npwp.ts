import { EMPTY_REASON, fail, invalid, type Normalized, ok } from './result.ts';

/** Luhn check over a string of digits (the last digit is the check digit). */
export const luhnValid = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

/**
 * NPWP: 15 digits (99.999.999.9-999.999; the 9th digit is a Luhn check over the first 9) or
 * 16 digits (a company's 16-digit NPWP is 0 + the old 15, checked the same way).
 */
export const normalizeNpwp = (text: string): Normalized => {
  const match = text.match(/\d[\d.\s-]{13,22}\d/);
  if (!match) return fail(text.trim() ? 'NPWP tidak ditemukan.' : EMPTY_REASON);
  const digits = match[0].replace(/\D/g, '');
  if (digits.length !== 15 && digits.length !== 16)
    return invalid(`NPWP harus 15 atau 16 digit (terbaca ${digits.length}).`);
  const old = digits.length === 15 ? digits : digits.startsWith('0') ? digits.slice(1) : undefined;
  if (old !== undefined && !luhnValid(old.slice(0, 9))) return invalid('Digit pemeriksa NPWP tidak cocok.');
  return ok(digits);
};
