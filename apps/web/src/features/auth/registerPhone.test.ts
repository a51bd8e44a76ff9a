import { describe, expect, it } from 'vitest';
import { nationalPhone } from './registerPhone.ts';

describe('the phone number after +62', () => {
  it('drops a typed leading 0, a typed +62, spaces and dashes', () => {
    expect(nationalPhone('081234567890')).toBe('81234567890');
    expect(nationalPhone('0')).toBe('');
    expect(nationalPhone('+6281234567890')).toBe('81234567890');
    expect(nationalPhone('0812-3456 7890')).toBe('81234567890');
  });

  it('leaves a number already without its 0, and letters for the rule to refuse', () => {
    expect(nationalPhone('81234567890')).toBe('81234567890');
    expect(nationalPhone('8123abc')).toBe('8123abc');
  });
});
