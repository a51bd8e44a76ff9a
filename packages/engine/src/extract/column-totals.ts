import { AMOUNT_TYPES, type ExtractedValue } from '../types.ts';
import { doubted, REASONS, ROW_DOUBTS } from './confidence.ts';
import { placingsWhere, printedAs } from './row-arithmetic.ts';

/** What a total that is not its column's sum keeps of its confidence (below any threshold from a sure read). */
export const COLUMN_TOTAL_FACTOR = 0.5;
/**
 * Rows a column needs on the sample to sum to a total. One: a sample of one item prints its amount
 * again as the total, and the two are as much the same figure as any sum (the outside sets' samples
 * are mostly of one item).
 */
const MIN_ROWS = 1;
/**
 * The types a total under its rows' sum is doubted for: money and weights (in kilograms whatever
 * the unit printed) mean the same on every document of a template. A count does not: a sample
 * whose packages (4,550 cartons) were the sum of its items' quantities (in cartons too) says
 * nothing of a document counting its items in pieces (40,800 under 2,050 cartons, outside-11's
 * copies); a count is still proven by its rows' sum, which no such change of unit makes by chance.
 */
const DOUBTED_TYPES: ReadonlySet<string> = new Set(['money', 'weight']);

/** A single amount the sample prints as the sum of a table's column: "TOTAL" under "AMOUNT". */
export interface ColumnTotal {
  /** The single placement's label. */
  total: string;
  group: string;
  /** The label of the group's column it sums. */
  column: string;
}

/** A read's number; undefined where it read none. */
const numberOf = (v: ExtractedValue): number | undefined =>
  typeof v.value === 'number' ? v.value : undefined;

/** The rows' values of one column of a group, in row order; undefined where a row read none. */
const columnOf = (values: readonly ExtractedValue[], group: string, column: string) =>
  values.filter((v) => v.group === group && v.label === column).map(numberOf);

/** A sum of `rows` amounts and a total as the same figure: to half a cent a row. */
const same = (added: number, total: number, rows: number): boolean =>
  Math.abs(added - total) <= rows * 0.0051 + 1e-9;

/**
 * How far under its rows' sum a total must be to be no total of them: a hundredth. What a total
 * covers may differ from the sample's without any misread: an FOB value under items priced CIP
 * (5,910.80 under 7,668.00, outside-14-scan), a net weight beside items weighed otherwise (256.60
 * under 5,140), a discount; such differences take a share off the sum, never all but a hundredth
 * of it. A figure read from elsewhere or with its digits lost does ("0.21" under 2,895,631.10, "9"
 * under 973,071).
 */
const FAR_UNDER = 0.01;

/**
 * A total too far under the rows read to be theirs (`FAR_UNDER`). Amounts are never negative: a
 * row the table's read missed makes the sum smaller, never larger, so a total above the rows' sum
 * says nothing (on the outside copies every such total was right, its table read short of a row
 * or more).
 */
const under = (added: number, total: number): boolean => total < added * FAR_UNDER;

/**
 * A read and the figure its rows prove as the same number, as printed: a read's stray mark taken
 * for a digit ("9.964,00|", 9964.001, beside rows of 9,964) is another number, however near.
 */
const exactly = (added: number, read: number): boolean =>
  Math.abs(added - read) <= 1e-12 * Math.max(1000, Math.abs(added)); // a sum's floating-point error

const sum = (numbers: readonly number[]): number => numbers.reduce((a, b) => a + b, 0);

/**
 * The totals the sample proves: a single amount equal, to the cent, to the sum of an amount
 * column of a table, every row read (the invoice's total under its amounts,
 * the packing list's net weight under the items' weights). Learnt from the sample's own values,
 * as the row arithmetic learns its product from a table's rows: no label's name decides it.
 */
export const columnTotalsOf = (sample: readonly ExtractedValue[]): ColumnTotal[] => {
  const columns = new Map<string, { group: string; column: string }>();
  for (const v of sample)
    if (v.group !== undefined && AMOUNT_TYPES.has(v.type))
      columns.set(`${v.group}\u0000${v.label}`, { group: v.group, column: v.label });
  const totals: ColumnTotal[] = [];
  for (const single of sample) {
    if (single.group !== undefined || !AMOUNT_TYPES.has(single.type) || typeof single.value !== 'number')
      continue;
    if (single.value === 0) continue;
    for (const { group, column } of columns.values()) {
      const rows = columnOf(sample, group, column);
      if (rows.length < MIN_ROWS || rows.some((n) => n === undefined)) continue;
      const added = sum(rows as number[]);
      if (same(added, single.value, rows.length)) totals.push({ total: single.label, group, column });
    }
  }
  return totals;
};

/** A read out of review, as sure as the reads that proved it (its text stays as read). */
const proven = (read: ExtractedValue, by: readonly ExtractedValue[]): ExtractedValue => {
  const { reason: _, ...rest } = read;
  return {
    ...rest,
    confidence: Math.max(read.confidence, Math.min(...by.map((v) => v.confidence))),
    review: false,
  };
};

/** The digits of a number's whole part. */
const wholeDigits = (n: number): string => String(Math.trunc(Math.abs(n)));

/**
 * True when `read` is `meant` with digits added at the start or the end of its whole part, the
 * decimals the same: "11500,00" of 500,00, "14.830,0000" of 4.830.
 */
const digitsAdded = (read: number, meant: number): boolean => {
  if (!exactly(read - Math.trunc(read), meant - Math.trunc(meant))) return false;
  const [printed, kept] = [wholeDigits(read), wholeDigits(meant)];
  return kept.length < printed.length && (printed.endsWith(kept) || printed.startsWith(kept));
};

/**
 * The one scanned row of a column whose whole part, less digits at its start or its end, makes
 * the rows' sum the total exactly: OCR read a rule or a stamp's edge beside the amount as digits
 * ("11500,00" for "500,00" under a "DIPERIKSA GUDANG" stamp on outside-4-scan's packing list, the
 * total 2.040,00 and the other rows 1.020, 330 and 190). The total need not be sure itself (the
 * stamp garbled it too): that the other rows and it agree to the cent once those digits go is
 * what tells. Undefined unless exactly one row does so.
 */
const paddedRow = (
  rows: readonly ExtractedValue[],
  added: number,
  total: number,
  ocrPages: ReadonlySet<number>,
): ExtractedValue | undefined => {
  if (exactly(added, total) || total <= 0) return undefined;
  const found = rows.filter((row) => {
    const value = numberOf(row);
    if (value === undefined || !ocrPages.has(row.page)) return false;
    const meant = value - (added - total);
    return meant > 0 && digitsAdded(value, meant);
  });
  return found.length === 1 ? found[0] : undefined;
};

/**
 * A total whose figure, to the cent, is the last digits of its rows' sum, fewer of them ("820.00"
 * under items of 12,000.00 and 9,820.00 on a photographed packing list: "21" lost to the cell's
 * rule): the total cut short, not another total, whatever share of the sum it is. A round figure
 * (one digit and zeros) may end a sum by chance, and tells nothing.
 */
const lostLeading = (added: number, total: number): boolean => {
  const sumCents = String(Math.round(added * 100));
  const totalCents = String(Math.round(total * 100));
  const significant = totalCents.replace(/0+$/, '');
  return (
    total > 0 &&
    significant.length >= 2 &&
    totalCents.length < sumCents.length &&
    sumCents.endsWith(totalCents)
  );
};

/**
 * A total whose whole part, less digits at its start or its end (same decimals), is the sum of
 * the rows read, to the cent: a stroke or a rule's edge beside the figure read as a digit
 * ("14.830,0000" over items of 2.548, 1.610 and 672 kg on outside-19-scan set 3's night photo of a
 * PEB). The rows count though in review (their figures were read; where their row starts is what is
 * doubted) and though one is not read at all (that one the header line taken for a row there): a
 * figure ending in the very digits of the others' sum is no chance. A sum of one digit and zeros
 * may be, and tells nothing.
 */
const paddedTotal = (added: number, total: number): boolean => {
  if (added <= 0 || exactly(added, total)) return false;
  return wholeDigits(added).replace(/0+$/, '').length >= 2 && digitsAdded(total, added);
};

/**
 * The one row in review whose digits, their separator placed otherwise (or one of them taken for
 * it: `printedAs`), are exactly what the total less the other rows leaves ("270350" for 2,703.50
 * under a total of 16,248.90 beside 13,545.40: the point lost on a noisy scan). The digits read,
 * proven by the sure total and rows as a check digit proves a container; undefined unless exactly
 * one placing does.
 */
const placedBack = (row: ExtractedValue, meant: number): number | undefined => {
  const read = numberOf(row);
  if (read === undefined || meant <= 0) return undefined;
  const found = placingsWhere(printedAs(read), (p) => exactly(p, meant));
  return found.length === 1 ? found[0] : undefined;
};

/**
 * Totals checked against the column they sum on the sample. Where every row of the column was read
 * sure (none in review, none empty) on a scanned page, and a total of money or weight is under a
 * hundredth of the rows' sum (`under`), the total is doubted: its own read is the one that makes no
 * sense with the rows' ("0.21" read under items of 2,063,031.75 and 832,599.35, a figure beside
 * another caption on page 2). A total in review that is the rows' sum exactly (`exactly`) is
 * proven by them, as sure as the least sure row; so is the one row in review of a column whose
 * total and other rows are sure, when it is the total less the others exactly ("13.200,0000" at 0.16
 * beside a total of 16.200 and a row of 3.000), as a row's two sure numbers settle its third
 * (row-arithmetic.ts). A row in review for its key (`rowKey`: maybe no item) is never proven.
 * A scanned total read sure whose figure is the last digits of the rows' sum (`lostLeading`) is
 * doubted, the rows sure or not: its leading digits were lost; one whose figure less digits at its
 * start or end is the sum of the rows read (`paddedTotal`), in review or not, is doubted: digits were
 * added. Text-layer totals are left as they
 * are (a sum that does not hold there is the document's, for the validation to show, not the
 * reading's).
 */
export const checkColumnTotals = (
  values: ExtractedValue[],
  totals: readonly ColumnTotal[],
  ocrPages: ReadonlySet<number>,
  threshold: number,
): ExtractedValue[] => {
  const changed = new Map<ExtractedValue, ExtractedValue>();
  for (const { total, group, column } of totals) {
    const read = values.find((v) => v.label === total && v.group === undefined);
    const rows = values.filter((v) => v.group === group && v.label === column);
    if (!read || typeof read.value !== 'number' || rows.length < MIN_ROWS) continue;
    if (!ocrPages.has(read.page) && !rows.some((v) => ocrPages.has(v.page))) continue;
    const numbers = rows.map(numberOf);
    const figures = numbers.filter((n): n is number => n !== undefined);
    if (
      !read.review &&
      ocrPages.has(read.page) &&
      figures.length >= 2 &&
      paddedTotal(sum(figures), read.value)
    ) {
      changed.set(read, doubted(read, COLUMN_TOTAL_FACTOR, threshold, REASONS.paddedTotal));
      continue;
    }
    if (numbers.some((n) => n === undefined)) continue;
    const added = sum(numbers as number[]);
    const doubtful = rows.filter((v) => v.review);
    const padded = doubtful.length === 0 ? paddedRow(rows, added, read.value, ocrPages) : undefined;
    if (!read.review && ocrPages.has(read.page) && lostLeading(added, read.value))
      changed.set(read, doubted(read, COLUMN_TOTAL_FACTOR, threshold, REASONS.columnTotal));
    else if (padded) changed.set(padded, doubted(padded, COLUMN_TOTAL_FACTOR, threshold, REASONS.paddedRow));
    else if (doubtful.length === 0) {
      if (read.review && exactly(added, read.value)) changed.set(read, proven(read, rows));
      else if (!read.review && DOUBTED_TYPES.has(read.type) && under(added, read.value))
        changed.set(read, doubted(read, COLUMN_TOTAL_FACTOR, threshold, REASONS.columnTotal));
    } else if (doubtful.length === 1 && !read.review && !ROW_DOUBTS.has(doubtful[0]!.reason ?? '')) {
      const row = doubtful[0]!;
      const by = [read, ...rows.filter((v) => !v.review)];
      if (exactly(added, read.value)) changed.set(row, proven(row, by));
      else {
        const meant = placedBack(row, read.value - (added - (numberOf(row) ?? 0)));
        if (meant !== undefined) changed.set(row, { ...proven(row, by), value: meant });
      }
    }
  }
  return values.map((v) => changed.get(v) ?? v);
};
