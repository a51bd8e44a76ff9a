import { verticalOverlap } from '../geometry/box.ts';
import { type NormalizeOptions, normalize } from '../normalize/index.ts';
import { AMOUNT_TYPES, type Placement, type Word } from '../types.ts';
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
  return typeFit(placement.type, cellText(placement, words, ocr), options, captions).fit > 0;
};

/** A cell's text as read, on OCR repaired by its column's type. */
const cellText = (placement: Placement, words: readonly Word[], ocr: boolean): string => {
  const text = readingText(words);
  return ocr ? repairByType(placement.type, text).text : text;
};

/** The number a cell reads as, where its column holds amounts. */
const amountOf = (read: RawRead, ocr: boolean): number | undefined => {
  const { placement, words } = read;
  if (!AMOUNT_TYPES.has(placement.type) || words.length === 0) return undefined;
  const value = normalize(placement.type, cellText(placement, words, ocr)).value;
  return typeof value === 'number' ? value : undefined;
};

/**
 * True when a row's amounts are the sums of the rows above it, column by column, in none not, and
 * in two columns that do not go up and down together (net and gross weights of goods packed
 * differently): the totals line under the items, read as one row more where the word opening it
 * ("TOTAL", left of the labelled columns) was not read (a scan's zones stop at the columns:
 * outside-18-scan's packing lists). Two columns in proportion (bags and their weight at 50 kg a
 * bag) sum together by one coincidence, not two: 10, 20 and 30 bags are three items. Two rows
 * above at least: a table's one row and its total print the same numbers, as two like items do.
 */
const sumsOfAbove = (
  kept: readonly RawRead[],
  cells: readonly RawRead[],
  amount: (read: RawRead) => number | undefined,
): boolean => {
  if (new Set(kept.map((r) => r.row ?? 1)).size < 2) return false;
  const summed: number[][] = [];
  for (const cell of cells) {
    const total = amount(cell);
    if (total === undefined) continue;
    const above = kept.filter((r) => r.placement === cell.placement).map(amount);
    if (above.length < 2 || above.some((n) => n === undefined)) continue;
    const column = above.map((n) => n ?? 0);
    const sum = column.reduce((a, n) => a + n, 0);
    // Within the rounding of printed amounts (a cent, or 0.1% of a total of rounded rows).
    if (Math.abs(sum - total) > Math.max(0.011, Math.abs(total) * 0.001)) return false;
    summed.push(column);
  }
  return summed.some((a, i) => summed.slice(i + 1).some((b) => a.length === b.length && !proportional(a, b)));
};

/**
 * True when a second row leaves empty every text cell the one row above fills (its description)
 * and repeats that row's amounts in two columns or more, more of them alike than not: the totals
 * line of a table of one item, whose "TOTAL" left of the columns was not read (outside-16-scan set
 * 1's packing list). Two like items each print their description; a column read unlike (an amount
 * OCR misread on the item's row) outvoted by the others still counts as alike.
 */
const totalOfOne = (
  kept: readonly RawRead[],
  cells: readonly RawRead[],
  amount: (read: RawRead) => number | undefined,
): boolean => {
  if (new Set(kept.map((r) => r.row ?? 1)).size !== 1) return false;
  const text = (r: RawRead) => !AMOUNT_TYPES.has(r.placement.type);
  const described = kept.filter((r) => text(r) && r.words.length > 0).map((r) => r.placement);
  if (described.length === 0) return false;
  if (cells.some((c) => described.includes(c.placement) && c.words.length > 0)) return false;
  let alike = 0;
  let unlike = 0;
  for (const cell of cells) {
    const total = amount(cell);
    const above = kept.find((r) => r.placement === cell.placement);
    const item = above && amount(above);
    if (total === undefined || item === undefined) continue;
    if (Math.abs(total - item) <= Math.max(0.011, Math.abs(total) * 0.001)) alike++;
    else unlike++;
  }
  return alike >= 2 && alike > unlike;
};

/** True when two columns' amounts keep one ratio row by row (within 1%). */
const proportional = (a: readonly number[], b: readonly number[]): boolean =>
  a.every((x, i) => a.every((y, j) => Math.abs(x * b[j]! - y * b[i]!) <= 0.01 * Math.abs(x * b[j]!)));

/**
 * The words of `aside` on a row's first line (level with its topmost word, by more than half the
 * shorter one's height): what the line prints outside the row's cells.
 */
const onFirstLine = (cells: readonly RawRead[], aside: readonly Word[]): Word[] => {
  const top = cells
    .flatMap((c) => c.words)
    .reduce<Word | undefined>((a, w) => (a === undefined || w.box.y0 < a.box.y0 ? w : a), undefined);
  return top ? aside.filter((w) => verticalOverlap(w.box, top.box) > 0.5) : [];
};

/**
 * The rows of a table up to its end. A row after the first is still an item when its line does not
 * close the table (a footer, a totals line: `closesTable`, its cells' words or the line's with
 * those printed left of the labelled columns, in `aside`; or a row whose amounts sum the rows above:
 * `sumsOfAbove`, or repeat the one row above under no description: `totalOfOne`) and more than half of the columns filled on the first row read as their types on
 * it; the first row that is not ends the table, and the rows below it are not the table's.
 */
export const untilTableEnd = (
  reads: readonly RawRead[],
  ocr: boolean,
  aside: readonly Word[] = [],
): RawRead[] => {
  const rows = new Map<number, RawRead[]>();
  for (const read of reads) rows.set(read.row ?? 1, [...(rows.get(read.row ?? 1) ?? []), read]);
  const numbers = [...rows.keys()].sort((a, b) => a - b);
  const first = rows.get(numbers[0] ?? 1) ?? [];
  const filled = new Set(first.filter((r) => r.words.length > 0).map((r) => r.placement));
  const kept: RawRead[] = [...first];
  // Each cell's amount read once: every row after the first sums the rows kept above it.
  const amounts = new Map<RawRead, number | undefined>();
  const amount = (read: RawRead) => {
    if (!amounts.has(read)) amounts.set(read, amountOf(read, ocr));
    return amounts.get(read);
  };
  for (const number of numbers.slice(1)) {
    const cells = rows.get(number) ?? [];
    const words = cells.flatMap((c) => c.words);
    if (closesTable(words) || sumsOfAbove(kept, cells, amount) || totalOfOne(kept, cells, amount)) break;
    if (words.length > 0 && closesTable([...onFirstLine(cells, aside), ...words])) break;
    const fitting = cells.filter((c) => filled.has(c.placement) && cellFits(c.placement, c.words, ocr));
    if (fitting.length * 2 <= filled.size) break;
    kept.push(...cells);
  }
  return kept;
};
