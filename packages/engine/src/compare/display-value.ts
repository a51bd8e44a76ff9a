/** Values as read in Indonesia (docs/domain.md "Formats"): 16.399,4 kg, USD 1.234,50, 21 November 2026. */

type Json = string | number | boolean | null;

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number in Indonesian writing (1.234,56) with the given fraction digits. */
export function formatNumber(value: number, minFraction = 0, maxFraction = 4): string {
  const key = `${minFraction}:${maxFraction}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('id-ID', {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

const rupiah = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
});
const longDate = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const regionNames = new Intl.DisplayNames(['id'], { type: 'region' });

/** UN/ECE package and unit codes (the engine's quantity units) in Indonesian. */
const unitNames: Record<string, string> = {
  CT: 'karton',
  PK: 'koli',
  BG: 'karung',
  PX: 'palet',
  DR: 'drum',
  BX: 'kotak',
  PCE: 'buah',
  SET: 'set',
  RO: 'gulung',
  NIU: 'unit',
  KGM: 'kg',
  TNE: 'ton',
};

/** The unit written after an amount: kg for weights, the currency for money, the package word for quantities. */
export function unitLabel(dataType: string, unit: string | null): string | null {
  if (dataType === 'weight') return 'kg';
  if (!unit) return null;
  return dataType === 'money' ? unit : (unitNames[unit] ?? unit);
}

/** An amount with its unit: "16.399,4 kg", "USD 1.234,50", "Rp 1.500.000", "400 karung". */
export function formatAmount(dataType: string, value: number, unit: string | null): string {
  if (dataType === 'money') {
    if (unit === 'IDR') return rupiah.format(value);
    const amount = formatNumber(value, 2, 2);
    return unit ? `${unit} ${amount}` : amount;
  }
  const amount = dataType === 'weight' ? formatNumber(value, 1, 4) : formatNumber(value);
  const label = unitLabel(dataType, unit);
  return label ? `${amount} ${label}` : amount;
}

/** 2026-11-21 -> "21 November 2026". */
export function formatDate(iso: string): string {
  const time = Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(time) ? iso : longDate.format(time);
}

/** 26 characters shown 6-6-8-6 (docs/domain.md "Nomor aju"). */
export const formatAju = (aju: string): string =>
  aju.length === 26 ? `${aju.slice(0, 6)}-${aju.slice(6, 12)}-${aju.slice(12, 20)}-${aju.slice(20)}` : aju;

const formatNpwp = (npwp: string): string =>
  npwp.length === 15
    ? `${npwp.slice(0, 2)}.${npwp.slice(2, 5)}.${npwp.slice(5, 8)}.${npwp.slice(8, 9)}-${npwp.slice(9, 12)}.${npwp.slice(12)}`
    : npwp;

const formatHs = (hs: string): string =>
  hs.length >= 8 ? `${hs.slice(0, 4)}.${hs.slice(4, 6)}.${hs.slice(6)}` : hs;

/** ISO 6346 as printed on boxes: owner and category, serial, check digit ("TGHU 141955 0"). */
export const formatContainer = (container: string): string =>
  container.length === 11
    ? `${container.slice(0, 4)} ${container.slice(4, 10)} ${container.slice(10)}`
    : container;

const countryName = (code: string): string => {
  try {
    const name = regionNames.of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
};

/** A normalised value for display; the raw text when it could not be normalised, "-" when nothing was read. */
export function displayValue(dataType: string, value: Json, unit: string | null, text: string): string {
  if (value === null) return text.trim() || '-';
  if (typeof value === 'number') {
    if (['money', 'weight', 'quantity'].includes(dataType)) return formatAmount(dataType, value, unit);
    // A whole number printed without separators is an identifier more often than an amount (an
    // order number, a code typed as Angka): shown as printed, never as 12.508.334.
    if (Number.isInteger(value) && /^\s*\d+\s*$/.test(text)) return text.trim();
    return formatNumber(value);
  }
  if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak';
  switch (dataType) {
    case 'date':
      return formatDate(value);
    case 'aju':
      return formatAju(value);
    case 'npwp':
      return formatNpwp(value);
    case 'hs_code':
      return formatHs(value);
    case 'container':
      return formatContainer(value);
    case 'country':
      return countryName(value);
    default:
      return value;
  }
}
