import type { ExtractedValue, Placement } from '../types.ts';
import { mentions } from './caption.ts';
import { doubted, REASONS } from './confidence.ts';
import { groupsOf, keyOf } from './read-group.ts';

/**
 * What a row without its key costs its other values' confidence, and a table counted from its
 * header line every value's (below any threshold from a sure read).
 */
export const ROW_KEY_FACTOR = 0.5;

/**
 * A table's rows checked by their key column (the first column that is not text: the HS code, the
 * quantity): a row of OCR reads whose key cell did not read as its type may not be a row of the
 * table at all. Rows are counted down the key column from where the table's headers were found; a
 * header line that OCR garbled (printed on a shaded fill) can place the first row on the line under
 * the table, whose words ("FIFTY ONE THOUSAND THREE HUNDRED", the amount in words) then read as a
 * sure description. The row's other values lose confidence, and those that fall under the
 * threshold need review, with the reason. A scanned table counted from its header line is moved up
 * one row where that line reads its columns' `headers` (each column's captions by its label), else
 * doubted. Text-layer reads are left as they are (a row without an HS code there is the document's).
 */
export const checkRowKeys = (
  read: ExtractedValue[],
  placements: readonly Placement[],
  ocrPages: ReadonlySet<number>,
  threshold: number,
  headers: ReadonlyMap<string, readonly string[]> = new Map(),
): ExtractedValue[] => {
  // Each table's key column by its group: the column read-group.ts counts the rows down.
  const keys = new Map([...groupsOf(placements)].map(([group, list]) => [group, list[keyOf(list)]!.label]));
  const isKey = (v: ExtractedValue) => v.group !== undefined && keys.get(v.group) === v.label;
  const rowOf = (v: ExtractedValue) => `${v.group}\u0000${v.row}`;
  const headed = headedGroups(read, isKey, ocrPages);
  const moved = new Set(headed.filter((group) => readsAsHeader(read, group, headers)));
  const values = movedUp(read, moved);
  // A table counted from a header line that reads as none: which line is its first item is a guess.
  const shifted = new Set(headed.filter((group) => !moved.has(group)));
  const keyless = new Set(
    values.filter((v) => isKey(v) && v.value === null && ocrPages.has(v.page)).map(rowOf),
  );
  return values.map((value) => {
    if (value.value === null) return value;
    if (!isKey(value) && keyless.has(rowOf(value)))
      return doubted(value, ROW_KEY_FACTOR, threshold, REASONS.rowKey);
    if (value.group !== undefined && shifted.has(value.group))
      return doubted(value, ROW_KEY_FACTOR, threshold, REASONS.headerRow);
    return value;
  });
};

/** The first row of a table's values. */
const firstRowOf = (values: readonly ExtractedValue[], group: string): number =>
  Math.min(...values.filter((v) => v.group === group).map((v) => v.row ?? 0));

/** Where a header line reads as such, cells on it that name their own column. */
const HEADER_CELLS = 2;

/**
 * Whether a table's first row, found a header line (`headedGroups`), reads its columns' captions:
 * at least two of its cells share a word with their own column's caption on the sample or their
 * label's names ("Netto (Ka)" under "Netto (Kg)", "Tarif / Pos" under "Pos Tarif / HS"). Items do
 * not: a first item whose numbers and key did not read (a stamp over them) still holds its
 * description, which names no column.
 */
const readsAsHeader = (
  values: readonly ExtractedValue[],
  group: string,
  headers: ReadonlyMap<string, readonly string[]>,
): boolean => {
  const first = firstRowOf(values, group);
  const named = values.filter(
    (v) => v.group === group && v.row === first && mentions(v.text, headers.get(v.label) ?? []),
  );
  return named.length >= HEADER_CELLS;
};

/**
 * The tables counted from their header line, each row moved up one: the header's cells left out,
 * the first item row 1 (outside-19-scan's PEB copies: "Tarif / Pos", "Uraian Barang", "Satuan",
 * "Netto (Ka)" read as row 1, the three items as rows 2 to 4).
 */
const movedUp = (values: readonly ExtractedValue[], groups: ReadonlySet<string>): ExtractedValue[] => {
  if (groups.size === 0) return [...values];
  const firsts = new Map([...groups].map((group) => [group, firstRowOf(values, group)]));
  return values.flatMap((value) => {
    const first = value.group === undefined ? undefined : firsts.get(value.group);
    if (first === undefined) return [value];
    return value.row === first ? [] : [{ ...value, row: (value.row ?? first) - 1 }];
  });
};

/**
 * The tables whose first scanned row is a header line: its key and every cell of a type other
 * than text read no value (captions are no numbers, codes or dates), while a later row's key
 * reads. Counted from the header, every row holds the values of the row above it, each read sure
 * (outside-19-scan's PEB copies, sets 2 and 3: "Tarif / Pos", "Uraian Barang", "Satuan", "Netto
 * (Kg)" as row 1, and the three items as rows 2 to 4). Where that row reads its columns' captions
 * the rows are moved up (`readsAsHeader`); else which line is the first row cannot be told, and the
 * rows are doubted. A first row of which only the key did not read (a stamp over the HS code) is not
 * a header: its numbers read.
 */
const headedGroups = (
  values: readonly ExtractedValue[],
  isKey: (v: ExtractedValue) => boolean,
  ocrPages: ReadonlySet<number>,
): string[] => {
  const groups = new Set(values.flatMap((v) => (v.group !== undefined && isKey(v) ? [v.group] : [])));
  return [...groups].filter((group) => {
    const rows = values.filter((v) => v.group === group);
    const first = firstRowOf(rows, group);
    const head = rows.filter((v) => v.row === first);
    return (
      head.every((v) => ocrPages.has(v.page) && (v.value === null || (v.type === 'text' && !isKey(v)))) &&
      rows.some((v) => v.row !== first && isKey(v) && v.value !== null)
    );
  });
};
