import { randomUUID } from 'node:crypto';
import { bearerSocketProtocol, progressSocketProtocol } from '@vd/contract';
import {
  jobs,
  notifications,
  slotLedger,
  templateDocuments,
  validationAudits,
  validationDocuments,
  validations,
} from '@vd/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Random } from '../../../../packages/engine/src/fixtures/random.ts';
import { scanPage } from '../../../../packages/engine/src/fixtures/scan.ts';
import { parseConfig } from '../../src/config.ts';
import { type AppContext, closeContext, createContext } from '../../src/context.ts';
import { ingestDocumentJob } from '../../src/jobs/definitions/ingest-document.ts';
import { runValidationJob } from '../../src/jobs/definitions/run-validation.ts';
import { createLogger } from '../../src/logger.ts';
import { grantSlots } from '../billing.ts';
import { lastEmailTo, linkParam, sixDigits } from '../mail.ts';
import {
  createValidation,
  fixtureDocument,
  multipartForm,
  type PublishedTemplate,
  publishedTemplate,
  type TestApp,
} from '../validation.ts';
import { Cluster, httpCall, type NodeProcess, sleep } from './cluster.ts';

/**
 * The product scaled out on this machine (docs/deploy.md): two API processes (RUN_WORKER=false)
 * and two worker processes on one fresh PostgreSQL database, Redis and an S3 store (s3rver), behind
 * a round-robin proxy. A user signs up, builds a template and runs 20 validations (three with a
 * scanned invoice) through alternating nodes; a worker is killed (SIGKILL) while it reads a scan and
 * an API node is killed under load. Every validation completes once, each slot is charged once.
 */
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const VALIDATIONS = 20;
/** The validations whose invoice is a scan (OCR); the others are digital PDFs. */
const SCANNED = new Set([2, 9, 16]);
const SLOTS = 30;

async function until<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 900_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const value = await check();
    if (value) return value;
    await sleep(200);
  }
  throw new Error(`not reached in time: ${what}`);
}

describe('the product on several nodes', () => {
  const cluster = new Cluster();
  let ctx: AppContext;
  let t: TestApp;
  let auth: Record<string, string>;
  let companyId: string;
  let accessToken: string;
  let refreshToken: string;
  let signedInAt = 0;
  let template: PublishedTemplate;
  const answered: { validationId: string; documentId: string; node: string; uid: string }[] = [];
  const validationIds: string[] = [];

  beforeAll(async () => {
    await cluster.start({ apis: 2, workers: 2, serverUrl, redisUrl });
    // The test's own view of the database and the store (no worker, no HTTP), for its checks.
    ctx = await createContext(
      parseConfig({ ...cluster.env, LOG_LEVEL: 'silent', DATA_DIR: cluster.nodes[0]!.dataDir }),
      createLogger('silent'),
    );
    const inject = (options: Parameters<typeof httpCall>[1]) => httpCall(cluster.proxy.base, options);
    t = {
      app: { inject } as unknown as FastifyInstance,
      ctx,
      ingest: async (kind, documentId) => {
        const table = kind === 'template' ? templateDocuments : validationDocuments;
        const status = await until(`ingest of ${documentId}`, async () => {
          const [row] = await ctx.db
            .select({ status: table.status })
            .from(table)
            .where(eq(table.id, documentId));
          return row && (row.status === 'ready' || row.status === 'failed') ? row.status : undefined;
        });
        if (status !== 'ready') throw new Error(`document ${documentId} failed to ingest`);
      },
    };
  }, 900_000);

  afterAll(async () => {
    if (ctx) await closeContext(ctx);
    await cluster.stop();
  }, 120_000);

  // As the browser does: the access token (15 minutes) is refreshed before it runs out.
  beforeEach(() => keepSignedIn());
  async function keepSignedIn() {
    if (!refreshToken || Date.now() - signedInAt < 5 * 60_000) return;
    const res = await httpCall(cluster.proxy.base, {
      method: 'POST',
      url: '/auth/v1/refresh-token',
      payload: { token: refreshToken },
    });
    expect(res.statusCode, res.body).toBe(200);
    accessToken = res.json().data.access_token;
    refreshToken = res.json().data.refresh_token;
    signedInAt = Date.now();
    auth = { authorization: `Bearer ${accessToken}` };
  }

  const call = (method: string, url: string, payload?: unknown) =>
    httpCall(cluster.proxy.base, { method, url, payload, headers: auth });

  it('signs up and signs in through the load balancer', async () => {
    const email = `pemilik.${Date.now()}@klaster.co.id`;
    const password = 'Rahasia123';
    const signUp = await httpCall(cluster.proxy.base, {
      method: 'POST',
      url: '/auth/v1/sign-up',
      payload: {
        company_name: `PT Klaster ${randomUUID().slice(0, 8)}`,
        first_name: 'Sari',
        last_name: 'Wulandari',
        email,
        phone: '81234567890',
        password,
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const code = linkParam((await lastEmailTo(ctx.db, email)).text, 'code');
    expect((await httpCall(cluster.proxy.base, { url: `/auth/v1/verify-email/${code}` })).statusCode).toBe(
      200,
    );
    const signIn = await httpCall(cluster.proxy.base, {
      method: 'POST',
      url: '/auth/v1/sign-in',
      payload: { email, password },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const otp = sixDigits((await lastEmailTo(ctx.db, email)).text);
    const verified = await httpCall(cluster.proxy.base, {
      method: 'POST',
      url: '/auth/v1/sign-in/verify',
      payload: { session_id: signIn.json().data.session_id, code: otp },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    accessToken = verified.json().data.access_token;
    refreshToken = verified.json().data.refresh_token;
    signedInAt = Date.now();
    auth = { authorization: `Bearer ${accessToken}` };
    companyId = verified.json().data.user.company.id;
    expect(companyId).toBeTruthy();
  });

  it('holds the OTP limit across the API nodes', async () => {
    const [a, b] = cluster.apis();
    const address = `10.77.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}`;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await httpCall((i % 2 ? b : a)!.base, {
        method: 'POST',
        url: '/auth/v1/sign-in/verify',
        payload: { session_id: randomUUID(), code: '123456' },
        headers: { 'x-forwarded-for': address },
      });
      statuses.push(res.statusCode);
    }
    // 30 codes per five minutes from one address, whichever node they reach.
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('builds a template through alternating nodes (samples ingested by the workers)', async () => {
    template = await publishedTemplate(t, auth, ['invoice', 'packing-list'], { name: 'Ekspor Klaster' });
    const invoice = template.documents.find((d) => d.fixture === 'invoice')!;
    const master = await call('PUT', '/api/v1/company/master-document', {
      document_type: invoice.document_type_id,
    });
    expect(master.statusCode, master.body).toBe(200);
    await grantSlots(ctx.db, companyId, SLOTS);
    // Both nodes answered.
    expect([...cluster.proxy.served.values()].every((n) => n > 5)).toBe(true);
  });

  it('uploads 20 shipments; a worker killed while it reads a scan leaves nothing behind', async () => {
    const digital = { invoice: [] as Buffer[], 'packing-list': [] as Buffer[] };
    for (let set = 2; set <= 4; set++) {
      digital.invoice.push((await fixtureDocument('invoice', set)).pdf);
      digital['packing-list'].push((await fixtureDocument('packing-list', set)).pdf);
    }
    const scan = (await scanPage(digital.invoice[0]!, new Random(5))).jpeg;

    // As soon as a worker reads a scan, it is killed outright and a new one starts in its place.
    const scannedIds: string[] = [];
    let uploading = true;
    let hunter: Promise<string[]> | undefined;
    const huntScanReader = async (): Promise<string[]> => {
      for (let idle = 0; uploading || idle < 600; idle++) {
        const running = await ctx.db
          .select({ locked_by: jobs.locked_by, payload: jobs.payload })
          .from(jobs)
          .where(and(eq(jobs.name, ingestDocumentJob.name), eq(jobs.status, 'running')));
        const held = running.find((j) =>
          scannedIds.includes((j.payload as { document_id: string }).document_id),
        );
        const pid = Number(held?.locked_by?.split(':')[1]);
        const victim = cluster.workers().find((w) => w.child.pid === pid && w.child.exitCode === null);
        if (victim) {
          const killed = await ctx.db
            .select({ id: jobs.id })
            .from(jobs)
            .where(and(eq(jobs.status, 'running'), sql`${jobs.locked_by} like ${`%:${pid}:%`}`));
          await cluster.kill(victim);
          await cluster.spawn('worker');
          return killed.map((j) => j.id);
        }
        await sleep(100);
      }
      return [];
    };

    let watched: { socket: WebSocket; received: { stage: string }[] } | undefined;
    for (let i = 0; i < VALIDATIONS; i++) {
      await keepSignedIn();
      const validation = await createValidation(t, auth, [template.id], `Pengiriman ${i + 1}`);
      validationIds.push(validation.id);
      for (const document of validation.documents) {
        const source = template.documents.find((d) => d.id === document.template_document_id)!;
        const scanned = source.fixture === 'invoice' && SCANNED.has(i);
        const bytes = scanned ? scan : digital[source.fixture as 'invoice'][i % 3]!;
        const form = multipartForm(
          { validation_document_id: document.id },
          {
            bytes,
            name: scanned ? 'invoice-pindaian.jpg' : `${source.fixture}.pdf`,
            contentType: scanned ? 'image/jpeg' : 'application/pdf',
          },
        );
        const res = await httpCall(cluster.proxy.base, {
          method: 'POST',
          url: `/api/v1/file/upload/document/${template.id}`,
          payload: form.payload,
          headers: { ...form.headers, ...auth },
        });
        expect(res.statusCode, res.body).toBe(202);
        const node = res.headers['x-vd-node']!;
        const uid = res.json().data.uid as string;
        answered.push({ validationId: validation.id, documentId: document.id, node, uid });
        if (!scanned) continue;
        scannedIds.push(document.id);
        hunter ??= huntScanReader();
        if (!watched) {
          // The browser of this upload is on the other node: its socket listens there.
          const other = cluster.apis().find((n) => n.base !== node)!;
          const socket = new WebSocket(
            `${other.base.replace('http', 'ws')}/api/v1/upload/document/progress?uid=${uid}`,
            [progressSocketProtocol, `${bearerSocketProtocol}${accessToken}`],
          );
          const received: { stage: string }[] = [];
          socket.on('message', (data) => received.push(JSON.parse(String(data))));
          await new Promise((resolve, reject) => {
            socket.once('open', resolve);
            socket.once('error', reject);
          });
          watched = { socket, received };
        }
      }
    }
    uploading = false;
    const killedJobs = await hunter!;
    expect(killedJobs.length).toBeGreaterThan(0);

    // Every upload is read in the end, the killed worker's included (its lease ran out).
    for (const a of answered) await t.ingest!('validation', a.documentId);
    for (const id of killedJobs) {
      const [job] = await ctx.db.select().from(jobs).where(eq(jobs.id, id));
      expect(job!.status).toBe('completed');
      expect(job!.attempts).toBeGreaterThanOrEqual(2);
    }

    // The progress of the scan, read by a worker process, reached the socket on the other node.
    await until('the scan done on the socket', async () => watched!.received.some((e) => e.stage === 'done'));
    expect(watched!.received.map((e) => e.stage)).toContain('render');
    watched!.socket.close();

    // Every answered upload is readable from the node that did not answer it.
    await keepSignedIn();
    for (const a of answered) {
      const other = cluster.apis().find((n) => n.base !== a.node)!;
      const image = await httpCall(other.base, {
        url: `/api/v1/validation/${a.validationId}/document/${a.documentId}/page/1/image`,
        headers: auth,
      });
      expect(image.statusCode, `${a.documentId}: ${image.body.slice(0, 200)}`).toBe(200);
      expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    }
    expect(new Set(answered.map((a) => a.node)).size).toBe(2);
  }, 1_800_000);

  it('runs the 20 validations while an API node is killed under load; each completes once, each slot is charged once', async () => {
    const [before] = await ctx.db
      .select({ balance: sql<number>`coalesce(sum(${slotLedger.delta}), 0)::int` })
      .from(slotLedger)
      .where(eq(slotLedger.company_id, companyId));
    for (const id of validationIds) {
      const detail = await call('GET', `/api/v1/validation/document/${id}`);
      expect(detail.json().data.status, `${id}: ${detail.body.slice(0, 300)}`).toBe('ready');
    }

    // Load: readers polling through the balancer all along.
    let loading = true;
    const failures: number[] = [];
    let served = 0;
    const readers = Array.from({ length: 4 }, async () => {
      while (loading) {
        const res = await fetch(`${cluster.proxy.base}/api/v1/validation?page=1&per_page=10`, {
          headers: auth,
        }).catch(() => undefined);
        if (!res || res.status >= 500) failures.push(res?.status ?? 0);
        else served++;
        await res?.arrayBuffer();
      }
    });

    for (const [i, id] of validationIds.entries()) {
      await keepSignedIn();
      const executed = await call('POST', `/api/v1/validation/${id}`);
      expect(executed.statusCode, executed.body).toBe(202);
      if (i === VALIDATIONS / 2) {
        const doomed: NodeProcess = cluster.apis()[1]!;
        await cluster.kill(doomed);
      }
    }
    await until(
      'every validation finished',
      async () => {
        const rows = await ctx.db
          .select({ status: validations.status })
          .from(validations)
          .where(inArray(validations.id, validationIds));
        return rows.every((r) => r.status === 'completed' || r.status === 'failed');
      },
      1_200_000,
    );
    loading = false;
    await Promise.all(readers);
    expect(served).toBeGreaterThan(20);
    // Only requests in flight on the node as it died may fail; the balancer then avoids it.
    expect(failures.length).toBeLessThanOrEqual(4);

    const rows = await ctx.db
      .select({ id: validations.id, status: validations.status })
      .from(validations)
      .where(inArray(validations.id, validationIds));
    expect(rows.filter((r) => r.status === 'completed')).toHaveLength(VALIDATIONS);

    // A run's job is marked done just after the run stored its validation: wait for the marks.
    const runsOf = () =>
      ctx.db
        .select({ payload: jobs.payload, status: jobs.status })
        .from(jobs)
        .where(eq(jobs.name, runValidationJob.name));
    await expect
      .poll(async () => (await runsOf()).filter((r) => r.status === 'running').length, { timeout: 30_000 })
      .toBe(0);
    const runs = await runsOf();
    const audits = await ctx.db
      .select({ id: validationAudits.validation_id })
      .from(validationAudits)
      .where(inArray(validationAudits.validation_id, validationIds));
    const told = await ctx.db
      .select({ link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.company_id, companyId), eq(notifications.kind, 'validation_completed')));
    const charges = await ctx.db
      .select({ reference: slotLedger.reference, kind: slotLedger.kind, delta: slotLedger.delta })
      .from(slotLedger)
      .where(and(eq(slotLedger.company_id, companyId), inArray(slotLedger.kind, ['validation', 'refund'])));
    for (const id of validationIds) {
      const mine = runs.filter((r) => (r.payload as { validation_id: string }).validation_id === id);
      expect(mine.map((r) => r.status)).toEqual(['completed']);
      expect(audits.filter((a) => a.id === id)).toHaveLength(1);
      expect(told.filter((n) => n.link?.includes(id))).toHaveLength(1);
      expect(charges.filter((c) => c.reference === id)).toEqual([
        { reference: id, kind: 'validation', delta: -1 },
      ]);
    }
    expect(charges).toHaveLength(VALIDATIONS);
    const [after] = await ctx.db
      .select({ balance: sql<number>`coalesce(sum(${slotLedger.delta}), 0)::int` })
      .from(slotLedger)
      .where(eq(slotLedger.company_id, companyId));
    expect(after!.balance).toBe(before!.balance - VALIDATIONS);
  }, 1_800_000);
});
