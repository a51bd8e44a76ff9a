import { describe, expect, it } from 'vitest';
import { normalizeMoney } from './money.ts';
import { detectNumberFormat, parseNumber, writingOf } from './number.ts';
import { normalizeQuantity } from './quantity.ts';
import { normalizeWeight } from './weight.ts';

describe('parseNumber', () => {
  it('reads Indonesian writing', () => {
    expect(parseNumber('1.234.567,89').value).toBe(1234567.89);
    expect(parseNumber('12,5').value).toBe(12.5);
    expect(parseNumber('1.234', { numberFormat: 'id' }).value).toBe(1234);
  });

  it('reads English writing', () => {
    expect(parseNumber('1,234,567.89').value).toBe(1234567.89);
    expect(parseNumber('12.5').value).toBe(12.5);
    expect(parseNumber('1,234', { numberFormat: 'en' }).value).toBe(1234);
  });

  it('uses the document writing for tokens ambiguous on their own', () => {
    expect(parseNumber('1.234', { documentFormat: 'en' }).value).toBe(1.234);
    expect(parseNumber('1.234', { documentFormat: 'id' }).value).toBe(1234);
    const ambiguous = parseNumber('1,234');
    expect(ambiguous.value).toBeNull();
    expect(ambiguous.reason).toMatch(/ambigu/);
  });

  it('rejects a token that contradicts the forced writing', () => {
    expect(parseNumber('1,234.50', { numberFormat: 'id' }).value).toBeNull();
  });

  it('reads plain integers, negatives and numbers inside text', () => {
    expect(parseNumber('1200').value).toBe(1200);
    expect(parseNumber('(1,234.00)').value).toBe(-1234);
    expect(parseNumber('INV-2024 total 3,500.25 only').value).toBe(3500.25);
    expect(parseNumber('').value).toBeNull();
    expect(parseNumber('tidak ada').value).toBeNull();
  });

  it('reads digits grouped in threes by spaces as one number, its one separator the decimal', () => {
    expect(parseNumber('9 600').value).toBe(9600);
    expect(parseNumber('16 260,00 kg').value).toBe(16260);
    expect(parseNumber('1 084 koli').value).toBe(1084);
    expect(parseNumber('12 450.5').value).toBe(12450.5);
    expect(parseNumber('1\u00a0234\u00a0567,89').value).toBe(1234567.89);
    expect(writingOf('16 260,00')).toBe('id');
    expect(writingOf('16 260.00')).toBe('en');
    expect(writingOf('9 600')).toBeUndefined();
    // Not groups of three: two numbers, the longer one taken as before.
    expect(parseNumber('2 x 20 containers 12,345.50').value).toBe(12345.5);
    expect(parseNumber('40HC x 1').value).toBe(40);
    expect(parseNumber('2026 123').value).toBe(2026);
  });

  it("leaves a unit's digit out ('M3' is no volume of 3)", () => {
    expect(parseNumber('M3').value).toBeNull();
    expect(parseNumber('25.400 M3', { documentFormat: 'en' }).value).toBe(25.4);
    expect(parseNumber('25.4M3').value).toBe(25.4);
    expect(parseNumber('VOLUME (M3): 12.5').value).toBe(12.5);
    expect(parseNumber('120 CM2').value).toBe(120);
  });

  it('tells the writing a token proves', () => {
    expect(writingOf('1.234,5')).toBe('id');
    expect(writingOf('1,234.5')).toBe('en');
    expect(writingOf('1.234.567')).toBe('id');
    expect(writingOf('1,234')).toBeUndefined();
    expect(detectNumberFormat(['Total 1.250,00', 'Berat 12.345,6789', '1,234'])).toBe('id');
    expect(detectNumberFormat(['1,234'])).toBeUndefined();
    // Tariff codes and an NPWP are no numbers: an English invoice with an Indonesian address's "4,5".
    expect(
      detectNumberFormat([
        'Km. 4,5',
        '0801.11.00',
        '1513.11.00',
        '4402.20.10',
        '02.417.736.2-401.000',
        '2.35',
        '4.80',
      ]),
    ).toBe('en');
  });

  it('lets tokens that group their digits outweigh lone separators', () => {
    // A scanned bill of lading: the weight groups its digits the English way; the date's
    // "27,2024" (its space lost) has a lone comma, as an Indonesian decimal would.
    expect(detectNumberFormat(['34,884.000 KGS', '33.500 CBM', 'OCT 27,2024'])).toBe('en');
    expect(detectNumberFormat(['Berat 12.345,6789', 'Tanggal 24.2024', 'Nilai 1,5'])).toBe('id');
    // With no grouped token, or as many of each, the lone separators count as before.
    expect(detectNumberFormat(['12,5', '7,25', '3.5'])).toBe('id');
    expect(detectNumberFormat(['1,234.5', '1.234,5', '3.5'])).toBe('en');
  });
});

describe('money, weight, quantity', () => {
  it('reads the amount and the currency', () => {
    expect(normalizeMoney('USD 12,345.60')).toEqual({ value: 12345.6, unit: 'USD' });
    expect(normalizeMoney('Rp 1.500.000')).toEqual({ value: 1500000, unit: 'IDR' });
    expect(normalizeMoney('US$ 99.50')).toEqual({ value: 99.5, unit: 'USD' });
    expect(normalizeMoney('1.000,00')).toEqual({ value: 1000 });
  });

  it('converts weights to kilograms', () => {
    expect(normalizeWeight('12,345.50 KGS')).toEqual({ value: 12345.5, unit: 'KGM' });
    expect(normalizeWeight('12.345,5000 KG')).toEqual({ value: 12345.5, unit: 'KGM' });
    expect(normalizeWeight('12.5 MT').value).toBe(12500);
    expect(normalizeWeight('1,000.00 LBS').value).toBeCloseTo(453.59237, 5);
    expect(normalizeWeight('750').value).toBe(750);
  });

  it('reads quantities with their package code', () => {
    expect(normalizeQuantity('1,200 CTNS')).toEqual({ value: 1200, unit: 'CT' });
    expect(normalizeQuantity('20 PALLETS')).toEqual({ value: 20, unit: 'PX' });
    expect(normalizeQuantity('500 Bags')).toEqual({ value: 500, unit: 'BG' });
    expect(normalizeQuantity('35 PKGS')).toEqual({ value: 35, unit: 'PK' });
  });
});
