import type { DateFormatOption } from '@vd/contract';
import { DATE_FORMATS } from '@vd/engine';

/** The day every example shows: 21 November 2026. */
const EXAMPLE = { year: 2026, month: 11, day: 21 };
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The tokens of `format-data/dates`, longest first: how each prints and what it means. */
const TOKENS: ReadonlyArray<{ token: string; print: (d: typeof EXAMPLE) => string; meaning: string }> = [
  { token: 'YYYY', print: (d) => String(d.year), meaning: 'tahun 4 angka' },
  {
    token: 'MMMM',
    print: (d) => MONTHS[d.month - 1]!,
    meaning: 'nama bulan lengkap (Inggris atau Indonesia)',
  },
  {
    token: 'MMM',
    print: (d) => MONTHS[d.month - 1]!.slice(0, 3),
    meaning: 'nama bulan singkat (Inggris atau Indonesia)',
  },
  { token: 'YY', print: (d) => String(d.year % 100).padStart(2, '0'), meaning: 'tahun 2 angka' },
  { token: 'MM', print: (d) => String(d.month).padStart(2, '0'), meaning: 'bulan 2 angka' },
  { token: 'DD', print: (d) => String(d.day).padStart(2, '0'), meaning: 'tanggal 2 angka' },
  { token: 'M', print: (d) => String(d.month), meaning: 'bulan' },
  { token: 'D', print: (d) => String(d.day), meaning: 'tanggal' },
];

const SEPARATORS: Record<string, string> = {
  '/': 'garis miring',
  '-': 'tanda hubung',
  '.': 'titik',
  ' ': 'spasi',
  ',': 'koma',
};

/** A format split into its tokens and literal separators. */
function parts(format: string): Array<{ token?: (typeof TOKENS)[number]; literal?: string }> {
  const out: Array<{ token?: (typeof TOKENS)[number]; literal?: string }> = [];
  let rest = format;
  while (rest.length > 0) {
    const token = TOKENS.find((t) => rest.startsWith(t.token));
    out.push(token ? { token } : { literal: rest[0] });
    rest = rest.slice(token ? token.token.length : 1);
  }
  return out;
}

/** "Tanggal 2 angka, nama bulan singkat, tahun 4 angka; dipisah tanda hubung". */
function describe(format: string): string {
  const split = parts(format);
  const meanings = split.flatMap((p) => (p.token ? [p.token.meaning] : []));
  const separators = [
    ...new Set(split.flatMap((p) => (p.literal ? [SEPARATORS[p.literal] ?? p.literal] : []))),
  ];
  const text = meanings.join(', ');
  const sentence = `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
  return separators.length ? `${sentence}; dipisah ${separators.join(' dan ')}` : sentence;
}

/** GET format-data/dates: the engine's date formats, each printed on 21 November 2026 and explained. */
export function dateFormatOptions(): DateFormatOption[] {
  return DATE_FORMATS.map((format) => ({
    format,
    example: parts(format)
      .map((p) => (p.token ? p.token.print(EXAMPLE) : p.literal))
      .join(''),
    description: describe(format),
  }));
}
