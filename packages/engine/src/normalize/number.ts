import type { NumberFormat } from '../types.ts';
import { EMPTY_REASON, fail, type Normalized, ok } from './result.ts';

/**
 * A number: digits and separators, with a sign or an accounting bracket before it; or digits
 * grouped in threes by spaces ("16 260,00", "9 600": ERP and European writing, ISO 80000's), whose
 * one separator, if any, is then the decimal. Without the second form "9 600" read as 600, sure.
 */
const NUMBER_TOKEN =
  /(?:(?<![\w.,])[-−(])?(?:(?<![\d.,])\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?!\d)(?:[.,]\d+)?|\d[\d.,]*\d|\d)/g;

/** A space between two digits: digits grouped by spaces. */
const SPACE_GROUPED = /\d[ \u00a0\u202f]\d/;

/** Unit symbols written with a digit ("M3", "CM3", "M2", "FT3"): their digit is no number of the value. */
const UNIT_WITH_DIGIT = /(?<!\p{L})(?:[CDKM]?M|FT)[23](?![\p{L}\d])/giu;

/** The longest run of digits and separators in the text, a unit's digit ("M3") left out. */
export const findNumberToken = (text: string): string | undefined => {
  const matches = text.replace(UNIT_WITH_DIGIT, ' ').match(NUMBER_TOKEN) ?? [];
  // Prefer the longest token: "2 x 20' containers 12,345.50" -> the amount, not "2".
  return matches
    .map((m) => m.trim())
    .sort((a, b) => b.replace(/\D/g, '').length - a.replace(/\D/g, '').length)[0];
};

type Writing = 'id' | 'en';

/**
 * The writing a token proves on its own, if any: both separators present (the last is the
 * decimal), a repeated separator (thousands), one separator not followed by exactly 3 digits, or
 * one separator after digits grouped by spaces (the decimal).
 */
export const writingOf = (token: string): Writing | undefined => {
  // Grouped by spaces, its one separator is the decimal ("16 260,00").
  if (SPACE_GROUPED.test(token)) return token.includes(',') ? 'id' : token.includes('.') ? 'en' : undefined;
  const digitsAndSeps = token.replace(/[^\d.,]/g, '');
  const lastDot = digitsAndSeps.lastIndexOf('.');
  const lastComma = digitsAndSeps.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) return lastComma > lastDot ? 'id' : 'en';
  const sep = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : undefined;
  if (!sep) return undefined;
  const parts = digitsAndSeps.split(sep);
  if (parts.length > 2) return sep === '.' ? 'id' : 'en';
  const decimals = parts[1] ?? '';
  if (decimals.length !== 3) return sep === ',' ? 'id' : 'en';
  return undefined;
};

/**
 * Whether a token's two separators, or repeated one, group its digits as only that writing can
 * ("34,884.000", "1.234.567"). A token with one separator followed by other than 3 digits ("33,5")
 * proves its writing only if it is a number at all: a date's "OCT 27,2024" reads as such a token
 * too, so those weigh less (detectNumberFormat).
 */
const provesGrouping = (token: string, writing: Writing): boolean => {
  const digitsAndSeps = token.replace(/[^\d.,]/g, '');
  const separators = digitsAndSeps.replace(/\d/g, '').length;
  return separators >= 2 && parseWith(token, writing) !== undefined;
};

/**
 * The number writing a document uses, from the tokens that prove one; undefined when none does.
 * Tokens that group their digits (provesGrouping) decide when they disagree in number; the rest
 * count only when those tie.
 */
export const detectNumberFormat = (texts: readonly string[]): Writing | undefined => {
  const count = { id: 0, en: 0 };
  const grouped = { id: 0, en: 0 };
  for (const text of texts) {
    for (const token of text.match(NUMBER_TOKEN) ?? []) {
      const writing = writingOf(token);
      // A tariff code's or an NPWP's dots ("0801.11.00", "02.417.736.2") are no number's: only a
      // token that is a number in the writing it suggests counts.
      if (!writing || parseWith(token, writing) === undefined) continue;
      count[writing]++;
      if (provesGrouping(token, writing)) grouped[writing]++;
    }
  }
  const [id, en] = grouped.id !== grouped.en ? [grouped.id, grouped.en] : [count.id, count.en];
  if (id === en) return undefined;
  return id > en ? 'id' : 'en';
};

const parseWith = (token: string, writing: Writing): number | undefined => {
  const negative = /^[-−(]/.test(token);
  const body = token.replace(/[^\d.,]/g, '');
  const [thousands, decimal] = writing === 'id' ? ['.', ','] : [',', '.'];
  const parts = body.split(decimal);
  if (parts.length > 2) return undefined;
  const [intPart = '', fracPart] = parts;
  const groups = intPart.split(thousands);
  if (groups.length > 1 && groups.slice(1).some((g) => g.length !== 3)) return undefined;
  if (fracPart?.includes(thousands)) return undefined;
  const value = Number(`${groups.join('')}${fracPart !== undefined ? `.${fracPart}` : ''}`);
  if (!Number.isFinite(value)) return undefined;
  return negative ? -value : value;
};

export interface NumberOptions {
  /** Forced writing, or 'auto' (from the token, else from `documentFormat`). */
  numberFormat?: NumberFormat;
  /** The writing detected on the whole document, used when a token alone is ambiguous. */
  documentFormat?: Writing;
}

/** Parses a number token; ambiguous tokens ("1,234" with no other clue) give null, not a guess. */
export const parseNumber = (text: string, options: NumberOptions = {}): Normalized => {
  const token = findNumberToken(text);
  if (!token) return fail(text.trim() ? 'Tidak ada angka pada teks.' : EMPTY_REASON);
  const forced = options.numberFormat && options.numberFormat !== 'auto' ? options.numberFormat : undefined;
  const writing = forced ?? writingOf(token) ?? options.documentFormat;
  const plain = /^[-−(]?\d+\)?$/.test(token.replace(/\s/g, ''));
  if (!writing && !plain) return fail(`Penulisan angka "${token}" ambigu; pilih format angka dokumen.`);
  const value = parseWith(token, writing ?? 'en');
  if (value === undefined) return fail(`Angka "${token}" tidak sesuai format penulisan ${writing}.`);
  return ok(value);
};
