import { detectNumberFormat, findNumberToken, writingOf } from '../normalize/number.ts';

/**
 * A token of digits with a separator repeated between groups that are not all of three digits
 * ("0801.11.00", "02.417.736.2-401.000", "24.11.2026"): a code or a date, not a number, so it
 * says nothing of how the document writes numbers (`writingOf` counts any repeated separator as
 * thousands).
 */
export const isCode = (token: string): boolean => {
  const body = token.replace(/[^\d.,-]/g, '');
  if (/\d-\d/.test(body)) return true;
  for (const sep of ['.', ',']) {
    const groups = body.split(sep);
    if (groups.length > 2 && groups.slice(1).some((g) => g.replace(/\D/g, '').length !== 3)) return true;
  }
  return false;
};

/**
 * How the document writes numbers, from its words' numbers (codes and dates left out), and
 * whether that is in doubt: on a scan, OCR loses or misreads separators, and a writing decided by
 * a vote of one or two tokens may be the misreads' ("4,5" twice in an address against "2.35",
 * "4.80", "1.18", the amounts themselves lost). In doubt when neither writing has twice the
 * other's tokens, or fewer than 3 tokens decide.
 */
export const numberWriting = (
  texts: readonly string[],
): { format: ReturnType<typeof detectNumberFormat>; inDoubt: boolean } => {
  const numbers = texts.filter((t) => {
    const token = findNumberToken(t);
    return token !== undefined && !isCode(token);
  });
  let id = 0;
  let en = 0;
  for (const t of numbers) {
    const writing = writingOf(findNumberToken(t)!);
    if (writing === 'id') id++;
    if (writing === 'en') en++;
  }
  const format = detectNumberFormat(numbers);
  return { format, inDoubt: Math.max(id, en) < 3 || Math.max(id, en) < 2 * Math.min(id, en) };
};
