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

  it('leaves text-layer reads alone, and tables with no product that holds', () => {
    expect(checkRowArithmetic(table(), new Set(), 0.7).some((v) => v.review)).toBe(false);
    const noRule = table().map((v) => (v.label === 'Nilai' ? { ...v, value: 1 } : v));
    expect(checkRowArithmetic(noRule, new Set([1]), 0.7).some((v) => v.review)).toBe(false);
  });
});
