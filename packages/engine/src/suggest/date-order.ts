import { tokensOf } from '../extract/tokens.ts';
import { detectDateFormat, normalizeDate } from '../normalize/date.ts';

/** A date of digits only ("04/12/2026", "4-12-2026"): day and month may be either way round. */
const NUMERIC_DATE = /^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}$/;
/** Words of Indonesian captions and letters: a document in Indonesian prints several of them. */
const INDONESIAN = new Set([
  'kepada',
  'yth',
  'tanggal',
  'tgl',
  'nomor',
  'jumlah',
  'berat',
  'bersih',
  'kotor',
  'barang',
  'uraian',
  'kemasan',
  'daftar',
  'pelabuhan',
  'dikirim',
  'dengan',
  'dari',
  'hormat',
  'kami',
  'nama',
  'alamat',
  'penerima',
  'pembeli',
]);
/** Distinct Indonesian words that make a document Indonesian. */
const INDONESIAN_WORDS = 4;

/** A document's order of day and month; `assumed` when taken from its language, not printed. */
export interface DateOrder {
  format?: string;
  assumed: boolean;
}

/**
 * The order a document's numeric dates are written in, when none is given: the one all its dates
 * fit ("24/11/2026" settles "04/12/2026"); when every date fits either, a document written in
 * Indonesian is taken to write the day first, as Indonesian does (month first is the American
 * writing; docs/assisted-templating.md). `assumed` says the order was not printed but taken from
 * the language: a date read so is never proposed as sure.
 */
export const dateOrderOf = (words: readonly string[]): DateOrder => {
  const dates = words.filter((w) => NUMERIC_DATE.test(w.trim()));
  if (dates.length === 0) return { assumed: false };
  const printed = detectDateFormat(dates);
  if (printed) return { format: printed, assumed: false };
  const ambiguous = dates.every((d) => normalizeDate(d).value === null);
  const indonesian = new Set(words.flatMap(tokensOf).filter((t) => INDONESIAN.has(t))).size;
  if (!ambiguous || indonesian < INDONESIAN_WORDS) return { assumed: false };
  const separator = dates[0]!.trim().match(/[/.-]/)?.[0] ?? '/';
  const format = { '/': 'DD/MM/YYYY', '-': 'DD-MM-YYYY', '.': 'DD.MM.YYYY' }[separator];
  return format && dates.every((d) => /\d{4}$/.test(d.trim()))
    ? { format, assumed: true }
    : { assumed: false };
};
