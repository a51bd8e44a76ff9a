import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database, Unlisten } from '@vd/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import { requestContext } from '../request-context.ts';
import type { Metrics } from '../services/metrics/metrics.ts';
import type { JobDefinition } from './define-job.ts';
import { JOBS_CHANNEL } from './queue.ts';

/**
 * A claimed job stays reserved this long without a heartbeat; the heartbeat renews it every third
 * of it (10 s), so a dead worker's job is taken up again within about 30 s (docs/security.md).
 */
export const JOB_LEASE_SECONDS = 30;

/** A job queued on a schedule (its payload is `{}`). */
export interface RecurringJob<C = AppContext> {
  job: JobDefinition<z.ZodType, C>;
  everySeconds: number;
}

export interface WorkerOptions<C = AppContext> {
  concurrency: number;
  /** How long a claimed job stays reserved without a heartbeat before another worker may take it. */
  leaseSeconds?: number;
  pollMs?: number;
  metrics?: Metrics;
  /**
   * Jobs queued on a schedule: each worker makes sure one of each is queued (a singleton key, so
   * several workers queue it once), due `everySeconds` from then.
   */
  recurring?: readonly RecurringJob<C>[];
}

/** Attempts of a recurring job whose definition sets none. */
const RECURRING_MAX_ATTEMPTS = 3;

interface ClaimedJob {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  request_id: string | null;
}

/**
 * Claims jobs with `FOR UPDATE SKIP LOCKED`, runs them with a heartbeat on their lease, retries
 * failures with exponential back-off, and on stop lets the running ones finish.
 */
export class JobWorker<C extends { database: Database } = AppContext> {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly definitions = new Map<string, JobDefinition<z.ZodType, C>>();
  private readonly database: Database;
  private readonly running = new Set<Promise<void>>();
  /** The jobs this worker holds right now (returned to the queue when a stop cannot wait for them). */
  private readonly held = new Map<string, ClaimedJob>();
  private scheduleTimer: NodeJS.Timeout | undefined;
  private readonly leaseSeconds: number;
  private readonly pollMs: number;
  private stopped = true;
  private wake: (() => void) | undefined;
  private unlisten: Unlisten | undefined;
  private loop: Promise<void> | undefined;

  /** `ctx` is handed to every handler (`run.ctx`); its database holds the queue. */
  constructor(
    private readonly ctx: C,
    definitions: readonly JobDefinition<z.ZodType, C>[],
    private readonly log: FastifyBaseLogger,
    private readonly options: WorkerOptions<C>,
  ) {
    this.database = ctx.database;
    for (const definition of definitions) {
      if (this.definitions.has(definition.name)) throw new Error(`two jobs named ${definition.name}`);
      this.definitions.set(definition.name, definition);
    }
    this.leaseSeconds = options.leaseSeconds ?? JOB_LEASE_SECONDS;
    this.pollMs = options.pollMs ?? 2000;
  }

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    this.unlisten = await this.database.listen(JOBS_CHANNEL, () => this.wake?.());
    this.loop = this.run();
    await this.schedule();
    const every = Math.min(...(this.options.recurring ?? []).map((r) => r.everySeconds));
    if (Number.isFinite(every)) {
      this.scheduleTimer = setInterval(() => void this.schedule(), every * 1000);
      this.scheduleTimer.unref();
    }
    this.log.info({ worker: this.id, jobs: [...this.definitions.keys()] }, 'job worker started');
  }

  /** Whether the worker claims jobs (started and not stopping). */
  get active(): boolean {
    return !this.stopped;
  }

  /** How many jobs this worker is running now. */
  get busy(): number {
    return this.held.size;
  }

  /**
   * Claims nothing more, waits up to `drainMs` for the running jobs to finish, and gives the ones
   * still running back to the queue (another worker takes them at once, not after their lease).
   */
  async stop(drainMs = Number.POSITIVE_INFINITY): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    clearInterval(this.scheduleTimer);
    this.wake?.();
    await this.loop;
    const finished = Promise.allSettled([...this.running]).then(() => true);
    let timer: NodeJS.Timeout | undefined;
    const drained = Number.isFinite(drainMs)
      ? await Promise.race([finished, new Promise<boolean>((r) => (timer = setTimeout(r, drainMs, false)))])
      : await finished;
    clearTimeout(timer);
    if (!drained) await this.giveBack();
    await this.unlisten?.();
    this.log.info({ worker: this.id, drained }, 'job worker stopped');
  }

  /** Returns the held jobs to the queue, this attempt not counted; their late finish changes nothing. */
  private async giveBack(): Promise<void> {
    const ids = [...this.held.keys()];
    if (ids.length === 0) return;
    try {
      await this.database.db.execute(sql`
        update jobs set status = 'queued', locked_by = null, lease_expires_at = null,
               attempts = greatest(attempts - 1, 0), run_at = now()
         where id in ${ids} and locked_by = ${this.id} and status = 'running'`);
      await this.database.db.execute(sql`select pg_notify(${JOBS_CHANNEL}, 'returned')`);
      this.log.warn({ worker: this.id, jobs: ids }, 'jobs still running at stop returned to the queue');
    } catch (error) {
      this.log.error({ err: error, jobs: ids }, 'returning jobs failed; their leases will expire');
    }
  }

  private async schedule(): Promise<void> {
    for (const { job, everySeconds } of this.options.recurring ?? []) {
      if (!this.definitions.has(job.name)) continue;
      const attempts = job.maxAttempts ?? RECURRING_MAX_ATTEMPTS;
      await this.database.db
        .execute(sql`
          insert into jobs (name, payload, run_at, max_attempts, singleton_key)
          values (${job.name}, '{}'::jsonb, now() + make_interval(secs => ${everySeconds}), ${attempts},
                  ${`schedule:${job.name}`})
          on conflict do nothing`)
        .catch((error) => this.log.warn({ err: error, job: job.name }, 'scheduling a recurring job failed'));
    }
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      const free = this.options.concurrency - this.running.size;
      let claimed: ClaimedJob[] = [];
      if (free > 0) {
        try {
          claimed = await this.claim(free);
        } catch (error) {
          this.log.error({ err: error }, 'claiming jobs failed');
        }
      }
      for (const job of claimed) {
        const task = this.execute(job).finally(() => {
          this.running.delete(task);
          this.wake?.();
        });
        this.running.add(task);
      }
      if (claimed.length === 0 || this.running.size >= this.options.concurrency) await this.idle();
    }
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.pollMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  private async claim(limit: number): Promise<ClaimedJob[]> {
    const names = [...this.definitions.keys()];
    const result = (await this.database.db.execute(sql`
      with next as (
        select id from jobs
        where name in ${names}
          and ((status = 'queued' and run_at <= now())
            or (status = 'running' and lease_expires_at < now()))
        order by run_at
        limit ${limit}
        for update skip locked
      )
      update jobs j
         set status = 'running', attempts = j.attempts + 1, locked_by = ${this.id},
             lease_expires_at = now() + make_interval(secs => ${this.leaseSeconds})
        from next
       where j.id = next.id
      returning j.id, j.name, j.payload, j.attempts, j.max_attempts, j.request_id`)) as unknown as {
      rows: ClaimedJob[];
    };
    return result.rows;
  }

  private execute(job: ClaimedJob): Promise<void> {
    this.held.set(job.id, job);
    // Jobs this job queues carry the same request id; a job queued by no request is named by its id.
    const requestId = job.request_id ?? `job-${job.id}`;
    return requestContext
      .run({ requestId }, () => this.executeHeld(job, requestId))
      .finally(() => this.held.delete(job.id));
  }

  private async executeHeld(job: ClaimedJob, requestId: string): Promise<void> {
    const log = this.log.child({ job_id: job.id, job: job.name, attempt: job.attempts, reqId: requestId });
    const definition = this.definitions.get(job.name)!;
    const payload = definition.payload.safeParse(job.payload);
    if (!payload.success) {
      log.error({ issues: payload.error.issues }, 'job payload invalid; not retried');
      await this.finish(job, 'failed', 'invalid payload');
      return;
    }
    const run = {
      ctx: this.ctx,
      jobId: job.id,
      attempt: job.attempts,
      lastAttempt: job.attempts >= job.max_attempts,
      log,
    };
    if (job.attempts > job.max_attempts) {
      log.error('lease expired after the last attempt; not retried');
      await definition
        .onExhausted?.(payload.data, run)
        .catch((error) => log.error({ err: error }, 'closing an exhausted job failed'));
      await this.finish(job, 'failed', 'lease expired after the last attempt');
      return;
    }
    const heartbeat = setInterval(() => this.extendLease(job.id), (this.leaseSeconds * 1000) / 3);
    const started = performance.now();
    let outcome = 'completed';
    try {
      await definition.handler(payload.data, run);
      await this.finish(job, 'completed');
      log.info({ ms: Math.round(performance.now() - started) }, 'job completed');
    } catch (error) {
      const retry = job.attempts < job.max_attempts;
      outcome = retry ? 'retried' : 'failed';
      log.error({ err: error, retry }, 'job failed');
      await this.finish(job, retry ? 'retry' : 'failed', errorText(error));
    } finally {
      clearInterval(heartbeat);
      this.options.metrics?.jobDuration.observe(
        { name: job.name, outcome },
        (performance.now() - started) / 1000,
      );
    }
  }

  private async extendLease(id: string): Promise<void> {
    await this.database.db
      .execute(sql`update jobs set lease_expires_at = now() + make_interval(secs => ${this.leaseSeconds})
                    where id = ${id} and locked_by = ${this.id} and status = 'running'`)
      .catch((error) => this.log.warn({ err: error, job_id: id }, 'lease heartbeat failed'));
  }

  private async finish(job: ClaimedJob, outcome: 'completed' | 'failed' | 'retry', error?: string) {
    const mine = sql`id = ${job.id} and locked_by = ${this.id} and status = 'running'`;
    if (outcome === 'retry') {
      const delay = backoffSeconds(job.attempts);
      await this.database.db.execute(sql`
        update jobs set status = 'queued', locked_by = null, lease_expires_at = null, last_error = ${error},
               run_at = now() + make_interval(secs => ${delay})
         where ${mine}`);
      return;
    }
    await this.database.db.execute(sql`
      update jobs set status = ${outcome}, lease_expires_at = null, last_error = ${error ?? null},
             completed_at = now()
       where ${mine}`);
  }
}

/** 2, 4, 8 ... seconds, at most ten minutes, with up to 20% jitter so retries do not stampede. */
export function backoffSeconds(attempt: number): number {
  const base = Math.min(600, 2 ** attempt);
  return Math.round(base * (1 + Math.random() * 0.2) * 10) / 10;
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 2000);
}
