/**
 * `npm run bench:cluster` (issue 19), on the PostgreSQL server of DATABASE_URL (default the local
 * one) and Redis (REDIS_URL, default the local one), each part on a fresh database:
 *
 * 1. Scanned validations per minute with 1 worker process vs 2, alternated (1, 2, 1, 2 ...): one
 *    API process (RUN_WORKER=false) and k worker processes (apps/api/test/cluster/cluster.ts, the
 *    processes of `npm run test:cluster`); each round uploads SHIPMENTS shipments at once whose
 *    invoice is a scan (OCR) and whose packing list is a digital PDF, executes each as soon as it
 *    is ready, and times the first upload to the last completed run.
 * 2. The queue's own overhead: JOBS jobs with a no-op handler drained by our JobWorker
 *    (concurrency 4) and by pg-boss (4 work() loops, one job a fetch) on the same database,
 *    alternated; and the rate at which each queues jobs one by one.
 *
 * Figures with the load average go to bench/README.md.
 */
import { readFileSync } from 'node:fs';
import { type Database, jobs, openDatabase, validationDocuments, validations } from '@vd/db';
import { eq, inArray, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { z } from 'zod';
import { parseConfig } from '../apps/api/src/config.ts';
import { closeContext, createContext } from '../apps/api/src/context.ts';
import { defineJob } from '../apps/api/src/jobs/define-job.ts';
import { JobQueue } from '../apps/api/src/jobs/queue.ts';
import { JobWorker } from '../apps/api/src/jobs/worker.ts';
import { createLogger } from '../apps/api/src/logger.ts';
import { issueTokens } from '../apps/api/src/services/auth/issue-tokens.ts';
import { grantSlots } from '../apps/api/test/billing.ts';
import { Cluster, freshDatabase, httpCall, sleep } from '../apps/api/test/cluster/cluster.ts';
import { seedUser } from '../apps/api/test/factories.ts';
import {
  createValidation,
  fixtureDocument,
  multipartForm,
  type PublishedTemplate,
  publishedTemplate,
  type TestApp,
} from '../apps/api/test/validation.ts';
import { Random } from '../packages/engine/src/fixtures/random.ts';
import { scanPage } from '../packages/engine/src/fixtures/scan.ts';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const SHIPMENTS = Number(process.env.SHIPMENTS ?? 4);
const JOBS = Number(process.env.JOBS ?? 1000);
const QUEUE_ROUNDS = Number(process.env.QUEUE_ROUNDS ?? 3);
const only = process.env.ONLY; // 'workers' or 'queue'

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const log = createLogger('silent');

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 1_800_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await sleep(250);
  }
  throw new Error(`not reached in time: ${what}`);
}

// ---------------------------------------------------------------- 1. one worker vs two workers

async function workersBench(): Promise<string[]> {
  const cluster = new Cluster();
  await cluster.start({ apis: 1, workers: 0, serverUrl, redisUrl });
  const ctx = await createContext(
    parseConfig({ ...cluster.env, LOG_LEVEL: 'silent', DATA_DIR: cluster.nodes[0]!.dataDir }),
    log,
  );
  const lines: string[] = [];
  try {
    const t: TestApp = {
      app: { inject: (o: Parameters<typeof httpCall>[1]) => httpCall(cluster.proxy.base, o) } as never,
      ctx,
      ingest: async (_kind, documentId) => {
        const { templateDocuments } = await import('@vd/db');
        await until(`ingest ${documentId}`, async () => {
          const [row] = await ctx.db
            .select({ status: templateDocuments.status })
            .from(templateDocuments)
            .where(eq(templateDocuments.id, documentId));
          return row?.status === 'ready' || row?.status === 'failed';
        });
      },
    };
    const owner = await seedUser(ctx.db, ctx.config, { role: 'owner' });
    const auth = { ...owner.auth };
    await grantSlots(ctx.db, owner.companyId, ROUNDS * 2 * SHIPMENTS + 5);
    // The template's samples are read by one worker started for it.
    const setup = await cluster.spawn('worker');
    const template = await publishedTemplate(t, auth, ['invoice', 'packing-list'], { name: 'Bench klaster' });
    const invoice = template.documents.find((d) => d.fixture === 'invoice')!;
    await httpCall(cluster.proxy.base, {
      method: 'PUT',
      url: '/api/v1/company/master-document',
      payload: { document_type: invoice.document_type_id },
      headers: auth,
    });
    await stopNode(cluster, setup);

    const scans = await Promise.all(
      [2, 3, 4].map(async (set, i) =>
        scanPage((await fixtureDocument('invoice', set)).pdf, new Random(11 + i)),
      ),
    );
    const packing = await Promise.all(
      [2, 3, 4].map(async (set) => (await fixtureDocument('packing-list', set)).pdf),
    );

    const perMinute: Record<number, number[]> = { 1: [], 2: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const workers of [1, 2]) {
        // A fresh access token each round (they last 15 minutes).
        const tokens = await issueTokens(
          ctx.db,
          ctx.config,
          { kind: 'user', userId: owner.user.id, companyId: owner.companyId, role: 'owner' },
          { remember: false },
        );
        auth.authorization = `Bearer ${tokens.access_token}`;
        const started = await Promise.all(Array.from({ length: workers }, () => cluster.spawn('worker')));
        const begin = performance.now();
        const load = loadavg();
        const ids = await Promise.all(
          Array.from({ length: SHIPMENTS }, (_, i) =>
            scannedShipment(cluster.proxy.base, t, auth, template, scans[i % 3]!.jpeg, packing[i % 3]!),
          ),
        );
        await until('every run completed', async () => {
          const rows = await ctx.db
            .select({ status: validations.status })
            .from(validations)
            .where(inArray(validations.id, ids));
          return rows.every((r) => r.status === 'completed' || r.status === 'failed');
        });
        const seconds = (performance.now() - begin) / 1000;
        const rate = (SHIPMENTS / seconds) * 60;
        perMinute[workers]!.push(rate);
        lines.push(
          `| ${round + 1} | ${workers} | ${SHIPMENTS} | ${seconds.toFixed(1)} s | ${rate.toFixed(2)} | ${load} |`,
        );
        console.log(lines.at(-1));
        for (const node of started) await stopNode(cluster, node);
      }
    }
    const one = median(perMinute[1]!);
    const two = median(perMinute[2]!);
    lines.push(
      '',
      `Median: 1 worker ${one.toFixed(2)}/min, 2 workers ${two.toFixed(2)}/min, ratio ${(two / one).toFixed(2)}x.`,
    );
  } finally {
    await closeContext(ctx);
    await cluster.stop();
  }
  return lines;
}

async function stopNode(cluster: Cluster, node: Cluster['nodes'][number]) {
  node.child.kill('SIGTERM');
  await node.exited;
  cluster.nodes.splice(cluster.nodes.indexOf(node), 1);
}

/** A shipment whose invoice is a scan: created, both files uploaded, executed once ready. */
async function scannedShipment(
  base: string,
  t: TestApp,
  auth: Record<string, string>,
  template: PublishedTemplate,
  scan: Buffer,
  packingPdf: Buffer,
): Promise<string> {
  const validation = await createValidation(t, auth, [template.id]);
  for (const document of validation.documents) {
    const source = template.documents.find((d) => d.id === document.template_document_id)!;
    const scanned = source.fixture === 'invoice';
    const form = multipartForm(
      { validation_document_id: document.id },
      scanned
        ? { bytes: scan, name: 'invoice.jpg', contentType: 'image/jpeg' }
        : { bytes: packingPdf, name: 'packing-list.pdf' },
    );
    const res = await httpCall(base, {
      method: 'POST',
      url: `/api/v1/file/upload/document/${template.id}`,
      payload: form.payload,
      headers: { ...form.headers, ...auth },
    });
    if (res.statusCode !== 202) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  }
  await until(`shipment ${validation.id} read`, async () => {
    const rows = await t.ctx.db
      .select({ status: validationDocuments.status })
      .from(validationDocuments)
      .where(eq(validationDocuments.validation_id, validation.id));
    return rows.every((r) => r.status === 'ready' || r.status === 'failed');
  });
  const executed = await httpCall(base, {
    method: 'POST',
    url: `/api/v1/validation/${validation.id}`,
    headers: auth,
  });
  if (executed.statusCode !== 202) throw new Error(`execute: ${executed.statusCode} ${executed.body}`);
  return validation.id;
}

// ---------------------------------------------------------------- 2. our queue vs pg-boss

const noop = defineJob<z.ZodObject, { database: Database }>({
  name: 'bench-noop',
  payload: z.object({}),
  handler: async () => {},
});

async function queueBench(): Promise<string[]> {
  const database = await freshDatabase(serverUrl);
  const db = await openDatabase({ url: database.url, poolSize: 10 });
  await db.migrate();
  const boss = new PgBoss({
    connectionString: database.url,
    schema: 'pgboss_bench',
    max: 10,
    supervise: false,
    schedule: false,
  });
  boss.on('error', (error) => console.error('pg-boss', error));
  await boss.start();
  const lines: string[] = [];
  const results: Record<string, number[]> = { ours: [], boss: [], bossBatch: [], oursSend: [], bossSend: [] };
  try {
    for (let round = 0; round < QUEUE_ROUNDS; round++) {
      // ours: fill, then drain with a no-op handler
      {
        await db.db.execute(sql`delete from jobs`);
        const begin = performance.now();
        const queue = new JobQueue(db);
        for (let i = 0; i < JOBS; i++) await queue.enqueue(noop, {});
        results.oursSend!.push(JOBS / ((performance.now() - begin) / 1000));
        const worker = new JobWorker({ database: db }, [noop], log, { concurrency: 4, pollMs: 500 });
        const start = performance.now();
        await worker.start();
        await until('ours drained', async () => (await completedOurs(db)) >= JOBS);
        results.ours!.push(JOBS / ((performance.now() - start) / 1000));
        await worker.stop();
      }
      // pg-boss: the same, one job a fetch (as ours), then 50 a fetch (its batch mode)
      for (const [key, batchSize] of [
        ['boss', 1],
        ['bossBatch', 50],
      ] as const) {
        const name = `noop${key}${round}`;
        await boss.createQueue(name);
        const begin = performance.now();
        for (let i = 0; i < JOBS; i++) await boss.send(name, {});
        if (key === 'boss') results.bossSend!.push(JOBS / ((performance.now() - begin) / 1000));
        let done = 0;
        const start = performance.now();
        const ids = await Promise.all(
          Array.from({ length: 4 }, () =>
            boss.work(name, { batchSize, pollingIntervalSeconds: 0.5 }, async (batch) => {
              done += batch.length;
            }),
          ),
        );
        await until('pg-boss drained', async () => {
          const [row] = (
            (await db.db.execute(
              sql.raw(
                `select count(*)::int as n from pgboss_bench.job where name = '${name}' and state = 'completed'`,
              ),
            )) as unknown as { rows: { n: number }[] }
          ).rows;
          return done >= JOBS && (row?.n ?? 0) >= JOBS;
        });
        results[key]!.push(JOBS / ((performance.now() - start) / 1000));
        for (const id of ids) await boss.offWork({ id });
      }
      console.log(
        `queue round ${round + 1}: ours ${results.ours!.at(-1)!.toFixed(0)}/s, pg-boss ${results.boss!.at(-1)!.toFixed(0)}/s, pg-boss batch ${results.bossBatch!.at(-1)!.toFixed(0)}/s (load ${loadavg()})`,
      );
    }
    const row = (label: string, ours: number[], theirs: number[]) =>
      `| ${label} | ${median(ours).toFixed(0)} | ${median(theirs).toFixed(0)} | ${(median(ours) / median(theirs)).toFixed(2)}x |`;
    lines.push(
      '| measure (jobs per second, median of rounds) | ours | pg-boss | ours / pg-boss |',
      '|---|---|---|---|',
      row(
        `drain ${JOBS} no-op jobs, 4 at a time (pg-boss: 4 work() loops, 1 job a fetch)`,
        results.ours!,
        results.boss!,
      ),
      row(
        `drain ${JOBS} no-op jobs (pg-boss: 4 work() loops, 50 jobs a fetch)`,
        results.ours!,
        results.bossBatch!,
      ),
      row(`queue ${JOBS} jobs one by one`, results.oursSend!, results.bossSend!),
    );
  } finally {
    await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
    await db.close();
    await database.drop();
  }
  return lines;
}

async function completedOurs(db: Awaited<ReturnType<typeof openDatabase>>): Promise<number> {
  const rows = await db.db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(eq(jobs.status, 'completed'));
  return rows[0]?.n ?? 0;
}

console.log(`bench:cluster on ${serverUrl.replace(/\/\/[^@]*@/, '//')} (load ${loadavg()})`);
const report: string[] = [];
if (only !== 'queue')
  report.push(
    '### Workers',
    '',
    '| round | workers | shipments | time | per minute | load |',
    '|---|---|---|---|---|---|',
    ...(await workersBench()),
    '',
  );
if (only !== 'workers') report.push('### Queue', '', ...(await queueBench()), '');
console.log(`\n${report.join('\n')}\nload average at the end: ${loadavg()}`);
process.exit(0);
