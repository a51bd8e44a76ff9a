import { type ChildProcess, spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { jobs, notifications, slotLedger, validationAudits, validationReadings, validations } from '@vd/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { grantSlots } from '../../../test/billing.ts';
import { seedUser } from '../../../test/factories.ts';
import { type TestEnv, testEnv } from '../../../test/helper.ts';
import { readyValidation } from '../../../test/validation.ts';
import { runnableTemplate } from '../../../test/validation-run.ts';
import { buildApp } from '../../app.ts';
import { closeContext, createContext } from '../../context.ts';
import { ingestDocumentJob } from '../../jobs/definitions/ingest-document.ts';
import { runValidationJob } from '../../jobs/definitions/run-validation.ts';
import { createLogger } from '../../logger.ts';

const apiDir = path.resolve(import.meta.dirname, '../../..');
const postgres = Boolean(process.env.DATABASE_URL);

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', () => resolve()),
  );

// Worker processes need a database server every process reaches (PGlite belongs to one process).
describe.skipIf(!postgres)('a validation run whose worker is killed (PostgreSQL only)', () => {
  let env: TestEnv;
  let ctx: Awaited<ReturnType<typeof createContext>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const workers: ChildProcess[] = [];
  beforeAll(async () => {
    env = await testEnv({ RUN_WORKER: 'false' });
    ctx = await createContext(env.config, createLogger('silent'));
    app = await buildApp(ctx, { logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const worker of workers.filter((w) => w.exitCode === null && !w.signalCode)) {
      worker.kill('SIGTERM');
      await exited(worker);
    }
    await app.close();
    await closeContext(ctx);
    await env.drop();
  });

  const startWorker = () => {
    const url = 'url' in env.config.database ? env.config.database.url : '';
    const worker = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: apiDir,
      env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: url, DATA_DIR: env.dataDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    workers.push(worker);
    return worker;
  };
  const runJob = async () => {
    const [job] = await ctx.db.select().from(jobs).where(eq(jobs.name, runValidationJob.name));
    return job!;
  };

  it('completes once after a kill -9 mid-run and a restart: one result, one audit, charged once', async () => {
    const t = { app, ctx };
    const owner = await seedUser(ctx.db, ctx.config);
    const template = await runnableTemplate(t, owner.auth);
    await grantSlots(ctx.db, owner.companyId, 1);
    const validation = await readyValidation(t, owner.auth, template, 2);
    // The helpers ingested the uploads themselves: their queued ingest jobs are done.
    await ctx.db.update(jobs).set({ status: 'completed' }).where(eq(jobs.name, ingestDocumentJob.name));

    const executed = await app.inject({
      method: 'POST',
      url: `/api/v1/validation/${validation.id}`,
      headers: owner.auth,
    });
    expect(executed.statusCode, executed.body).toBe(202);
    const { uid } = executed.json().data;

    const port = (app.server.address() as AddressInfo).port;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/upload/document/progress?uid=${uid}`, {
      headers: owner.auth,
    });
    const events: Array<{ stage: string; progress: number }> = [];
    socket.on('message', (data) => events.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });

    // The first worker is killed as soon as the run has started reading.
    const first = startWorker();
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline && !events.some((e) => e.stage === 'extract')) {
      await new Promise((r) => setTimeout(r, 5));
    }
    first.kill('SIGKILL');
    await exited(first);
    const killedAt = Date.now();
    const [interrupted] = await ctx.db.select().from(validations).where(eq(validations.id, validation.id));
    expect(interrupted!.status).toBe('processing');
    expect(await runJob()).toMatchObject({ status: 'running', attempts: 1 });

    // Another worker, already running, takes the run up once its 30 s lease has run out: on the
    // real clock, the run is completed within a minute of the kill.
    startWorker();
    while (Date.now() < killedAt + 90_000 && (await runJob()).status !== 'completed') {
      await new Promise((r) => setTimeout(r, 100));
    }
    socket.close();
    expect(Date.now() - killedAt).toBeLessThan(60_000);
    expect(await runJob()).toMatchObject({ status: 'completed', attempts: 2 });
    expect(events.map((e) => e.stage)).toEqual(expect.arrayContaining(['extract', 'compare', 'done']));
    expect(events.at(-1)).toMatchObject({ stage: 'done', progress: 100 });

    const [done] = await ctx.db.select().from(validations).where(eq(validations.id, validation.id));
    expect(done).toMatchObject({ status: 'completed', overall: 'match' });
    const readings = await ctx.db
      .select()
      .from(validationReadings)
      .where(eq(validationReadings.validation_id, validation.id));
    const keys = new Set(readings.map((r) => `${r.document_id}|${r.document_label_id}|${r.row}`));
    expect(keys.size).toBe(readings.length);
    const ids = new Set(readings.map((r) => r.id));
    expect(done!.result!.labels.flatMap((l) => l.documents).every((d) => ids.has(d.reading_id))).toBe(true);
    expect(
      await ctx.db.select().from(validationAudits).where(eq(validationAudits.validation_id, validation.id)),
    ).toHaveLength(1);
    expect(
      await ctx.db.select().from(notifications).where(eq(notifications.user_id, owner.user.id)),
    ).toHaveLength(1);
    const ledger = await ctx.db
      .select()
      .from(slotLedger)
      .where(and(eq(slotLedger.company_id, owner.companyId), eq(slotLedger.reference, validation.id)));
    expect(ledger.map((e) => [e.kind, e.delta])).toEqual([['validation', -1]]);
  }, 240_000);
});
