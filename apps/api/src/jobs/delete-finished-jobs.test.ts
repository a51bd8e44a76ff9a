import { jobs } from '@vd/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.ts';
import { createLogger } from '../logger.ts';
import { deleteFinishedJobsJob, FINISHED_JOB_RETENTION_DAYS } from './definitions/delete-finished-jobs.ts';
import { expireTopupsJob } from './definitions/expire-topups.ts';
import { createWorker } from './index.ts';
import { JobWorker } from './worker.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('finished jobs and the schedule', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const finished = (status: 'completed' | 'failed', daysAgo: number, name = 'uji-selesai') =>
    t.ctx.db
      .insert(jobs)
      .values({ name, payload: {}, status, completed_at: new Date(Date.now() - daysAgo * DAY) })
      .returning({ id: jobs.id })
      .then((rows) => rows[0]!.id);

  it('deletes completed jobs after 7 days and failed ones after 30, in batches, and nothing else', async () => {
    expect(FINISHED_JOB_RETENTION_DAYS).toEqual({ completed: 7, failed: 30 });
    const kept = [
      await finished('completed', 6),
      await finished('failed', 8),
      await finished('failed', 29),
      // Waiting or running jobs are never deleted, however old.
      ...(
        await t.ctx.db
          .insert(jobs)
          .values([
            { name: 'uji-antre', payload: {}, run_at: new Date(Date.now() - 90 * DAY) },
            { name: 'uji-jalan', payload: {}, status: 'running', attempts: 1 },
          ])
          .returning({ id: jobs.id })
      ).map((r) => r.id),
    ];
    await finished('completed', 8);
    await finished('failed', 31);
    // More than one batch (5000 rows a statement) of old completed jobs.
    await t.ctx.db.execute(sql`
      insert into jobs (name, payload, status, completed_at)
      select 'uji-lama', '{}'::jsonb, 'completed', now() - interval '10 days' from generate_series(1, 5003)`);

    const id = await t.ctx.queue.enqueue(deleteFinishedJobsJob, {});
    const worker = new JobWorker(t.ctx, [deleteFinishedJobsJob], createLogger('silent'), {
      concurrency: 1,
      pollMs: 50,
    });
    await worker.start();
    for (let i = 0; i < 400; i++) {
      const [row] = await t.ctx.db.select().from(jobs).where(eq(jobs.id, id!));
      if (row?.status === 'completed') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await worker.stop();
    const left = await t.ctx.db.select({ id: jobs.id, name: jobs.name }).from(jobs);
    expect(left.map((r) => r.id).sort()).toEqual([...kept, id!].sort());
  });

  it('keeps the top-up expiry and the deletion of finished jobs on every worker schedule', async () => {
    const worker = createWorker(t.ctx, createLogger('silent'));
    await worker.start();
    await worker.stop();
    const scheduled = await t.ctx.db
      .select({ name: jobs.name, key: jobs.singleton_key, run_at: jobs.run_at })
      .from(jobs)
      .where(eq(jobs.status, 'queued'));
    const dueIn = (name: string) => {
      const row = scheduled.find((r) => r.key === `schedule:${name}`);
      return row ? (row.run_at.getTime() - Date.now()) / 1000 : undefined;
    };
    expect(dueIn(expireTopupsJob.name)).toBeGreaterThan(14 * 60);
    expect(dueIn(expireTopupsJob.name)).toBeLessThanOrEqual(15 * 60);
    expect(dueIn(deleteFinishedJobsJob.name)).toBeGreaterThan(23 * 60 * 60);
  });
});
