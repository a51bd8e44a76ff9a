import { type ReferenceEntry, referenceKey } from './types.ts';

/** A list as the normalisers search it: codes, and every name and alias to its code. */
export interface ReferenceLookup {
  codes: ReadonlySet<string>;
  byName: ReadonlyMap<string, string>;
  /** Every name and code, longest first (for finding one inside a longer text). */
  names: readonly string[];
}

const cache = new WeakMap<readonly ReferenceEntry[], ReferenceLookup>();

/** Builds (once per list) the lookup of a reference list. */
export function lookupOf(list: readonly ReferenceEntry[]): ReferenceLookup {
  const cached = cache.get(list);
  if (cached) return cached;
  const byName = new Map<string, string>();
  for (const entry of list) {
    for (const name of [entry.code, entry.name, ...entry.aliases]) {
      const key = referenceKey(name);
      if (key && !byName.has(key)) byName.set(key, entry.code);
    }
  }
  const lookup: ReferenceLookup = {
    codes: new Set(list.map((e) => e.code)),
    byName,
    names: [...byName.keys()].sort((a, b) => b.length - a.length),
  };
  cache.set(list, lookup);
  return lookup;
}

const patterns = new WeakMap<readonly ReferenceEntry[], RegExp | null>();
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The code of the first name or code of the list written as a word of the text ("1.200 CTNS" ->
 * CT when the list is the packages), longest names first; undefined when none is.
 */
export function findCodeIn(text: string, list: readonly ReferenceEntry[]): string | undefined {
  let pattern = patterns.get(list);
  if (pattern === undefined) {
    const names = lookupOf(list).names.filter((n) => n.length > 1);
    pattern = names.length
      ? new RegExp(`(?<![A-Z0-9])(${names.map(escapeRegExp).join('|')})\\.?(?![A-Z0-9])`, 'i')
      : null;
    patterns.set(list, pattern);
  }
  const match = pattern ? text.match(pattern) : null;
  return match?.[1] ? lookupOf(list).byName.get(referenceKey(match[1])) : undefined;
}
