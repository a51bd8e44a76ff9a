import { findCodeIn, lookupOf } from '../reference/lookup.ts';
import { PORTS } from '../reference/ports.ts';
import type { ReferenceEntry } from '../reference/types.ts';
import { isKnownCountry, normalizeCountry } from './country.ts';
import { EMPTY_REASON, fail, type Normalized, ok, squash } from './result.ts';

/** True for a UN/LOCODE of the reference list (what normalizePort gives a known port). */
export const isKnownPort = (code: string, ports: readonly ReferenceEntry[] = PORTS): boolean =>
  lookupOf(ports).codes.has(code);

/**
 * An airport written with its IATA code, a word of three letters that the list holds as a name
 * ("DENPASAR - NGURAH RAI INT'L (DPS)", "DPS DENPASAR", "JAKARTA (CGK)"): the code names it
 * when it stands alone or the rest of the text names a place of the code's country. The code
 * decides over the town (JAKARTA is Tanjung Priok's name, CGK the airport's); a three-letter word
 * beside no place of its country is not taken for a code.
 */
const airportOf = (name: string, ports: readonly ReferenceEntry[]): string | undefined => {
  const { byName } = lookupOf(ports);
  const words = name.split(/[\s,.]+/).filter(Boolean);
  for (const word of words) {
    const code = /^[A-Z]{3}$/.test(word) ? byName.get(word) : undefined;
    if (!code) continue;
    const rest = words.filter((w) => w !== word).join(' ');
    if (!rest || findCodeIn(rest, ports)?.slice(0, 2) === code.slice(0, 2)) return code;
  }
  return undefined;
};

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
  const airport = airportOf(name, ports);
  if (airport) return ok(airport);
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
