import { describe, expect, it } from 'vitest';
import type { ExtractedValue } from '../types.ts';
import { checkColumnFormat } from './column-format.ts';
import { REASONS } from './confidence.ts';

const cell = (label: string, row: number, text: string, value: number, page = 1): ExtractedValue => ({
  label,
  type: 'money',
  text,
  value,
  confidence: 0.76,
  review: false,
  page,
  box: { x: 0, y: 0, width: 1, height: 1 } as ExtractedValue['box'],
  group: 'Barang',
  row,
});

/** A column's scanned cells, rows numbered from 1. */
const columnOf = (label: string, cells: ReadonlyArray<readonly [string, number]>) =>
  cells.map(([text, value], i) => cell(label, i + 1, text, value));

/** Unit prices printed with two decimals; row 3's point lost to OCR ("118" for 1.18). */
const prices = (page = 1): ExtractedValue[] => [
  cell('Harga Satuan', 1, '2.64', 2.64, page),
  cell('Harga Satuan', 2, '1.95', 1.95, page),
  cell('Harga Satuan', 3, '118', 118, page),
  cell('Harga Satuan', 4, '1.72', 1.72, page),
];

/** The rows a check of scanned cells sends to review. */
const flaggedRows = (cells: ExtractedValue[]) =>
  checkColumnFormat(cells, new Set([1]), 0.7)
    .filter((v) => v.review)
    .map((v) => v.row);

describe('table columns checked by how their numbers are written', () => {
  it('doubts a scanned cell whose decimals differ from the rest of its column', () => {
    expect(flaggedRows(prices())).toEqual([3]);
    const checked = checkColumnFormat(prices(), new Set([1]), 0.7);
    expect(checked[2]).toMatchObject({ confidence: 0.38, reason: REASONS.columnFormat });
    expect(checked.filter((v) => v.row !== 3).every((v) => v.confidence === 0.76)).toBe(true);
  });

  it('reads the number out of a cell with its unit: "1 KGM" under a stamp beside "9.000,00 KGM"', () => {
    const weights = columnOf('Berat', [
      ['9.000,00 KGM', 9000],
      ['2.000,00 KGM', 2000],
      ['1.500,00 KGM', 1500],
      ['1 KGM', 1],
    ]);
    expect(flaggedRows(weights)).toEqual([4]);
  });

  it('judges the writing by the sure reads: cells in review for their own read neither count nor are doubted again', () => {
    const doubtful = (row: number, text: string, value: number) => ({
      ...cell('Harga Satuan', row, text, value),
      confidence: 0.45,
      review: true,
    });
    const column = [
      doubtful(1, '38 50', 38),
      doubtful(2, '88 20', 88),
      cell('Harga Satuan', 3, '142.75', 142.75),
      cell('Harga Satuan', 4, '34.90', 34.9),
      cell('Harga Satuan', 5, '685', 685),
    ];
    const checked = checkColumnFormat(column, new Set([1]), 0.7);
    expect(checked.map((v) => v.confidence)).toEqual([0.45, 0.45, 0.76, 0.76, 0.38]);
  });

  it('counts the digits, not the separator: a decimal comma read as a period is no other writing', () => {
    const amounts = columnOf('Nilai', [
      ['23.760,00', 23760],
      ['12.300,00', 12300],
      ['34.311.40', 34311.4],
    ]);
    expect(checkColumnFormat(amounts, new Set([1]), 0.7)).toEqual(amounts);
  });

  it('takes three digits after the last separator for a thousands group, not a decimal part', () => {
    const counts = columnOf('Jumlah', [
      ['9.000 Kg', 9000],
      ['2.000 Kg', 2000],
      ['1.500 Kg', 1500],
      ['500 Kg', 500],
    ]);
    expect(checkColumnFormat(counts, new Set([1]), 0.7)).toEqual(counts);
  });

  it('doubts a fraction in a column of whole numbers: a thousands sign read as the decimal one', () => {
    // outside-7-scan's invoice (set 2): "2,400" read "2.400", 2.4 in the document's English writing.
    const counts = columnOf('Jumlah Barang', [
      ['60,000', 60000],
      ['40000', 40000],
      ['1500', 1500],
      ['2.400', 2.4],
      ['1800', 1800],
    ]);
    expect(flaggedRows(counts)).toEqual([4]);
    expect(checkColumnFormat(counts, new Set([1]), 0.7)[3]).toMatchObject({ reason: REASONS.columnFormat });
    // A column of fractions written with three decimals keeps its whole numbers as they are.
    const tonnes = columnOf('Berat', [
      ['1.250', 1.25],
      ['2.000', 2],
      ['0.875', 0.875],
      ['3.125', 3.125],
    ]);
    expect(checkColumnFormat(tonnes, new Set([1]), 0.7)).toEqual(tonnes);
    // Three decimals on every row, most of them whole (outside-9-scan's packing list, set 1).
    const kilos = columnOf('Berat', [
      ['1,200.000', 1200],
      ['960.000', 960],
      ['272.400', 272.4],
      ['1,500.000', 1500],
    ]);
    expect(checkColumnFormat(kilos, new Set([1]), 0.7)).toEqual(kilos);
  });

  it('needs two rows written alike, and most of the column', () => {
    const two = prices().slice(1, 3);
    expect(checkColumnFormat(two, new Set([1]), 0.7)).toEqual(two);
    // 2.35 and 4.80 beside "118": two of three rows are the column's writing.
    const three = [
      cell('Harga Satuan', 1, '2.35', 2.35),
      ...two.slice(0, 1),
      cell('Harga Satuan', 3, '118', 118),
    ];
    expect(flaggedRows(three)).toEqual([3]);
    const half = [...three, cell('Harga Satuan', 4, '172', 172)];
    expect(checkColumnFormat(half, new Set([1]), 0.7)).toEqual(half);
  });

  it('doubts an HS code of another length than its column, and the rest of its row', () => {
    // outside-19-scan's invoice: a bank account under the last item read as a fifth row.
    const hs = (row: number, text: string, value: string): ExtractedValue => ({
      ...cell('Kode HS', row, text, 0),
      type: 'hs_code',
      value,
    });
    const description = (row: number, text: string): ExtractedValue => ({
      ...cell('Uraian Barang', row, text, 0),
      type: 'text',
      value: text,
    });
    const rows = [
      hs(1, '9202.90.00', '92029000'),
      description(1, 'ACOUSTIC GUITAR'),
      hs(2, '9202.90.00', '92029000'),
      description(2, 'UKULELE SOPRANO'),
      hs(3, '9206.00.00', '92060000'),
      description(3, 'ANGKLUNG'),
      hs(4, '0882 4417 19, SWIFT', '0882441719'),
      description(4, 'CENAIDJA'),
    ];
    const checked = checkColumnFormat(rows, new Set([1]), 0.7);
    expect(checked.filter((v) => v.review).map((v) => [v.row, v.label, v.reason])).toEqual([
      [4, 'Kode HS', REASONS.hsRow],
      [4, 'Uraian Barang', REASONS.hsRow],
    ]);
    // Codes of one length, however written, are the column's.
    const same = rows.slice(0, 6);
    expect(checkColumnFormat(same, new Set([1]), 0.7)).toEqual(same);
  });

  it('leaves text-layer columns as they are: a column written two ways there is the document', () => {
    expect(checkColumnFormat(prices(), new Set(), 0.7)).toEqual(prices());
  });
});
