import { describe, expect, it } from 'vitest';
import { evaluateRules, type LogicalRule } from './rules.ts';

const values = {
  PEB: { 'Berat Bersih': 1000, 'Berat Kotor': 1100, 'Nilai FOB': 30000, 'Invoice No.': 'INV-1' },
  INV: { 'Jumlah Item': [10000.1, 9999.9, 10000], Total: 30000, 'Berat Bersih': 1200 },
};

describe('evaluateRules', () => {
  it('compares labels (master first) without eval', () => {
    const rules: LogicalRule[] = [
      { name: 'Bersih <= Kotor', rule: { '<=': [{ label: 'Berat Bersih' }, { label: 'Berat Kotor' }] } },
    ];
    expect(evaluateRules(rules, values, 'PEB')[0]).toMatchObject({
      passed: true,
      labels: ['Berat Bersih', 'Berat Kotor'],
    });
    const onInvoice: LogicalRule[] = [
      {
        name: 'x',
        rule: { '<=': [{ label: ['Berat Bersih', 'INV'] }, { label: 'Berat Kotor' }] },
        message: 'Berat bersih melebihi berat kotor.',
      },
    ];
    expect(evaluateRules(onInvoice, values, 'PEB')[0]).toMatchObject({
      passed: false,
      reason: 'Berat bersih melebihi berat kotor.',
    });
  });

  it('sums grouped labels and compares with a tolerance; label names may contain dots', () => {
    const rules: LogicalRule[] = [
      {
        name: 'jumlah item = total',
        rule: { approx: [{ sum: [{ label: 'Jumlah Item' }] }, { label: 'Total' }, 0.01] },
      },
      {
        name: 'reduce',
        rule: {
          '==': [
            { reduce: [{ label: 'Jumlah Item' }, { '+': [{ var: 'current' }, { var: 'accumulator' }] }, 0] },
            30000,
          ],
        },
      },
      { name: 'dot', rule: { '==': [{ label: 'Invoice No.' }, 'INV-1'] } },
    ];
    expect(evaluateRules(rules, values, 'PEB').map((r) => r.passed)).toEqual([true, true, true]);
  });

  it('gives null when a label is missing, and never executes code', () => {
    const [missing] = evaluateRules([{ name: 'm', rule: { '>': [{ label: 'Tidak Ada' }, 0] } }], values);
    expect(missing).toMatchObject({ passed: null });
    expect(missing?.reason).toMatch(/Tidak Ada/);
    const [bad] = evaluateRules([{ name: 'evil', rule: { 'process.exit': [1] } }], values);
    expect(bad?.passed).toBeNull();
  });
});
