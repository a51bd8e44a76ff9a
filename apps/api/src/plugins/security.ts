import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { errorCatalogue } from '@vd/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

/**
 * Security headers on every answer, and rate limiting that routes opt into with
 * `config: { rateLimit: { max, timeWindow, keyGenerator } }` (the auth routes: per IP and per account).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // With REDIS_URL the counters live in Redis, shared by every API node (two nodes do not give
  // twice the attempts); without it, in this process. A Redis outage lets requests through (the
  // OTP's own wrong-code count is in the database) and shows in the readiness check.
  const redis = app.hasDecorator('ctx') ? app.ctx.redis : undefined;
  const nameSpace = app.hasDecorator('ctx') ? `${app.ctx.config.redisKeyPrefix}rate-limit:` : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', errorCatalogue.RATE_LIMITED.message, undefined, {
        'retry-after': String(Math.ceil(context.ttl / 1000)),
      }),
  });
});
