import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@vd/db';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { type Config, parseConfig } from '../src/config.ts';
import { closeContext, createContext } from '../src/context.ts';
import { createLogger } from '../src/logger.ts';

let migratedEmbedded: Promise<string> | undefined;

/**
 * An embedded database with every migration applied, made once per test process (removed when it
 * exits); each test's embedded database starts as a copy of its folder. Creating an embedded
 * database and migrating it costs ~3-6 s of CPU, copying its ~40 MB ~0.2 s: the browser tests
 * start 18 apps one after another. The product's own first start (a new folder, migrated) is what
 * makes the copy, so it still runs once per process.
 */
const migratedEmbeddedDatabase = (): Promise<string> => {
  migratedEmbedded ??= (async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'vd-test-migrated-'));
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    const dataDir = path.join(folder, 'db');
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await database.close();
    return dataDir;
  })();
  return migratedEmbedded;
};

/**
 * A database of its own for one test file: a fresh PostgreSQL database when DATABASE_URL is set
 * (CI), otherwise a fresh embedded one in a temporary folder.
 */
export async function testDatabase(
  dataDir: string,
  options: { embedded?: boolean } = {},
): Promise<{ config: Config['database']; drop(): Promise<void> }> {
  const serverUrl = options.embedded ? undefined : process.env.DATABASE_URL;
  if (!serverUrl) {
    await cp(await migratedEmbeddedDatabase(), path.join(dataDir, 'db'), { recursive: true });
    return { config: { dataDir: path.join(dataDir, 'db') }, drop: async () => {} };
  }
  const name = `vd_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    config: { url: url.toString(), poolSize: 5 },
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestEnv {
  dataDir: string;
  config: Config;
  drop(): Promise<void>;
}

/** `embedded`: the embedded database even when DATABASE_URL is set (the product's default). */
export async function testEnv(
  overrides: Record<string, string> = {},
  options: { embedded?: boolean } = {},
): Promise<TestEnv> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vd-test-'));
  const database = await testDatabase(dataDir, options);
  const config = {
    ...parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...overrides }),
    database: database.config,
  };
  return {
    dataDir,
    config,
    drop: async () => {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The real app on its own database (fastify/demo's test helper); close it after the test. */
export async function buildTestApp(overrides: Record<string, string> = {}) {
  const env = await testEnv(overrides);
  const ctx = await createContext(env.config, createLogger('silent'));
  const app = await buildApp(ctx, { logger: false });
  await app.ready();
  return {
    app,
    ctx,
    env,
    close: async () => {
      await app.close();
      await closeContext(ctx);
      await env.drop();
    },
  };
}

/** A port that is free right now, for a server a test starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
