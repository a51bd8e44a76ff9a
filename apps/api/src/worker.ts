import { ConfigError, parseConfig } from './config.ts';
import { closeContext, createContext } from './context.ts';
import { createWorker } from './jobs/index.ts';
import { createLogger } from './logger.ts';
import type { ProcessState } from './services/health/process-state.ts';
import { buildWorkerHttp } from './worker-http.ts';

/**
 * `npm run worker`: the job worker alone, for scaling out next to API nodes (RUN_WORKER=false) on
 * one PostgreSQL. With WORKER_PORT it answers health, readiness and metrics on that port. SIGTERM
 * finishes the jobs in flight within SHUTDOWN_TIMEOUT_MS and gives the others back to the queue.
 */
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
  const state: ProcessState = { role: 'worker', worker, stopping: false };
  const http = config.workerPort !== undefined ? await buildWorkerHttp(ctx, state, log) : undefined;
  const shutdown = async (signal: string) => {
    if (state.stopping) return;
    state.stopping = true;
    log.info({ signal }, 'worker stopping after the jobs in flight');
    setTimeout(() => process.exit(1), config.shutdownTimeoutMs).unref();
    await worker.stop(drainMs(config.shutdownTimeoutMs));
    await http?.close();
    await closeContext(ctx);
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  await worker.start();
  if (http) {
    await http.listen({ host: config.host, port: config.workerPort });
    log.info({ port: config.workerPort }, 'worker health and metrics listening');
  }
}

/** How long a stop waits for running jobs: the shutdown budget less the time to hand back the rest. */
function drainMs(shutdownTimeoutMs: number): number {
  return Math.max(0, shutdownTimeoutMs - 2000);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
