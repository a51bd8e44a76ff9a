import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

export interface JobRunContext {
  jobId: string;
  attempt: number;
  log: FastifyBaseLogger;
}

/** A job is a name, a zod payload and a handler, run in the API or a worker (docs/decisions/). */
export interface JobDefinition<P = unknown> {
  name: string;
  payload: z.ZodType<P>;
  maxAttempts?: number;
  handler: (payload: P, run: JobRunContext) => Promise<void>;
  /**
   * Called instead of the handler when the last attempt's worker died (its lease expired): the
   * job will not run again, so whatever it was doing must be closed (marked failed, refunded).
   */
  onExhausted?: (payload: P, run: JobRunContext) => Promise<void>;
}

/** Checks the handler against its payload schema, then erases the payload type for the registry. */
export function defineJob<P>(definition: JobDefinition<P>): JobDefinition {
  return definition as unknown as JobDefinition;
}
