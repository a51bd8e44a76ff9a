import type { AddressInfo } from 'node:net';
import { bearerSocketProtocol, progressSocketProtocol } from '@vd/contract';
import { memberships, openDatabase, validations } from '@vd/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { seedCompletedValidation } from '../../../test/validation-seed.ts';
import { publishProgress } from '../../services/progress/publish-progress.ts';

describe('the upload progress websocket', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let base: string;
  let owner: Awaited<ReturnType<typeof seedUser>>;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/upload/document/progress`;
    owner = await seedUser(t.ctx.db, t.ctx.config);
    // Two runs of the owner's company, whose progress uids are the channels.
    for (const uid of ['unggah-a', 'unggah-b']) {
      const { validation } = await seedCompletedValidation(t.ctx.db, owner.companyId, owner.user.id);
      await t.ctx.db.update(validations).set({ run_uid: uid }).where(eq(validations.id, validation.id));
    }
  });
  afterAll(() => t.close());

  /** A socket as the browser opens it: the access token offered as a subprotocol. */
  const browserSocket = (uid: string, token = owner.accessToken) =>
    new WebSocket(`${base}?uid=${uid}`, [progressSocketProtocol, `${bearerSocketProtocol}${token}`]);

  async function connect(uid: string) {
    const socket = browserSocket(uid);
    const received: unknown[] = [];
    socket.on('message', (data) => received.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    expect(socket.protocol).toBe(progressSocketProtocol);
    return { socket, received };
  }

  /** The HTTP status that refused the upgrade, or 'open'. */
  const outcomeOf = (socket: WebSocket) =>
    new Promise<string>((resolve) => {
      socket.once('unexpected-response', (_req, res) => resolve(String(res.statusCode)));
      socket.once('open', () => {
        resolve('open');
        socket.close();
      });
      socket.once('error', () => resolve('error'));
    });

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
    expect(await outcomeOf(new WebSocket(base, { headers: owner.auth }))).toBe('400');
  });

  it('refuses anonymous clients, bad tokens and another company; accepts the Authorization header', async () => {
    expect(await outcomeOf(new WebSocket(`${base}?uid=unggah-a`))).toBe('401');
    expect(await outcomeOf(new WebSocket(`${base}?uid=unggah-a`, [progressSocketProtocol]))).toBe('401');
    expect(await outcomeOf(browserSocket('unggah-a', 'bukan.token.sah'))).toBe('401');
    const other = await seedUser(t.ctx.db, t.ctx.config);
    expect(await outcomeOf(browserSocket('unggah-a', other.accessToken))).toBe('404');
    expect(await outcomeOf(new WebSocket(`${base}?uid=unggah-a`, { headers: other.auth }))).toBe('404');
    expect(await outcomeOf(browserSocket('tidak-ada'))).toBe('404');
    expect(await outcomeOf(new WebSocket(`${base}?uid=unggah-a`, { headers: owner.auth }))).toBe('open');
    // A member who is no longer active is refused at once.
    const member = await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'member' });
    expect(await outcomeOf(browserSocket('unggah-b', member.accessToken))).toBe('open');
    await t.ctx.db
      .update(memberships)
      .set({ status: 'inactive' })
      .where(eq(memberships.user_id, member.user.id));
    expect(await outcomeOf(browserSocket('unggah-b', member.accessToken))).toBe('401');
  });
});
