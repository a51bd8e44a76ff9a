import { jobs } from '@vd/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../test/helper.ts';
import { createLogger } from '../logger.ts';
import { currentRequestId, requestContext } from '../request-context.ts';
import { defineJob } from './define-job.ts';
import { JobWorker } from './worker.ts';

const log = createLogger('silent');

async function until(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition not reached in time');
}

describe('a worker that stops', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const rowOf = async (id: string) => (await t.ctx.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

  it('lets a short job finish', async () => {
    let done = false;
    const job = defineJob({
      name: 'uji-singkat',
      payload: z.object({}),
      handler: async () => {
        await new Promise((r) => setTimeout(r, 200));
        done = true;
      },
    });
    const id = await t.ctx.queue.enqueue(job, {});
    const worker = new JobWorker(t.ctx, [job], log, { concurrency: 1, pollMs: 20 });
    await worker.start();
    await until(async () => (await rowOf(id!)).status === 'running');
    await worker.stop(5000);
    expect(done).toBe(true);
    expect((await rowOf(id!)).status).toBe('completed');
  });

  it('gives a job it cannot finish in time back to the queue, where another worker takes it at once', async () => {
    let release: () => void = () => {};
    const blocked = new Promise<void>((r) => {
      release = r;
    });
    const runs: string[] = [];
    const slow = defineJob({
      name: 'uji-lama',
      payload: z.object({}),
      handler: async () => {
        runs.push('pertama');
        await blocked;
      },
    });
    const id = await t.ctx.queue.enqueue(slow, {});
    const first = new JobWorker(t.ctx, [slow], log, {
      concurrency: 1,
      pollMs: 20,
      leaseSeconds: 300,
    });
    await first.start();
    await until(async () => (await rowOf(id!)).status === 'running');
    await first.stop(100);
    const returned = await rowOf(id!);
    expect(returned).toMatchObject({ status: 'queued', attempts: 0, locked_by: null });

    // The late finish of the first worker's handler changes nothing.
    release();
    await new Promise((r) => setTimeout(r, 50));
    expect((await rowOf(id!)).status).toBe('queued');

    const quick = defineJob({
      name: 'uji-lama',
      payload: z.object({}),
      handler: async () => {
        runs.push('kedua');
      },
    });
    const second = new JobWorker(t.ctx, [quick], log, {
      concurrency: 1,
      pollMs: 20,
      leaseSeconds: 300,
    });
    await second.start();
    await until(async () => (await rowOf(id!)).status === 'completed');
    await second.stop();
    expect(runs).toEqual(['pertama', 'kedua']);
    expect((await rowOf(id!)).attempts).toBe(1);
  });

  it('runs a job with the request id that queued it, and the jobs it queues carry it on', async () => {
    const seen: (string | undefined)[] = [];
    const parent = defineJob({
      name: 'uji-induk',
      payload: z.object({}),
      handler: async () => {
        seen.push(currentRequestId());
        await t.ctx.queue.enqueue(child, {});
      },
    });
    const child = defineJob({
      name: 'uji-anak',
      payload: z.object({}),
      handler: async () => {
        seen.push(currentRequestId());
      },
    });
    const id = await requestContext.run({ requestId: 'permintaan-12345678' }, () =>
      t.ctx.queue.enqueue(parent, {}),
    );
    expect((await rowOf(id!)).request_id).toBe('permintaan-12345678');
    const worker = new JobWorker(t.ctx, [parent, child], log, { concurrency: 1, pollMs: 20 });
    await worker.start();
    await until(async () => seen.length === 2);
    await worker.stop();
    expect(seen).toEqual(['permintaan-12345678', 'permintaan-12345678']);
  });

  it('queues its recurring jobs once however many workers start', async () => {
    const sweep = defineJob({ name: 'uji-berkala', payload: z.object({}), handler: async () => {} });
    const workers = [1, 2, 3].map(
      () =>
        new JobWorker(t.ctx, [sweep], log, {
          concurrency: 1,
          recurring: [{ job: sweep, everySeconds: 3600 }],
        }),
    );
    await Promise.all(workers.map((w) => w.start()));
    await Promise.all(workers.map((w) => w.stop()));
    const queued = await t.ctx.db.select().from(jobs).where(eq(jobs.name, sweep.name));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.status).toBe('queued');
    expect(queued[0]!.run_at.getTime()).toBeGreaterThan(Date.now() + 3500 * 1000);
  });
});
