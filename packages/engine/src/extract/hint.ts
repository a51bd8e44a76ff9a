import type { ExtractionHint } from '../types.ts';

/** The text a hint leaves to normalise, or why it leaves none. */
export type HintedText = { text: string; reason?: undefined } | { text: string; reason: string };

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const regexOf = (source: string): RegExp | undefined => {
  try {
    return new RegExp(source, 'iu');
  } catch {
    return undefined;
  }
};

/**
 * Applies a placement's extraction hint to the text read in it: `strip` is removed (any case),
 * then `pattern` picks the text (its first group, or the whole match). A pattern that does not
 * match, or is not a regular expression, leaves no text and says why.
 */
export function applyHint(text: string, hint: ExtractionHint | undefined): HintedText {
  if (!hint || (!hint.pattern && !hint.strip)) return { text };
  let hinted = text;
  if (hint.strip) {
    hinted = hinted
      .replace(new RegExp(escapeRegex(hint.strip), 'giu'), ' ')
      .replace(/[ \t]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .trim();
  }
  if (!hint.pattern) return { text: hinted };
  const pattern = regexOf(hint.pattern);
  if (!pattern) return { text: hinted, reason: 'Pola petunjuk bukan ekspresi reguler yang sah.' };
  const match = pattern.exec(hinted);
  if (!match) return { text: hinted, reason: 'Nilai tidak cocok dengan pola petunjuk.' };
  return { text: (match[1] ?? match[0]).trim() };
}
