import { EMPTY_REASON, fail, type Normalized, ok, squash } from './result.ts';

/** A separator standing alone at either end: what divides the value from its neighbour ("WAN HAI 316 / 0342N"). */
const LONE_SEPARATOR = /^[/|\\:;,–—-]+\s+|\s+[/|\\:;,–—-]+$/g;

/** Text: trimmed, single spaces, without a separator standing alone at either end ("/ 0342N"). */
export const normalizeText = (text: string): Normalized => {
  const value = squash(squash(text).replace(LONE_SEPARATOR, ''));
  return value ? ok(value) : fail(EMPTY_REASON);
};
