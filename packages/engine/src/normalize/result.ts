import type { JsonValue } from '../types.ts';

/** A normalised value, or null with the reason (Indonesian, shown to users). Never a guess. */
export interface Normalized {
  value: JsonValue;
  unit?: string;
  reason?: string;
  /**
   * Text of the type was read but is no valid value of it (a container whose ISO 6346 check digit
   * fails, an HS code or NPWP of the wrong length): Format tidak valid, not Tidak Ditemukan.
   */
  invalid?: true;
}

export const ok = (value: JsonValue, unit?: string): Normalized => (unit ? { value, unit } : { value });
export const fail = (reason: string): Normalized => ({ value: null, reason });
/** Read, but not a valid value of its type (see `Normalized.invalid`). */
export const invalid = (reason: string): Normalized => ({ value: null, reason, invalid: true });

export const EMPTY_REASON = 'Nilai tidak ditemukan di area yang ditandai.';

/** Collapses whitespace; an empty result means nothing was read. */
export const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();
