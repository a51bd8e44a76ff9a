import type { JsonValue } from '../types.ts';

/** A normalised value, or null with the reason (Indonesian, shown to users). Never a guess. */
export interface Normalized {
  value: JsonValue;
  unit?: string;
  reason?: string;
}

export const ok = (value: JsonValue, unit?: string): Normalized => (unit ? { value, unit } : { value });
export const fail = (reason: string): Normalized => ({ value: null, reason });

export const EMPTY_REASON = 'Nilai tidak ditemukan di area yang ditandai.';

/** Collapses whitespace; an empty result means nothing was read. */
export const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();
