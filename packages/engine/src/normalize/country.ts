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
  return ok(byName.get(name) ?? name);
};
