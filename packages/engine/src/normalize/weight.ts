import { type NumberOptions, parseNumber } from './number.ts';
import { fail, type Normalized } from './result.ts';

/** Kilograms per unit as written on shipment documents. */
const UNITS: ReadonlyArray<[RegExp, number]> = [
  [/\b(KGS?|KILOS?|KILOGRAMS?|KGM)\b/i, 1],
  [/\b(MT|MTS|TONS?|TONNES?|TNE)\b/i, 1000],
  [/\b(LBS?|POUNDS?)\b/i, 0.45359237],
  [/\b(GRAMS?|GRS?|GRM)\b/i, 0.001],
];

const round = (value: number): number => Math.round(value * 1e6) / 1e6;

/** Weight: converted to kilograms (KGS/KG, MT, LBS); kilograms assumed when no unit is written. */
export const normalizeWeight = (text: string, options: NumberOptions = {}): Normalized => {
  const amount = parseNumber(text, options);
  if (amount.value === null || typeof amount.value !== 'number') return amount;
  const unit = UNITS.find(([pattern]) => pattern.test(text));
  const factor = unit ? unit[1] : 1;
  if (amount.value < 0) return fail('Berat tidak boleh negatif.');
  return { value: round(amount.value * factor), unit: 'KGM' };
};
