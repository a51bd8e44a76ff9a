import { findCodeIn, lookupOf } from '../reference/lookup.ts';
import type { ReferenceEntry } from '../reference/types.ts';
import { COUNTED_UNITS, PACKAGES, UNITS } from '../reference/units.ts';
import { findNumberToken, type NumberOptions, parseNumber } from './number.ts';
import type { Normalized } from './result.ts';

/** The lists a quantity's unit is looked up in (the library's; the shipped ones by default). */
export interface QuantityLists {
  package?: readonly ReferenceEntry[];
  unit?: readonly ReferenceEntry[];
}

/**
 * Quantity: the amount as a number, the unit code as unit when written: a package of UN/ECE
 * Rec. 21 (CT, BG, PX ...) or a unit of Rec. 20 (PCE, KGM ...), packages first.
 */
export const normalizeQuantity = (
  text: string,
  options: NumberOptions = {},
  lists: QuantityLists = {},
): Normalized => {
  const packages = lists.package ?? PACKAGES;
  const unit = findCodeIn(text, packages) ?? findCodeIn(text, lists.unit ?? UNITS);
  const counted = unit !== undefined && (lookupOf(packages).codes.has(unit) || COUNTED_UNITS.has(unit));
  let amount = parseNumber(text, options);
  if (
    amount.value === null &&
    counted &&
    /^\d{1,3}([.,])\d{3}(\1\d{3})*$/.test(findNumberToken(text) ?? '')
  ) {
    amount = parseNumber(text.replace(/[.,](?=\d{3})/g, ''), options);
  }
  if (amount.value === null) return amount;
  return unit ? { value: amount.value, unit } : { value: amount.value };
};
