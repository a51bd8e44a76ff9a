import type { Database, Db } from '@vd/db';
import { jobs } from '@vd/db';
import { sql } from 'drizzle-orm';
import { currentRequestId } from '../request-context.ts';

export const JOBS_CHANNEL = 'vd_jobs';

export interface EnqueueOptions {
  /** Enqueue inside this transaction: the job exists exactly when the transaction commits. */
  tx?: Db;
  runAt?: Date;
  maxAttempts?: number;
  /** While a job with this key is queued or running, enqueueing another is a no-op. */
  singletonKey?: string;
}

/** Puts jobs in the durable queue and wakes the workers of every process. */
export class JobQueue {
  constructor(private readonly database: Database) {}

  async enqueue(name: string, payload: unknown, options: EnqueueOptions = {}): Promise<string | undefined> {
    const db = options.tx ?? this.database.db;
    const [row] = await db
      .insert(jobs)
      .values({
        name,
        payload,
        run_at: options.runAt ?? new Date(),
        max_attempts: options.maxAttempts ?? 5,
        singleton_key: options.singletonKey,
        request_id: currentRequestId() ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: jobs.id });
    await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${name})`);
    return row?.id;
  }
}
