import { AMOUNT_TYPES, type ExtractedValue } from '../types.ts';
import { decimalsOf } from './column-format.ts';
import { doubted, REASONS, ROW_DOUBTS } from './confidence.ts';

/** What a failed row check costs a value's confidence (below any threshold from a sure read). */
export const ROW_ARITHMETIC_FACTOR = 0.5;
/** A table's rule must hold on this many rows, and this share of them, to be taken as its rule. */
const MIN_ROWS = 3;
const MIN_SHARE = 0.6;

/** a x b = c, within the rounding of a printed amount (half a cent, a whole unit, or 0.1%). */
const holds = (a: number, b: number, c: number): boolean =>
  Math.abs(a * b - c) <= Math.max(0.011, Math.abs(c) * 0.001, Number.isInteger(c) ? 0.51 : 0);

/**
 * a x b = c as printed: within half a unit of the amount's last place (a cent, or a whole unit for
 * a whole amount). What settles a read (`settledBy`); `holds` only tells a table's rule.
 */
const holdsExactly = (a: number, b: number, c: number): boolean =>
  Math.abs(a * b - c) <= (Number.isInteger(c) ? 0.5 : 0.005) + 1e-9;

type Rule = { a: string; b: string; c: string };

/** A number's digits with its separator placed otherwise: x * 10^k, k up to four places either way. */
const SHIFTS = [-4, -3, -2, -1, 1, 2, 3, 4];

/**
 * What a whole number read by OCR may have been printed as when its decimal separator was read as
 * a digit ("74579" for 74.79: a speck joined to the point made it a 5): each inner digit in turn
 * taken for the separator.
 */
const separatorAsDigit = (n: number): number[] => {
  const digits = String(n);
  if (!Number.isInteger(n) || !/^\d{3,}$/.test(digits)) return [];
  return [...digits.slice(1, -1)].map((_, i) => Number(`${digits.slice(0, i + 1)}.${digits.slice(i + 2)}`));
};

/** The numbers `read` may have been printed as: its separator elsewhere, or one of its digits the separator. */
export const printedAs = (read: number): number[] => [
  ...SHIFTS.map((k) => read * 10 ** k),
  ...separatorAsDigit(read),
];

/** A vertical stroke read after a number's last digit or before its first ("40|", "|2400"). */
const STROKE_AFTER = /\d[|\]!]\s*$/;
const STROKE_BEFORE = /^\s*[|\]!]\d/;

/**
 * What a read whose text has a vertical stroke at its edge may have been printed as: the stroke a
 * table's rule the repair took for a 1 ("40|" read 401 beside 465,00 and 18.600,00, a quantity
 * column's rule on every row of outside-15-scan's invoice).
 */
const withoutStroke = (cell: ExtractedValue | undefined, read: number): number[] => {
  if (!cell || !Number.isInteger(read)) return [];
  const digits = String(read);
  return [
    ...(STROKE_AFTER.test(cell.text) && digits.length > 1 && digits.endsWith('1')
      ? [digits.slice(0, -1)]
      : []),
    ...(STROKE_BEFORE.test(cell.text) && digits.length > 1 && digits.startsWith('1')
      ? [digits.slice(1)]
      : []),
  ].map(Number);
};

/** The three numbers with the one at `at` taken as `n`. */
const placedAt = (numbers: readonly number[], at: number, n: number): [number, number, number] => {
  const [a = 0, b = 0, c = 0] = numbers.map((m, i) => (i === at ? n : m));
  return [a, b, c];
};

/**
 * The one of a row's three numbers already in review for its own read (an odd separator, a low
 * OCR confidence) whose digits make the product hold with its separator elsewhere ("3.67400" read
 * for 3.674,00 beside 40 x 91.85), or with one of its digits taken for the separator ("74579" for
 * 74.79 beside 390 and 29,168.10): the row's failure is that read's, and the two numbers it agrees
 * with are not doubted for it.
 */
const misplacedSeparator = (three: ReadonlyArray<ExtractedValue | undefined>, numbers: number[]): boolean => {
  const own = three.filter((v) => v?.review);
  if (own.length !== 1) return false;
  const at = three.indexOf(own[0]);
  return printedAs(numbers[at]!).some((p) => holds(...placedAt(numbers, at, p)));
};

/** Of the values a read may have been printed as (`printedAs`), each once, those that pass `test`. */
export const placingsWhere = (placings: readonly number[], test: (placing: number) => boolean): number[] =>
  [...new Set(placings.map((p) => Number(p.toPrecision(12))))].filter(test);

/** Of the values the read at `at` may have been printed as, each once, those with which the row's product holds exactly. */
const provenPlacings = (numbers: readonly number[], at: number, placings: readonly number[]): number[] =>
  placingsWhere(placings, (p) => holdsExactly(...placedAt(numbers, at, p)));

/**
 * What settles the one read of a row in review when the row's two other numbers are sure (read
 * above the threshold, their row's key read): the product holding exactly, as printed, with its
 * value as read (it is confirmed: "6.274.50", doubted for its separators, beside 75 x 83.66), or
 * with exactly one placing of its separator ("74579" beside 390 and 29,168.10 was 74.79: the digits
 * read, proven by the two others as a check digit proves a container). The value it is settled as;
 * undefined when the row does not prove it. A number that two sure reads multiply to, digit for
 * digit, is not a guess: a misread that kept every digit and still made the product hold to the
 * cent would take two misreads agreeing.
 */
const settledBy = (
  three: ReadonlyArray<ExtractedValue | undefined>,
  numbers: readonly number[],
): { at: number; value: number } | undefined => {
  const doubtful = three.flatMap((v, i) => (v?.review ? [i] : []));
  const [at] = doubtful;
  if (doubtful.length !== 1 || at === undefined || three.some((v) => ROW_DOUBTS.has(v?.reason ?? '')))
    return undefined;
  const read = numbers[at]!;
  if (holdsExactly(...placedAt(numbers, at, read))) return { at, value: read };
  const proven = provenPlacings(numbers, at, [...printedAs(read), ...withoutStroke(three[at], read)]);
  return proven.length === 1 ? { at, value: proven[0]! } : undefined;
};

/**
 * The one read of a row of sure reads that lost its decimal separator ("540" beside 1,200 and
 * 6,480.00 was 5.40: the point lost on a scan), and the value it was printed as: a whole number
 * read with no separator at all, in a column whose other rows print decimals (`pointed`), whose
 * point placed back (or one of whose digits taken for the point) makes the product hold exactly.
 * Undefined unless exactly one of the three, placed back exactly one way, does: where two could,
 * the row does not tell which was misread.
 */
const lostSeparator = (
  three: ReadonlyArray<ExtractedValue | undefined>,
  numbers: readonly number[],
  pointed: ReadonlySet<string>,
): { at: number; value: number } | undefined => {
  const found = numbers.flatMap((read, at) => {
    const cell = three[at];
    if (!cell || !pointed.has(cell.label) || !Number.isInteger(read) || /[.,]/.test(cell.text)) return [];
    const placed = [1, 2, 3, 4].map((k) => read / 10 ** k).concat(separatorAsDigit(read));
    const proven = provenPlacings(numbers, at, placed);
    return proven.length === 1 ? [{ at, value: proven[0]! }] : [];
  });
  return found.length === 1 ? found[0] : undefined;
};

/**
 * The other reads of a row that may have lost their decimal point as well as the one at `at`
 * (`settledBy` settles it): a whole number read with no separator in a column that prints decimals,
 * with whose point placed back the row holds exactly beside a placing of the read at `at`, or its
 * read as it is. outside-3-scan's invoice read "50000" and "295" for 500.00 kg at 2.95: the price,
 * in review, was settled sure as 0.0295 by the quantity 50000 it took for sure. Either lost its
 * point, and the row does not tell which.
 */
const lostAsWell = (
  three: ReadonlyArray<ExtractedValue | undefined>,
  numbers: readonly number[],
  at: number,
  pointed: ReadonlySet<string>,
): ExtractedValue[] =>
  three.flatMap((cell, j) => {
    const read = numbers[j]!;
    if (j === at || !cell || !pointed.has(cell.label) || !Number.isInteger(read) || /[.,]/.test(cell.text))
      return [];
    const placings = [1, 2, 3, 4].map((k) => read / 10 ** k);
    const others = [numbers[at]!, ...printedAs(numbers[at]!)];
    const holdsWith = (p: number) =>
      others.some((o) => holdsExactly(...placedAt(placedAt(numbers, j, p), at, o)));
    return placings.some(holdsWith) ? [cell] : [];
  });

/** The labels of a table's columns that print decimals on one sure row at least ("5.40", "3.674,00"). */
const pointedColumns = (rows: ReadonlyMap<number, Map<string, ExtractedValue>>): Set<string> =>
  new Set(
    [...rows.values()].flatMap((row) =>
      [...row.values()].flatMap((v) => {
        const decimals = decimalsOf(v.text);
        return !v.review && decimals !== undefined && decimals > 0 && decimals !== 3 ? [v.label] : [];
      }),
    ),
  );

/** Each row's numeric values by label. */
const rowsOf = (values: readonly ExtractedValue[]): Map<number, Map<string, ExtractedValue>> => {
  const rows = new Map<number, Map<string, ExtractedValue>>();
  for (const value of values) {
    if (value.row === undefined || !AMOUNT_TYPES.has(value.type) || typeof value.value !== 'number') continue;
    const row = rows.get(value.row) ?? new Map<string, ExtractedValue>();
    row.set(value.label, value);
    rows.set(value.row, row);
  }
  return rows;
};

const numberOf = (row: Map<string, ExtractedValue>, label: string): number | undefined => {
  const value = row.get(label)?.value;
  return typeof value === 'number' ? value : undefined;
};

/** Each product of three of the table's numbers, with the rows that have its three and those it holds on. */
const productsOf = (
  rows: ReadonlyMap<number, Map<string, ExtractedValue>>,
  test: (three: ReadonlyArray<ExtractedValue | undefined>, numbers: [number, number, number]) => boolean,
  counted: (row: Map<string, ExtractedValue>, rule: Rule) => boolean = () => true,
): { rule: Rule; present: number; held: number }[] => {
  const labels = [...new Set([...rows.values()].flatMap((row) => [...row.keys()]))];
  const products: { rule: Rule; present: number; held: number }[] = [];
  for (const [i, a] of labels.entries())
    for (const b of labels.slice(i + 1))
      for (const c of labels) {
        if (c === a || c === b) continue;
        const rule = { a, b, c };
        let present = 0;
        let held = 0;
        for (const row of rows.values()) {
          const [x, y, z] = [numberOf(row, a), numberOf(row, b), numberOf(row, c)];
          if (x === undefined || y === undefined || z === undefined || !counted(row, rule)) continue;
          present++;
          if (test([row.get(a), row.get(b), row.get(c)], [x, y, z])) held++;
        }
        products.push({ rule, present, held });
      }
  return products;
};

/**
 * The product that holds on most rows of a table (quantity x unit price = amount), if one does: as
 * read, or with the row's one read in review settled by it (`settledBy`; outside-15-scan's invoice
 * read its quantities "40|", a rule glued to each, and held on one row as read).
 */
const ruleOf = (rows: ReadonlyMap<number, Map<string, ExtractedValue>>): Rule | undefined => {
  let best: { rule: Rule; held: number } | undefined;
  const holding = (three: ReadonlyArray<ExtractedValue | undefined>, numbers: [number, number, number]) =>
    holds(...numbers) || settledBy(three, numbers) !== undefined;
  for (const { rule, present, held } of productsOf(rows, holding))
    if (held >= MIN_ROWS && held / present >= MIN_SHARE && held > (best?.held ?? 0)) best = { rule, held };
  return best?.rule;
};

/**
 * The product a table too short for `ruleOf` proves (two or three items), or one whose rows break
 * it only by a separator lost: the one product that holds exactly on one row at least whose three
 * reads are sure, and on each other such row exactly or with one read's separator placed otherwise
 * (`lostSeparator`). It only settles reads (`settledBy`, `lostSeparator`); it doubts none.
 */
const provenRuleOf = (rows: ReadonlyMap<number, Map<string, ExtractedValue>>): Rule | undefined => {
  const sure = (row: Map<string, ExtractedValue>, { a, b, c }: Rule) =>
    [a, b, c].every((label) => row.get(label)?.review === false);
  const pointed = pointedColumns(rows);
  const explained = (three: ReadonlyArray<ExtractedValue | undefined>, numbers: [number, number, number]) =>
    holdsExactly(...numbers) || lostSeparator(three, numbers, pointed) !== undefined;
  const exact = productsOf(rows, (_, numbers) => holdsExactly(...numbers), sure);
  const proven = productsOf(rows, explained, sure).filter(
    (p, i) => (exact[i]?.held ?? 0) >= 1 && p.held === p.present,
  );
  const most = Math.max(0, ...proven.map((p) => p.held));
  const best = proven.filter((p) => p.held === most);
  if (best.length > 0) return best.length === 1 ? best[0]?.rule : undefined;
  return settlingRuleOf(rows);
};

/** Rows a table too short for `ruleOf`, and with no row of three sure reads, must settle to prove its product. */
const MIN_SETTLED_ROWS = 2;

/**
 * The product of a short table none of whose rows has three sure reads (scan-noisy's invoice of two
 * items: "270350" beside 50 x 54.07, "6157" beside 220 and 13,545.40): the one product that each
 * row having its three numbers holds exactly, as read or with its one read in review placed back
 * exactly one way (`settledBy`), on two rows at least. A misread's digits that make a wrong
 * product hold to the cent on two rows would take two coincidences; where two products could,
 * neither is taken.
 */
const settlingRuleOf = (rows: ReadonlyMap<number, Map<string, ExtractedValue>>): Rule | undefined => {
  const settles = (three: ReadonlyArray<ExtractedValue | undefined>, numbers: [number, number, number]) =>
    settledBy(three, numbers) !== undefined ||
    (three.every((v) => v?.review === false) && holdsExactly(...numbers));
  const proven = productsOf(rows, settles).filter((p) => p.held >= MIN_SETTLED_ROWS && p.held === p.present);
  return proven.length === 1 ? proven[0]?.rule : undefined;
};

/**
 * A table's rows checked by their arithmetic: where most rows of a group hold a product (quantity x
 * unit price = amount), a row of OCR reads where it does not hold has one of its three numbers
 * misread ("55.37" read "56.37"), and which one cannot be told: the three lose confidence, and
 * those that fall under the threshold need review, with the reason. Unless one of them is in
 * review already and its digits make the product hold (`misplacedSeparator`): that one is the
 * misread; and when the two others are sure, the row settles it (`settledBy`): its value as the
 * product proves it, out of review, as sure as the less sure of the two. A table too short for a
 * rule (two items) settles by the product its sure rows hold exactly (`provenRuleOf`), and doubts
 * nothing. A row of OCR reads missing
 * one of the three numbers has the others doubted the same way: nothing confirms them. Text-layer
 * reads are left as they are (a row that does not add up there is the document's, not the reading's).
 */
export const checkRowArithmetic = (
  values: ExtractedValue[],
  ocrPages: ReadonlySet<number>,
  threshold: number,
): ExtractedValue[] => {
  const groups = new Set(values.flatMap((v) => (v.group === undefined ? [] : [v.group])));
  const doubts = new Map<ExtractedValue, string>();
  const settled = new Map<ExtractedValue, { value: number; confidence: number }>();
  for (const group of groups) {
    const rows = rowsOf(values.filter((v) => v.group === group));
    const doubting = ruleOf(rows);
    const rule = doubting ?? provenRuleOf(rows);
    if (!rule) continue;
    const pointed = pointedColumns(rows);
    for (const row of rows.values()) {
      const three = [rule.a, rule.b, rule.c].map((label) => row.get(label));
      if (!three.some((v) => v && ocrPages.has(v.page))) continue;
      const [x, y, z] = three.map((v) => (typeof v?.value === 'number' ? v.value : undefined));
      // A row missing one of the rule's numbers cannot be checked: its others stand unconfirmed
      // where every other row's are ("2,004.00" read for 2,094.00 beside a quantity not read).
      if (x === undefined || y === undefined || z === undefined) {
        if (doubting) for (const v of three) if (v) doubts.set(v, REASONS.rowUnchecked);
        continue;
      }
      // A row of sure reads that one lost separator breaks: that read is settled as printed.
      const settles =
        settledBy(three, [x, y, z]) ??
        (three.every((v) => v?.review === false) && !holdsExactly(x, y, z)
          ? lostSeparator(three, [x, y, z], pointed)
          : undefined);
      const doubtful = settles && three[settles.at];
      const either = settles ? lostAsWell(three, [x, y, z], settles.at, pointed) : [];
      if (doubtful && either.length > 0) {
        for (const v of [doubtful, ...either]) doubts.set(v, REASONS.rowArithmetic);
        continue;
      }
      if (settles && doubtful) {
        const sure = three.filter((v) => v && v !== doubtful).map((v) => v?.confidence ?? 0);
        settled.set(doubtful, { value: settles.value, confidence: Math.min(...sure) });
        continue;
      }
      if (!doubting || holds(x, y, z) || misplacedSeparator(three, [x, y, z])) continue;
      for (const v of three) if (v) doubts.set(v, REASONS.rowArithmetic);
    }
  }
  return values.map((value) => {
    const settles = settled.get(value);
    if (settles) {
      const { reason: _, ...rest } = value;
      return {
        ...rest,
        value: settles.value,
        confidence: Math.max(value.confidence, settles.confidence),
        review: false,
      };
    }
    const reason = doubts.get(value);
    return reason ? doubted(value, ROW_ARITHMETIC_FACTOR, threshold, reason) : value;
  });
};
