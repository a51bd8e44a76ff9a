import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * The durable job queue. Workers claim rows with `FOR UPDATE SKIP LOCKED`, so any number of
 * workers on any number of machines share it; a claimed row carries a lease that a crashed worker
 * lets expire, after which the job is claimed again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['queued', 'running', 'completed', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull().default(5),
    run_at: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    locked_by: text('locked_by'),
    lease_expires_at: timestamp('lease_expires_at', { withTimezone: true }),
    /** At most one queued or running job per key (for example one e-mail send per outbox row). */
    singleton_key: text('singleton_key'),
    last_error: text('last_error'),
    /** The id of the HTTP request that queued the job (or of the job that did), for the logs. */
    request_id: text('request_id'),
    created_at: createdAt(),
    completed_at: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_claim_idx').on(t.status, t.run_at),
    uniqueIndex('jobs_singleton_key').on(t.singleton_key).where(sql`${t.status} in ('queued', 'running')`),
    check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'completed', 'failed')`),
  ],
);
