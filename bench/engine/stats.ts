export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export const ms = (value: number, digits = 0): string =>
  Number.isFinite(value) ? `${value.toFixed(digits)} ms` : '-';

export const ratio = (value: number, reference: number): string =>
  Number.isFinite(value) && Number.isFinite(reference) && reference > 0
    ? `${(value / reference).toFixed(2)}x`
    : '-';

export const percent = (part: number, whole: number): string =>
  whole > 0 ? `${((100 * part) / whole).toFixed(1)}%` : '-';
