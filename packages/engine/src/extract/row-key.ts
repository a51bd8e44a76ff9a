import type { ExtractedValue, Placement } from '../types.ts';
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
 * threshold need review, with the reason. Text-layer reads are left as they are (a row without an
 * HS code there is the document's).
 */
export const checkRowKeys = (
  values: ExtractedValue[],
  placements: readonly Placement[],
  ocrPages: ReadonlySet<number>,
  threshold: number,
): ExtractedValue[] => {
  // Each table's key column by its group: the column read-group.ts counts the rows down.
  const keys = new Map([...groupsOf(placements)].map(([group, list]) => [group, list[keyOf(list)]!.label]));
  const isKey = (v: ExtractedValue) => v.group !== undefined && keys.get(v.group) === v.label;
  const rowOf = (v: ExtractedValue) => `${v.group}\u0000${v.row}`;
  const keyless = new Set(
    values.filter((v) => isKey(v) && v.value === null && ocrPages.has(v.page)).map(rowOf),
  );
  const shifted = new Set(headedGroups(values, isKey, ocrPages));
  return values.map((value) => {
    if (value.value === null) return value;
    if (!isKey(value) && keyless.has(rowOf(value)))
      return doubted(value, ROW_KEY_FACTOR, threshold, REASONS.rowKey);
    if (value.group !== undefined && shifted.has(value.group))
      return doubted(value, ROW_KEY_FACTOR, threshold, REASONS.headerRow);
    return value;
  });
};

/**
 * The tables whose first scanned row is a header line: its key and every cell of a type other
 * than text read no value (captions are no numbers, codes or dates), while a later row's key
 * reads. Counted from the header, every row holds the values of the row above it, each read sure
 * (outside-19-scan's PEB copies, sets 2 and 3: "Tarif / Pos", "Uraian Barang", "Satuan", "Netto
 * (Kg)" as row 1, and the three items as rows 2 to 4). Which line is the first row cannot be told
 * without the header, so the rows are doubted, not moved. A first row of which only the key did
 * not read (a stamp over the HS code) is not a header: its numbers read.
 */
const headedGroups = (
  values: readonly ExtractedValue[],
  isKey: (v: ExtractedValue) => boolean,
  ocrPages: ReadonlySet<number>,
): string[] => {
  const groups = new Set(values.flatMap((v) => (v.group !== undefined && isKey(v) ? [v.group] : [])));
  return [...groups].filter((group) => {
    const rows = values.filter((v) => v.group === group);
    const first = Math.min(...rows.map((v) => v.row ?? 0));
    const head = rows.filter((v) => v.row === first);
    return (
      head.every((v) => ocrPages.has(v.page) && (v.value === null || (v.type === 'text' && !isKey(v)))) &&
      rows.some((v) => v.row !== first && isKey(v) && v.value !== null)
    );
  });
};
