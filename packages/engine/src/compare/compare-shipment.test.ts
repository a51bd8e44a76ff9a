import { describe, expect, it } from 'vitest';
import {
  compareShipment,
  type ShipmentDocument,
  type ShipmentLabel,
  type ShipmentReading,
} from './compare-shipment.ts';

const documents: ShipmentDocument[] = [
  { id: 'd-ci', name: 'Commercial Invoice', type_code: 'CI', is_master: false },
  { id: 'd-pl', name: 'Packing List', type_code: 'PL', is_master: false },
  { id: 'd-peb', name: 'PEB', type_code: 'PEB', is_master: true },
];
const all = documents.map((d) => d.id);

const label = (id: string, name: string, data_type: string, extra: Partial<ShipmentLabel> = {}) =>
  ({
    id,
    name,
    data_type,
    is_master: false,
    active: true,
    logic: { logic: 'text' },
    documents: all,
    ...extra,
  }) as ShipmentLabel;

let seq = 0;
const reading = (
  document_id: string,
  l: ShipmentLabel,
  value: ShipmentReading['value'],
  extra: Partial<ShipmentReading> = {},
): ShipmentReading => ({
  id: `r${++seq}`,
  document_id,
  document_label_id: l.id,
  label_name: l.name,
  data_type: l.data_type,
  row: 0,
  text: String(value ?? ''),
  value,
  unit: null,
  reason: value === null ? 'Nilai tidak ditemukan di area yang ditandai.' : null,
  confidence: value === null ? 0 : 1,
  review: false,
  invalid: false,
  ...extra,
});

/** A value the engine read with low confidence (its reason as the engine gives it). */
const flagged = (confidence: number) => ({
  confidence,
  review: true,
  reason: 'Terbaca dengan keyakinan rendah; periksa nilainya pada dokumen.',
});

const gross = label('l-gross', 'Berat Kotor', 'weight', {
  logic: { logic: 'number', tolerance: { percent: 0.5 } },
});
const net = label('l-net', 'Berat Bersih', 'weight', {
  logic: { logic: 'number', tolerance: { percent: 0.5 } },
});
const invoiceNo = label('l-inv', 'Nomor Invoice', 'text', { is_master: true });
const hs = label('l-hs', 'Kode HS', 'hs_code', { logic: { logic: 'exact' } });
const vessel = label('l-vessel', 'Nama Kapal', 'text', { documents: ['d-peb'] });
const kg = { unit: 'KGM' };

/** The shipment's documents compared on `labels`, with no logical validation. */
const compare = (labels: ShipmentLabel[], readings: ShipmentReading[]) =>
  compareShipment({ documents, labels, rules: [], decisions: [], readings });

const rules = [
  {
    id: 'rule-1',
    name: 'Berat bersih tidak melebihi berat kotor',
    expression: 'Berat Bersih <= Berat Kotor',
    rule: { '<=': [{ label: 'Berat Bersih' }, { label: 'Berat Kotor' }] },
    message: null,
  },
];

describe('compareShipment', () => {
  it('matches every compared label, row by row, and passes the rules', () => {
    const outcome = compareShipment({
      decisions: [],
      documents,
      labels: [gross, net, invoiceNo, hs, vessel],
      rules,
      readings: [
        reading('d-ci', invoiceNo, 'INV/2401/0001'),
        reading('d-pl', invoiceNo, 'INV/2401/0001'),
        reading('d-peb', invoiceNo, 'INV/2401/0001'),
        reading('d-pl', gross, 16399.4, kg),
        reading('d-peb', gross, 16399.4, kg),
        reading('d-peb', net, 16000, kg),
        reading('d-pl', net, 16000, kg),
        reading('d-ci', hs, '09011110', { row: 1 }),
        reading('d-ci', hs, '09011190', { row: 2 }),
        reading('d-peb', hs, '09011110', { row: 1 }),
        reading('d-peb', hs, '09011190', { row: 2 }),
        reading('d-peb', vessel, 'KOTA MAKMUR'),
      ],
    });
    expect(outcome.summary).toEqual({
      overall: 'match',
      match: 5,
      mismatch: 0,
      review: 0,
      missing: 0,
      skipped: 1,
      within_tolerance: 0,
      invalid: 0,
      accepted: 0,
      rules_passed: 1,
      rules_failed: 0,
    });
    const byName = (name: string, row = 0) =>
      outcome.result.labels.find((l) => l.label_name === name && l.row === row)!;
    expect(byName('Berat Kotor')).toMatchObject({
      verdict: 'match',
      reference_document_id: 'd-peb',
      reason: 'Berat Kotor sesuai di Packing List dan PEB: 16.399,4 kg.',
    });
    expect(byName('Kode HS', 2).reason).toBe(
      'Kode HS baris 2 sesuai di Commercial Invoice dan PEB: 0901.11.90.',
    );
    expect(byName('Nama Kapal')).toMatchObject({
      verdict: 'skipped',
      reason: 'Nama Kapal hanya ada di PEB; tidak dibandingkan.',
      documents: [{ reading_id: expect.any(String), equal: null }],
    });
    expect(outcome.result.rules[0]).toMatchObject({ id: 'rule-1', passed: true });
  });

  it('names both values and the difference of a mismatch, against the master document', () => {
    const outcome = compare(
      [gross],
      [reading('d-pl', gross, 16274, kg), reading('d-peb', gross, 16399.4, kg)],
    );
    const [entry] = outcome.result.labels;
    expect(entry).toMatchObject({ verdict: 'mismatch', reference_document_id: 'd-peb' });
    expect(entry!.reason).toBe(
      'Berat Kotor di PEB 16.399,4 kg, di Packing List 16.274,0 kg: selisih 125,4 kg (0,76%), melebihi toleransi 0,5%.',
    );
    expect(entry!.documents.map((d) => d.equal)).toEqual([false, true]);
    expect(outcome.summary.overall).toBe('mismatch');
  });

  it('reports a value within tolerance as Sesuai dalam toleransi, with the difference and the tolerance', () => {
    const outcome = compare(
      [gross],
      [reading('d-pl', gross, 16390, kg), reading('d-peb', gross, 16399.4, kg)],
    );
    expect(outcome.result.labels[0]).toMatchObject({
      verdict: 'match_within_tolerance',
      reason:
        'Berat Kotor sesuai dalam toleransi: di PEB 16.399,4 kg, di Packing List 16.390,0 kg: selisih 9,4 kg (0,06%), dalam toleransi 0,5%.',
    });
    expect(outcome.summary).toMatchObject({ overall: 'match', match: 1, within_tolerance: 1 });
  });

  it('is never Sesuai when nothing was compared', () => {
    const outcome = compare([vessel], [reading('d-peb', vessel, 'KOTA MAKMUR')]);
    expect(outcome.result.labels.map((l) => l.verdict)).toEqual(['skipped']);
    expect(outcome.summary.overall).toBe('review');
  });

  it('attaches a standing decision to the difference it accepts: counted as accepted, not as Tidak Sesuai', () => {
    const decision = {
      id: 'dec-1',
      label_key: 'l-gross',
      row: 0,
      reason: 'Timbangan berbeda; disetujui pembeli',
      user_name: 'Budi',
      created_at: '2026-11-24T03:00:00.000Z',
    };
    const readings = [reading('d-pl', gross, 16000, kg), reading('d-peb', gross, 16399.4, kg)];
    const outcome = compareShipment({
      documents,
      labels: [gross],
      rules: [],
      decisions: [decision],
      readings,
    });
    expect(outcome.result.labels[0]).toMatchObject({
      verdict: 'mismatch',
      decision: { id: 'dec-1', reason: decision.reason, user_name: 'Budi' },
    });
    expect(outcome.summary).toMatchObject({ overall: 'match', mismatch: 0, accepted: 1 });
    // A decision on a row that now agrees carries nothing.
    const agreed = compareShipment({
      documents,
      labels: [gross],
      rules: [],
      decisions: [decision],
      readings: [reading('d-pl', gross, 16399.4, kg), reading('d-peb', gross, 16399.4, kg)],
    });
    expect(agreed.result.labels[0]).toMatchObject({ verdict: 'match', decision: null });
  });

  it('says Format tidak valid for a container read with a wrong check digit, naming what was read', () => {
    const container = label('l-cont', 'Nomor Kontainer', 'container', { logic: { logic: 'exact' } });
    const outcome = compare(
      [container],
      [
        reading('d-pl', container, 'MSKU1234565'),
        reading('d-peb', container, null, {
          text: 'MSKU 123456-4',
          reason: 'Digit pemeriksa nomor kontainer MSKU1234564 tidak cocok (ISO 6346).',
          invalid: true,
        }),
      ],
    );
    expect(outcome.result.labels[0]).toMatchObject({
      verdict: 'invalid',
      reason:
        'Nomor Kontainer di PEB terbaca "MSKU 123456-4", tetapi formatnya tidak valid: Digit pemeriksa nomor kontainer MSKU1234564 tidak cocok (ISO 6346).',
    });
    expect(outcome.summary).toMatchObject({ overall: 'review', invalid: 1 });
  });

  it('a missing label utama makes the validation Tidak Sesuai; another missing label only Perlu Diperiksa', () => {
    const missingMaster = compare(
      [invoiceNo],
      [reading('d-ci', invoiceNo, 'INV/1'), reading('d-peb', invoiceNo, null, { text: '' })],
    );
    expect(missingMaster.result.labels[0]).toMatchObject({
      verdict: 'missing',
      reason:
        'Label utama Nomor Invoice tidak ditemukan di PEB: Nilai tidak ditemukan di area yang ditandai.',
    });
    expect(missingMaster.summary.overall).toBe('mismatch');

    const missingOther = compareShipment({
      decisions: [],
      documents,
      labels: [gross],
      rules,
      readings: [reading('d-pl', gross, null), reading('d-peb', gross, 16399.4, kg)],
    });
    expect(missingOther.summary).toMatchObject({ overall: 'review', missing: 1 });
    // The rule needs Berat Bersih, which no document has: it cannot be evaluated.
    expect(missingOther.result.rules[0]!.passed).toBeNull();

    const alone = compareShipment({
      decisions: [],
      documents,
      labels: [{ ...invoiceNo, documents: [] }],
      rules: [],
      readings: [reading('d-peb', invoiceNo, null)],
    });
    expect(alone.result.labels[0]!.verdict).toBe('missing');
  });

  it('a table row missing from one document is not found there; inactive labels are skipped', () => {
    const outcome = compare(
      [hs, { ...gross, active: false }],
      [
        reading('d-ci', hs, '09011110', { row: 1 }),
        reading('d-ci', hs, '09011190', { row: 2 }),
        reading('d-peb', hs, '09011110', { row: 1 }),
        reading('d-pl', gross, 1, kg),
        reading('d-peb', gross, 2, kg),
      ],
    );
    const [row1, row2, inactive] = outcome.result.labels;
    expect(row1!.verdict).toBe('match');
    expect(row2).toMatchObject({
      verdict: 'missing',
      reason: 'Kode HS baris 2 tidak ditemukan di PEB: tabelnya hanya 1 baris.',
    });
    expect(inactive).toMatchObject({
      verdict: 'skipped',
      reason: 'Berat Kotor tidak aktif; tidak dibandingkan.',
    });
  });

  it('fails a logical validation over grouped values keyed by document type code', () => {
    const itemNet = label('l-item', 'Berat Bersih Item', 'weight');
    const outcome = compareShipment({
      decisions: [],
      documents,
      labels: [net, itemNet],
      rules: [
        {
          id: null,
          name: 'Jumlah berat item = berat bersih',
          expression: 'jumlah Berat Bersih Item (PEB) ≈ Berat Bersih (PEB)',
          rule: {
            approx: [
              { sum: [{ label: ['Berat Bersih Item', 'PEB'] }] },
              { label: ['Berat Bersih', 'PEB'] },
              0.01,
            ],
          },
          message: 'Jumlah berat bersih item tidak sama dengan berat bersih.',
        },
      ],
      readings: [
        reading('d-peb', net, 1000, kg),
        reading('d-peb', itemNet, 600, { ...kg, row: 1 }),
        reading('d-peb', itemNet, 300, { ...kg, row: 2 }),
      ],
    });
    expect(outcome.result.rules[0]).toMatchObject({
      passed: false,
      reason: 'Jumlah berat bersih item tidak sama dengan berat bersih.',
    });
    expect(outcome.summary).toMatchObject({ overall: 'mismatch', rules_failed: 1 });
  });
  describe('a value read with low confidence (Perlu Diperiksa)', () => {
    it('is neither Sesuai nor Tidak Sesuai: the row needs review, naming the document and the engine reason', () => {
      const agreeing = compare(
        [gross, invoiceNo],
        [
          reading('d-pl', gross, 16399.4, { ...kg, ...flagged(0.58) }),
          reading('d-peb', gross, 16399.4, kg),
          reading('d-ci', invoiceNo, 'INV/1'),
          reading('d-peb', invoiceNo, 'INV/1'),
        ],
      );
      const [row, invoice] = agreeing.result.labels;
      expect(row).toMatchObject({
        verdict: 'review',
        reference_document_id: 'd-peb',
        reason:
          'Berat Kotor di Packing List terbaca dengan keyakinan rendah (58%); periksa nilainya pada dokumen.',
      });
      expect(invoice!.verdict).toBe('match');
      expect(agreeing.summary).toMatchObject({ overall: 'review', match: 1, review: 1, mismatch: 0 });

      // A flagged value that differs from the reference is not a mismatch either: it may be the misread.
      const differing = compare(
        [gross],
        [reading('d-pl', gross, 16899.4, { ...kg, ...flagged(0.41) }), reading('d-peb', gross, 16399.4, kg)],
      );
      expect(differing.result.labels[0]).toMatchObject({ verdict: 'review' });
      // Its cell still says it differs from the reference.
      expect(differing.result.labels[0]!.documents.map((d) => d.equal)).toEqual([false, true]);
      expect(differing.summary).toMatchObject({ overall: 'review', review: 1, mismatch: 0 });
    });

    it('names every flagged document, and quotes a reason of another kind', () => {
      const outcome = compare(
        [gross, net],
        [
          reading('d-ci', gross, 16399.4, { ...kg, ...flagged(0.41) }),
          reading('d-pl', gross, 16399.4, { ...kg, ...flagged(0.552) }),
          reading('d-peb', gross, 16399.4, kg),
          reading('d-pl', net, 16000, kg),
          reading('d-peb', net, 16000, {
            ...kg,
            confidence: 0.3,
            review: true,
            reason: 'Keterangan di samping nilai tidak ditemukan.',
          }),
        ],
      );
      const [grossRow, netRow] = outcome.result.labels;
      expect(grossRow!.reason).toBe(
        'Berat Kotor di Commercial Invoice (41%) dan Packing List (55%) terbaca dengan keyakinan rendah; periksa nilainya pada dokumen.',
      );
      expect(netRow).toMatchObject({
        verdict: 'review',
        reason:
          'Berat Bersih di PEB (keyakinan 30%) perlu diperiksa: Keterangan di samping nilai tidak ditemukan.',
      });
    });

    it('a missing value wins over review; two confident values that disagree win too', () => {
      const missing = compare(
        [gross],
        [
          reading('d-ci', gross, null),
          reading('d-pl', gross, 16399.4, { ...kg, ...flagged(0.5) }),
          reading('d-peb', gross, 16399.4, kg),
        ],
      );
      expect(missing.result.labels[0]).toMatchObject({
        verdict: 'missing',
        reason:
          'Berat Kotor tidak ditemukan di Commercial Invoice: Nilai tidak ditemukan di area yang ditandai.',
      });

      const clash = compare(
        [gross],
        [
          reading('d-ci', gross, 16399.4, { ...kg, ...flagged(0.5) }),
          reading('d-pl', gross, 16274, kg),
          reading('d-peb', gross, 16399.4, kg),
        ],
      );
      expect(clash.result.labels[0]).toMatchObject({
        verdict: 'mismatch',
        reference_document_id: 'd-peb',
        reason:
          'Berat Kotor di PEB 16.399,4 kg, di Packing List 16.274,0 kg: selisih 125,4 kg (0,76%), melebihi toleransi 0,5%.',
      });
      expect(clash.summary).toMatchObject({ overall: 'mismatch', mismatch: 1, review: 0 });
    });

    it('a flagged master value leaves the confident others to disagree between themselves', () => {
      const agree = compare(
        [gross],
        [
          reading('d-ci', gross, 16399.4, kg),
          reading('d-pl', gross, 16399.4, kg),
          reading('d-peb', gross, 18399.4, { ...kg, ...flagged(0.2) }),
        ],
      );
      expect(agree.result.labels[0]).toMatchObject({
        verdict: 'review',
        reason: 'Berat Kotor di PEB terbaca dengan keyakinan rendah (20%); periksa nilainya pada dokumen.',
      });

      const clash = compare(
        [gross],
        [
          reading('d-ci', gross, 16399.4, kg),
          reading('d-pl', gross, 16274, kg),
          reading('d-peb', gross, 16399.4, { ...kg, ...flagged(0.2) }),
        ],
      );
      expect(clash.result.labels[0]).toMatchObject({
        verdict: 'mismatch',
        reference_document_id: 'd-ci',
      });
      expect(clash.result.labels[0]!.reason).toContain('Berat Kotor di Commercial Invoice 16.399,4 kg');
    });

    it('a label compared in one document only stays Dilewati; a settled value compares as usual', () => {
      const outcome = compare(
        [vessel, gross],
        [
          reading('d-peb', vessel, 'KOTA MAKMUR', flagged(0.3)),
          // Corrected or confirmed by a person: review false, the comparison as for any value.
          reading('d-pl', gross, 16399.4, { ...kg, confidence: 0.58, review: false }),
          reading('d-peb', gross, 16399.4, kg),
        ],
      );
      expect(outcome.result.labels.map((l) => l.verdict)).toEqual(['skipped', 'match']);
      expect(outcome.summary).toMatchObject({ overall: 'match', review: 0 });
    });
  });

  describe('a difference one misread of a scan explains (Perlu Diperiksa, not Tidak Sesuai)', () => {
    const scanned = documents.map((d) => (d.id === 'd-pl' ? { ...d, scanned: true } : d));
    const onScans = (labels: ShipmentLabel[], readings: ShipmentReading[]) =>
      compareShipment({ documents: scanned, labels, rules: [], decisions: [], readings });

    it('a scanned weight one lookalike digit or a lost first digit apart is Perlu Diperiksa, with both values', () => {
      const lookalike = onScans(
        [gross],
        [reading('d-pl', gross, 18399.4, { ...kg, confidence: 0.9 }), reading('d-peb', gross, 16399.4, kg)],
      );
      expect(lookalike.result.labels[0]).toMatchObject({
        verdict: 'review',
        reference_document_id: 'd-peb',
        reason:
          'Berat Kotor di PEB 16.399,4 kg, di Packing List 18.399,4 kg: selisih 2.000,0 kg (12,2%), melebihi toleransi 0,5%. Bedanya dapat berasal dari salah baca hasil pindaian (karakter yang mirip atau pemisah angka); periksa nilainya pada dokumen.',
      });
      expect(lookalike.result.labels[0]!.documents.map((d) => d.equal)).toEqual([false, true]);
      expect(lookalike.summary).toMatchObject({ overall: 'review', review: 1, mismatch: 0 });

      const lostDigit = onScans(
        [gross],
        [reading('d-pl', gross, 500, kg), reading('d-peb', gross, 1500, kg)],
      );
      expect(lostDigit.result.labels[0]!.verdict).toBe('review');
      const separator = onScans(
        [gross],
        [reading('d-pl', gross, 6800, kg), reading('d-peb', gross, 6.8, kg)],
      );
      expect(separator.result.labels[0]!.verdict).toBe('review');
    });

    it('stays Tidak Sesuai when both values are digital, the difference is more than one slip, or a person settled the scanned value', () => {
      const digital = compare(
        [gross],
        [reading('d-pl', gross, 18399.4, kg), reading('d-peb', gross, 16399.4, kg)],
      );
      expect(digital.result.labels[0]!.verdict).toBe('mismatch');
      const twoDigits = onScans(
        [gross],
        [reading('d-pl', gross, 18499.4, kg), reading('d-peb', gross, 16399.4, kg)],
      );
      expect(twoDigits.result.labels[0]!.verdict).toBe('mismatch');
      const notLookalike = onScans(
        [gross],
        [reading('d-pl', gross, 16299.4, kg), reading('d-peb', gross, 16399.4, kg)],
      );
      expect(notLookalike.result.labels[0]!.verdict).toBe('mismatch');
      const settled = onScans(
        [gross],
        [reading('d-pl', gross, 18399.4, { ...kg, settled: true }), reading('d-peb', gross, 16399.4, kg)],
      );
      expect(settled.result.labels[0]!.verdict).toBe('mismatch');
      expect(settled.summary).toMatchObject({ overall: 'mismatch', mismatch: 1, review: 0 });
    });

    it('texts and codes: a lookalike letter, a lost space; every differing document must be explained', () => {
      const name = label('l-buyer', 'Pembeli', 'text');
      const spelled = onScans(
        [name, hs],
        [
          reading('d-ci', name, 'MAHAKAM TIMBER CO'),
          reading('d-pl', name, 'HAHAKAM TIMBER CO'),
          reading('d-peb', name, 'MAHAKAM TIMBER CO'),
          reading('d-pl', hs, '0901.11.18'),
          reading('d-peb', hs, '0901.11.10'),
        ],
      );
      expect(spelled.result.labels.map((l) => l.verdict)).toEqual(['review', 'review']);
      const joined = onScans(
        [name],
        [reading('d-pl', name, 'ANOASEJAHTERA'), reading('d-peb', name, 'ANOA SEJAHTERA')],
      );
      expect(joined.result.labels[0]!.verdict).toBe('review');
      // The invoice (digital) differs from the PEB as no misread would: Tidak Sesuai still.
      const both = onScans(
        [name],
        [
          reading('d-ci', name, 'BORNEO TIMBER CO'),
          reading('d-pl', name, 'HAHAKAM TIMBER CO'),
          reading('d-peb', name, 'MAHAKAM TIMBER CO'),
        ],
      );
      expect(both.result.labels[0]!.verdict).toBe('mismatch');
    });
  });
});
