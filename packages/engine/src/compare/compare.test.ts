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

describe('verdicts that say what happened', () => {
  const doc = (document: string, value: DocumentValue['value'], extra: Partial<DocumentValue> = {}) => ({
    document,
    value,
    text: String(value),
    ...extra,
  });

  it('tells a difference the tolerance accepts from equal values', () => {
    const logic = { logic: 'number', tolerance: { percent: 0.5 } } as const;
    const within = agree(v(34_984), v(34_884), logic);
    expect(within).toEqual({ equal: true, within: true });
    expect(agree(v(34_884), v(34_884), logic)).toEqual({ equal: true });
    const verdict = compareLabel({
      label: 'Berat Kotor',
      values: [doc('PEB', 34_884), doc('PL', 34_984)],
      ...logic,
    });
    expect(verdict.verdict).toBe('match_within_tolerance');
    expect(verdict.documents.find((d) => d.document === 'PL')).toMatchObject({ equal: true, within: true });
    expect(
      compareLabel({
        label: 'Tanggal',
        values: [doc('A', '2026-11-01'), doc('B', '2026-11-02')],
        logic: 'date',
        days: 2,
      }).verdict,
    ).toBe('match_within_tolerance');
  });

  it('says a value read but not valid for its type is invalid, not missing', () => {
    const values = [
      doc('B/L', null, { text: 'TGHU1419551', invalid: true, reason: 'Digit pemeriksa' }),
      doc('PEB', 'TGHU1419550'),
    ];
    expect(compareLabel({ label: 'Nomor Kontainer', values, logic: 'exact' }).verdict).toBe('invalid');
    const withMissing = [...values, doc('PL', null, { text: '' })];
    expect(compareLabel({ label: 'Nomor Kontainer', values: withMissing, logic: 'exact' }).verdict).toBe(
      'missing',
    );
  });

  it('compares Incoterms by code, and the place only when both print one', () => {
    const logic = { logic: 'incoterm' } as const;
    expect(agree(v('FOB'), v('FOB JAKARTA'), logic).equal).toBe(true);
    expect(agree(v('FOB JAKARTA'), v('FOB Jakarta, Indonesia'), logic).equal).toBe(true);
    expect(agree(v('FOB TANJUNG PRIOK'), v('FOB TANJUNG PRIOK'), logic).equal).toBe(true);
    expect(agree(v('FOB JAKARTA'), v('FOB SURABAYA'), logic)).toMatchObject({ equal: false });
    expect(agree(v('CIF YOKOHAMA'), v('FOB JAKARTA'), logic).reason).toBe(
      'Kode Incoterm berbeda (CIF dan FOB).',
    );
  });
});
