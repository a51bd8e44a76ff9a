import { describe, expect, it } from 'vitest';
import { normalizeAju } from './aju.ts';
import { containerCheckDigit, normalizeContainer } from './container.ts';
import { normalizeHsCode } from './hs-code.ts';
import { incotermParts, normalizeIncoterm } from './incoterm.ts';
import { luhnValid, normalizeNpwp } from './npwp.ts';

describe('HS code', () => {
  it('keeps the digits of 6, 8 and 10 digit codes', () => {
    expect(normalizeHsCode('0901.11.10').value).toBe('09011110');
    expect(normalizeHsCode('HS 09011110').value).toBe('09011110');
    expect(normalizeHsCode('0901.11').value).toBe('090111');
    expect(normalizeHsCode('0901.11.10.00').value).toBe('0901111000');
    expect(normalizeHsCode('0901.1').value).toBeNull();
  });

  it('takes no date and no part of an amount for a code', () => {
    // A PEB's signature line under its last item ("MEDAN, 06-11-2026"); a batch line's gross weight.
    expect(normalizeHsCode('06-11-2026').value).toBeNull();
    expect(normalizeHsCode('MEDAN, 06.11.2026').value).toBeNull();
    expect(normalizeHsCode('19,456.000 KG').value).toBeNull();
    expect(normalizeHsCode('0901-11-10').value).toBe('09011110');
    expect(normalizeHsCode('2106.90.99').value).toBe('21069099');
  });

  it('takes no code of a chapter or heading the tariff book does not have', () => {
    // outside-9-scan set 2's PEB: 0901.11.10 read "99011110".
    expect(normalizeHsCode('99011110')).toMatchObject({ value: null, invalid: true });
    expect(normalizeHsCode('9801.00.10')).toMatchObject({ value: null, invalid: true });
    expect(normalizeHsCode('7701.10.00')).toMatchObject({ value: null, invalid: true });
    expect(normalizeHsCode('0001.10.00')).toMatchObject({ value: null, invalid: true });
    expect(normalizeHsCode('0900.11.10').reason).toBe('Kode HS tidak ada di BTKI 2022: tidak ada pos 09.00.');
    expect(normalizeHsCode('9701.10.00').value).toBe('97011000');
    expect(normalizeHsCode('0101.21.00').value).toBe('01012100');
  });
});

describe('NPWP', () => {
  it('accepts 15 digits with a valid check digit', () => {
    expect(luhnValid('012345674')).toBe(true);
    expect(normalizeNpwp('01.234.567.4-012.000').value).toBe('012345674012000');
    expect(normalizeNpwp('NPWP: 80.123.456.8-401.000').value).toBe('801234568401000');
  });

  it('accepts 16 digits (0 + the 15-digit NPWP, or a new NPWP)', () => {
    expect(normalizeNpwp('0012 3456 7401 2000').value).toBe('0012345674012000');
    expect(normalizeNpwp('3171234567890123').value).toBe('3171234567890123');
  });

  it('rejects wrong lengths and wrong check digits', () => {
    expect(normalizeNpwp('01.234.567.5-012.000').reason).toMatch(/pemeriksa/);
    expect(normalizeNpwp('01.234.567.4-012.00').value).toBeNull();
  });
});

describe('container number (ISO 6346)', () => {
  it('computes check digits', () => {
    expect(containerCheckDigit('CSQU305438')).toBe(3);
    expect(containerCheckDigit('MSKU123456')).toBe(5);
  });

  it('reads the usual writings and verifies the check digit', () => {
    expect(normalizeContainer('CSQU3054383').value).toBe('CSQU3054383');
    expect(normalizeContainer('MSKU 123456-5').value).toBe('MSKU1234565');
    expect(normalizeContainer('tghu 987654 2').value).toBe('TGHU9876542');
    expect(normalizeContainer('MSKU 123456-7').reason).toMatch(/pemeriksa/);
    expect(normalizeContainer('MSKU 12345').value).toBeNull();
    expect(normalizeContainer('0O0LU6160235').value).toBe('OOLU6160235');
  });

  it('reads a B among the serial as the 8 or the 6 the check digit verifies, and neither when both do', () => {
    expect(normalizeContainer('OOLUB160235').value).toBe('OOLU6160235');
    expect(normalizeContainer('OOLU 616O23-5').value).toBe('OOLU6160235');
    // MSKU8000050 and MSKU6000050 both verify: which was printed cannot be told.
    expect(normalizeContainer('MSKUB000050').value).toBeNull();
  });
});

describe('nomor aju', () => {
  it('accepts 26 characters with a real date at 13-20', () => {
    expect(normalizeAju('040030-A1B2C3-20240115-000123').value).toBe('040030A1B2C320240115000123');
    expect(normalizeAju('04003012345620240115000123').value).toBe('04003012345620240115000123');
  });

  it('rejects other lengths and impossible dates', () => {
    expect(normalizeAju('0400301234562024011500012').value).toBeNull();
    expect(normalizeAju('040030-123456-20241332-000123').reason).toMatch(/Tanggal/);
  });
});

describe('format invalid and Incoterms', () => {
  it('marks text of the type that fails its check as invalid, and an empty read as not found', () => {
    expect(normalizeContainer('TGHU 141955 1')).toMatchObject({ value: null, invalid: true });
    expect(normalizeContainer('').invalid).toBeUndefined();
    expect(normalizeHsCode('1801.00.0')).toMatchObject({ value: null, invalid: true });
    expect(normalizeHsCode('lihat lampiran').invalid).toBeUndefined();
  });

  it('reads the code and the named place of an Incoterm', () => {
    expect(normalizeIncoterm('FOB Jakarta')).toEqual({ value: 'FOB JAKARTA' });
    expect(normalizeIncoterm('Terms: CIF Yokohama (Incoterms 2020)')).toEqual({ value: 'CIF YOKOHAMA' });
    expect(normalizeIncoterm('C&F Tokyo')).toEqual({ value: 'CFR TOKYO' });
    expect(normalizeIncoterm('FOB')).toEqual({ value: 'FOB' });
    expect(normalizeIncoterm('Free of charge').value).toBeNull();
    expect(incotermParts('FOB TANJUNG PRIOK')).toEqual({ code: 'FOB', place: 'TANJUNG PRIOK' });
  });
});
