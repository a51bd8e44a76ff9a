import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';

/** What a handler is given besides its payload. `C` is the context of the process (AppContext). */
export interface JobRunContext<C = AppContext> {
  ctx: C;
  jobId: string;
  /** 1 for the first run, counted across workers (a retried or taken-over job counts on). */
  attempt: number;
  /** Whether this is the job's last attempt (its row's `max_attempts`): nothing retries it after. */
  lastAttempt: boolean;
  log: FastifyBaseLogger;
}

/**
 * A job: a name, a zod payload and a handler, run in the API process or a worker
 * (docs/decisions/job-queue-postgresql.md). Queue it with `ctx.queue.enqueue(definition, payload)`:
 * the payload is type-checked against the schema at compile time and parsed by it at run time.
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType, C = AppContext> {
  /** The `jobs.name` of its rows: unique among the definitions a worker runs. */
  readonly name: string;
  readonly payload: S;
  /** Attempts before the job is failed for good (the queue's default when unset: 5). */
  readonly maxAttempts?: number;
  // Methods (not function properties), so that a list of definitions of different payloads is a
  // `JobDefinition[]` (method parameters are checked bivariantly).
  handler(payload: z.output<S>, run: JobRunContext<C>): Promise<void>;
  /**
   * Called instead of the handler when the last attempt's worker died (its lease expired): the
   * job will not run again, so whatever it was doing must be closed (marked failed, refunded).
   */
  onExhausted?(payload: z.output<S>, run: JobRunContext<C>): Promise<void>;
}

/** Declares a job; the handler's payload type is inferred from the schema. */
export function defineJob<S extends z.ZodType, C = AppContext>(
  definition: JobDefinition<S, C>,
): JobDefinition<S, C> {
  return definition;
}
