import { lookupOf } from '../reference/lookup.ts';
import { PORTS } from '../reference/ports.ts';
import type { ReferenceEntry } from '../reference/types.ts';
import { isKnownCountry, normalizeCountry } from './country.ts';
import { EMPTY_REASON, fail, type Normalized, ok, squash } from './result.ts';

/** True for a UN/LOCODE of the reference list (what normalizePort gives a known port). */
export const isKnownPort = (code: string, ports: readonly ReferenceEntry[] = PORTS): boolean =>
  lookupOf(ports).codes.has(code);

/**
 * Port: its UN/LOCODE when written as one or as a known name ("TANJUNG PRIOK, JAKARTA" ->
 * IDTPP, the first known name wins), else the name in capitals. The list is the library's
 * (shipped ports with the company's own entries and aliases), the shipped one by default.
 */
export const normalizePort = (text: string, ports: readonly ReferenceEntry[] = PORTS): Normalized => {
  const { codes, byName } = lookupOf(ports);
  // Punctuation before the name is a speck or a caption's colon's neighbour, never the name's.
  const name = squash(text.toUpperCase().replace(/[^A-Z0-9.\s,]/g, ' ')).replace(/^[.,\s]+/, '');
  if (!name) return fail(EMPTY_REASON);
  const code = name.split(/[\s,]+/).find((token) => codes.has(token));
  if (code) return ok(code);
  const whole = byName.get(name.replace(/\.$/, ''));
  if (whole) return ok(whole);
  for (const part of name.split(/\s*[,-]\s*/)) {
    const known = byName.get(part.replace(/\.$/, '')) ?? byName.get(part.replace(/\bPORT OF\s+/, ''));
    if (known) return ok(known);
  }
  // A known port followed by its country or city with no comma between ("YOKOHAMA JAPAN",
  // "BELAWAN MEDAN": the comma is often lost on a scan), or by its town's name in a part of its own
  // ("TENAU KUPANG, INDONESIA").
  for (const part of [name, ...name.split(/\s*,\s*/)]) {
    const words = part.replace(/\.$/, '').split(' ');
    for (let k = words.length - 1; k >= 1; k--) {
      const known = byName.get(words.slice(0, k).join(' '));
      const rest = words.slice(k).join(' ');
      if (known && (byName.get(rest) === known || isKnownCountry(normalizeCountry(rest).value as string)))
        return ok(known);
    }
  }
  return ok(name.replace(/\s*,\s*/g, ', '));
};
