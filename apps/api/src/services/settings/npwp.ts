/** NPWP as written: 15 digits `99.999.999.9-999.999`; 16 digits in groups of four. */
export function formatNpwp(digits: string | null): string | null {
  if (!digits) return null;
  if (/^\d{15}$/.test(digits)) {
    return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}.${digits.slice(8, 9)}-${digits.slice(9, 12)}.${digits.slice(12)}`;
  }
  if (/^\d{16}$/.test(digits)) return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
  return digits;
}
