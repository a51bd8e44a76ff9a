import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database, Unlisten } from '@vd/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition } from './define-job.ts';
import { JOBS_CHANNEL } from './queue.ts';

/**
 * A claimed job stays reserved this long without a heartbeat; the heartbeat renews it every third
 * of it (10 s), so a dead worker's job is taken up again within about 30 s (docs/security.md).
 */
export const JOB_LEASE_SECONDS = 30;

export interface WorkerOptions {
  concurrency: number;
  /** How long a claimed job stays reserved without a heartbeat before another worker may take it. */
  leaseSeconds?: number;
  pollMs?: number;
}

interface ClaimedJob {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/**
 * Claims jobs with `FOR UPDATE SKIP LOCKED`, runs them with a heartbeat on their lease, retries
 * failures with exponential back-off, and on stop lets the running ones finish.
 */
export class JobWorker {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly definitions: Map<string, JobDefinition>;
  private readonly running = new Set<Promise<void>>();
  private readonly leaseSeconds: number;
  private readonly pollMs: number;
  private stopped = true;
  private wake: (() => void) | undefined;
  private unlisten: Unlisten | undefined;
  private loop: Promise<void> | undefined;

  constructor(
    private readonly database: Database,
    definitions: JobDefinition[],
    private readonly log: FastifyBaseLogger,
    private readonly options: WorkerOptions,
  ) {
    this.definitions = new Map(definitions.map((d) => [d.name, d]));
    this.leaseSeconds = options.leaseSeconds ?? JOB_LEASE_SECONDS;
    this.pollMs = options.pollMs ?? 2000;
  }

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    this.unlisten = await this.database.listen(JOBS_CHANNEL, () => this.wake?.());
    this.loop = this.run();
    this.log.info({ worker: this.id, jobs: [...this.definitions.keys()] }, 'job worker started');
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.wake?.();
    await this.loop;
    await Promise.allSettled([...this.running]);
    await this.unlisten?.();
    this.log.info({ worker: this.id }, 'job worker stopped');
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
      returning j.id, j.name, j.payload, j.attempts, j.max_attempts`)) as unknown as { rows: ClaimedJob[] };
    return result.rows;
  }

  private async execute(job: ClaimedJob): Promise<void> {
    const log = this.log.child({ job_id: job.id, job: job.name, attempt: job.attempts });
    const definition = this.definitions.get(job.name)!;
    const payload = definition.payload.safeParse(job.payload);
    if (!payload.success) {
      log.error({ issues: payload.error.issues }, 'job payload invalid; not retried');
      await this.finish(job, 'failed', 'invalid payload');
      return;
    }
    if (job.attempts > job.max_attempts) {
      log.error('lease expired after the last attempt; not retried');
      await definition
        .onExhausted?.(payload.data, { jobId: job.id, attempt: job.attempts, log })
        .catch((error) => log.error({ err: error }, 'closing an exhausted job failed'));
      await this.finish(job, 'failed', 'lease expired after the last attempt');
      return;
    }
    const heartbeat = setInterval(() => this.extendLease(job.id), (this.leaseSeconds * 1000) / 3);
    try {
      await definition.handler(payload.data, { jobId: job.id, attempt: job.attempts, log });
      await this.finish(job, 'completed');
      log.info('job completed');
    } catch (error) {
      const retry = job.attempts < job.max_attempts;
      log.error({ err: error, retry }, 'job failed');
      await this.finish(job, retry ? 'retry' : 'failed', errorText(error));
    } finally {
      clearInterval(heartbeat);
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
