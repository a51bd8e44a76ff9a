import { describe, expect, it } from 'vitest';
import { compareLabel, type DocumentValue } from './compare-label.ts';
import { agree, similarity } from './logics.ts';
import { textKey } from './text-key.ts';

const v = (value: DocumentValue['value'], text = String(value), unit?: string) => ({ value, text, unit });

describe('comparison logics', () => {
  it('exact compares normalised values and units', () => {
    expect(agree(v('INV-001'), v('INV-001'), { logic: 'exact' }).equal).toBe(true);
    expect(agree(v('INV-001'), v('INV-002'), { logic: 'exact' }).equal).toBe(false);
    expect(agree(v(10, '10', 'USD'), v(10, '10', 'EUR'), { logic: 'exact' }).equal).toBe(false);
  });

  it('text ignores case, spaces, punctuation and legal forms', () => {
    expect(textKey('PT. Kopi  Nusantara, Tbk.')).toBe('kopi nusantara');
    expect(agree(v('PT KOPI NUSANTARA'), v('Kopi Nusantara, PT'), { logic: 'text' }).equal).toBe(true);
    expect(agree(v('Yamada Trading Co., Ltd.'), v('YAMADA TRADING'), { logic: 'text' }).equal).toBe(true);
    expect(agree(v('Yamada Trading'), v('Yamada Shoji'), { logic: 'text' }).equal).toBe(false);
  });

  it('fuzzy uses the similarity threshold', () => {
    expect(similarity('Jl. Sudirman No. 10 Jakarta', 'JL SUDIRMAN NO 1O JAKARTA')).toBeGreaterThan(0.9);
    expect(agree(v('Jl Sudirman 10'), v('Jl Sudirman 1O'), { logic: 'fuzzy', threshold: 0.9 }).equal).toBe(
      true,
    );
    expect(agree(v('Jl Sudirman 10'), v('Jl Thamrin 5'), { logic: 'fuzzy', threshold: 0.9 }).equal).toBe(
      false,
    );
  });

  it('number honours absolute and percent tolerances and units', () => {
    expect(agree(v(1000), v(1000.4), { logic: 'number', tolerance: { absolute: 0.5 } }).equal).toBe(true);
    expect(agree(v(1000), v(1006), { logic: 'number', tolerance: { percent: 0.5 } }).equal).toBe(false);
    expect(agree(v(1000), v(1004), { logic: 'number', tolerance: { percent: 0.5 } }).equal).toBe(true);
    expect(agree(v(1000), v(1000.01), { logic: 'number' }).equal).toBe(false);
    expect(agree(v(5, '5', 'CT'), v(5, '5', 'PK'), { logic: 'number' }).equal).toBe(false);
  });

  it('date compares days, contains compares inclusion', () => {
    expect(agree(v('2024-01-05'), v('2024-01-05'), { logic: 'date' }).equal).toBe(true);
    expect(agree(v('2024-01-05'), v('2024-01-06'), { logic: 'date' }).equal).toBe(false);
    expect(agree(v('2024-01-05'), v('2024-01-06'), { logic: 'date', days: 1 }).equal).toBe(true);
    expect(
      agree(v('Arabica Coffee Beans Grade 1'), v('ARABICA COFFEE BEANS'), { logic: 'contains' }).equal,
    ).toBe(true);
    expect(agree(v('Robusta'), v('Arabica'), { logic: 'contains' }).equal).toBe(false);
  });
});

describe('compareLabel', () => {
  const doc = (document: string, value: DocumentValue['value']): DocumentValue => ({ document, ...v(value) });

  it('matches against the master document', () => {
    const result = compareLabel({
      label: 'Berat Kotor',
      logic: 'number',
      master: 'PEB',
      values: [doc('INV', 10), doc('PEB', 10), doc('PL', 10)],
    });
    expect(result.verdict).toBe('match');
    expect(result.reference).toBe('PEB');
  });

  it('reports which document differs', () => {
    const result = compareLabel({
      label: 'Berat Kotor',
      logic: 'number',
      master: 'PEB',
      values: [doc('PEB', 10), doc('PL', 11)],
    });
    expect(result.verdict).toBe('mismatch');
    expect(result.documents).toEqual([
      { document: 'PEB', equal: true },
      expect.objectContaining({ document: 'PL', equal: false }),
    ]);
    expect(result.reason).toMatch(/PL/);
  });

  it('gives missing when a document has no value, skipped for one document or an inactive label', () => {
    expect(
      compareLabel({ label: 'X', logic: 'exact', values: [doc('A', 'a'), doc('B', null)] }).verdict,
    ).toBe('missing');
    expect(compareLabel({ label: 'X', logic: 'exact', values: [doc('A', 'a')] }).verdict).toBe('skipped');
    expect(
      compareLabel({ label: 'X', logic: 'exact', active: false, values: [doc('A', 'a'), doc('B', 'a')] })
        .verdict,
    ).toBe('skipped');
  });

  it('format only checks that every value was read by its data type', () => {
    expect(
      compareLabel({ label: 'NPWP', logic: 'format', values: [doc('A', '012345674012000')] }).verdict,
    ).toBe('match');
    expect(compareLabel({ label: 'NPWP', logic: 'format', values: [doc('A', null)] }).verdict).toBe(
      'missing',
    );
  });
});
