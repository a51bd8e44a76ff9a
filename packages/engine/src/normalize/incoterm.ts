import { EMPTY_REASON, fail, type Normalized, ok, squash } from './result.ts';

/** The Incoterms 2020 rules (ICC), by their three-letter codes. */
export const INCOTERMS = [
  'EXW',
  'FCA',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
] as const;
/** Codes of older editions still printed on documents (Incoterms 2010 and before). */
const OLDER = ['DAT', 'DAF', 'DES', 'DEQ', 'DDU', 'CNF', 'C&F'];

const CODE = new RegExp(
  `(?:^|[^A-Z])(${[...INCOTERMS, ...OLDER].map((c) => c.replace('&', '\\&')).join('|')})(?=$|[^A-Z])`,
);

/** An Incoterm split into its code and the named place printed after it (empty when none). */
export interface IncotermParts {
  code: string;
  place: string;
}

/** "FOB JAKARTA" -> { code: 'FOB', place: 'JAKARTA' }; "CNF" and "C&F" are read as CFR. */
export const incotermParts = (value: string): IncotermParts | null => {
  const upper = squash(value).toUpperCase();
  const match = upper.match(CODE);
  if (!match?.[1]) return null;
  const code = match[1] === 'CNF' || match[1] === 'C&F' ? 'CFR' : match[1];
  const place = upper
    .slice((match.index ?? 0) + match[0].length)
    .replace(/^[\s,.:;-]+/, '')
    .replace(/\b(INCOTERMS?|\(?\s*INCOTERMS?\s*20\d\d\s*\)?)\b.*$/, '')
    .replace(/[\s,.;:()-]+$/, '')
    .trim();
  return { code, place };
};

/**
 * Incoterm: the rule's code and the named place (Incoterms 2020, "FOB Jakarta"), kept as
 * "FOB JAKARTA" or just "FOB"; text without an Incoterm code is no value of this type.
 */
export const normalizeIncoterm = (text: string): Normalized => {
  if (!squash(text)) return fail(EMPTY_REASON);
  const parts = incotermParts(text);
  if (!parts) return fail('Kode Incoterm (misalnya FOB, CIF, EXW) tidak ditemukan.');
  return ok(parts.place ? `${parts.code} ${parts.place}` : parts.code);
};
