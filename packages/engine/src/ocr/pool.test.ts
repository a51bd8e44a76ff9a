import { afterAll, describe, expect, it } from 'vitest';
import { OcrPool } from './pool.ts';

const pool = new OcrPool(1, { idleMs: 300 });
afterAll(() => pool.terminate());

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the OCR pool', () => {
  it('ends a worker after its idle time and starts one again on demand', async () => {
    expect(pool.workerCount).toBe(0);
    const first = await pool.use(async (worker) => {
      expect(pool.workerCount).toBe(1);
      return worker;
    });
    // Used again before the idle time: the same worker.
    expect(await pool.use(async (worker) => worker)).toBe(first);
    expect(pool.workerCount).toBe(1);
    for (let i = 0; i < 100 && pool.workerCount > 0; i++) await wait(50);
    expect(pool.workerCount).toBe(0);
    // A job after the end starts a new worker, which reads.
    const second = await pool.use(async (worker) => {
      expect(pool.workerCount).toBe(1);
      return worker;
    });
    expect(second).not.toBe(first);
    expect(pool.workerCount).toBe(1);
  });

  it('keeps its workers with idleMs 0, and ends them on terminate', async () => {
    const kept = new OcrPool(1, { idleMs: 0 });
    await kept.use(async () => undefined);
    await wait(500);
    expect(kept.workerCount).toBe(1);
    await kept.terminate();
    expect(kept.workerCount).toBe(0);
  });
});
