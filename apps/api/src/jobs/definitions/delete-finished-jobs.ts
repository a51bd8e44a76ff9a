import type { Db } from '@vd/db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob } from '../define-job.ts';

/**
 * How long a finished job's row is kept (docs/decisions/job-retention.md): a completed job a week
 * (what ran, for the logs' request ids and the metrics), a failed one a month (its last error,
 * for whoever looks into it).
 */
export const FINISHED_JOB_RETENTION_DAYS = { completed: 7, failed: 30 } as const;

/** Rows deleted a statement, so that a first run on a large table holds no long lock. */
const BATCH = 5000;

/** Deletes the finished jobs older than their retention; answers how many went. */
export async function deleteFinishedJobs(db: Db): Promise<number> {
  let deleted = 0;
  for (const [status, days] of Object.entries(FINISHED_JOB_RETENTION_DAYS)) {
    for (;;) {
      const result = (await db.execute(sql`
        delete from jobs where id in (
          select id from jobs
           where status = ${status} and completed_at < now() - make_interval(days => ${days})
           limit ${BATCH})
        returning id`)) as unknown as { rows: unknown[] };
      const n = result.rows.length;
      deleted += n;
      if (n < BATCH) break;
    }
  }
  return deleted;
}

/** Daily (the workers' schedule): finished jobs past their retention are deleted. */
export const deleteFinishedJobsJob = defineJob({
  name: 'delete-finished-jobs',
  payload: z.object({}),
  maxAttempts: 3,
  async handler(_payload, { ctx, log }) {
    const deleted = await deleteFinishedJobs(ctx.db);
    log.info({ deleted }, 'finished jobs deleted');
  },
});
