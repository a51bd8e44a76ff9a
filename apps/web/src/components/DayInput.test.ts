import { describe, expect, it } from 'vitest';
import { parseDay } from './DayInput.tsx';

describe('typed days', () => {
  it('reads the day first, as Indonesians write dates', () => {
    expect(parseDay('01/03/2025')).toBe('2025-03-01');
    expect(parseDay('1-3-2025')).toBe('2025-03-01');
    expect(parseDay('22.11.2026')).toBe('2026-11-22');
    expect(parseDay('2026-11-22')).toBe('2026-11-22');
  });

  it('takes nothing that is not a whole, real date', () => {
    for (const text of ['31/02/2025', '13/13/2025', '01/03', '', 'besok', '03/01/25']) {
      expect(parseDay(text), text).toBeNull();
    }
  });
});
