import { boxHeight } from '../geometry/box.ts';
import { isLegalForm } from '../reference/legal-forms.ts';
import type { Word } from '../types.ts';
import type { PageText } from './candidates.ts';

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
