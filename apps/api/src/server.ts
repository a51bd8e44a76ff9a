import { buildApp } from './app.ts';
import { ConfigError, parseConfig } from './config.ts';
import { closeContext, createContext } from './context.ts';
import { createWorker } from './jobs/index.ts';
import { createLogger } from './logger.ts';

/** Listens, runs the job worker in-process (unless RUN_WORKER=false), and shuts down gracefully. */
async function main() {
  const config = parseConfig();
  const log = createLogger(config.logLevel);
  if (config.jwtSecretIsEphemeral) {
    log.warn(
      'JWT_SECRET is not set: using a random secret for this process (set it to run several API nodes)',
    );
  }
  const ctx = await createContext(config, log);
  const app = await buildApp(ctx, { logger: log });
  const worker = config.runWorker ? createWorker(ctx, log) : undefined;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing requests and jobs in flight');
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    await app.close();
    await worker?.stop();
    await closeContext(ctx);
    log.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  await worker?.start();
  log.info(
    { database: ctx.database.kind, data: config.dataDir },
    `Validasi Dokumen berjalan di http://localhost:${config.port}`,
  );
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
