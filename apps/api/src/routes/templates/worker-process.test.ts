import { type ChildProcess, spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { seedUser } from '../../../test/factories.ts';
import { type TestEnv, testEnv } from '../../../test/helper.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { samplePdf } from '../../../test/templates.ts';
import { buildApp } from '../../app.ts';
import { closeContext, createContext } from '../../context.ts';
import { createLogger } from '../../logger.ts';

const apiDir = path.resolve(import.meta.dirname, '../../..');
const postgres = Boolean(process.env.DATABASE_URL);

// A worker in its own process needs a database server both processes reach; the embedded
// database (PGlite) belongs to one process, so this runs with DATABASE_URL only.
describe.skipIf(!postgres)(
  'upload progress from a worker running as a separate process (PostgreSQL only)',
  () => {
    let env: TestEnv;
    let ctx: Awaited<ReturnType<typeof createContext>>;
    let app: Awaited<ReturnType<typeof buildApp>>;
    let worker: ChildProcess | undefined;
    beforeAll(async () => {
      env = await testEnv({ RUN_WORKER: 'false' });
      ctx = await createContext(env.config, createLogger('silent'));
      app = await buildApp(ctx, { logger: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      if (worker && worker.exitCode === null) {
        worker.kill('SIGTERM');
        await new Promise((resolve) => worker!.once('exit', resolve));
      }
      await app.close();
      await closeContext(ctx);
      await env.drop();
    });

    it('relays ingest progress published by `tsx src/worker.ts` to the browser socket', async () => {
      const owner = await seedUser(ctx.db, ctx.config);
      const types = await app.inject({ method: 'GET', url: '/api/v1/document-type', headers: owner.auth });
      const ci = types.json().data.find((d: { code: string }) => d.code === 'CI').id;
      const template = await app.inject({
        method: 'POST',
        url: '/api/v1/template',
        headers: owner.auth,
        payload: { name: 'Pekerja Terpisah', document_type_ids: [ci] },
      });
      const file = multipartFile((await samplePdf()).pdf, 'invoice.pdf', 'application/pdf');
      const boundary = file.headers['content-type']!.split('boundary=')[1]!;
      const field = `--${boundary}\r\nContent-Disposition: form-data; name="document_type"\r\n\r\n${ci}\r\n`;
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1/file/upload/document/${template.json().data.id}`,
        payload: Buffer.concat([Buffer.from(field), file.payload]),
        headers: { ...file.headers, ...owner.auth },
      });
      expect(res.statusCode, res.body).toBe(202);
      const { uid } = res.json().data;

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

      const url = 'url' in env.config.database ? env.config.database.url : '';
      worker = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
        cwd: apiDir,
        env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: url, DATA_DIR: env.dataDir },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const end = Date.now() + 90_000;
      while (Date.now() < end && !events.some((e) => e.stage === 'done' || e.stage === 'failed')) {
        await new Promise((r) => setTimeout(r, 100));
      }
      socket.close();
      expect(events.map((e) => e.stage)).toEqual(expect.arrayContaining(['text', 'render', 'done']));
      expect(events.at(-1)).toMatchObject({ stage: 'done', progress: 100 });
      const docs = await app.inject({
        method: 'GET',
        url: `/api/v1/template/${template.json().data.id}/documents`,
        headers: owner.auth,
      });
      expect(docs.json().data[0]).toMatchObject({ status: 'ready', page_count: 1 });
    }, 120_000);
  },
);
