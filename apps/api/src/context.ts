import { type Database, type Db, openDatabase, seedReferenceData } from '@vd/db';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { JobQueue } from './jobs/queue.ts';
import { createMailer, type Mailer } from './services/mail/mailer.ts';
import { Metrics } from './services/metrics/metrics.ts';
import { closeStorage, createStorage } from './services/storage/create-storage.ts';
import type { FileStorage } from './services/storage/file-storage.ts';

/** What every route, service and job may use; built once per process. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  queue: JobQueue;
  storage: FileStorage;
  mailer: Mailer;
  /** Shared rate-limit counters (REDIS_URL); absent: counted in this process. */
  redis?: Redis;
  metrics: Metrics;
}

/** Opens the database, applies migrations and reference data, and builds the adapters. */
export async function createContext(config: Config, log: FastifyBaseLogger): Promise<AppContext> {
  const database = await openDatabase(
    'url' in config.database
      ? { ...config.database, onError: (err) => log.error({ err }, 'database connection error') }
      : config.database,
  );
  try {
    await database.migrate();
    await seedReferenceData(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  const metrics = new Metrics();
  metrics.watchQueue(database);
  return {
    config,
    database,
    db: database.db,
    queue: new JobQueue(database),
    storage: createStorage(config),
    redis: config.redisUrl ? connectRedis(config.redisUrl, log) : undefined,
    metrics,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: config.outboxDir,
      log,
    }),
  };
}

/** One connection per process; commands wait while it reconnects (a Redis restart is no outage). */
function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    connectTimeout: 5000,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: false,
  });
  redis.on('error', (err) => log.error({ err }, 'redis connection error'));
  return redis;
}

export async function closeContext(context: AppContext): Promise<void> {
  context.mailer.close();
  closeStorage(context.storage);
  await context.redis?.quit().catch(() => context.redis?.disconnect());
  await context.database.close();
}
