/** One entry of a reference list: its code, the name shown, and other names documents print. */
export interface ReferenceEntry {
  code: string;
  name: string;
  aliases: readonly string[];
}

/** The lists of Pustaka (the library), by their API names. */
export const REFERENCE_LISTS = [
  'hs_code',
  'port',
  'country',
  'currency',
  'unit',
  'package',
  'incoterm',
  'customs_office',
] as const;
export type ReferenceListName = (typeof REFERENCE_LISTS)[number];

/**
 * What the normalisers read: the shipped lists, with a company's own entries and aliases merged in
 * by the caller (the API). A list left out is the shipped one.
 */
export interface NormalizeReference {
  port?: readonly ReferenceEntry[];
  country?: readonly ReferenceEntry[];
  unit?: readonly ReferenceEntry[];
  package?: readonly ReferenceEntry[];
}

/** A name as lists compare it: capitals, single spaces, no trailing dot. */
export const referenceKey = (name: string): string =>
  name.toUpperCase().replace(/\s+/g, ' ').trim().replace(/\.$/, '');
