import type { Database, Db } from '@vd/db';
import { jobs } from '@vd/db';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { currentRequestId } from '../request-context.ts';
import type { JobDefinition } from './define-job.ts';

export const JOBS_CHANNEL = 'vd_jobs';

/** Attempts of a job whose definition sets none. */
export const DEFAULT_MAX_ATTEMPTS = 5;

export interface EnqueueOptions {
  /** Enqueue inside this transaction: the job exists exactly when the transaction commits. */
  tx?: Db;
  runAt?: Date;
  /** Overrides the definition's `maxAttempts`. */
  maxAttempts?: number;
  /** While a job with this key is queued or running, enqueueing another is a no-op. */
  singletonKey?: string;
}

/** Puts jobs in the durable queue and wakes the workers of every process. */
export class JobQueue {
  constructor(private readonly database: Database) {}

  /**
   * Queues one job of `job` (its definition). The payload is parsed by the definition's schema
   * first: a payload the handler could not read throws here, in the caller, not later in a worker.
   * Answers the job's id, or undefined when a job of the same singleton key is already waiting.
   */
  async enqueue<S extends z.ZodType>(
    job: JobDefinition<S, unknown>,
    payload: z.input<S>,
    options: EnqueueOptions = {},
  ): Promise<string | undefined> {
    job.payload.parse(payload);
    const db = options.tx ?? this.database.db;
    const [row] = await db
      .insert(jobs)
      .values({
        name: job.name,
        payload,
        run_at: options.runAt ?? new Date(),
        max_attempts: options.maxAttempts ?? job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        singleton_key: options.singletonKey,
        request_id: currentRequestId() ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: jobs.id });
    await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${job.name})`);
    return row?.id;
  }
}
