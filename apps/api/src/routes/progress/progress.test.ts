import type { AddressInfo } from 'node:net';
import { openDatabase } from '@vd/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp } from '../../../test/helper.ts';
import { publishProgress } from '../../services/progress/publish-progress.ts';

describe('the upload progress websocket', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/upload/document/progress`;
  });
  afterAll(() => t.close());

  async function connect(uid: string) {
    const socket = new WebSocket(`${base}?uid=${uid}`);
    const received: unknown[] = [];
    socket.on('message', (data) => received.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return { socket, received };
  }

  async function until(check: () => boolean) {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  }

  it('relays the events of its uid, and only those', async () => {
    const mine = await connect('unggah-a');
    const other = await connect('unggah-b');
    // A publisher on its own connection, as a worker process would be (PostgreSQL); the embedded
    // database has one connection per process, so there the publisher shares it.
    const publisher =
      'url' in t.env.config.database ? await openDatabase(t.env.config.database) : t.ctx.database;
    await publishProgress(publisher, {
      uid: 'unggah-a',
      stage: 'ocr',
      progress: 40,
      message: 'Membaca teks',
    });
    await publishProgress(publisher, { uid: 'unggah-a', stage: 'done', progress: 100 });
    await until(() => mine.received.length === 2);
    expect(mine.received).toEqual([
      { uid: 'unggah-a', stage: 'ocr', progress: 40, message: 'Membaca teks' },
      { uid: 'unggah-a', stage: 'done', progress: 100 },
    ]);
    expect(other.received).toEqual([]);
    mine.socket.close();
    other.socket.close();
    if (publisher !== t.ctx.database) await publisher.close();
  });

  it('refuses a connection without a uid', async () => {
    const socket = new WebSocket(base);
    const outcome = await new Promise<string>((resolve) => {
      socket.once('unexpected-response', (_req, res) => resolve(String(res.statusCode)));
      socket.once('open', () => resolve('open'));
      socket.once('error', () => resolve('error'));
    });
    expect(outcome).toBe('400');
  });
});
