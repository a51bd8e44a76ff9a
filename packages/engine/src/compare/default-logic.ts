import type { DataType } from '../types.ts';

/**
 * The logic a label compares with when it names none, by data type: amounts with a tolerance
 * (weights 0.5%, money one cent, counts exactly), dates to the day, Incoterms by their code,
 * identifiers exactly, everything else as text (case, spacing, punctuation and PT/CV/LTD ignored).
 * The type is narrower than `Logic`, so a company label can store it as it is.
 */
export type DefaultLogic =
  | { logic: 'number'; tolerance: { absolute?: number; percent?: number } }
  | { logic: 'date'; days: number }
  | { logic: 'exact' | 'text' | 'incoterm' };

export function defaultLogicOf(type: DataType): DefaultLogic {
  switch (type) {
    case 'number':
    case 'quantity':
      return { logic: 'number', tolerance: { absolute: 0 } };
    case 'money':
      return { logic: 'number', tolerance: { absolute: 0.01 } };
    case 'weight':
      return { logic: 'number', tolerance: { percent: 0.5 } };
    case 'date':
      return { logic: 'date', days: 0 };
    case 'incoterm':
      return { logic: 'incoterm' };
    case 'hs_code':
    case 'npwp':
    case 'container':
    case 'aju':
      return { logic: 'exact' };
    default:
      return { logic: 'text' };
  }
}
