import { ConfigError, parseConfig } from './config.ts';
import { closeContext, createContext } from './context.ts';
import { createWorker } from './jobs/index.ts';
import { createLogger } from './logger.ts';

/** `npm run worker`: the job worker alone, for scaling out next to API nodes on one PostgreSQL. */
async function main() {
  const config = parseConfig();
  if (!('url' in config.database)) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_URL: a separate worker needs a PostgreSQL server ' +
        '(the embedded database belongs to one process; the API runs the worker itself by default)',
    );
  }
  const log = createLogger(config.logLevel);
  const ctx = await createContext(config, log);
  const worker = createWorker(ctx, log);
  const shutdown = async (signal: string) => {
    log.info({ signal }, 'worker stopping after the jobs in flight');
    setTimeout(() => process.exit(1), config.shutdownTimeoutMs).unref();
    await worker.stop();
    await closeContext(ctx);
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  await worker.start();
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
