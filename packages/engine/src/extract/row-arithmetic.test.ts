import { describe, expect, it } from 'vitest';
import type { ExtractedValue } from '../types.ts';
import { REASONS } from './confidence.ts';
import { checkRowArithmetic } from './row-arithmetic.ts';

const cell = (
  label: string,
  type: ExtractedValue['type'],
  row: number,
  value: number,
  page = 1,
): ExtractedValue => ({
  label,
  type,
  text: String(value),
  value,
  confidence: 0.9,
  review: false,
  page,
  box: { x: 0, y: 0, width: 1, height: 1 } as ExtractedValue['box'],
  group: 'Barang',
  row,
});

/** Quantity, unit price and amount of each row; the third row's price misread 55.37 -> 56.37. */
const table = (page = 1): ExtractedValue[] =>
  [
    [100, 12.5, 1250],
    [40, 3.25, 130],
    [70, 56.37, 3875.9],
    [12, 1000, 12000],
  ].flatMap(([q, p, a], i) => [
    cell('Jumlah Barang', 'quantity', i + 1, q!, page),
    cell('Harga Satuan', 'money', i + 1, p!, page),
    cell('Nilai', 'money', i + 1, a!, page),
  ]);

describe('row arithmetic of a table read by OCR', () => {
  it('doubts the three numbers of the row that breaks the product the other rows hold', () => {
    const checked = checkRowArithmetic(table(), new Set([1]), 0.7);
    const doubted = checked.filter((v) => v.review);
    expect(doubted.map((v) => `${v.row} ${v.label}`)).toEqual([
      '3 Jumlah Barang',
      '3 Harga Satuan',
      '3 Nilai',
    ]);
    expect(doubted.every((v) => v.reason === REASONS.rowArithmetic && v.confidence === 0.45)).toBe(true);
    expect(checked.filter((v) => v.row !== 3).every((v) => !v.review && v.confidence === 0.9)).toBe(true);
  });

  it("settles a quantity read with its column's rule as a 1 and finds the rule by the rows it settles", () => {
    // outside-15-scan's invoice (set 4): "40|" on most rows, in review for the stroke glued to it,
    // and "401" on one row, sure: no row held the product as read.
    const row = (n: number, quantity: string, price: number, amount: number): ExtractedValue[] => {
      const stroked = /\|$/.test(quantity);
      return [
        {
          ...cell('Jumlah Barang', 'quantity', n, Number(quantity.replace('|', '1'))),
          text: quantity,
          ...(stroked ? { review: true, confidence: 0.38, reason: REASONS.glyph } : {}),
        },
        cell('Harga Satuan', 'money', n, price),
        cell('Nilai', 'money', n, amount),
      ];
    };
    const rows = [
      ...row(1, '40|', 465, 18600),
      ...row(2, '80', 86, 6880),
      ...row(3, '401', 398, 15920),
      ...row(4, '40|', 142, 5680),
      ...row(5, '8|', 312, 2496),
    ];
    const checked = checkRowArithmetic(rows, new Set([1]), 0.7);
    const quantities = checked.filter((v) => v.label === 'Jumlah Barang');
    expect(quantities.map((v) => [v.value, v.review])).toEqual([
      [40, false],
      [80, false],
      [401, true],
      [40, false],
      [8, false],
    ]);
    expect(checked.filter((v) => v.review).map((v) => `${v.row} ${v.label}`)).toEqual([
      '3 Jumlah Barang',
      '3 Harga Satuan',
      '3 Nilai',
    ]);
  });

  it("doubts the numbers of a row that cannot be checked: one of the product's three not read", () => {
    // Row 2's quantity not read; its amount misread 130 -> 180 would pass unchecked.
    const lost = table()
      .filter((v) => !(v.row === 2 && v.label === 'Jumlah Barang'))
      .map((v) => (v.row === 2 && v.label === 'Nilai' ? { ...v, value: 180 } : v))
      // Row 3 read right this time: the product holds on rows 1, 3 and 4.
      .map((v) => (v.row === 3 && v.label === 'Harga Satuan' ? { ...v, value: 55.37 } : v));
    const checked = checkRowArithmetic(lost, new Set([1]), 0.7);
    expect(
      checked.filter((v) => v.reason === REASONS.rowUnchecked).map((v) => `${v.row} ${v.label}`),
    ).toEqual(['2 Harga Satuan', '2 Nilai']);
    expect(checkRowArithmetic(lost, new Set(), 0.7).some((v) => v.review)).toBe(false);
  });

  it('leaves text-layer reads alone, and tables with no product that holds', () => {
    expect(checkRowArithmetic(table(), new Set(), 0.7).some((v) => v.review)).toBe(false);
    const noRule = table().map((v) => (v.label === 'Nilai' ? { ...v, value: 1 } : v));
    expect(checkRowArithmetic(noRule, new Set([1]), 0.7).some((v) => v.review)).toBe(false);
  });

  it('settles a number in review by the two sure numbers of its row: its separator placed as they prove', () => {
    // Row 3's amount read "3875900" (its separator lost, in review for it): the quantity and price agree.
    const lost = table().map((v) =>
      v.row === 3 && v.label === 'Harga Satuan'
        ? { ...v, value: 55.37 }
        : v.row === 3 && v.label === 'Nilai'
          ? { ...v, value: 387590, review: true, confidence: 0.3, reason: REASONS.amount }
          : v,
    );
    const checked = checkRowArithmetic(lost, new Set([1]), 0.7);
    expect(checked.some((v) => v.review)).toBe(false);
    const amount = checked.find((v) => v.row === 3 && v.label === 'Nilai');
    expect(amount).toMatchObject({ value: 3875.9, confidence: 0.9, review: false });
    expect(amount?.reason).toBeUndefined();
    // The same row's digits that hold no product in any placing: the three are doubted as before.
    const off = lost.map((v) => (v.row === 3 && v.label === 'Nilai' ? { ...v, value: 397591 } : v));
    expect(checkRowArithmetic(off, new Set([1]), 0.7).filter((v) => v.review)).toHaveLength(3);
    // The price's separator read as a digit ("55537" for 55.37, in review for it): settled as 55.37.
    const dotAsDigit = table().map((v) =>
      v.row === 3 && v.label === 'Harga Satuan' ? { ...v, value: 55537, review: true, confidence: 0.3 } : v,
    );
    const price = checkRowArithmetic(dotAsDigit, new Set([1]), 0.7).find(
      (v) => v.row === 3 && v.label === 'Harga Satuan',
    );
    expect(price).toMatchObject({ value: 55.37, review: false });
    // Two in review already: which one is misread cannot be told.
    const two = lost.map((v) => (v.row === 3 && v.label === 'Jumlah Barang' ? { ...v, review: true } : v));
    expect(checkRowArithmetic(two, new Set([1]), 0.7).filter((v) => v.review)).toHaveLength(3);
  });

  it('confirms a right number in review when the row holds exactly with it, and not a row whose key was not read', () => {
    const doubtful = table().map((v) =>
      v.row === 2 && v.label === 'Nilai'
        ? { ...v, confidence: 0.2, review: true, reason: REASONS.lowOcr }
        : v,
    );
    const confirmed = checkRowArithmetic(doubtful, new Set([1]), 0.7).find(
      (v) => v.row === 2 && v.label === 'Nilai',
    );
    expect(confirmed).toMatchObject({ value: 130, confidence: 0.9, review: false });
    // Within the rule's tolerance but not to the cent: not proven, stays in review.
    const near = doubtful.map((v) => (v.row === 2 && v.label === 'Nilai' ? { ...v, value: 130.05 } : v));
    expect(
      checkRowArithmetic(near, new Set([1]), 0.7).find((v) => v.row === 2 && v.label === 'Nilai')?.review,
    ).toBe(true);
    // A row whose key column was not read may be no item row: nothing in it is settled.
    const keyless = doubtful.map((v) =>
      v.row === 2 && v.label === 'Jumlah Barang' ? { ...v, review: false, reason: REASONS.rowKey } : v,
    );
    expect(
      checkRowArithmetic(keyless, new Set([1]), 0.7).find((v) => v.row === 2 && v.label === 'Nilai')?.review,
    ).toBe(true);
  });

  it('settles a read of a two-row table by the product its sure row proves, and doubts nothing there', () => {
    const short = table()
      .filter((v) => (v.row ?? 0) <= 2)
      .map((v) =>
        v.row === 2 && v.label === 'Nilai' ? { ...v, value: 1300, review: true, confidence: 0.3 } : v,
      );
    const amount = checkRowArithmetic(short, new Set([1]), 0.7).find(
      (v) => v.row === 2 && v.label === 'Nilai',
    );
    expect(amount).toMatchObject({ value: 130, review: false, confidence: 0.9 });
    // Row 1 read wrong (no product proven): row 2 stays in review, and nothing more is doubted.
    const unproven = short.map((v) => (v.row === 1 && v.label === 'Nilai' ? { ...v, value: 1240 } : v));
    const checked = checkRowArithmetic(unproven, new Set([1]), 0.7);
    expect(checked.filter((v) => v.review).map((v) => `${v.row} ${v.label}`)).toEqual(['2 Nilai']);
    expect(checked.find((v) => v.row === 2 && v.label === 'Nilai')?.value).toBe(1300);
  });

  it('settles a two-row table none of whose rows is all sure when each row settles by one product', () => {
    // Each row has one number in review: row 1's amount lost its point, row 2's price too.
    const lost = table()
      .filter((v) => (v.row ?? 0) <= 2)
      .map((v) =>
        (v.row === 1 && v.label === 'Nilai') || (v.row === 2 && v.label === 'Harga Satuan')
          ? { ...v, value: v.value === 1250 ? 125000 : 325, review: true, confidence: 0.3 }
          : v,
      );
    const checked = checkRowArithmetic(lost, new Set([1]), 0.7);
    expect(checked.filter((v) => v.review)).toEqual([]);
    expect(checked.find((v) => v.row === 1 && v.label === 'Nilai')?.value).toBe(1250);
    expect(checked.find((v) => v.row === 2 && v.label === 'Harga Satuan')?.value).toBe(3.25);
    // One row alone proves no product: a placing that makes one row hold may be chance.
    const one = lost.filter((v) => v.row === 1);
    expect(checkRowArithmetic(one, new Set([1]), 0.7).find((v) => v.label === 'Nilai')).toMatchObject({
      value: 125000,
      review: true,
    });
  });

  it('settles a sure read that lost its decimal point where the row proves it, not where two reads could have', () => {
    // Rows 2 and 3's unit prices read with their point lost on a scan (5.40 -> 540, 3.15 -> 315);
    // the quantities printed with thousands separators, so the price is the read that lost one.
    const rows = [
      [1200, '1,200', 540, 6480],
      [500, '500', 315, 1575],
      [100, '100', 12.5, 1250],
      [40, '40', 3.25, 130],
    ] as const;
    const scanned = rows.flatMap(([q, text, p, a], i) => [
      { ...cell('Jumlah Barang', 'quantity', i + 1, q), text },
      cell('Harga Satuan', 'money', i + 1, p),
      cell('Nilai', 'money', i + 1, a),
    ]);
    const prices = checkRowArithmetic(scanned, new Set([1]), 0.7).filter((v) => v.label === 'Harga Satuan');
    expect(prices.map((v) => [v.value, v.review])).toEqual([
      [5.4, false],
      [3.15, false],
      [12.5, false],
      [3.25, false],
    ]);
    // A quantity column printing decimals too ("40.00"), row 1's read "1200": 12 x 540 = 6,480 as
    // well as 1,200 x 5.40, and the row does not tell which read lost its point.
    const either = scanned.map((v) =>
      v.label !== 'Jumlah Barang'
        ? v
        : v.row === 1
          ? { ...v, text: '1200' }
          : v.row === 4
            ? { ...v, text: '40.00' }
            : v,
    );
    const first = checkRowArithmetic(either, new Set([1]), 0.7).filter((v) => v.row === 1);
    expect(first.map((v) => v.value)).toEqual([1200, 540, 6480]);
  });

  it('settles no read in review by a sure read that may have lost its point as well: it doubts both', () => {
    // outside-3-scan's invoice: 500.00 kg at 2.95 read "50000" (sure) and "295" (in review); the
    // price was settled sure as 0.0295. 5 x 295 holds as well as 500 x 2.95: either lost its point.
    const rows = [
      [3000, '3,000.00', 0.62, 1860],
      [1500, '1,500.00', 1.18, 1770],
      [50000, '50000', 295, 1475],
      [1200, '1,200.00', 4.1, 4920],
    ] as const;
    const scanned = rows.flatMap(([q, text, p, a], i) => [
      { ...cell('Jumlah Barang', 'quantity', i + 1, q), text },
      i === 2
        ? {
            ...cell('Harga Satuan', 'money', i + 1, p),
            review: true,
            confidence: 0.3,
            reason: REASONS.lowOcr,
          }
        : cell('Harga Satuan', 'money', i + 1, p),
      cell('Nilai', 'money', i + 1, a),
    ]);
    const third = checkRowArithmetic(scanned, new Set([1]), 0.7).filter((v) => v.row === 3);
    expect(third.map((v) => [v.label, v.value, v.review])).toEqual([
      ['Jumlah Barang', 50000, true],
      ['Harga Satuan', 295, true],
      ['Nilai', 1475, false],
    ]);
    // The quantity read with its point ("500.00"): the row proves the price 2.95, settled sure.
    const pointed = scanned.map((v) =>
      v.row === 3 && v.label === 'Jumlah Barang' ? { ...v, value: 500, text: '500.00' } : v,
    );
    const price = checkRowArithmetic(pointed, new Set([1]), 0.7).find(
      (v) => v.row === 3 && v.label === 'Harga Satuan',
    );
    expect(price).toMatchObject({ value: 2.95, review: false });
  });
});
