import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { bearerSocketProtocol, progressSocketProtocol } from '@vd/contract';
import { jobs, templateDocumentPages, templateDocuments } from '@vd/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { seedUser } from '../test/factories.ts';
import { testEnv } from '../test/helper.ts';
import { startS3, type TestS3 } from '../test/s3.ts';
import { fixtureDocument, multipartForm } from '../test/validation.ts';
import { buildApp } from './app.ts';
import { type AppContext, closeContext, createContext } from './context.ts';
import { ingestDocumentJob } from './jobs/definitions/ingest-document.ts';
import { createWorker } from './jobs/index.ts';
import type { JobWorker } from './jobs/worker.ts';
import { createLogger } from './logger.ts';
import { sweepOrphans } from './services/storage/sweep-orphans.ts';

/**
 * Two API nodes in one test process, each with its own context (own connection pool, own LISTEN,
 * own S3 client, own Redis connection) on one PostgreSQL database, one Redis and one S3 store:
 * what a browser on either node sees must not depend on the node. Needs a PostgreSQL server
 * (DATABASE_URL, as CI runs the API tests) and Redis (REDIS_URL, default the local one).
 */
const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.runIf(serverUrl)('two API nodes on one PostgreSQL, one Redis and one S3 store', () => {
  let s3: TestS3;
  let env: Awaited<ReturnType<typeof testEnv>>;
  const nodes: { ctx: AppContext; app: Awaited<ReturnType<typeof buildApp>>; base: string }[] = [];
  let worker: JobWorker;
  let owner: Awaited<ReturnType<typeof seedUser>>;

  beforeAll(async () => {
    s3 = await startS3();
    env = await testEnv({
      JWT_SECRET: randomUUID() + randomUUID(),
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `vd-test-${randomUUID().slice(0, 8)}:`,
      TRUST_PROXY: '127.0.0.1',
      RUN_WORKER: 'false',
      ...s3.env,
    });
    for (let i = 0; i < 2; i++) {
      const ctx = await createContext(env.config, createLogger('silent'));
      const app = await buildApp(ctx, { logger: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      nodes.push({ ctx, app, base: `127.0.0.1:${(app.server.address() as AddressInfo).port}` });
    }
    // Node A runs the jobs; node B only answers.
    worker = createWorker(nodes[0]!.ctx, createLogger('silent'));
    await worker.start();
    owner = await seedUser(nodes[0]!.ctx.db, env.config);
  });

  afterAll(async () => {
    await worker?.stop();
    for (const node of nodes) {
      await node.app.close();
      await closeContext(node.ctx);
    }
    await env?.drop();
    await s3?.close();
  });

  const [a, b] = [0, 1];
  const call = (node: number, method: string, url: string, extra: object = {}) =>
    nodes[node]!.app.inject({
      method: method as 'GET',
      url: `/api/v1/${url}`,
      headers: owner.auth,
      ...extra,
    });

  it('counts the OTP attempts of one address once across both nodes (Redis)', async () => {
    const address = `10.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}.7`;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await nodes[i % 2]!.app.inject({
        method: 'POST',
        url: '/auth/v1/sign-in/verify',
        headers: { 'x-forwarded-for': address },
        payload: { session_id: randomUUID(), code: '123456' },
      });
      statuses.push(res.statusCode);
    }
    // 30 tries per five minutes per address in all (an in-process count would allow 30 per node).
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    const other = await nodes[a]!.app.inject({
      method: 'POST',
      url: '/auth/v1/sign-in/verify',
      headers: { 'x-forwarded-for': '10.254.254.254' },
      payload: { session_id: randomUUID(), code: '123456' },
    });
    expect(other.statusCode).toBe(401);
  });

  it('an upload answered by node A is ingested by its worker, its progress reaches a socket on node B, and B serves its pages', async () => {
    const types: { id: string; code: string }[] = (await call(b, 'GET', 'document-type')).json().data;
    const invoiceType = types.find((t) => t.code === 'CI')!.id;
    const template = (
      await call(b, 'POST', 'template', { payload: { name: 'Dua node', document_type_ids: [invoiceType] } })
    ).json().data;
    const sample = await fixtureDocument('invoice', 1);
    const form = multipartForm({ document_type: invoiceType }, { bytes: sample.pdf, name: 'invoice.pdf' });
    // The socket must exist before the job runs: the upload is answered first, the worker is
    // paused meanwhile, the socket opens on B, then the worker takes the job.
    await worker.stop();
    const upload = await nodes[a]!.app.inject({
      method: 'POST',
      url: `/api/v1/file/upload/document/${template.id}`,
      payload: form.payload,
      headers: { ...form.headers, ...owner.auth, 'x-request-id': 'unggah-dua-node-0001' },
    });
    expect(upload.statusCode).toBe(202);
    const { uid, document_id: documentId } = upload.json().data;

    const socket = new WebSocket(`ws://${nodes[b]!.base}/api/v1/upload/document/progress?uid=${uid}`, [
      progressSocketProtocol,
      `${bearerSocketProtocol}${owner.accessToken}`,
    ]);
    const received: { stage: string; progress: number }[] = [];
    socket.on('message', (data) => received.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    worker = createWorker(nodes[a]!.ctx, createLogger('silent'));
    await worker.start();
    for (let i = 0; i < 600 && !received.some((e) => e.stage === 'done' || e.stage === 'failed'); i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    socket.close();
    expect(received.map((e) => e.stage)).toContain('render');
    expect(received.at(-1)).toMatchObject({ stage: 'done', progress: 100 });

    // The job carried the request id of the upload that queued it. The handler publishes 'done'
    // before the queue marks its job completed, so the row may still say running for a moment.
    const ingestJob = async () =>
      (await nodes[a]!.ctx.db.select().from(jobs).where(eq(jobs.request_id, 'unggah-dua-node-0001')))[0];
    await expect
      .poll(ingestJob, { timeout: 5000 })
      .toMatchObject({ name: ingestDocumentJob.name, status: 'completed' });

    // Node B reads what node A stored (the source and the page images, in S3).
    const image = await call(b, 'GET', `document/${documentId}/page/1/image`);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const [row] = await nodes[b]!.ctx.db.select({ key: templateDocuments.storage_key })
      .from(templateDocuments)
      .where(eq(templateDocuments.id, documentId));
    expect(await nodes[b]!.ctx.storage.exists(row!.key)).toBe(true);

    // A delete on B leaves no object of the document behind.
    const pages = await nodes[b]!.ctx.db.select({ key: templateDocumentPages.image_key })
      .from(templateDocumentPages)
      .where(eq(templateDocumentPages.document_id, documentId));
    expect(pages.length).toBeGreaterThan(0);
    expect((await call(b, 'DELETE', `template/${template.id}/document/${documentId}`)).statusCode).toBe(200);
    for (const key of [row!.key, ...pages.map((p) => p.key)]) {
      expect(await nodes[a]!.ctx.storage.exists(key)).toBe(false);
    }
  });

  it('the sweep deletes objects no row names and keeps the others', async () => {
    const storage = nodes[a]!.ctx.storage;
    const orphan = `templates/${owner.companyId}/${randomUUID()}/${randomUUID()}/source`;
    await storage.put(orphan, Buffer.from('%PDF-1.7 yatim'));
    await storage.put(`invoices/${owner.companyId}/faktur.pdf`, Buffer.from('%PDF faktur'));
    // Within the grace period nothing goes (an upload stores its file before its row commits).
    expect((await sweepOrphans(nodes[b]!.ctx.db, storage)).deleted).toEqual([]);
    const later = new Date(Date.now() + 7 * 60 * 60 * 1000);
    const swept = await sweepOrphans(nodes[b]!.ctx.db, storage, { now: later });
    expect(swept.deleted).toEqual([orphan]);
    expect(await storage.exists(orphan)).toBe(false);
    expect(await storage.exists(`invoices/${owner.companyId}/faktur.pdf`)).toBe(true);
  });

  it('each node is ready, says its role, and serves its metrics', async () => {
    for (const node of nodes) {
      const res = await node.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        role: 'api',
        database: 'ok',
        storage: 'ok',
        queue: 'ok',
        redis: 'ok',
        stopping: false,
      });
    }
    const metrics = await nodes[a]!.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/text\/plain/);
    expect(metrics.body).toMatch(
      /vd_http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/file\/upload\/document\/:id",status_code="202"\} 1/,
    );
    expect(metrics.body).toMatch(
      /vd_job_duration_seconds_count\{name="ingest-document",outcome="completed"\} 1/,
    );
    expect(metrics.body).toMatch(/vd_queue_depth\{name="sweep-storage",status="queued"\} 1/);
    expect(metrics.body).toMatch(/vd_ocr_pages_total 0/);
  });
});
