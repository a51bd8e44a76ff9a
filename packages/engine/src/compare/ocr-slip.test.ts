import { describe, expect, it } from 'vitest';
import { oneSlipApart } from './ocr-slip.ts';

describe('oneSlipApart: two values one misread of a scan apart', () => {
  it('one lookalike character, a character lost at an end, a space lost', () => {
    expect(oneSlipApart('2026-11-23', '2026-11-28')).toBe(true);
    expect(oneSlipApart('0901.11.10', '0901.11.18')).toBe(true);
    expect(oneSlipApart('TGHU 1234567', 'TGHU 1Z34567')).toBe(true);
    expect(oneSlipApart('HAHAKAM', 'Mahakam')).toBe(true);
    expect(oneSlipApart('ANOASEJAHTERA', 'ANOA SEJAHTERA')).toBe(true);
    expect(oneSlipApart('INV-2026/045.', 'INV-2026/045')).toBe(true);
  });

  it('numbers: a lookalike digit, a first digit lost, the separator read at another place', () => {
    expect(oneSlipApart(16399.4, 18399.4)).toBe(true);
    expect(oneSlipApart(500, 1500)).toBe(true);
    expect(oneSlipApart(6800, 6.8)).toBe(true);
    expect(oneSlipApart(1.69, 1690)).toBe(true);
  });

  it('not a slip: equal values, two characters apart, unlike characters, other kinds', () => {
    expect(oneSlipApart('MAHAKAM', 'mahakam')).toBe(false);
    expect(oneSlipApart(16399.4, 16399.4)).toBe(false);
    expect(oneSlipApart(16399.4, 18499.4)).toBe(false);
    expect(oneSlipApart(16399.4, 16299.4)).toBe(false);
    expect(oneSlipApart('BORNEO TIMBER', 'MAHAKAM TIMBER')).toBe(false);
    expect(oneSlipApart('FOB', 'CIF')).toBe(false);
    // A one-character value tells too little: 5 and 15 may well be two numbers.
    expect(oneSlipApart(5, 15)).toBe(false);
    expect(oneSlipApart(-6.8, 6800)).toBe(false);
    expect(oneSlipApart(true, false)).toBe(false);
    expect(oneSlipApart(null, 'A')).toBe(false);
  });
});
