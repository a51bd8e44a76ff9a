import { COUNTRIES } from '../reference/countries.ts';
import { lookupOf } from '../reference/lookup.ts';
import type { ReferenceEntry } from '../reference/types.ts';
import { EMPTY_REASON, fail, type Normalized, ok, squash } from './result.ts';

/** True for an ISO 3166 code of the reference list (what normalizeCountry gives a known country). */
export const isKnownCountry = (code: string, countries: readonly ReferenceEntry[] = COUNTRIES): boolean =>
  lookupOf(countries).codes.has(code);

/**
 * Country: ISO 3166 alpha-2 code when the name or code is known, else the name in capitals. The
 * list is the library's (every ISO country with the company's aliases), the shipped one by default.
 */
export const normalizeCountry = (
  text: string,
  countries: readonly ReferenceEntry[] = COUNTRIES,
): Normalized => {
  const { codes, byName } = lookupOf(countries);
  const name = squash(text.toUpperCase().replace(/[^A-Z.\s]/g, ' ')).replace(/\.$/, '');
  if (!name) return fail(EMPTY_REASON);
  if (codes.has(name)) return ok(name);
  const known = byName.get(name);
  if (known) return ok(known);
  // A code printed with its name, either way round: "KR - KOREA SELATAN", "KOREA SELATAN (KR)".
  const words = name.split(' ');
  for (const [code, rest] of [
    [words[0]!, words.slice(1).join(' ')],
    [words.at(-1)!, words.slice(0, -1).join(' ')],
  ] as const) {
    if (codes.has(code) && byName.get(rest) === code) return ok(code);
  }
  return ok(name);
};
