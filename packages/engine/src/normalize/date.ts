import { monthOf } from './months.ts';
import { EMPTY_REASON, fail, type Normalized, ok } from './result.ts';

/** Date formats offered by `format-data/dates`, tried in this order when none is chosen. */
export const DATE_FORMATS = [
  'DD/MM/YYYY',
  'DD-MM-YYYY',
  'DD.MM.YYYY',
  'MM/DD/YYYY',
  'YYYY-MM-DD',
  'DD-MMM-YYYY',
  'DD MMM YYYY',
  'DD MMMM YYYY',
  'MMM DD, YYYY',
  'MMMM DD, YYYY',
  'DD/MM/YY',
  'DD-MMM-YY',
] as const;

const TOKENS: ReadonlyArray<[string, string]> = [
  ['YYYY', '(?<year>\\d{4})'],
  ['MMMM', '(?<monthName>[A-Za-z]{3,10}\\.?)'],
  ['MMM', '(?<monthName>[A-Za-z]{3,10}\\.?)'],
  ['YY', '(?<year2>\\d{2})'],
  ['MM', '(?<month>\\d{1,2})'],
  ['DD', '(?<day>\\d{1,2})'],
  ['M', '(?<month>\\d{1,2})'],
  ['D', '(?<day>\\d{1,2})'],
];

/**
 * A literal of a format as a regex: spaces match any spacing, separators tolerate spaces around
 * them, and a comma may be only a space ("FEB 24 2024" for MMM DD, YYYY: OCR drops commas, and
 * the space still parts the day from the year).
 */
const literalSource = (literal: string): string => {
  if (/\s/.test(literal)) return '\\s*';
  if (literal === ',') return '(?:\\s*,\\s*|\\s+)';
  const escaped = literal.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return /[,./-]/.test(literal) ? `\\s*${escaped}\\s*` : escaped;
};

/** Compiles a `format-data/dates` format (DD, D, MM, M, MMM, MMMM, YY, YYYY, literals) to a regex. */
export const compileDateFormat = (format: string): RegExp => {
  let source = '';
  let rest = format;
  while (rest.length > 0) {
    const token = TOKENS.find(([t]) => rest.startsWith(t));
    if (token) {
      source += token[1];
      rest = rest.slice(token[0].length);
    } else {
      source += literalSource(rest[0] ?? '');
      rest = rest.slice(1);
    }
  }
  return new RegExp(`(?<![\\dA-Za-z])${source}(?![\\dA-Za-z])`, 'i');
};

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

const isoDate = (year: number, month: number, day: number): string | undefined => {
  if (month < 1 || month > 12 || day < 1 || year < 1900 || year > 2200) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
};

/** The ISO date the text holds in the given format, if it holds one. */
export const parseDateWithFormat = (text: string, format: string): string | undefined => {
  const match = compileDateFormat(format).exec(text);
  const groups = match?.groups;
  if (!groups) return undefined;
  const month = groups.monthName ? monthOf(groups.monthName) : Number(groups.month);
  const year = groups.year ? Number(groups.year) : 2000 + Number(groups.year2);
  if (!month) return undefined;
  return isoDate(year, month, Number(groups.day));
};

export interface DateOptions {
  /** The document's date format; without it the format is detected when unambiguous. */
  dateFormat?: string;
}

/** Date -> "YYYY-MM-DD". With no format, every known format is tried; disagreement gives null. */
export const normalizeDate = (text: string, options: DateOptions = {}): Normalized => {
  if (!text.trim()) return fail(EMPTY_REASON);
  if (options.dateFormat) {
    const value = parseDateWithFormat(text, options.dateFormat);
    return value ? ok(value) : fail(`Tanggal tidak sesuai format ${options.dateFormat}.`);
  }
  const found = new Set<string>();
  for (const format of DATE_FORMATS) {
    const value = parseDateWithFormat(text, format);
    if (value) found.add(value);
  }
  if (found.size === 1) return ok([...found][0] ?? null);
  if (found.size === 0) return fail('Tanggal tidak dikenali.');
  return fail('Tanggal ambigu (hari dan bulan bisa tertukar); pilih format tanggal dokumen.');
};

/**
 * The one format all of a document's date texts fit, when they fit several only if those agree
 * on every date ("25/01/2024" settles DD/MM/YYYY for "05/01/2024" on the same document).
 */
export const detectDateFormat = (texts: readonly string[]): string | undefined => {
  const present = texts.filter((t) => t.trim());
  if (present.length === 0) return undefined;
  const fitting = DATE_FORMATS.filter((format) => present.every((t) => parseDateWithFormat(t, format)));
  const [first] = fitting;
  if (!first) return undefined;
  const key = (format: string) => present.map((t) => parseDateWithFormat(t, format)).join();
  if (!fitting.every((format) => key(format) === key(first))) return undefined;
  // MMM and MMMM read the same texts: name the one the document prints (short or full names).
  const fullNames = present.some((t) => /[A-Za-z]{4,}/.test(t.replace(/\b(?:sept?|juni|juli|mei)\b/gi, '')));
  return fitting.find((format) => format.includes('MMMM') === fullNames) ?? first;
};
