import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from './client.ts';

// On the PostgreSQL server when DATABASE_URL names one (as CI runs it), else embedded.
const url = process.env.DATABASE_URL;
let database: Database;

beforeAll(async () => {
  database = await openDatabase(url ? { url, poolSize: 2 } : { dataDir: 'memory://' });
});
afterAll(() => database?.close());

describe('listen', () => {
  it('gives every notification to two listeners that subscribed to a new channel at once', async () => {
    const channel = `vd_test_${process.pid}`;
    const heard: string[] = [];
    const [first, second] = await Promise.all([
      database.listen(channel, (payload) => heard.push(`first ${payload}`)),
      database.listen(channel, (payload) => heard.push(`second ${payload}`)),
    ]);
    await database.notify(channel, 'a');
    await expect.poll(() => [...heard].sort()).toEqual(['first a', 'second a']);
    await first();
    await database.notify(channel, 'b');
    await expect.poll(() => heard).toContain('second b');
    expect(heard).not.toContain('first b');
    await second();
  });

  it.runIf(url)('listens again after a LISTEN that failed (the connection cut while it ran)', async () => {
    const channel = `vd_test_failed_${process.pid}`;
    const query = pg.Client.prototype.query;
    // The network failing under one LISTEN: the only fault this test brings in.
    const cut = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      if (typeof args[0] === 'string' && args[0].startsWith('LISTEN')) {
        cut.mockRestore();
        return Promise.reject(new Error('Connection terminated unexpectedly'));
      }
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query);
    await expect(database.listen(channel, () => {})).rejects.toThrow('Connection terminated');
    const heard: string[] = [];
    const unlisten = await database.listen(channel, (payload) => heard.push(payload));
    await database.notify(channel, 'a');
    await expect.poll(() => heard).toEqual(['a']);
    await unlisten();
  });
});
