/**
 * `npm run bench:validation`: a whole validation of a 4-document digital shipment (commercial
 * invoice, packing list, bill of lading, PEB from the fixture generator), from execute to result,
 * as a user runs it: POST validation/{id} (slot charged, job queued), the job worker extracts,
 * compares and evaluates the rules, then GET validation/{id}/result. The app runs in this process
 * on the embedded database (or DATABASE_URL), with its real job worker.
 *
 * Reference measured in the same run: poppler's `pdftotext -bbox` reading the same four PDFs (one
 * process each), when installed. Figures go to README.md.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { validations } from '@vd/db';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { closeContext, createContext } from '../apps/api/src/context.ts';
import { createWorker } from '../apps/api/src/jobs/index.ts';
import { createLogger } from '../apps/api/src/logger.ts';
import { grantSlots } from '../apps/api/test/billing.ts';
import { seedUser } from '../apps/api/test/factories.ts';
import { testEnv } from '../apps/api/test/helper.ts';
import { fixtureDocument, readyValidation } from '../apps/api/test/validation.ts';
import { runnableTemplate } from '../apps/api/test/validation-run.ts';

const RUNS = Number(process.env.RUNS ?? 7);
/** The documents runnableTemplate builds its template from, in its order. */
const FIXTURES = ['invoice', 'packing-list', 'bill-of-lading', 'peb'] as const;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const has = (command: string): boolean => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

const env = await testEnv();
const log = createLogger('silent');
const ctx = await createContext(env.config, log);
const app = await buildApp(ctx, { logger: false });
await app.ready();
const worker = createWorker(ctx, log);
await worker.start();
const t = { app, ctx };

try {
  const owner = await seedUser(ctx.db, ctx.config, { role: 'owner' });
  const auth = { authorization: `Bearer ${owner.accessToken}` };
  await grantSlots(ctx.db, owner.companyId, RUNS + 2);
  const template = await runnableTemplate(t, auth);

  const runOnce = async () => {
    const validation = await readyValidation(t, auth, template, 2);
    const started = performance.now();
    const executed = await app.inject({
      method: 'POST',
      url: `/api/v1/validation/${validation.id}`,
      headers: auth,
    });
    if (executed.statusCode !== 202) throw new Error(`execute: ${executed.statusCode} ${executed.body}`);
    for (;;) {
      const [row] = await ctx.db
        .select({ status: validations.status })
        .from(validations)
        .where(eq(validations.id, validation.id));
      if (row?.status === 'completed') break;
      if (row?.status === 'failed') throw new Error('validation failed');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const result = await app.inject({
      method: 'GET',
      url: `/api/v1/validation/${validation.id}/result`,
      headers: auth,
    });
    if (result.statusCode !== 200) throw new Error(`result: ${result.statusCode} ${result.body}`);
    const elapsed = performance.now() - started;
    const { summary, labels } = result.json().data;
    return { elapsed, summary, labels: labels.length as number };
  };

  await runOnce(); // warm: module loading, first queries, the template samples' cache
  const times: number[] = [];
  let last: Awaited<ReturnType<typeof runOnce>> | undefined;
  for (let i = 0; i < RUNS; i++) {
    last = await runOnce();
    times.push(last.elapsed);
  }

  let reference: number | undefined;
  if (has('pdftotext')) {
    const dir = await mkdtemp(path.join(tmpdir(), 'vd-bench-'));
    const files: string[] = [];
    for (const fixture of FIXTURES) {
      const file = path.join(dir, `${fixture}.pdf`);
      await writeFile(file, (await fixtureDocument(fixture, 2)).pdf);
      files.push(file);
    }
    const readAll = () => {
      const started = performance.now();
      for (const file of files) {
        const done = spawnSync('pdftotext', ['-bbox', file, '-']);
        if (done.status !== 0) throw new Error(`pdftotext: ${done.stderr}`);
      }
      return performance.now() - started;
    };
    readAll();
    reference = median(Array.from({ length: RUNS }, readAll));
    await rm(dir, { recursive: true, force: true });
  }

  const ms = median(times);
  console.log(`Validation of a 4-document digital shipment, execute -> result (${RUNS} runs, median)`);
  console.log(`| measure | time |`);
  console.log(`|---|---|`);
  console.log(`| execute -> result (median) | ${ms.toFixed(0)} ms |`);
  console.log(
    `| fastest / slowest | ${Math.min(...times).toFixed(0)} / ${Math.max(...times).toFixed(0)} ms |`,
  );
  if (reference !== undefined) {
    console.log(`| pdftotext -bbox, the same 4 PDFs | ${reference.toFixed(0)} ms |`);
    console.log(`| ratio (validation / pdftotext) | ${(ms / reference).toFixed(2)}x |`);
  } else {
    console.log('| pdftotext | not installed (apt-get install -y poppler-utils) |');
  }
  console.log(
    `labels in the result: ${last?.labels}; summary of the last run: ${JSON.stringify(last?.summary)}`,
  );
  console.log(`goal: under 3000 ms: ${ms < 3000 ? 'met' : 'not met'}`);
} finally {
  await worker.stop();
  await app.close();
  await closeContext(ctx);
  await env.drop();
}
