import { findNumberToken, type NumberOptions, parseNumber } from './number.ts';
import type { Normalized } from './result.ts';

/** Package and unit words to UN/ECE Rec. 21 / Rec. 20 codes. */
const UNITS: ReadonlyArray<[RegExp, string]> = [
  [/\b(CTNS?|CARTONS?|CT|KARTON)\b/i, 'CT'],
  [/\b(PKGS?|PACKAGES?|PK|KOLI|COLLI)\b/i, 'PK'],
  [/\b(BAGS?|BG|KARUNG|SACKS?)\b/i, 'BG'],
  [/\b(PLTS?|PALLETS?|PX|PALET)\b/i, 'PX'],
  [/\b(DRUMS?|DR)\b/i, 'DR'],
  [/\b(BOX(ES)?|BX)\b/i, 'BX'],
  [/\b(PCS|PIECES?|PC|PCE|BUAH)\b/i, 'PCE'],
  [/\b(SETS?)\b/i, 'SET'],
  [/\b(ROLLS?|RO)\b/i, 'RO'],
  [/\b(UNITS?|NIU)\b/i, 'NIU'],
  [/\b(KGS?|KGM)\b/i, 'KGM'],
  [/\b(MT|TNE)\b/i, 'TNE'],
];

/** Units counted in whole pieces: "1,200 CTNS" cannot be 1.2 cartons. */
const COUNTED = new Set(['CT', 'PK', 'BG', 'PX', 'DR', 'BX', 'PCE', 'SET', 'RO', 'NIU']);

/** Quantity: the amount as a number, the unit code as unit when written. */
export const normalizeQuantity = (text: string, options: NumberOptions = {}): Normalized => {
  const unit = UNITS.find(([pattern]) => pattern.test(text))?.[1];
  let amount = parseNumber(text, options);
  if (
    amount.value === null &&
    unit &&
    COUNTED.has(unit) &&
    /^\d{1,3}([.,])\d{3}(\1\d{3})*$/.test(findNumberToken(text) ?? '')
  ) {
    amount = parseNumber(text.replace(/[.,](?=\d{3})/g, ''), options);
  }
  if (amount.value === null) return amount;
  return unit ? { value: amount.value, unit } : { value: amount.value };
};
