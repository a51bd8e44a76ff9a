import { EMPTY_REASON, fail, type Normalized, ok, squash } from './result.ts';

/** Text: trimmed, single spaces. */
export const normalizeText = (text: string): Normalized => {
  const value = squash(text);
  return value ? ok(value) : fail(EMPTY_REASON);
};
