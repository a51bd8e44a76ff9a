import { jobs } from '@vd/db';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../src/context.ts';
import { jobDefinitions } from '../src/jobs/index.ts';
import { createLogger } from '../src/logger.ts';

/** Runs the queued jobs of one name now, as a worker would (the test apps run no worker). */
export async function runQueuedJobs(ctx: AppContext, name: string): Promise<number> {
  const definition = jobDefinitions(ctx).find((d) => d.name === name);
  if (!definition) throw new Error(`no job ${name}`);
  const queued = await ctx.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, name), eq(jobs.status, 'queued')));
  for (const job of queued) {
    await definition.handler(definition.payload.parse(job.payload), {
      jobId: job.id,
      attempt: 1,
      log: createLogger('silent'),
    });
    await ctx.db
      .update(jobs)
      .set({ status: 'completed', completed_at: new Date() })
      .where(eq(jobs.id, job.id));
  }
  return queued.length;
}
