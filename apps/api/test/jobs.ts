import { jobs } from '@vd/db';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../src/context.ts';
import type { JobDefinition } from '../src/jobs/define-job.ts';
import { createLogger } from '../src/logger.ts';

/** Runs the queued jobs of one definition now, as a worker would (the test apps run no worker). */
export async function runQueuedJobs<S extends z.ZodType>(
  ctx: AppContext,
  definition: JobDefinition<S>,
): Promise<number> {
  const queued = await ctx.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, definition.name), eq(jobs.status, 'queued')));
  for (const job of queued) {
    await definition.handler(definition.payload.parse(job.payload), {
      ctx,
      jobId: job.id,
      attempt: 1,
      lastAttempt: job.max_attempts <= 1,
      log: createLogger('silent'),
    });
    await ctx.db
      .update(jobs)
      .set({ status: 'completed', completed_at: new Date() })
      .where(eq(jobs.id, job.id));
  }
  return queued.length;
}
