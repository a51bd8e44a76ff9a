import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { healthRoutes } from './routes/health/index.ts';
import type { ProcessState } from './services/health/process-state.ts';

/**
 * The small HTTP face of a worker process (WORKER_PORT): GET /api/v1/health (liveness),
 * GET /api/v1/health/ready (database, storage, queue, its worker running) and GET /metrics, so an
 * orchestrator probes and Prometheus scrapes workers the same way as API nodes. Nothing else.
 */
export async function buildWorkerHttp(ctx: AppContext, state: ProcessState, log: FastifyBaseLogger) {
  const app = Fastify({ loggerInstance: log }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  app.decorate('processState', state);
  await app.register(errorsPlugin);
  await app.register(metricsPlugin);
  await app.register(healthRoutes, { prefix: '/api/v1' });
  return app;
}
