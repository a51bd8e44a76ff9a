import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { readTogether } from './reads.ts';

// On the PostgreSQL server when DATABASE_URL names one (as CI runs it), else embedded.
const url = process.env.DATABASE_URL;
let database: Database;

beforeAll(async () => {
  database = await openDatabase(url ? { url, poolSize: 4 } : { dataDir: 'memory://' });
});
afterAll(() => database?.close());

/** Three reads that note when each starts and ends, and answer their own number. */
const noted = (db: Database['db'], events: string[]) =>
  [1, 2, 3].map((n) => async () => {
    events.push(`start ${n}`);
    const rows = await db.execute(sql`select pg_sleep(0.02), ${n}::int as n`);
    events.push(`end ${n}`);
    return (rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
  });

describe('readTogether', () => {
  it('runs reads one after another in a transaction, answering in their order', async () => {
    const events: string[] = [];
    const answers = await database.db.transaction((tx) => readTogether(tx, noted(tx, events)));
    expect(answers).toEqual([1, 2, 3]);
    expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  it('starts them all at once outside a transaction', async () => {
    const events: string[] = [];
    const answers = await readTogether(database.db, noted(database.db, events));
    expect(answers).toEqual([1, 2, 3]);
    expect(events.slice(0, 3)).toEqual(['start 1', 'start 2', 'start 3']);
  });
});
