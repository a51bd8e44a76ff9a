import type { ExtractedValue } from '../types.ts';
import { REASONS } from './confidence.ts';

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
  keys: ReadonlyMap<string, string>,
  ocrPages: ReadonlySet<number>,
  threshold: number,
): ExtractedValue[] => {
  const keyless = new Set(
    values
      .filter(
        (v) =>
          v.group !== undefined && keys.get(v.group) === v.label && v.value === null && ocrPages.has(v.page),
      )
      .map((v) => `${v.group}\u0000${v.row}`),
  );
  return values.map((value) => {
    if (value.value === null || !keyless.has(`${value.group}\u0000${value.row}`)) return value;
    if (keys.get(value.group ?? '') === value.label) return value;
    const confidence = Math.round(value.confidence * ROW_KEY_FACTOR * 100) / 100;
    const review = confidence < threshold;
    return {
      ...value,
      confidence,
      review,
      ...(review && !value.review ? { reason: REASONS.rowKey } : {}),
    };
  });
};
