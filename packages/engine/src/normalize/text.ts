import { EMPTY_REASON, fail, type Normalized, ok, squash } from './result.ts';

/** A separator standing alone at either end: what divides the value from its neighbour ("WAN HAI 316 / 0342N"). */
const LONE_SEPARATOR = /^[/|\\:;,–—-]+\s+|\s+[/|\\:;,–—-]+$/g;

/** A value wholly in one pair of brackets ("US Dollar (USD)" with the rectangle around "(USD)"). */
const BRACKETED = /^[([]([^()[\]]+)[)\]]$/;

/**
 * Text: trimmed, single spaces, without a separator standing alone at either end ("/ 0342N") and
 * without the brackets around a value printed wholly inside them ("(USD)" is USD).
 */
export const normalizeText = (text: string): Normalized => {
  const trimmed = squash(squash(text).replace(LONE_SEPARATOR, ''));
  const value = squash(BRACKETED.exec(trimmed)?.[1] ?? trimmed);
  return value ? ok(value) : fail(EMPTY_REASON);
};
