import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../test/factories.ts';
import { buildTestApp } from '../test/helper.ts';
import { publishProgress } from './services/progress/publish-progress.ts';

const serverUrl = process.env.DATABASE_URL;

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

// Terminating connections needs a database server (PGlite lives inside the process).
describe.skipIf(!serverUrl)('after PostgreSQL terminates its connections (PostgreSQL only)', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** What an administrator (or a failover) does: every connection of the app's database is cut. */
  async function terminateConnections() {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const config = t.env.config.database;
    if (!('url' in config)) throw new Error('PostgreSQL only');
    const database = new URL(config.url ?? '').pathname.slice(1);
    const result = await admin.query(
      'select pg_terminate_backend(pid) as done from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    await admin.end();
    return result.rowCount ?? 0;
  }

  it('answers again within seconds, and progress events reach subscribers again', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const me = () => t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: owner.auth });
    expect((await me()).statusCode).toBe(200);
    const received: string[] = [];
    const unsubscribe = t.app.progressHub.subscribe('sambung-ulang', (event) => received.push(event.stage));

    expect(await terminateConnections()).toBeGreaterThan(0);
    const cutAt = Date.now();

    // The pool opens new connections: the API answers again within seconds.
    expect(await until(async () => (await me()).statusCode === 200, 10_000)).toBe(true);
    expect(
      await until(async () => {
        const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
        return health.json().data.database === 'ok';
      }, 10_000),
    ).toBe(true);
    // The LISTEN connection comes back by itself and listens again.
    const relayed = await until(async () => {
      await publishProgress(t.ctx.database, { uid: 'sambung-ulang', stage: 'ocr', progress: 50 });
      await new Promise((r) => setTimeout(r, 200));
      return received.length > 0;
    }, 15_000);
    expect(relayed).toBe(true);
    expect(Date.now() - cutAt).toBeLessThan(15_000);
    unsubscribe();

    // A second cut is survived the same way.
    await terminateConnections();
    expect(await until(async () => (await me()).statusCode === 200, 10_000)).toBe(true);
  }, 60_000);
});
