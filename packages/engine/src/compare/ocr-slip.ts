/**
 * Whether two values of a label could be one value read twice, one read slipping on a scan's
 * glyphs (docs/review.md, "A difference one misread explains"): the comparison does not call such
 * a pair Tidak Sesuai on a scanned read alone, since a confident misread is as likely as a real
 * difference; it says Perlu Diperiksa.
 */

/**
 * Glyphs OCR takes for one another on scans (tesseract on 150-200 DPI copies, fax and JPEG noise:
 * bench/README.md's wrong reads). Each string is a group: any two of its characters are lookalikes.
 */
const LOOKALIKE_GROUPS = [
  '0689DOQ',
  '38B',
  '17IL|',
  '14',
  '5S6',
  '2Z',
  '6G',
  'CG',
  'EF',
  'HM',
  'NM',
  'UV',
  'KX',
];

const lookalikes = (a: string, b: string): boolean =>
  LOOKALIKE_GROUPS.some((group) => group.includes(a) && group.includes(b));

/** The same text but one character, whose two forms are lookalikes. */
const oneLookalike = (a: string, b: string): boolean => {
  if (a.length !== b.length) return false;
  const differing = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
  return differing.length === 1 && lookalikes(a[differing[0]!]!, b[differing[0]!]!);
};

/**
 * One character more at either end: a digit lost beside a ruled line or a frame, a speck kept as
 * a trailing mark.
 */
const oneAtAnEnd = (a: string, b: string): boolean => {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return (
    short.length >= 2 &&
    long.length === short.length + 1 &&
    (long.slice(1) === short || long.slice(0, -1) === short)
  );
};

/** A number's digits without its separators and without the zeros a decimal part pads it with. */
const significantDigits = (n: number): string =>
  String(Math.abs(n))
    .replace('.', '')
    .replace(/^0+|0+$/g, '');

/**
 * True when `a` and `b` differ as one OCR slip makes them differ: one lookalike character (3 and
 * 8, O and 0, M and H), one character lost at an end, a space lost or added; for numbers also the
 * same digits with the separator read at another place ("1.690" for 1,690, 6800 for 6,800). Case
 * and surrounding spaces aside; equal values are not a slip.
 */
export function oneSlipApart(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') {
    if (a === b || Math.sign(a) !== Math.sign(b)) return false;
    const digits = significantDigits(a);
    if (digits.length >= 2 && digits === significantDigits(b)) return true;
    return oneSlipApart(String(a), String(b));
  }
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  const x = a.trim().toUpperCase();
  const y = b.trim().toUpperCase();
  if (x === y) return false;
  const [spacelessX, spacelessY] = [x.replace(/\s+/g, ''), y.replace(/\s+/g, '')];
  if (spacelessX === spacelessY) return true;
  return oneLookalike(x, y) || oneAtAnEnd(x, y);
}
