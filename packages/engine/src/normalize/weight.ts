import { findCodeIn } from '../reference/lookup.ts';
import type { ReferenceEntry } from '../reference/types.ts';
import { UNITS } from '../reference/units.ts';
import { type NumberOptions, parseNumber } from './number.ts';
import { fail, type Normalized } from './result.ts';

/** Kilograms per weight unit (UN/ECE Rec. 20 codes). */
const KILOGRAMS: Readonly<Record<string, number>> = { KGM: 1, TNE: 1000, LBR: 0.45359237, GRM: 0.001 };
const WEIGHT_UNITS = UNITS.filter((u) => u.code in KILOGRAMS);
const weightUnits = new WeakMap<readonly ReferenceEntry[], readonly ReferenceEntry[]>();

const round = (value: number): number => Math.round(value * 1e6) / 1e6;

/**
 * How many kilograms one unit written in the text weighs (1000 for "18,496.215 MT"); undefined
 * when no weight unit is written.
 */
export const weightUnitFactor = (text: string, units?: readonly ReferenceEntry[]): number | undefined => {
  let list: readonly ReferenceEntry[] = WEIGHT_UNITS;
  if (units) {
    list = weightUnits.get(units) ?? units.filter((u) => u.code in KILOGRAMS);
    weightUnits.set(units, list);
  }
  const code = findCodeIn(text, list);
  return code ? (KILOGRAMS[code] ?? 1) : undefined;
};

/**
 * Weight: converted to kilograms (KGS/KG, MT, LBS, with the company's aliases of these units);
 * kilograms assumed when no unit is written.
 */
export const normalizeWeight = (
  text: string,
  options: NumberOptions = {},
  units?: readonly ReferenceEntry[],
): Normalized => {
  const amount = parseNumber(text, options);
  if (amount.value === null || typeof amount.value !== 'number') return amount;
  const factor = weightUnitFactor(text, units) ?? 1;
  if (amount.value < 0) return fail('Berat tidak boleh negatif.');
  return { value: round(amount.value * factor), unit: 'KGM' };
};
