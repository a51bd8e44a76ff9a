import { validationMessages } from '@vd/contract';
import { normalizeAju } from '@vd/engine';
import { AppError } from '../../errors.ts';

/** A nomor aju as typed, uppercased, without spaces, dashes, dots or slashes (the stored form). */
export const compactAju = (text: string) => text.toUpperCase().replace(/[\s\-./]/g, '');

/**
 * The stored form of a typed nomor aju, checked with the engine's rules (docs/domain.md "Formats"):
 * exactly 26 letters or digits with a real date at characters 13-20; 400 otherwise.
 */
export function parseAju(text: string): string {
  const aju = compactAju(text);
  if (!/^[0-9A-Z]{26}$/.test(aju)) throw invalid(validationMessages.ajuInvalid);
  if (normalizeAju(aju).value !== aju) throw invalid(validationMessages.ajuDate);
  return aju;
}

const invalid = (message: string) => new AppError('VALIDATION_FAILED', message, { aju_number: message });

/** A stored nomor aju as displayed, 6-6-8-6 with dashes (anything else as stored). */
export function displayAju(aju: string | null): string | null {
  if (aju?.length !== 26) return aju;
  return `${aju.slice(0, 6)}-${aju.slice(6, 12)}-${aju.slice(12, 20)}-${aju.slice(20)}`;
}
