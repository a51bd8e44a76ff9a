import { describe, expect, it } from 'vitest';
import type { ExtractedValue } from '../types.ts';
import { checkColumnTotals, columnTotalsOf } from './column-totals.ts';
import { REASONS } from './confidence.ts';

const value = (
  label: string,
  type: ExtractedValue['type'],
  read: number | null,
  more: Partial<ExtractedValue> = {},
): ExtractedValue => ({
  label,
  type,
  text: String(read ?? ''),
  value: read,
  confidence: 0.9,
  review: false,
  page: 1,
  box: { x: 0, y: 0, width: 1, height: 1 } as ExtractedValue['box'],
  ...more,
});

const row = (n: number, quantity: number, amount: number | null): ExtractedValue[] => [
  value('Jumlah Barang', 'quantity', quantity, { group: 'Barang', row: n }),
  value('Nilai Item', 'money', amount, { group: 'Barang', row: n }),
];

/** An invoice of two items whose total is their amounts' sum; its FOB value is another figure. */
const invoice = (total: number, more: Partial<ExtractedValue> = {}): ExtractedValue[] => [
  ...row(1, 42318.6, 2063031.75),
  ...row(2, 13560.25, 832599.35),
  value('Total Nilai Invoice', 'money', total, more),
  value('Nilai FOB', 'money', 2700000),
];

describe('totals of a table column', () => {
  it('learns from the sample which single amount is the sum of which column', () => {
    expect(columnTotalsOf(invoice(2895631.1))).toEqual([
      { total: 'Total Nilai Invoice', group: 'Barang', column: 'Nilai Item' },
    ]);
    // A sample of one item prints its amount again as the total.
    expect(columnTotalsOf([...row(1, 5, 17432682.64), value('Total', 'money', 17432682.64)])).toEqual([
      { total: 'Total', group: 'Barang', column: 'Nilai Item' },
    ]);
    // A sample whose total is not the sum (freight added), or a row not read, proves nothing.
    expect(columnTotalsOf(invoice(2905631.1))).toEqual([]);
    expect(columnTotalsOf([...row(1, 5, null), ...row(2, 6, 10), value('Total', 'money', 10)])).toEqual([]);
  });

  it('doubts a scanned total under the sum of the rows read sure', () => {
    const totals = columnTotalsOf(invoice(2895631.1));
    const checked = checkColumnTotals(invoice(0.21), totals, new Set([1]), 0.6);
    const total = checked.find((v) => v.label === 'Total Nilai Invoice');
    expect(total).toMatchObject({ value: 0.21, review: true, reason: REASONS.columnTotal, confidence: 0.45 });
    // The rows and the other single amount are left as they were.
    expect(checked.filter((v) => v !== total).every((v) => !v.review && v.confidence === 0.9)).toBe(true);
  });

  it('doubts a scanned total that is the last digits of its rows’ sum, the rows sure or not', () => {
    // A packing list's net weight "820.00" under items of 12,000 and 9,820: "21" lost to the cell's rule.
    const list = (total: number, page = 1, second: Partial<ExtractedValue> = {}) => [
      value('Berat Bersih Item', 'weight', 12000, { group: 'Barang', row: 1 }),
      value('Berat Bersih Item', 'weight', 9820, { group: 'Barang', row: 2, ...second }),
      value('Berat Bersih', 'weight', total, { page }),
    ];
    const totals = columnTotalsOf(list(21820));
    const totalOf = (values: ExtractedValue[]) => values.find((v) => v.label === 'Berat Bersih');
    const check = (values: ExtractedValue[]) => totalOf(checkColumnTotals(values, totals, new Set([1]), 0.6));
    expect(check(list(820))).toMatchObject({ value: 820, review: true, reason: REASONS.columnTotal });
    expect(check(list(820, 1, { review: true, confidence: 0.38 }))?.review).toBe(true);
    // Another figure, a round one that ends the sum by chance, or a total on a text layer: left alone.
    expect(check(list(1820.5))?.review).toBe(false);
    expect(check(list(800, 1, { value: 9800 }))?.review).toBe(false);
    expect(check(list(820, 2))?.review).toBe(false);
  });

  it('proves a total in review that is the rows’ sum to its rounding', () => {
    const totals = columnTotalsOf(invoice(2895631.1));
    const doubtful = invoice(2895631.1, { review: true, confidence: 0.4, reason: REASONS.lowOcr });
    const total = checkColumnTotals(doubtful, totals, new Set([1]), 0.6).find(
      (v) => v.label === 'Total Nilai Invoice',
    );
    expect(total).toMatchObject({ value: 2895631.1, review: false, confidence: 0.9 });
    expect(total?.reason).toBeUndefined();
    // A stray mark read as a digit ("2,895,631.10|"): another number, however near.
    const stray = invoice(2895631.101, { review: true, confidence: 0.4, reason: REASONS.lowOcr });
    const strayTotal = checkColumnTotals(stray, totals, new Set([1]), 0.6).find(
      (v) => v.label === 'Total Nilai Invoice',
    );
    expect(strayTotal?.review).toBe(true);
  });

  it('proves the one row in review that is the sure total less the other rows', () => {
    const totals = columnTotalsOf(invoice(2895631.1));
    const doubtRow = (values: ExtractedValue[], amount: number, reason: string = REASONS.lowOcr) =>
      values.map((v) =>
        v.row === 2 && v.label === 'Nilai Item'
          ? { ...v, value: amount, review: true, confidence: 0.3, reason }
          : v,
      );
    const row = (values: ExtractedValue[]) => values.find((v) => v.row === 2 && v.label === 'Nilai Item');
    const checked = checkColumnTotals(doubtRow(invoice(2895631.1), 832599.35), totals, new Set([1]), 0.6);
    expect(row(checked)).toMatchObject({ value: 832599.35, review: false, confidence: 0.9 });
    expect(row(checked)?.reason).toBeUndefined();
    // Another figure, a row that may be no item, or a total in review itself: nothing proven.
    const other = checkColumnTotals(doubtRow(invoice(2895631.1), 832509.35), totals, new Set([1]), 0.6);
    expect(row(other)?.review).toBe(true);
    const keyless = doubtRow(invoice(2895631.1), 832599.35, REASONS.rowKey);
    expect(row(checkColumnTotals(keyless, totals, new Set([1]), 0.6))?.review).toBe(true);
    const bothDoubtful = doubtRow(invoice(2895631.1, { review: true, confidence: 0.4 }), 832599.35);
    expect(row(checkColumnTotals(bothDoubtful, totals, new Set([1]), 0.6))?.review).toBe(true);
  });

  it('settles the one row in review whose digits, their separator placed back, are the total less the others', () => {
    const totals = columnTotalsOf(invoice(2895631.1));
    const lost = (read: number) =>
      invoice(2895631.1).map((v) =>
        v.row === 2 && v.label === 'Nilai Item'
          ? { ...v, value: read, text: String(read), review: true, confidence: 0.2, reason: REASONS.lowOcr }
          : v,
      );
    const row = (values: ExtractedValue[]) => values.find((v) => v.row === 2 && v.label === 'Nilai Item');
    // "83259935" for 832,599.35: its point lost on a noisy scan.
    expect(row(checkColumnTotals(lost(83259935), totals, new Set([1]), 0.6))).toMatchObject({
      value: 832599.35,
      text: '83259935',
      review: false,
      confidence: 0.9,
    });
    // A digit misread as well: no placing of its digits makes the total; it stays in review.
    expect(row(checkColumnTotals(lost(83259985), totals, new Set([1]), 0.6))).toMatchObject({
      value: 83259985,
      review: true,
    });
  });

  it('doubts the one scanned row that is the total with digits read beside it', () => {
    // outside-4-scan set 3's packing list: "11500,00" for "500,00" under a stamp, the total 2.040,00
    // read in review through the stamp.
    const weights = (last: number, total: Partial<ExtractedValue> = {}) => [
      ...[1020, 330, 190, last].map((w, i) =>
        value('Berat Kotor Item', 'weight', w, { group: 'Barang', row: i + 1 }),
      ),
      value('Berat Kotor', 'weight', 2040, { review: true, confidence: 0, ...total }),
    ];
    const totals = columnTotalsOf(weights(500, { review: false, confidence: 0.9 }));
    const checked = checkColumnTotals(weights(11500), totals, new Set([1]), 0.6);
    const padded = checked.find((v) => v.row === 4);
    expect(padded).toMatchObject({ value: 11500, review: true, reason: REASONS.paddedRow });
    expect(checked.filter((v) => v.group && v !== padded).every((v) => !v.review)).toBe(true);
    // Another figure ("11600"), or two rows that could be it, or a text layer: no row doubted.
    expect(
      checkColumnTotals(weights(11600), totals, new Set([1]), 0.6).some((v) => v.group && v.review),
    ).toBe(false);
    const twice = [
      ...[1500, 1500].map((w, i) => value('Berat Kotor Item', 'weight', w, { group: 'Barang', row: i + 1 })),
      value('Berat Kotor', 'weight', 2000),
    ];
    expect(checkColumnTotals(twice, totals, new Set([1]), 0.6).some((v) => v.group && v.review)).toBe(false);
    expect(checkColumnTotals(weights(11500), totals, new Set(), 0.6).some((v) => v.group && v.review)).toBe(
      false,
    );
  });

  it("doubts a scanned total that is its rows' sum with a digit read beside it", () => {
    // outside-19-scan set 3's PEB: "14.830,0000" over items of 2.548, 1.610 and 672 kg, its header
    // line read as a first row (no figure) and every row in review for it.
    const weights = (total: number, more: Partial<ExtractedValue> = {}) => [
      value('Berat Bersih Item', 'weight', null, { group: 'Barang', row: 1, review: true, confidence: 0.3 }),
      ...[2548, 1610, 672].map((w, i) =>
        value('Berat Bersih Item', 'weight', w, {
          group: 'Barang',
          row: i + 2,
          review: true,
          confidence: 0.45,
        }),
      ),
      value('Berat Bersih', 'weight', total, more),
    ];
    const totals = columnTotalsOf(
      [2548, 1610, 672]
        .map((w, i) => value('Berat Bersih Item', 'weight', w, { group: 'Barang', row: i + 1 }))
        .concat(value('Berat Bersih', 'weight', 4830)),
    );
    const total = (values: ExtractedValue[], pages = new Set([1])) =>
      checkColumnTotals(values, totals, pages, 0.6).find((v) => v.label === 'Berat Bersih');
    expect(total(weights(14830))).toMatchObject({ value: 14830, review: true, reason: REASONS.paddedTotal });
    expect(total(weights(48301))).toMatchObject({ review: true, reason: REASONS.paddedTotal });
    // The sum itself, another figure, a text layer: left as read.
    expect(total(weights(4830))).toMatchObject({ review: false });
    expect(total(weights(14831))).toMatchObject({ review: false });
    expect(total(weights(14830), new Set())).toMatchObject({ review: false });
  });

  it('leaves the total alone where the rows do not settle it, or on a text layer', () => {
    const totals = columnTotalsOf(invoice(2895631.1));
    // A row in review: which of the figures is wrong cannot be told.
    const rowDoubted = invoice(0.21).map((v) =>
      v.row === 2 && v.label === 'Nilai Item' ? { ...v, review: true, confidence: 0.4 } : v,
    );
    // A row not read.
    const rowLost = invoice(0.21).map((v) =>
      v.row === 2 && v.label === 'Nilai Item' ? { ...v, value: null } : v,
    );
    for (const values of [rowDoubted, rowLost]) {
      const total = checkColumnTotals(values, totals, new Set([1]), 0.6).find(
        (v) => v.label === 'Total Nilai Invoice',
      );
      expect(total).toMatchObject({ value: 0.21, review: false, confidence: 0.9 });
    }
    // A text layer's total that is no sum is the document's, for the validation to show.
    const text = checkColumnTotals(invoice(0.21), totals, new Set(), 0.6);
    expect(text.find((v) => v.label === 'Total Nilai Invoice')?.review).toBe(false);
    // A total above the rows' sum: a row the table's read missed would make it so.
    const above = checkColumnTotals(invoice(3895631.1), totals, new Set([1]), 0.6);
    expect(above.find((v) => v.label === 'Total Nilai Invoice')?.review).toBe(false);
    // A total a share under the sum: an FOB value under items priced CIF, a discount.
    const share = checkColumnTotals(invoice(2230000), totals, new Set([1]), 0.6);
    expect(share.find((v) => v.label === 'Total Nilai Invoice')?.review).toBe(false);
    // A count far under its rows' sum: the rows may count another unit (pieces under cartons).
    const counted = [
      ...row(1, 14400, 26784),
      ...row(2, 9600, 13632),
      value('Jumlah Kemasan', 'quantity', 2050),
    ];
    const countTotals = [{ total: 'Jumlah Kemasan', group: 'Barang', column: 'Jumlah Barang' }];
    expect(checkColumnTotals(counted, countTotals, new Set([1]), 0.6).every((v) => !v.review)).toBe(true);
    // A cent's rounding a row is no misread.
    const rounded = checkColumnTotals(invoice(2895631.09), totals, new Set([1]), 0.6);
    expect(rounded.find((v) => v.label === 'Total Nilai Invoice')?.review).toBe(false);
  });
});
