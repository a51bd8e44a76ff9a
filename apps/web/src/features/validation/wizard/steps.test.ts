import type { ValidationDetail } from '@vd/contract';
import { describe, expect, it } from 'vitest';
import { shownStatus, stepOf } from './steps.ts';

const doc = (status: string, confirmed: boolean) => ({ status, date_format_confirmed: confirmed });
const validation = (status: string, documents: ReturnType<typeof doc>[]) =>
  ({ status, documents }) as unknown as ValidationDetail;

describe('where a reloaded wizard continues, and what its badge says', () => {
  it('stays on the formats while a ready validation has unconfirmed formats', () => {
    const v = validation('ready', [doc('ready', true), doc('ready', false)]);
    expect(stepOf(v)).toBe(2);
    expect(shownStatus(v, 2)).toBe('draft');
    expect(shownStatus(v, 3)).toBe('draft');
  });

  it('goes to the run once every format is confirmed, and only there says ready', () => {
    const v = validation('ready', [doc('ready', true), doc('ready', true)]);
    expect(stepOf(v)).toBe(3);
    expect(shownStatus(v, 1)).toBe('draft');
    expect(shownStatus(v, 3)).toBe('ready');
  });

  it('keeps uploads first and runs at the end', () => {
    expect(stepOf(validation('draft', [doc('processing', false)]))).toBe(1);
    expect(stepOf(validation('processing', [doc('ready', true)]))).toBe(3);
    expect(shownStatus(validation('processing', []), 3)).toBe('processing');
  });
});
