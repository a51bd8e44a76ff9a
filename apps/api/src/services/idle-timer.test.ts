import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idleTimer } from './idle-timer.ts';

describe('idleTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls onIdle once the time has passed since the last touch, and again after the next use', () => {
    const onIdle = vi.fn();
    const touch = idleTimer(1000, onIdle);
    touch();
    vi.advanceTimersByTime(600);
    touch();
    vi.advanceTimersByTime(600);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    touch();
    vi.advanceTimersByTime(1000);
    expect(onIdle).toHaveBeenCalledTimes(2);
  });
});
