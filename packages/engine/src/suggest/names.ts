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
  // Every line starting right under the name: on a scan, a line of another column boxed a little
  // higher may come between them in the page's order ("Tanggal ..." right of the wrapped name).
  for (let li = 0; li < text.lines.length; li++) {
    const l = text.lines[li]!;
    if (l.box.y0 < last.box.y1 - 0.3 * height || l.box.y0 > last.box.y1 + height) continue;
    const run = text.segments[li]!.find((s) => Math.abs(s.box.x0 - start.box.x0) <= height);
    if (run && !run.words.some((w) => words.includes(w)) && run.words.every(isLegalForm)) return run.words;
  }
  return [];
};

/** First words of two-word legal forms ("PRIVATE LIMITED", "PTE LTD", "SDN BHD"): never a name's end. */
const OPENING_FORMS = new Set(['PRIVATE', 'PVT', 'PTE', 'PTY', 'SDN']);

/**
 * Whether a text value ends where its text goes on ("... IMPEX PRIVATE" with its LIMITED lost by
 * OCR, "ARECA NUTS SPLIT, SUN DRIED," with its next line not taken): a last word ending in a comma,
 * "&" or a hyphen, or the first word of a two-word legal form. Its extent is in doubt.
 */
export const endsOpen = (words: readonly Word[]): boolean => {
  const last = words.at(-1)?.text.trim() ?? '';
  return /[,&-]$/.test(last) || OPENING_FORMS.has(last.toUpperCase().replace(/[^A-Z]/g, ''));
};
