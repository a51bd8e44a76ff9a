import { EMPTY_REASON, fail, type Normalized, ok, squash } from './result.ts';

/** A separator standing alone at either end: what divides the value from its neighbour ("WAN HAI 316 / 0342N"). */
const LONE_SEPARATOR = /^[/|\\:;,–—-]+\s+|\s+[/|\\:;,–—-]+$/g;

/** A value wholly in one pair of brackets ("US Dollar (USD)" with the rectangle around "(USD)"). */
const BRACKETED = /^[([]([^()[\]]+)[)\]]$/;

/**
 * A line ending in a hyphen right after a letter or digit: a compound wrapped at its hyphen
 * ("4-COLOUR", "8-12 PCS/KG" printed "4-" over "COLOUR"), joined again without a space.
 */
const WRAPPED_AT_HYPHEN = /(?<=[\p{L}\p{N}])-[ \t]*\n\s*(?=[\p{L}\p{N}])/gu;

/**
 * Text: trimmed, single spaces, a compound wrapped at its hyphen joined again, without a separator standing alone at either end ("/ 0342N") and
 * without the brackets around a value printed wholly inside them ("(USD)" is USD).
 */
export const normalizeText = (text: string): Normalized => {
  const trimmed = squash(squash(text.replace(WRAPPED_AT_HYPHEN, '-')).replace(LONE_SEPARATOR, ''));
  const value = squash(BRACKETED.exec(trimmed)?.[1] ?? trimmed);
  return value ? ok(value) : fail(EMPTY_REASON);
};
