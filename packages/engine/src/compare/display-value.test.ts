import { describe, expect, it } from 'vitest';
import { displayValue } from './display-value.ts';

describe('displayValue: values as an Indonesian reader writes them', () => {
  it('writes amounts with Indonesian separators and their units', () => {
    expect(displayValue('weight', 16399.4, 'KGM', '16,399.40 KGS')).toBe('16.399,4 kg');
    expect(displayValue('weight', 16274, 'KGM', '16274')).toBe('16.274,0 kg');
    expect(displayValue('money', 12345.5, 'USD', 'USD 12,345.50')).toBe('USD 12.345,50');
    expect(displayValue('money', 1500000, 'IDR', 'Rp 1.500.000')).toBe('Rp\u00a01.500.000');
    expect(displayValue('money', 99.9, null, '99.90')).toBe('99,90');
    expect(displayValue('quantity', 1200, 'BG', '1,200 BAGS')).toBe('1.200 karung');
    expect(displayValue('number', 0.125, null, '0.125')).toBe('0,125');
  });

  it('writes dates, identifiers and countries in their usual form', () => {
    expect(displayValue('date', '2026-11-21', null, '21/11/2026')).toBe('21 November 2026');
    expect(displayValue('aju', '040300AB123420241115000123', null, '')).toBe('040300-AB1234-20241115-000123');
    expect(displayValue('npwp', '012345678901000', null, '')).toBe('01.234.567.8-901.000');
    expect(displayValue('hs_code', '09011110', null, '')).toBe('0901.11.10');
    expect(displayValue('hs_code', '18010000', null, '1801.00.00')).toBe('1801.00.00');
    expect(displayValue('container', 'TGHU1419550', null, 'TGHU 141955-0')).toBe('TGHU 141955 0');
    expect(displayValue('incoterm', 'FOB JAKARTA', null, 'FOB Jakarta')).toBe('FOB JAKARTA');
    // An identifier is never written as a number, even on a label typed as Angka.
    expect(displayValue('text', '992288600', null, '992288600')).toBe('992288600');
    expect(displayValue('number', 12508334, null, '12508334')).toBe('12508334');
    expect(displayValue('number', 12508334, null, '12,508,334')).toBe('12.508.334');
    expect(displayValue('country', 'JP', null, 'JAPAN')).toBe('Jepang (JP)');
    expect(displayValue('text', 'PT KOPI NUSANTARA', null, 'PT KOPI NUSANTARA')).toBe('PT KOPI NUSANTARA');
  });

  it('shows what was read when it could not be normalised, and a dash when nothing was', () => {
    expect(displayValue('date', null, null, '05/01/2024')).toBe('05/01/2024');
    expect(displayValue('weight', null, null, '  ')).toBe('-');
  });
});
