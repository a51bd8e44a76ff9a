/**
 * `npm run bench:validation`: a whole validation as a user runs it, from the first upload byte to
 * the result, for a 4-document shipment (commercial invoice, packing list, bill of lading, PEB of
 * the fixture generator, shipment set 2), digital and scanned: the four files uploaded through the
 * API (POST file/upload/document), read by the job worker once each (type check, pages, OCR of
 * scans, page images), the validation executed (POST validation/{id}) and its result read (GET
 * validation/{id}/result). The app and its job worker run in this process, on the embedded
 * database or on the PostgreSQL server in DATABASE_URL.
 *
 * References, the same pages in the same run, alternated with the product's runs (digital run,
 * pdftotext, scanned run, tesseract, ...):
 * - digital: poppler's `pdftotext -bbox` warm: one process reading a PDF of 20 copies of the four
 *   documents, the time divided by 20 (a long-lived reader, like the product's);
 * - scanned: native `tesseract PAGE stdout -l ind+eng --psm 3 --dpi 200` with OMP_THREAD_LIMIT=1 on
 *   each of the four scanned page images, one after another (wall and CPU).
 * `MEMORY_WAIT_MINUTES=N`: after the runs, the process's resident memory is printed again after N
 * minutes without work (OCR workers end after OCR_IDLE_SECONDS, PDF threads after 30 s, the cached
 * documents and page pixels after 2 minutes). `npm run bench:validation` starts this process with
 * glibc's allocator settings of `npm start` and the Docker image (scripts/allocator.mjs).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { validations } from '@vd/db';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { buildApp } from '../apps/api/src/app.ts';
import { closeContext, createContext } from '../apps/api/src/context.ts';
import { createWorker } from '../apps/api/src/jobs/index.ts';
import { createLogger } from '../apps/api/src/logger.ts';
import { signAccessToken } from '../apps/api/src/services/auth/access-token.ts';
import { grantSlots } from '../apps/api/test/billing.ts';
import { seedUser } from '../apps/api/test/factories.ts';
import { testEnv } from '../apps/api/test/helper.ts';
import {
  createValidation,
  type Fixture,
  fixtureDocument,
  type PublishedTemplate,
  uploadShipmentDocument,
} from '../apps/api/test/validation.ts';
import { runnableTemplate } from '../apps/api/test/validation-run.ts';
import { DOCUMENTS } from '../packages/engine/src/fixtures/generate.ts';
import { Random } from '../packages/engine/src/fixtures/random.ts';
import { SCAN_DPI, scanPage } from '../packages/engine/src/fixtures/scan.ts';
import { NO_SHIFT } from '../packages/engine/src/fixtures/sheet.ts';
import { makeShipment } from '../packages/engine/src/fixtures/shipment.ts';
import { wrapImage, writePdf } from '../packages/engine/src/fixtures/write-pdf.ts';
import { has, run, type Timed, timeCommand } from './engine/processes.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const SET = 2;
const FIXTURES: Fixture[] = ['invoice', 'packing-list', 'bill-of-lading', 'peb'];
const WARM_COPIES = 20;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
/** Resident memory, and what V8 knows of: its heap, and buffers outside it (page pixels, files). */
const memory = () => {
  const m = process.memoryUsage();
  return `${mb(m.rss)} (V8 heap ${mb(m.heapTotal)}, external ${mb(m.external)})`;
};
const allocator = ['MALLOC_ARENA_MAX', 'MALLOC_MMAP_THRESHOLD_']
  .map((name) => `${name}=${process.env[name] ?? '(unset)'}`)
  .join(' ');

interface Upload {
  fixture: Fixture;
  bytes: Buffer;
  name: string;
  /** The page image native tesseract reads (scans only). */
  jpeg?: Buffer;
}

const dir = await mkdtemp(path.join(tmpdir(), 'vd-bench-validation-'));
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
  // A run on a busy machine can outlast an access token: a fresh one before each shipment.
  const renewToken = async () => {
    const token = await signAccessToken(
      {
        kind: 'user',
        userId: owner.user.id,
        companyId: owner.companyId,
        role: 'owner',
        familyId: String(decodeJwt(owner.accessToken).fid),
      },
      ctx.config.jwtSecret,
    );
    auth.authorization = `Bearer ${token}`;
  };
  await grantSlots(ctx.db, owner.companyId, 2 * RUNS + 4);
  const template: PublishedTemplate = await runnableTemplate(t, auth);

  const digital: Upload[] = await Promise.all(
    FIXTURES.map(async (fixture) => ({
      fixture,
      bytes: (await fixtureDocument(fixture, SET)).pdf,
      name: `${fixture}.pdf`,
    })),
  );
  // Scanned as the fixture generator scans (200 DPI, turned, blurred, grey, JPEG); the packing
  // list as the JPEG itself, the others wrapped in a PDF as scanners deliver them.
  const random = new Random(SET * 31 + 7);
  const scanned: Upload[] = [];
  for (const fixture of FIXTURES) {
    const pdf = await writePdf(DOCUMENTS[fixture]!.build(makeShipment(SET), NO_SHIFT).ops);
    const { jpeg } = await scanPage(pdf, random);
    scanned.push(
      fixture === 'packing-list'
        ? { fixture, bytes: jpeg, name: `${fixture}.jpg`, jpeg }
        : { fixture, bytes: await wrapImage(jpeg), name: `${fixture}.pdf`, jpeg },
    );
  }

  const waitFor = async (id: string, done: (status: string) => boolean) => {
    for (;;) {
      const [row] = await ctx.db
        .select({ status: validations.status })
        .from(validations)
        .where(eq(validations.id, id));
      if (row && done(row.status)) return row.status;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  /** First upload byte to result; the worker reads each upload once. */
  const uploadToResult = async (files: Upload[]) => {
    await renewToken();
    const validation = await createValidation(t, auth, [template.id]);
    const started = performance.now();
    for (const document of validation.documents) {
      const source = template.documents.find((d) => d.id === document.template_document_id)!;
      const file = files.find((f) => f.fixture === source.fixture)!;
      const res = await uploadShipmentDocument(t, auth, template.id, document.id, file.bytes, file.name);
      if (res.statusCode !== 202) throw new Error(`upload ${file.name}: ${res.statusCode} ${res.body}`);
    }
    const ready = await waitFor(validation.id, (s) => s !== 'draft');
    if (ready !== 'ready') throw new Error(`validation not ready: ${ready}`);
    const uploaded = performance.now() - started;
    const executed = await app.inject({
      method: 'POST',
      url: `/api/v1/validation/${validation.id}`,
      headers: auth,
    });
    if (executed.statusCode !== 202) throw new Error(`execute: ${executed.statusCode} ${executed.body}`);
    const status = await waitFor(validation.id, (s) => s === 'completed' || s === 'failed');
    if (status !== 'completed') throw new Error('validation failed');
    const result = await app.inject({
      method: 'GET',
      url: `/api/v1/validation/${validation.id}/result`,
      headers: auth,
    });
    if (result.statusCode !== 200) throw new Error(`result: ${result.statusCode} ${result.body}`);
    const { summary } = result.json().data;
    return { elapsed: performance.now() - started, uploaded, summary };
  };

  // References: the same files, prepared before anything is timed.
  const references = { pdftotext: has('pdftotext') && has('pdfunite'), tesseract: has('tesseract') };
  const pdfs = await Promise.all(
    digital.map(async (file) => {
      const target = path.join(dir, file.name);
      await writeFile(target, file.bytes);
      return target;
    }),
  );
  const united = path.join(dir, 'warm.pdf');
  if (references.pdftotext)
    run('pdfunite', [...Array.from({ length: WARM_COPIES }, () => pdfs).flat(), united]);
  const images = await Promise.all(
    scanned.map(async (file) => {
      const target = path.join(dir, `${file.fixture}-scan.jpg`);
      await writeFile(target, file.jpeg!);
      return target;
    }),
  );
  const pdftotextWarm = () => timeCommand('pdftotext', ['-bbox', united, '/dev/null']).wall / WARM_COPIES;
  const tesseractAll = (): Timed =>
    images
      .map((image) =>
        timeCommand('tesseract', [image, 'stdout', '-l', 'ind+eng', '--psm', '3', '--dpi', String(SCAN_DPI)]),
      )
      .reduce((sum, timed) => ({ wall: sum.wall + timed.wall, cpu: sum.cpu + timed.cpu }), {
        wall: 0,
        cpu: 0,
      });

  console.log(
    `Validation bench: node ${process.version}, ${'url' in env.config.database ? 'PostgreSQL' : 'embedded PGlite'}, ${RUNS} runs, ${allocator}; load average at start ${load()}`,
  );
  // Warm-up, not counted: module loading, the OCR workers' start, first queries, the samples' cache.
  await uploadToResult(digital);
  await uploadToResult(scanned);
  if (references.pdftotext) pdftotextWarm();
  if (references.tesseract) tesseractAll();

  const product = {
    digital: [] as number[],
    scanned: [] as number[],
    digitalUpload: [] as number[],
    scannedUpload: [] as number[],
  };
  const reference = {
    pdftotext: [] as number[],
    tesseractWall: [] as number[],
    tesseractCpu: [] as number[],
  };
  let summaries: Record<string, unknown> = {};
  for (let i = 0; i < RUNS; i++) {
    const d = await uploadToResult(digital);
    product.digital.push(d.elapsed);
    product.digitalUpload.push(d.uploaded);
    if (references.pdftotext) reference.pdftotext.push(pdftotextWarm());
    const s = await uploadToResult(scanned);
    product.scanned.push(s.elapsed);
    product.scannedUpload.push(s.uploaded);
    if (references.tesseract) {
      const timed = tesseractAll();
      reference.tesseractWall.push(timed.wall);
      reference.tesseractCpu.push(timed.cpu);
    }
    summaries = { digital: d.summary, scanned: s.summary };
    process.stderr.write(
      `run ${i + 1}/${RUNS}: digital ${d.elapsed.toFixed(0)} ms, scanned ${s.elapsed.toFixed(0)} ms\n`,
    );
  }
  const ms = (values: number[]) => `${median(values).toFixed(0)} ms`;
  console.log(
    '\n| shipment (4 documents) | upload -> result (median) | of which upload -> ready | reference, same run (median) | ratio | goal |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  const ratio = (a: number[], b: number[]) => (b.length ? `${(median(a) / median(b)).toFixed(2)}x` : 'n/a');
  console.log(
    `| digital | ${ms(product.digital)} | ${ms(product.digitalUpload)} | \`pdftotext -bbox\` warm: ${reference.pdftotext.length ? ms(reference.pdftotext) : 'not installed'} | ${ratio(product.digital, reference.pdftotext)} | <= 2x |`,
  );
  console.log(
    `| scanned | ${ms(product.scanned)} | ${ms(product.scannedUpload)} | native \`tesseract\` ind+eng, 1 thread, 4 pages: ${reference.tesseractWall.length ? `${ms(reference.tesseractWall)} wall, ${ms(reference.tesseractCpu)} CPU` : 'not installed'} | ${ratio(product.scanned, reference.tesseractWall)} (wall) | <= 1.5x |`,
  );
  console.log(
    `\nfastest / slowest: digital ${Math.min(...product.digital).toFixed(0)} / ${Math.max(...product.digital).toFixed(0)} ms, scanned ${Math.min(...product.scanned).toFixed(0)} / ${Math.max(...product.scanned).toFixed(0)} ms`,
  );
  console.log(`summaries of the last runs: ${JSON.stringify(summaries)}`);
  console.log(`resident memory of this process (API + worker) after the runs: ${memory()}`);
  const waitMinutes = Number(process.env.MEMORY_WAIT_MINUTES ?? 0);
  if (waitMinutes > 0) {
    await new Promise((resolve) => setTimeout(resolve, waitMinutes * 60_000));
    console.log(`resident memory ${waitMinutes} min after the last scanned validation: ${memory()}`);
  }
  console.log(`Load average at end ${load()}`);
} finally {
  await worker.stop();
  await app.close();
  await closeContext(ctx);
  await env.drop();
  await rm(dir, { recursive: true, force: true });
}
