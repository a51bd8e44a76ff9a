import type { ExtractedValue, Placement } from '../types.ts';
import { doubted, REASONS } from './confidence.ts';
import { groupsOf, keyOf } from './read-group.ts';

/** What a row without its key costs its other values' confidence (below any threshold from a sure read). */
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
  return values.map((value) =>
    value.value === null || isKey(value) || !keyless.has(rowOf(value))
      ? value
      : doubted(value, ROW_KEY_FACTOR, threshold, REASONS.rowKey),
  );
};
