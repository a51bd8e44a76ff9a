import { distance } from 'fastest-levenshtein';
import { incotermParts } from '../normalize/incoterm.ts';
import type { JsonValue } from '../types.ts';
import { textKey } from './text-key.ts';

export const LOGICS = ['exact', 'text', 'fuzzy', 'number', 'date', 'contains', 'incoterm', 'format'] as const;
export type LogicName = (typeof LOGICS)[number];

/** A label's validation logic, stored as data. */
export interface Logic {
  logic: LogicName;
  /** fuzzy: minimum similarity 0-1 (default 0.85). */
  threshold?: number;
  /** number: allowed difference, absolute and/or percent of the reference (default exact). */
  tolerance?: { absolute?: number; percent?: number };
  /** date: allowed difference in days (default 0). */
  days?: number;
}

/** A value as compared: the normalised value, its unit and the raw text. */
export interface Comparable {
  value: JsonValue;
  unit?: string;
  text: string;
}

export interface Agreement {
  equal: boolean;
  /** Why they differ, in Indonesian. */
  reason?: string;
  /** Equal only by the logic's tolerance: the values themselves differ (Sesuai dalam toleransi). */
  within?: true;
}

const same: Agreement = { equal: true };
const within: Agreement = { equal: true, within: true };
const differ = (reason: string): Agreement => ({ equal: false, reason });

/** Similarity 0-1 of two texts by edit distance over their comparison keys. */
export const similarity = (a: string, b: string): number => {
  const x = textKey(a);
  const y = textKey(b);
  const longest = Math.max(x.length, y.length);
  return longest === 0 ? 1 : 1 - distance(x, y) / longest;
};

const asText = (c: Comparable): string => (typeof c.value === 'string' ? c.value : c.text);

const compareNumbers = (value: Comparable, reference: Comparable, logic: Logic): Agreement => {
  if (typeof value.value !== 'number' || typeof reference.value !== 'number') {
    return differ('Nilai bukan angka.');
  }
  if (value.unit && reference.unit && value.unit !== reference.unit) {
    return differ(`Satuan berbeda (${value.unit} dan ${reference.unit}).`);
  }
  const diff = Math.abs(value.value - reference.value);
  const absolute = logic.tolerance?.absolute ?? 0;
  const relative = ((logic.tolerance?.percent ?? 0) / 100) * Math.abs(reference.value);
  const allowed = Math.max(absolute, relative) + 1e-9;
  if (diff > allowed) return differ(`Selisih ${Number(diff.toFixed(6))} melebihi toleransi.`);
  return diff > 1e-9 ? within : same;
};

const compareDates = (value: Comparable, reference: Comparable, logic: Logic): Agreement => {
  if (typeof value.value !== 'string' || typeof reference.value !== 'string')
    return differ('Nilai bukan tanggal.');
  const days = Math.abs(Date.parse(value.value) - Date.parse(reference.value)) / 86_400_000;
  if (days > (logic.days ?? 0)) return differ(`Tanggal berbeda ${days} hari.`);
  return days > 0 ? within : same;
};

/**
 * Incoterms by their rule: the codes must be the same; the named place only counts when both
 * documents print one, one place may name more ("FOB" and "FOB JAKARTA" agree, so do "FOB JAKARTA" and
 * "FOB Jakarta, Indonesia"; "FOB JAKARTA" and "FOB SURABAYA" do not).
 */
const compareIncoterms = (value: string, reference: string): Agreement => {
  const a = incotermParts(value);
  const b = incotermParts(reference);
  if (!a || !b) return differ('Kode Incoterm tidak terbaca.');
  if (a.code !== b.code) return differ(`Kode Incoterm berbeda (${a.code} dan ${b.code}).`);
  const [x, y] = [textKey(a.place), textKey(b.place)];
  if (x && y && !x.includes(y) && !y.includes(x))
    return differ(`Tempat penyerahan berbeda (${a.place} dan ${b.place}).`);
  return same;
};

/** Whether one value agrees with the reference under the logic (both values present). */
export const agree = (value: Comparable, reference: Comparable, logic: Logic): Agreement => {
  switch (logic.logic) {
    case 'exact':
      return value.value === reference.value && (value.unit ?? '') === (reference.unit ?? '')
        ? same
        : differ('Nilai tidak sama persis.');
    case 'text':
      return textKey(asText(value)) === textKey(asText(reference)) ? same : differ('Teks berbeda.');
    case 'fuzzy': {
      const score = similarity(asText(value), asText(reference));
      const threshold = logic.threshold ?? 0.85;
      return score >= threshold
        ? same
        : differ(`Kemiripan ${Math.round(score * 100)}% di bawah ambang ${Math.round(threshold * 100)}%.`);
    }
    case 'number':
      return compareNumbers(value, reference, logic);
    case 'date':
      return compareDates(value, reference, logic);
    case 'contains': {
      const a = textKey(asText(value));
      const b = textKey(asText(reference));
      return a.includes(b) || b.includes(a) ? same : differ('Teks yang satu tidak memuat yang lain.');
    }
    case 'incoterm':
      return compareIncoterms(asText(value), asText(reference));
    case 'format':
      return same;
  }
};
