import type { NormalizeOptions } from '../normalize/index.ts';
import type { Placement, Word } from '../types.ts';
import { closesTableText } from './closing.ts';
import { readingText } from './lines.ts';
import type { RawRead } from './read-single.ts';
import { repairByType } from './repair.ts';
import { tokensOf } from './tokens.ts';
import { typeFit } from './type-fit.ts';

/** True when a line's first word is one that closes a table (a footer, a totals line, a sub-total). */
export const closesTable = (words: readonly Word[]): boolean => {
  const first = [...words].sort((a, b) => a.box.x0 - b.box.x0)[0];
  return first !== undefined && (closesTableText(first.text) || subtotalLine(words));
};

/**
 * True when a line is a sub-total ("Sub-total CARTONS", "Subtotal", "Sub Total"): it closes a run of
 * rows (a packing list's cartons, then its bags), not the table, whose rows may go on under it.
 */
export const subtotalLine = (words: readonly Word[]): boolean => {
  const tokens = tokensOf(
    [...words]
      .sort((a, b) => a.box.x0 - b.box.x0)
      .slice(0, 2)
      .map((w) => w.text)
      .join(' '),
  );
  return tokens[0] === 'subtotal' || (tokens[0] === 'sub' && tokens[1] === 'total');
};

/**
 * Whether the words of a cell read as a value of its column's type (OCR text repaired by type
 * first); `captions`: texts the value never is (extract.ts `captionsOf`).
 */
export const cellFits = (
  placement: Placement,
  words: readonly Word[],
  ocr: boolean,
  options: NormalizeOptions = {},
  captions: readonly string[] = [],
): boolean => {
  if (words.length === 0) return false;
  const text = readingText(words);
  const repaired = ocr ? repairByType(placement.type, text).text : text;
  return typeFit(placement.type, repaired, options, captions).fit > 0;
};

/**
 * The rows of a table up to its end. A row after the first is still an item when its line does not
 * close the table (a footer, a totals line: `closesTable`) and more than half of the columns filled
 * on the first row read as their types on it; the first row that is not ends the table, and the
 * rows below it are not the table's.
 */
export const untilTableEnd = (reads: readonly RawRead[], ocr: boolean): RawRead[] => {
  const rows = new Map<number, RawRead[]>();
  for (const read of reads) rows.set(read.row ?? 1, [...(rows.get(read.row ?? 1) ?? []), read]);
  const numbers = [...rows.keys()].sort((a, b) => a - b);
  const first = rows.get(numbers[0] ?? 1) ?? [];
  const filled = new Set(first.filter((r) => r.words.length > 0).map((r) => r.placement));
  const kept: RawRead[] = [...first];
  for (const number of numbers.slice(1)) {
    const cells = rows.get(number) ?? [];
    if (closesTable(cells.flatMap((c) => c.words))) break;
    const fitting = cells.filter((c) => filled.has(c.placement) && cellFits(c.placement, c.words, ocr));
    if (fitting.length * 2 <= filled.size) break;
    kept.push(...cells);
  }
  return kept;
};
