import { describe, expect, it } from 'vitest';
import { safeCell, safeText } from './safe-cell.ts';

describe('safeText (OWASP CSV injection)', () => {
  it.each([
    '=HYPERLINK("http://x.invalid","klik")',
    "+1+cmd|' /C calc'!A0",
    '-2+3',
    '@SUM(A1:A9)',
    '\t=1+1',
    '\r=1+1',
    '-',
    '=',
    '-Infinity',
  ])('prefixes %j with a quote', (text) => {
    expect(safeText(text)).toBe(`'${text}`);
  });

  it.each(['-12', '+3', '-1.234,56', '-1,234.56', '-0.5', '+1e3', '-.5', 'PT Kopi = Teh', '', 'Nama'])(
    'leaves %j as it is',
    (text) => {
      expect(safeText(text)).toBe(text);
    },
  );

  it('touches text only', () => {
    const at = new Date();
    expect(safeCell(-5)).toBe(-5);
    expect(safeCell(at)).toBe(at);
    expect(safeCell(null)).toBeNull();
    expect(safeCell('=1')).toBe("'=1");
  });
});
