import type { Database } from '@vd/db';
import { sql } from 'drizzle-orm';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The Prometheus metrics of one process (GET /metrics on an API node, on WORKER_PORT for a worker).
 * A registry per process context, so several apps in one test process do not mix their counts.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'vd_http_request_duration_seconds',
    help: 'HTTP request durations by method, route (its pattern, not the path) and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  readonly jobDuration = new Histogram({
    name: 'vd_job_duration_seconds',
    help: 'Durations of the jobs this process ran, by job name and outcome',
    labelNames: ['name', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
    registers: [this.registry],
  });
  readonly ocrPages = new Counter({
    name: 'vd_ocr_pages_total',
    help: 'Pages read with OCR (scanned documents) by this process',
    registers: [this.registry],
  });
  readonly slotCharges = new Counter({
    name: 'vd_slot_charges_total',
    help: 'Slots charged for validation runs by this process',
    registers: [this.registry],
  });
  private database: Database | undefined;

  constructor(options: { defaults?: boolean } = {}) {
    const metrics = this;
    new Gauge({
      name: 'vd_queue_depth',
      help: 'Jobs waiting (queued, due or not) and running in the shared queue, by job name',
      labelNames: ['name', 'status'] as const,
      registers: [this.registry],
      async collect() {
        await metrics.collectQueueDepth(this);
      },
    });
    if (options.defaults !== false) collectDefaultMetrics({ register: this.registry, prefix: 'vd_' });
  }

  /** The queue's depth is read from the database at each scrape (the whole cluster's, not this process's). */
  watchQueue(database: Database): void {
    this.database = database;
  }

  async text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  private async collectQueueDepth(gauge: Gauge<'name' | 'status'>): Promise<void> {
    gauge.reset();
    if (!this.database) return;
    const result = (await this.database.db.execute(sql`
      select name, status, count(*)::int as n from jobs
       where status in ('queued', 'running') group by name, status`)) as unknown as {
      rows: { name: string; status: string; n: number }[];
    };
    for (const row of result.rows) gauge.set({ name: row.name, status: row.status }, Number(row.n));
  }
}
