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
 * A table's number columns checked by how their cells are written: a system prints a column with
 * the same decimals on every row ("9.000,00", "2.000,00"), so where most rows of a column read by
 * OCR, and not in review for their own read, print the same number of digits after their last
 * separator (not three, which may be a thousands group), a cell printing another number lost or
 * gained a separator to OCR ("118" read for 1.18 with its point lost, "1" for 1.260,00 under a
 * stamp): it loses confidence and needs review, with the reason. Text-layer reads are left as they
 * are (a column written two ways there is the document's).
 */
export const checkColumnFormat = (
  values: ExtractedValue[],
  ocrPages: ReadonlySet<number>,
  threshold: number,
): ExtractedValue[] => {
  // Each column's cells with their decimals, by group and label.
  const columns = new Map<string, Array<{ cell: ExtractedValue; decimals: number | undefined }>>();
  for (const value of values) {
    if (value.group === undefined || !AMOUNT_TYPES.has(value.type) || value.value === null) continue;
    // Cells in review already are OCR's doubtful reads ("38 50"): they neither show the column's
    // writing nor need doubting again.
    if (!ocrPages.has(value.page) || value.review) continue;
    const key = `${value.group}\u0000${value.label}`;
    columns.set(key, [...(columns.get(key) ?? []), { cell: value, decimals: decimalsOf(value.text) }]);
  }
  const odd = new Set<ExtractedValue>();
  for (const cells of columns.values()) {
    const counts = new Map<number, number>();
    for (const { decimals } of cells)
      if (decimals !== undefined) counts.set(decimals, (counts.get(decimals) ?? 0) + 1);
    const [usual, held] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
    if (usual === 0 || usual === 3 || held < MIN_ROWS || held / cells.length < MIN_SHARE) continue;
    for (const { cell, decimals } of cells) if (decimals !== usual) odd.add(cell);
  }
  return values.map((value) =>
    odd.has(value) ? doubted(value, COLUMN_FORMAT_FACTOR, threshold, REASONS.columnFormat) : value,
  );
};
