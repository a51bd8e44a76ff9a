import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { runMigrations } from './migrate.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Unlisten = () => Promise<void>;

/** One database, embedded (PGlite) or a PostgreSQL server: the same schema, SQL and migrations. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Receives every NOTIFY on `channel`, from any process connected to the same database. */
  listen(channel: string, handler: (payload: string) => void): Promise<Unlisten>;
  notify(channel: string, payload: string): Promise<void>;
  ping(): Promise<boolean>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { url: string; poolSize?: number; onError?: (error: Error) => void }
  /** A directory for the embedded database, or `memory://` for a throw-away one. */
  | { dataDir: string };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return 'url' in options ? openPostgres(options) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    listen: async (channel, handler) => client.listen(channel, handler),
    notify: (channel, payload) => notify(db, channel, payload),
    ping: () => ping(db),
    // PGlite has no autovacuum daemon, so nothing refreshes the planner's statistics but this.
    migrate: async () => {
      await runMigrations({ kind: 'pglite', db });
      await client.exec('ANALYZE');
    },
    close: () => client.close(),
  };
}

async function openPostgres(options: {
  url: string;
  poolSize?: number;
  onError?: (error: Error) => void;
}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  pool.on('error', (error) => options.onError?.(error));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const listeners = new PgListener(options.url, options.onError);
  return {
    kind: 'postgres',
    db,
    listen: (channel, handler) => listeners.listen(channel, handler),
    notify: (channel, payload) => notify(db, channel, payload),
    ping: () => ping(db),
    migrate: () => runMigrations({ kind: 'postgres', db, pool }),
    close: async () => {
      await listeners.close();
      await pool.end();
    },
  };
}

async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** One dedicated connection for LISTEN, reconnected (and re-subscribed) when it drops. */
class PgListener {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  /** The LISTEN under way for a channel, which a second listener to it waits for. */
  private readonly listening = new Map<string, Promise<void>>();
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly onError?: (error: Error) => void,
  ) {}

  async listen(channel: string, handler: (payload: string) => void): Promise<Unlisten> {
    const client = await this.connect();
    // Looked up once connected: two first listens to a channel at once (two job workers of one
    // process, as API tests run them) had each made a set, the second replacing the first and its
    // handler, and sent LISTEN twice at once on the one connection (node-postgres queued it with a
    // deprecation warning). The second now waits for the first's LISTEN.
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      const listening = client.query(`LISTEN ${pg.escapeIdentifier(channel)}`).then(() => undefined);
      this.listening.set(channel, listening);
      try {
        await listening;
      } catch (error) {
        // Not listening: a later listen to the channel sends LISTEN again, and a reconnection
        // (resubscribe) does not listen to it for nobody.
        if (this.handlers.get(channel) === set && set.size === 0) this.handlers.delete(channel);
        throw error;
      } finally {
        this.listening.delete(channel);
      }
    } else {
      await this.listening.get(channel);
    }
    set.add(handler);
    return async () => {
      set.delete(handler);
      if (set.size === 0 && this.handlers.get(channel) === set) {
        this.handlers.delete(channel);
        await this.client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
      }
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.client?.end().catch(() => {});
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    // A dropped connection (terminated by the server, a network cut) reports an error, or only ends:
    // either way a new one is opened once and listens to every channel again.
    let dropped = false;
    const drop = (error?: Error) => {
      if (error) this.onError?.(error);
      if (dropped) return;
      dropped = true;
      if (this.client === client) this.client = undefined;
      client.end().catch(() => {});
      if (!this.closed) setTimeout(() => this.resubscribe(), 1000).unref();
    };
    client.on('error', drop);
    client.on('end', () => drop());
    await client.connect();
    this.client = client;
    return client;
  }

  private async resubscribe(): Promise<void> {
    if (this.closed || this.handlers.size === 0) return;
    try {
      const client = await this.connect();
      for (const channel of this.handlers.keys())
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      this.onError?.(error as Error);
      setTimeout(() => this.resubscribe(), 2000).unref();
    }
  }
}
