import { describe, expect, it } from 'vitest';
import type { ExtractedValue, Placement } from '../types.ts';
import { REASONS } from './confidence.ts';
import { checkRowKeys } from './row-key.ts';

const cell = (
  label: string,
  type: ExtractedValue['type'],
  row: number,
  value: ExtractedValue['value'],
  page = 1,
): ExtractedValue => ({
  label,
  type,
  text: value === null ? 'EIGHTY ONLY' : String(value),
  value,
  confidence: 0.96,
  review: false,
  page,
  box: { x: 0, y: 0, width: 1, height: 1 } as ExtractedValue['box'],
  group: 'Barang',
  row,
});

/** Two rows; the first placed on the amount in words under the table: its HS code did not read. */
const table = (page = 1): ExtractedValue[] => [
  cell('Uraian Barang', 'text', 1, 'FIFTY ONE THOUSAND THREE HUNDRED', page),
  cell('Kode HS', 'hs_code', 1, null, page),
  cell('Jumlah Barang', 'quantity', 1, 380, page),
  cell('Uraian Barang', 'text', 2, 'VIRGIN COCONUT OIL', page),
  cell('Kode HS', 'hs_code', 2, '15131100', page),
  cell('Jumlah Barang', 'quantity', 2, 3600, page),
];

/** Two rows; the first placed on the header line: its captions read, no number or code. */
const headed = (): ExtractedValue[] => [
  cell('Uraian Barang', 'text', 1, 'URAIAN BARANG'),
  cell('Kode HS', 'hs_code', 1, null),
  cell('Jumlah Barang', 'quantity', 1, null),
  ...table().filter((v) => v.row === 2),
];

/** The table's columns as drawn; its key is its first column that is not text, the HS code. */
const keys = (
  [
    ['Uraian Barang', 'text'],
    ['Kode HS', 'hs_code'],
    ['Jumlah Barang', 'quantity'],
  ] as const
).map(
  ([label, type]) =>
    ({ label, type, group: 'Barang', page: 1, x: 0, y: 0, width: 1, height: 1 }) as Placement,
);

describe('rows checked by their key column', () => {
  it('doubts the values of a scanned row whose key cell did not read as its type', () => {
    const checked = checkRowKeys(table(), keys, new Set([1]), 0.7);
    expect(checked.filter((v) => v.review).map((v) => `${v.row} ${v.label}`)).toEqual([
      '1 Uraian Barang',
      '1 Jumlah Barang',
    ]);
    expect(checked[0]).toMatchObject({ confidence: 0.48, reason: REASONS.rowKey });
    expect(checked.filter((v) => v.row === 2).every((v) => !v.review && v.confidence === 0.96)).toBe(true);
  });

  it('leaves text-layer rows as they are: a row without its key is the document', () => {
    expect(checkRowKeys(table(), keys, new Set(), 0.7)).toEqual(table());
    expect(checkRowKeys(headed(), keys, new Set(), 0.7)).toEqual(headed());
  });

  it('doubts every row of a scanned table counted from its header line', () => {
    // outside-19-scan's PEB copies: row 1 read on the header ("Uraian Barang", "Tarif / Pos",
    // "Satuan"), each item a row lower than it is.
    const checked = checkRowKeys(headed(), keys, new Set([1]), 0.7);
    expect(checked.filter((v) => v.row === 2).map((v) => [v.review, v.confidence, v.reason])).toEqual([
      [true, 0.48, REASONS.headerRow],
      [true, 0.48, REASONS.headerRow],
      [true, 0.48, REASONS.headerRow],
    ]);
    // A first row whose numbers read is an item whose key did not (a stamp over its HS code).
    const stamped = checkRowKeys(table(), keys, new Set([1]), 0.7);
    expect(stamped.some((v) => v.reason === REASONS.headerRow)).toBe(false);
  });

  /** Each column's captions on the sample: its header and its label's name. */
  const headers = new Map([
    ['Uraian Barang', ['Uraian Barang']],
    ['Kode HS', ['Pos Tarif / HS', 'Kode HS']],
    ['Jumlah Barang', ['Jumlah Satuan', 'Jumlah Barang']],
  ]);

  it('moves every row of a scanned table up one where its first row reads its columns captions', () => {
    // outside-19-scan's PEB copy, set 2: the header line read "Tarif / Pos", "Uraian Barang",
    // "Satuan" as row 1.
    const header = [
      { ...cell('Uraian Barang', 'text', 1, null), text: 'Uraian Barang' },
      { ...cell('Kode HS', 'hs_code', 1, null), text: 'Tarif / Pos' },
      { ...cell('Jumlah Barang', 'quantity', 1, null), text: 'Satuan' },
    ];
    const items = table().filter((v) => v.row === 2);
    const checked = checkRowKeys([...header, ...items], keys, new Set([1]), 0.7, headers);
    expect(checked).toEqual(items.map((v) => ({ ...v, row: 1 })));
    // One cell naming its column is not enough: the rows stay, doubted.
    const once = [header[0]!, { ...header[1]!, text: '' }, { ...header[2]!, text: '' }, ...items];
    const doubtedRows = checkRowKeys(once, keys, new Set([1]), 0.7, headers);
    expect(doubtedRows.filter((v) => v.row === 2).every((v) => v.reason === REASONS.headerRow)).toBe(true);
  });

  it('keeps a first item whose key and numbers did not read where its description names no column', () => {
    const stamped = [
      cell('Uraian Barang', 'text', 1, 'DESICCATED COCONUT FINE GRADE'),
      cell('Kode HS', 'hs_code', 1, null),
      cell('Jumlah Barang', 'quantity', 1, null),
      ...table().filter((v) => v.row === 2),
    ];
    const checked = checkRowKeys(stamped, keys, new Set([1]), 0.7, headers);
    expect(checked.map((v) => v.row)).toEqual([1, 1, 1, 2, 2, 2]);
    expect(checked.filter((v) => v.row === 2).every((v) => v.reason === REASONS.headerRow)).toBe(true);
  });
});
