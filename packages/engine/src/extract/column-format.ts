import { AMOUNT_TYPES, type ExtractedValue } from '../types.ts';
import { doubted, REASONS } from './confidence.ts';

/** What a cell written unlike its column costs its confidence (below any threshold from a sure read). */
export const COLUMN_FORMAT_FACTOR = 0.5;
/** A column's decimals must be written alike on this many rows, and this share of them, to be its writing. */
const MIN_ROWS = 2;
const MIN_SHARE = 0.6;

/**
 * How many digits a number cell prints after its last separator (2 for "9.000,00 KGM" and for
 * "2.64", 0 for "118"). Only the first number of the text counts. The separator itself does not: a
 * comma read as a period ("274.38" among "1.234,50") is a slip the amount's own checks weigh.
 */
export const decimalsOf = (text: string): number | undefined => {
  const number = /\d(?:[\d.,]*\d)?/.exec(text)?.[0];
  if (number === undefined) return undefined;
  return /[.,](\d+)$/.exec(number)?.[1]?.length ?? 0;
};

/**
 * How a cell of a checked column is written: an amount's decimals (`decimalsOf`), an HS code's
 * digits (a document's HS codes are all of one length: 8 in the BTKI, 6 or 10 elsewhere).
 */
const shapeOf = (value: ExtractedValue): number | undefined =>
  value.type === 'hs_code'
    ? typeof value.value === 'string'
      ? value.value.replace(/\D/g, '').length
      : undefined
    : decimalsOf(value.text);

/** Whether a column's usual shape tells anything: an amount's 0 or 3 decimals may be no decimals at all. */
const telling = (type: ExtractedValue['type'], usual: number): boolean =>
  type === 'hs_code' || (usual !== 0 && usual !== 3);

/**
 * Whether an amount cell was read as a fraction of a whole. In a column of whole numbers, its
 * separator was a thousands one read as the document's decimal sign ("2.400" among "60,000" and
 * "1800" read 2.4 for 2,400), or a speck read as one.
 */
const fraction = (cell: ExtractedValue): boolean =>
  typeof cell.value === 'number' && !Number.isInteger(cell.value);

/**
 * A table's number columns checked by how their cells are written: a system prints a column with
 * the same decimals on every row ("9.000,00", "2.000,00"), so where most rows of a column read by
 * OCR, and not in review for their own read, print the same number of digits after their last
 * separator (not three, which may be a thousands group), a cell printing another number lost or
 * gained a separator to OCR ("118" read for 1.18 with its point lost, "1" for 1.260,00 under a
 * stamp): it loses confidence and needs review, with the reason. An HS code column likewise by its
 * codes' length; an HS code of another length is no item's more likely than a misread one (a bank
 * account "0882 4417 19" under the last item read as a fifth row on outside-19-scan's invoice), so
 * its row's other cells are doubted too (`REASONS.hsRow`). A column that mostly prints no decimals
 * and whose cells are mostly whole numbers holds whole numbers: a cell of it read as a fraction is
 * doubted (`fraction`; where most print three digits after a separator, those may be decimals, and
 * "272.400" among "1,200.000" is a weight of its column). Text-layer reads are left
 * as they are (a column written two ways there is the document's).
 */
export const checkColumnFormat = (
  values: ExtractedValue[],
  ocrPages: ReadonlySet<number>,
  threshold: number,
): ExtractedValue[] => {
  // Each column's cells with their shape, by group and label.
  const columns = new Map<string, Array<{ cell: ExtractedValue; shape: number | undefined }>>();
  for (const value of values) {
    const checked = AMOUNT_TYPES.has(value.type) || value.type === 'hs_code';
    if (value.group === undefined || !checked || value.value === null) continue;
    // Cells in review already are OCR's doubtful reads ("38 50"): they neither show the column's
    // writing nor need doubting again.
    if (!ocrPages.has(value.page) || value.review) continue;
    const key = `${value.group}\u0000${value.label}`;
    columns.set(key, [...(columns.get(key) ?? []), { cell: value, shape: shapeOf(value) }]);
  }
  const odd = new Set<ExtractedValue>();
  for (const cells of columns.values()) {
    const counts = new Map<number, number>();
    for (const { shape } of cells) if (shape !== undefined) counts.set(shape, (counts.get(shape) ?? 0) + 1);
    const [usual, held] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
    const type = cells[0]?.cell.type ?? 'money';
    if (telling(type, usual)) {
      if (held < MIN_ROWS || held / cells.length < MIN_SHARE) continue;
      for (const { cell, shape } of cells) if (shape !== usual) odd.add(cell);
    } else if (usual === 0) {
      const fractions = cells.filter(({ cell }) => fraction(cell));
      const wholes = cells.length - fractions.length;
      if (wholes < MIN_ROWS || wholes / cells.length < MIN_SHARE) continue;
      for (const { cell } of fractions) odd.add(cell);
    }
  }
  const rowOf = (v: ExtractedValue) => `${v.group}\u0000${v.row}`;
  const oddRows = new Set([...odd].filter((v) => v.type === 'hs_code').map(rowOf));
  return values.map((value) => {
    if (odd.has(value))
      return doubted(
        value,
        COLUMN_FORMAT_FACTOR,
        threshold,
        value.type === 'hs_code' ? REASONS.hsRow : REASONS.columnFormat,
      );
    if (
      value.group !== undefined &&
      value.value !== null &&
      ocrPages.has(value.page) &&
      oddRows.has(rowOf(value))
    )
      return doubted(value, COLUMN_FORMAT_FACTOR, threshold, REASONS.hsRow);
    return value;
  });
};
