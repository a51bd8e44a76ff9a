import { EMPTY_REASON, fail, invalid, type Normalized, ok } from './result.ts';

/** ISO 6346 letter values: A=10 upward, skipping multiples of 11. */
const letterValue = (letter: string): number => {
  let value = 10;
  for (let code = 65; code < letter.charCodeAt(0); code++) {
    value++;
    if (value % 11 === 0) value++;
  }
  return value;
};

/** The ISO 6346 check digit of the first 10 characters (owner, category, serial). */
export const containerCheckDigit = (first10: string): number => {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const ch = first10[i] ?? '0';
    const value = /[A-Z]/.test(ch) ? letterValue(ch) : Number(ch);
    sum += value * 2 ** i;
  }
  return (sum % 11) % 10;
};

/** OCR confusions between letters and digits, undone only where the check digit then verifies. */
const AS_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '8': 'B' };
const AS_DIGIT: Record<string, readonly string[]> = {
  O: ['0'],
  Q: ['0'],
  D: ['0'],
  I: ['1'],
  L: ['1'],
  Z: ['2'],
  S: ['5'],
  // A B among the serial's digits is an 8 as often as a 6 ("OOLUB160235" for OOLU6160235).
  B: ['8', '6'],
  G: ['6'],
};

/** Every reading of a serial's characters as digits (each letter by its options). */
const digitReadings = (chars: readonly string[]): string[] =>
  chars.reduce<string[]>(
    (readings, c) => readings.flatMap((r) => (AS_DIGIT[c] ?? [c]).map((d) => r + d)),
    [''],
  );

/**
 * The container number a read holds once letters and digits OCR confused are undone, where the
 * check digit then verifies: the first 11 characters that do, and only when one reading of them
 * does (two that both verify, a B read as 8 or as 6, leave the read unrepaired).
 */
const repaired = (compact: string): string | undefined => {
  for (let i = 0; i + 11 <= compact.length; i++) {
    const chars = [...compact.slice(i, i + 11)];
    const letters = chars
      .slice(0, 4)
      .map((c) => AS_LETTER[c] ?? c)
      .join('');
    const verified = digitReadings(chars.slice(4))
      .map((digits) => letters + digits)
      .filter(
        (candidate) =>
          /^[A-Z]{3}[UJZ]\d{7}$/.test(candidate) &&
          containerCheckDigit(candidate.slice(0, 10)) === Number(candidate[10]),
      );
    if (verified.length === 1) return verified[0];
    if (verified.length > 1) return undefined;
  }
  return undefined;
};

/** Container number: 11 characters (MSKU1234567), written "MSKU 123456-7" or similar; check digit verified. */
/** A container number's characters as read, without the spaces and marks it is written with. */
export const compactContainer = (text: string): string => text.toUpperCase().replace(/[\s\-./]/g, '');

export const normalizeContainer = (text: string): Normalized => {
  const compact = compactContainer(text);
  const match = compact.match(/[A-Z]{3}[UJZ]\d{7}/);
  if (!match) {
    const fixed = repaired(compact);
    if (fixed) return ok(fixed);
    return fail(text.trim() ? 'Nomor kontainer tidak ditemukan.' : EMPTY_REASON);
  }
  const number = match[0];
  if (containerCheckDigit(number.slice(0, 10)) !== Number(number[10])) {
    return invalid(`Digit pemeriksa nomor kontainer ${number} tidak cocok (ISO 6346).`);
  }
  return ok(number);
};
