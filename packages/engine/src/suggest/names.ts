import { boxHeight } from '../geometry/box.ts';
import type { Word } from '../types.ts';
import type { PageText } from './candidates.ts';

/**
 * A company's legal forms as printed after its name, letters only ("CO., LTD." is CO and LTD). The
 * same list as extract/read-single.ts's `LEGAL_FORMS` (not exported there; extract/ is another
 * engineer's just now): the two should become one export.
 */
const LEGAL_FORMS = new Set([
  'LIMITED',
  'LTD',
  'PRIVATE',
  'PVT',
  'CO',
  'COMPANY',
  'CORP',
  'CORPORATION',
  'INC',
  'INCORPORATED',
  'LLC',
  'LLP',
  'PLC',
  'PTE',
  'PTY',
  'SDN',
  'BHD',
  'TBK',
  'PERSERO',
  'GMBH',
  'AG',
  'KG',
  'BV',
  'NV',
  'SA',
  'SAS',
  'SARL',
  'SRL',
  'SPA',
  'AB',
  'AS',
  'OY',
  'KK',
  'JSC',
]);

export const isLegalForm = (word: Word): boolean =>
  LEGAL_FORMS.has(word.text.toUpperCase().replace(/[^A-Z]/g, ''));

/**
 * A name wrapped onto the line right under it: that line's run of words starting where the name
 * starts, made only of legal forms ("... IMPEX PRIVATE" over "LIMITED", "... IMPEX" over "PRIVATE
 * LIMITED"). Such a line is never an address or another field's value. None otherwise.
 */
export const wrappedName = (text: PageText, words: readonly Word[]): Word[] => {
  // The name's first word, a colon before it left out ("Nama : SHREE ...").
  const start = words.find((w) => /[\p{L}\p{N}]/u.test(w.text));
  const last = words.at(-1);
  if (!start || !last) return [];
  const height = boxHeight(last.box);
  const li = text.lines.findIndex(
    (l) => l.box.y0 >= last.box.y1 - 0.3 * height && l.box.y0 <= last.box.y1 + height,
  );
  if (li < 0) return [];
  const run = text.segments[li]!.find((s) => Math.abs(s.box.x0 - start.box.x0) <= height);
  return run && !run.words.some((w) => words.includes(w)) && run.words.every(isLegalForm) ? run.words : [];
};
