import { type Database, type Db, openDatabase, seedReferenceData } from '@vd/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { JobQueue } from './jobs/queue.ts';
import { createMailer, type Mailer } from './services/mail/mailer.ts';
import { type FileStorage, LocalFileStorage } from './services/storage/file-storage.ts';

/** What every route, service and job may use; built once per process. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  queue: JobQueue;
  storage: FileStorage;
  mailer: Mailer;
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
  return {
    config,
    database,
    db: database.db,
    queue: new JobQueue(database),
    storage: new LocalFileStorage(config.filesDir),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: config.outboxDir,
      log,
    }),
  };
}

export async function closeContext(context: AppContext): Promise<void> {
  context.mailer.close();
  await context.database.close();
}
