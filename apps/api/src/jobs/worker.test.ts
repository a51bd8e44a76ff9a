import { jobs } from '@vd/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../test/helper.ts';
import { createLogger } from '../logger.ts';
import { defineJob } from './define-job.ts';
import { JobWorker } from './worker.ts';

const log = createLogger('silent');

async function until(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not reached in time');
}

describe('the job queue', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const statusOf = async (id: string) => (await t.ctx.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

  it('runs every job exactly once when two workers share the queue', async () => {
    const runs = new Map<number, number>();
    const job = defineJob({
      name: 'uji-hitung',
      payload: z.object({ n: z.number() }),
      handler: async ({ n }) => {
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 5));
      },
    });
    const ids = await Promise.all(Array.from({ length: 40 }, (_, n) => t.ctx.queue.enqueue(job, { n })));
    const workers = [1, 2].map(() => new JobWorker(t.ctx, [job], log, { concurrency: 3, pollMs: 50 }));
    await Promise.all(workers.map((w) => w.start()));
    await until(async () => runs.size === 40);
    await Promise.all(workers.map((w) => w.stop()));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    for (const id of ids) expect((await statusOf(id!)).status).toBe('completed');
  });

  it('retries a failing job with back-off, then succeeds', async () => {
    let calls = 0;
    const job = defineJob({
      name: 'uji-gagal-sekali',
      payload: z.object({}),
      handler: async () => {
        calls += 1;
        if (calls === 1) throw new Error('gagal pertama');
      },
    });
    const id = await t.ctx.queue.enqueue(job, {});
    const worker = new JobWorker(t.ctx, [job], log, { concurrency: 1, pollMs: 100 });
    await worker.start();
    await until(
      async () => (await statusOf(id!)).attempts === 1 && (await statusOf(id!)).status === 'queued',
    );
    const retried = await statusOf(id!);
    expect(retried.last_error).toBe('gagal pertama');
    expect(retried.run_at.getTime()).toBeGreaterThan(Date.now() + 500);
    // Bring the retry forward instead of waiting out the back-off.
    await t.ctx.db.update(jobs).set({ run_at: new Date() }).where(eq(jobs.id, id!));
    await until(async () => (await statusOf(id!)).status === 'completed');
    await worker.stop();
    expect(calls).toBe(2);
  });

  it('gives up after the last attempt', async () => {
    const job = defineJob({
      name: 'uji-selalu-gagal',
      payload: z.object({}),
      handler: async () => {
        throw new Error('selalu gagal');
      },
    });
    const id = await t.ctx.queue.enqueue(job, {}, { maxAttempts: 1 });
    const worker = new JobWorker(t.ctx, [job], log, { concurrency: 1, pollMs: 50 });
    await worker.start();
    await until(async () => (await statusOf(id!)).status === 'failed');
    await worker.stop();
    expect((await statusOf(id!)).attempts).toBe(1);
  });

  it('takes over a job whose worker died (its lease expired)', async () => {
    const ran: string[] = [];
    const job = defineJob({
      name: 'uji-lease',
      payload: z.object({}),
      handler: async () => void ran.push('ok'),
    });
    const id = await t.ctx.queue.enqueue(job, {});
    // A worker that claimed the job and vanished.
    await t.ctx.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: 1,
        locked_by: 'mati',
        lease_expires_at: new Date(Date.now() - 1000),
      })
      .where(eq(jobs.id, id!));
    const worker = new JobWorker(t.ctx, [job], log, { concurrency: 1, pollMs: 50 });
    await worker.start();
    await until(async () => (await statusOf(id!)).status === 'completed');
    await worker.stop();
    expect(ran).toEqual(['ok']);
    expect((await statusOf(id!)).attempts).toBe(2);
  });

  it('renews the lease of a running job, so that no other worker takes it meanwhile', async () => {
    let runs = 0;
    const job = defineJob({
      name: 'uji-heartbeat',
      payload: z.object({}),
      handler: async () => {
        runs += 1;
        await new Promise((r) => setTimeout(r, 4000));
      },
    });
    const id = await t.ctx.queue.enqueue(job, {});
    // A lease of 1.5 s renewed every 0.5 s, outlived by a job of 4 s, with a second worker waiting.
    const options = { concurrency: 1, pollMs: 50, leaseSeconds: 1.5 };
    const first = new JobWorker(t.ctx, [job], log, options);
    await first.start();
    await until(async () => (await statusOf(id!)).status === 'running');
    const second = new JobWorker(t.ctx, [job], log, options);
    await second.start();
    const leases = new Set<number>();
    while ((await statusOf(id!)).status === 'running') {
      const lease = (await statusOf(id!)).lease_expires_at;
      if (lease) {
        expect(lease.getTime()).toBeGreaterThan(Date.now() - 250);
        leases.add(lease.getTime());
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    await Promise.all([first.stop(), second.stop()]);
    expect(runs).toBe(1);
    expect(leases.size).toBeGreaterThan(3);
    expect(await statusOf(id!)).toMatchObject({ status: 'completed', attempts: 1 });
  });

  it('closes a job whose worker died on its last attempt instead of running it again', async () => {
    const ran: string[] = [];
    const job = defineJob({
      name: 'uji-habis',
      payload: z.object({ n: z.number() }),
      maxAttempts: 1,
      handler: async () => void ran.push('handler'),
      onExhausted: async ({ n }) => void ran.push(`closed ${n}`),
    });
    const id = await t.ctx.queue.enqueue(job, { n: 7 }, { maxAttempts: 1 });
    await t.ctx.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: 1,
        locked_by: 'mati',
        lease_expires_at: new Date(Date.now() - 1000),
      })
      .where(eq(jobs.id, id!));
    const worker = new JobWorker(t.ctx, [job], log, { concurrency: 1, pollMs: 50 });
    await worker.start();
    await until(async () => (await statusOf(id!)).status === 'failed');
    await worker.stop();
    expect(ran).toEqual(['closed 7']);
  });

  it('keeps one queued job per singleton key', async () => {
    const job = defineJob({ name: 'uji-tunggal', payload: z.object({}), handler: async () => {} });
    const first = await t.ctx.queue.enqueue(job, {}, { singletonKey: 'kunci-1' });
    const second = await t.ctx.queue.enqueue(job, {}, { singletonKey: 'kunci-1' });
    expect(first).toBeDefined();
    expect(second).toBeUndefined();
  });

  it('checks a payload against its job when it is queued, at compile time and at run time', async () => {
    const job = defineJob({
      name: 'uji-tipe',
      payload: z.object({ n: z.number() }),
      handler: async () => {},
    });
    // @ts-expect-error n must be a number
    const wrong = t.ctx.queue.enqueue(job, { n: 'bukan angka' });
    await expect(wrong).rejects.toThrow();
    expect(await t.ctx.db.select().from(jobs).where(eq(jobs.name, job.name))).toEqual([]);
    expect(await t.ctx.queue.enqueue(job, { n: 1 })).toBeDefined();
  });

  it('queues a job with the attempts of its definition, and tells the handler its last attempt', async () => {
    const last: boolean[] = [];
    const job = defineJob({
      name: 'uji-terakhir',
      payload: z.object({}),
      maxAttempts: 2,
      handler: async (_payload, run) => {
        last.push(run.lastAttempt);
        throw new Error('gagal');
      },
    });
    const id = await t.ctx.queue.enqueue(job, {});
    expect((await statusOf(id!)).max_attempts).toBe(2);
    const worker = new JobWorker(t.ctx, [job], log, { concurrency: 1, pollMs: 50 });
    await worker.start();
    await until(
      async () => (await statusOf(id!)).attempts === 1 && (await statusOf(id!)).status === 'queued',
    );
    await t.ctx.db.update(jobs).set({ run_at: new Date() }).where(eq(jobs.id, id!));
    await until(async () => (await statusOf(id!)).status === 'failed');
    await worker.stop();
    expect(last).toEqual([false, true]);
  });

  it('refuses two jobs of one name in a worker', () => {
    const job = defineJob({ name: 'uji-kembar', payload: z.object({}), handler: async () => {} });
    const twin = defineJob({ name: 'uji-kembar', payload: z.object({}), handler: async () => {} });
    expect(() => new JobWorker(t.ctx, [job, twin], log, { concurrency: 1 })).toThrow(/uji-kembar/);
  });

  it('fails a job with an invalid payload without retrying it', async () => {
    const job = defineJob({
      name: 'uji-muatan',
      payload: z.object({ n: z.number() }),
      handler: async () => {},
    });
    // A row queued by an older version whose payload this one no longer reads.
    const [row] = await t.ctx.db
      .insert(jobs)
      .values({ name: job.name, payload: { n: 'bukan angka' } })
      .returning({ id: jobs.id });
    const id = row?.id;
    const worker = new JobWorker(t.ctx, [job], log, { concurrency: 1, pollMs: 50 });
    await worker.start();
    await until(async () => (await statusOf(id!)).status === 'failed');
    await worker.stop();
    expect((await statusOf(id!)).last_error).toBe('invalid payload');
  });
});
