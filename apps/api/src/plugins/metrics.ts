import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { hashSecret, sameHash } from '../services/auth/secrets.ts';

/**
 * Prometheus metrics: every answer's duration by its route pattern (`/api/v1/validation/:id`, never
 * the id), and GET /metrics in the text format. With METRICS_TOKEN the scrape must send it as a
 * bearer token (compared in constant time); without it /metrics is open (keep it off the public load balancer, docs/deploy.md).
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const { metrics, config } = app.ctx;
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    metrics.httpDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = request.headers.authorization ?? '';
    if (config.metricsToken && !sameHash(hashSecret(given), hashSecret(`Bearer ${config.metricsToken}`))) {
      throw new AppError('UNAUTHENTICATED');
    }
    return reply.header('content-type', metrics.contentType).send(await metrics.text());
  });
});
