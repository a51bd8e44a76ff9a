import { buildApp } from './app.ts';
import { ConfigError, parseConfig } from './config.ts';
import { closeContext, createContext } from './context.ts';
import { createWorker } from './jobs/index.ts';
import { createLogger } from './logger.ts';
import type { ProcessState } from './services/health/process-state.ts';

/**
 * Listens, runs the job worker in-process (unless RUN_WORKER=false: an API node of a scaled-out
 * deployment), and shuts down gracefully: readiness answers 503 at once, requests in flight finish,
 * running jobs finish within SHUTDOWN_TIMEOUT_MS or go back to the queue for another worker.
 */
async function main() {
  const config = parseConfig();
  const log = createLogger(config.logLevel);
  if (config.jwtSecretIsEphemeral) {
    log.warn(
      'JWT_SECRET is not set: using a random secret for this process (set it to run several API nodes)',
    );
  }
  const ctx = await createContext(config, log);
  const worker = config.runWorker ? createWorker(ctx, log) : undefined;
  const state: ProcessState = { role: worker ? 'all-in-one' : 'api', worker, stopping: false };
  const app = await buildApp(ctx, { logger: log, process: state });

  const shutdown = async (signal: string) => {
    if (state.stopping) return;
    state.stopping = true;
    log.info({ signal }, 'shutting down: finishing requests and jobs in flight');
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    await app.close();
    await worker?.stop(Math.max(0, config.shutdownTimeoutMs - 2000));
    await closeContext(ctx);
    log.info('stopped');
    process.exit(0);
  };
  // A second signal changes nothing (`npm start`'s parent passes SIGTERM on, and a service manager
  // may signal both): the stop ends within SHUTDOWN_TIMEOUT_MS either way.
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  await worker?.start();
  log.info(
    { database: ctx.database.kind, storage: ctx.storage.kind, role: state.role, redis: Boolean(ctx.redis) },
    `Validasi Dokumen berjalan di http://localhost:${config.port}`,
  );
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
