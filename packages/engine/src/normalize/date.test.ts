import { describe, expect, it } from 'vitest';
import { compileDateFormat, detectDateFormat, normalizeDate, parseDateWithFormat } from './date.ts';
import { monthOf } from './months.ts';

describe('dates', () => {
  it('parses with the chosen format', () => {
    expect(parseDateWithFormat('05/01/2024', 'DD/MM/YYYY')).toBe('2024-01-05');
    expect(parseDateWithFormat('05/01/2024', 'MM/DD/YYYY')).toBe('2024-05-01');
    expect(parseDateWithFormat('2024-03-09', 'YYYY-MM-DD')).toBe('2024-03-09');
    expect(parseDateWithFormat('9-3-24', 'D-M-YY')).toBe('2024-03-09');
    expect(parseDateWithFormat('Date: 15-JAN-2024', 'DD-MMM-YYYY')).toBe('2024-01-15');
    expect(parseDateWithFormat('Mar 07, 2024', 'MMM DD, YYYY')).toBe('2024-03-07');
    expect(parseDateWithFormat('March 7 , 2024', 'MMMM D, YYYY')).toBe('2024-03-07');
  });

  it("takes a format's comma read as a space, never as nothing", () => {
    expect(parseDateWithFormat('FEB 24 2024', 'MMM DD, YYYY')).toBe('2024-02-24');
    expect(parseDateWithFormat('OCT 27,2024', 'MMM DD, YYYY')).toBe('2024-10-27');
    expect(parseDateWithFormat('FEB 242024', 'MMM DD, YYYY')).toBeUndefined();
    expect(detectDateFormat(['FEB 24 2024'])).toBe('MMM DD, YYYY');
  });

  it('knows Indonesian month names, full and short', () => {
    expect(parseDateWithFormat('17 Agustus 2024', 'DD MMMM YYYY')).toBe('2024-08-17');
    expect(parseDateWithFormat('01 Mei 2024', 'DD MMM YYYY')).toBe('2024-05-01');
    expect(parseDateWithFormat('25 Desember 2023', 'DD MMMM YYYY')).toBe('2023-12-25');
    expect(parseDateWithFormat('10-Okt-2024', 'DD-MMM-YYYY')).toBe('2024-10-10');
    expect(parseDateWithFormat('3 Agu 2024', 'D MMM YYYY')).toBe('2024-08-03');
    expect(monthOf('Februari')).toBe(2);
    expect(monthOf('Des.')).toBe(12);
    expect(monthOf('Juli')).toBe(7);
  });

  it('rejects impossible dates and text that does not fit the format', () => {
    expect(parseDateWithFormat('31/02/2024', 'DD/MM/YYYY')).toBeUndefined();
    expect(parseDateWithFormat('15-Foo-2024', 'DD-MMM-YYYY')).toBeUndefined();
    expect(normalizeDate('2024-01-15', { dateFormat: 'DD/MM/YYYY' }).value).toBeNull();
    expect(compileDateFormat('DD/MM/YY').test('15/01/2024')).toBe(false);
  });

  it("names a document's format by what it prints: full or short month names", () => {
    expect(detectDateFormat(['21 Februari 2024'])).toBe('DD MMMM YYYY');
    expect(detectDateFormat(['21 Feb 2024'])).toBe('DD MMM YYYY');
    expect(detectDateFormat(['Feb 21, 2024'])).toBe('MMM DD, YYYY');
    expect(detectDateFormat(['February 21, 2024'])).toBe('MMMM DD, YYYY');
    expect(detectDateFormat(['21/02/2024', '05/01/2024'])).toBe('DD/MM/YYYY');
    expect(detectDateFormat(['05/01/2024'])).toBeUndefined();
  });

  it('detects the format when the text is unambiguous, and refuses to guess otherwise', () => {
    expect(normalizeDate('25/12/2024').value).toBe('2024-12-25');
    expect(normalizeDate('15 Januari 2024').value).toBe('2024-01-15');
    expect(normalizeDate('2024-01-05').value).toBe('2024-01-05');
    const ambiguous = normalizeDate('05/01/2024');
    expect(ambiguous.value).toBeNull();
    expect(ambiguous.reason).toMatch(/ambigu/);
    expect(normalizeDate('').value).toBeNull();
  });
});
