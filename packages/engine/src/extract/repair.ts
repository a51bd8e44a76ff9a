import { distance } from 'fastest-levenshtein';
import { MONTH_NAMES, monthOf } from '../normalize/months.ts';
import { AMOUNT_TYPES, type DataType } from '../types.ts';

/** OCR text made to fit its data type, and the kinds of repair that took. */
export interface Repaired {
  text: string;
  /** Kinds of repair made (each lowers the read's confidence); empty when the text was kept. */
  repairs: string[];
}

const DIGIT_TYPES: ReadonlySet<DataType> = new Set([
  'number',
  'money',
  'weight',
  'quantity',
  'hs_code',
  'npwp',
  'aju',
  'date',
]);

/** Letters OCR reads for digits, undone only inside a run of digits. */
const AS_DIGIT: Record<string, string> = {
  O: '0',
  o: '0',
  Q: '0',
  D: '0',
  I: '1',
  l: '1',
  '|': '1',
  ']': '1',
  '!': '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
  G: '6',
};

/** A vertical stroke read at either end of a number ("1500|", "|2400"): a column's rule, or a 1. */
const STROKE_AT_EDGE = /(?:^|\s)[|\]!](?=\d)|\d[|\]!](?=\s|$)/;

/** Letters after a number's last digit that are read for digits: round and straight ones only. */
const TRAILING_DIGITS = /^[OoQDIl|!.,]*$/;

/**
 * Letters among digits ("1O.5OO", "2I6"; "2]226,90", a 1 read as a bracket): a run of digits,
 * separators and such letters holding a digit, not touching other letters ("150BAGS" is a number
 * and a unit, not 1508). Letters after the last digit are taken for digits only when they look
 * like 0 or 1: "10BG" is ten bags (a package code), not 1086.
 */
const repairDigits = (text: string): string =>
  text.replace(
    /(?<![A-Za-z])[\dOoQDIl|\]!SsBZG][\dOoQDIl|\]!SsBZG.,]*[\dOoQDIl|\]!SsBZG](?![A-Za-z])|\d/g,
    (run) => {
      if (!/\d/.test(run)) return run;
      const last = run.search(/\d[^\d]*$/) + 1;
      const tail = run.slice(last);
      const body = [...run.slice(0, last)].map((c) => AS_DIGIT[c] ?? c).join('');
      return body + (TRAILING_DIGITS.test(tail) ? [...tail].map((c) => AS_DIGIT[c] ?? c).join('') : tail);
    },
  );

/** A month's name in a date, letters only (a period after it is the abbreviation's). */
const MONTH_WORD = /[A-Za-z]+/g;
const MASK = '\u0000';

/**
 * A date's digits repaired where a month's name touches them ("O3DEC26", the IATA writing
 * 03DEC26): the name stands as a separator, so the letters of "O3" are a run of their own and the
 * name's own letters (a D of DEC) are never taken for digits.
 */
const repairDigitsBesideMonths = (text: string): string => {
  const months: string[] = [];
  const masked = text.replace(MONTH_WORD, (word) => {
    if (monthOf(word) === undefined) return word;
    months.push(word);
    return MASK;
  });
  let next = 0;
  return repairDigits(masked).replace(new RegExp(MASK, 'g'), () => months[next++] ?? '');
};

/** Identifiers printed in digit groups parted by periods (an NPWP, an HS code, an aju). */
const DOTTED: ReadonlySet<DataType> = new Set(['npwp', 'hs_code', 'aju']);

/**
 * Separators OCR confuses in numbers: "1.234;50" -> "1.234,50", "1 .234" -> "1.234"; in a dotted
 * identifier a speck makes its period a colon or a comma ("05.582:880.0-776.000"): a period.
 */
const repairSeparators = (type: DataType, text: string): string =>
  DOTTED.has(type)
    ? text.replace(/(\d)\s?[;:,](\d)/g, '$1.$2')
    : text.replace(/(\d)\s?[;:](\d)/g, '$1,$2').replace(/(\d) ([.,]\d{3}\b)/g, '$1$2');

/** Amounts that never carry a currency sign: a sign glued to a digit there is a misread digit. */
const SIGNLESS_AMOUNTS: ReadonlySet<DataType> = new Set(['number', 'weight', 'quantity']);
/** A sign or symbol touching a digit ("£6.600 CBM": a 5 read as a pound sign). */
const GLUED_SIGN = /[^\p{L}\p{N}\s.,'\-/()%][\p{N}]/u;

/**
 * Digit groups parted by a space, the next of exactly three digits ("10 800.00": a thousands
 * separator lost to a speck, or written as a space): one number, never its last group alone.
 */
const joinGroups = (text: string): string => text.replace(/(\d) (?=\d{3}(?:[.,]\d|(?![\d.,])))/g, '$1');

/** A word that is one letter off a month name ("JuUL", "Decernber") becomes that name. */
const repairMonth = (word: string): string => {
  if (monthOf(word) !== undefined || !/^[A-Za-z]{3,10}\.?$/.test(word)) return word;
  const bare = word.replace(/\.$/, '').toLowerCase();
  const near = MONTH_NAMES.filter((name) => distance(name, bare) <= (name.length <= 4 ? 1 : 2));
  if (near.length === 0) return word;
  const best = near.sort((a, b) => distance(a, bare) - distance(b, bare))[0] ?? '';
  const others = near.filter(
    (n) => distance(n, bare) === distance(best, bare) && monthOf(n) !== monthOf(best),
  );
  return others.length > 0 ? word : best.toUpperCase();
};

/**
 * An amount whose separators are all one mark, the last before two digits ("34.311.40" read for
 * 34.311,40, "20,553,00"): its decimal separator read as the thousands one. In either writing
 * the value is the same: written as the document writes amounts (the caller doubts it).
 */
const ONE_MARK = /(?<![\d.,])(\d{1,3})([.,])(\d{3}(?:\2\d{3})*)\2(\d{2})(?![\d.,])/u;
export const decimalRestored = (type: DataType, text: string, writing: 'id' | 'en'): string | undefined => {
  if (!AMOUNT_TYPES.has(type)) return undefined;
  const [thousands, decimal] = writing === 'id' ? ['.', ','] : [',', '.'];
  const restored = text.replace(
    ONE_MARK,
    (_, head: string, mark: string, groups: string, cents: string) =>
      `${head}${thousands}${groups.split(mark).join(thousands)}${decimal}${cents}`,
  );
  return restored === text ? undefined : restored;
};

/**
 * Repairs OCR text by its data type (never text read from a text layer): letters read for digits
 * inside numbers and identifiers (O/0, I/1, S/5, B/8, Q/G), confused decimal separators, month names
 * one letter off. Text, ports and countries are left as read; a container number is repaired by its
 * normaliser, where the check digit proves the repair. Signs that cannot be told back into a digit
 * are doubted (`glyph`): a sign glued to a digit of an amount that never carries one, and a percent
 * sign in any amount whose sample prints none (`samplePercent` false: "439%" for 43,996 m3).
 */
export const repairByType = (type: DataType, text: string, samplePercent = false): Repaired => {
  if (!DIGIT_TYPES.has(type)) return { text, repairs: [] };
  const repairs: string[] = [];
  let repaired = text;
  if (type === 'date') {
    const months = repaired.replace(/[A-Za-z]+\.?/g, (word) => repairMonth(word));
    if (months !== repaired) repairs.push('month');
    repaired = months;
  }
  const digits = type === 'date' ? repairDigitsBesideMonths(repaired) : repairDigits(repaired);
  if (digits !== repaired) repairs.push('digits');
  // A stroke at a number's edge is as likely a table's ruling as a 1 ("1500|": 15001, sure).
  if (digits !== repaired && STROKE_AT_EDGE.test(repaired)) repairs.push('glyph');
  const separators = repairSeparators(type, digits);
  const grouped = AMOUNT_TYPES.has(type) ? joinGroups(separators) : separators;
  if (grouped !== digits) repairs.push('separators');
  // Not repaired (which digit it was cannot be told), but the value is doubtful.
  const glued = SIGNLESS_AMOUNTS.has(type) && GLUED_SIGN.test(grouped);
  const percent = AMOUNT_TYPES.has(type) && !samplePercent && grouped.includes('%');
  if ((glued || percent) && !repairs.includes('glyph')) repairs.push('glyph');
  return { text: grouped, repairs };
};
