import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../errors.ts';

const MINUTE = 60_000;

/**
 * Rate limits of the abuse-prone calls, per IP and per account, counted separately (each its own
 * limiter: @fastify/rate-limit's own route handler runs only the first limiter of a request).
 * Counters live in the process, or in Redis with REDIS_URL (security.ts), shared by every API node.
 */
function limiter(
  app: FastifyInstance,
  max: number,
  minutes: number,
  key: (request: FastifyRequest) => string,
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({ max, timeWindow: minutes * MINUTE, keyGenerator: key });
  return async (request) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    // Bursts are logged (route and client address; never the account named in the body).
    request.log.warn({ route: request.routeOptions.url, ip: request.ip, max }, 'rate limit exceeded');
    throw new AppError('RATE_LIMITED', undefined, undefined, {
      'retry-after': String(Math.max(1, result.ttlInSeconds)),
    });
  };
}

export const perIp = (app: FastifyInstance, max: number, minutes: number) =>
  limiter(app, max, minutes, (req) => `ip:${req.routeOptions.url}:${req.ip}`);

export const perAccount = (
  app: FastifyInstance,
  max: number,
  minutes: number,
  account: (request: FastifyRequest) => string | undefined,
) =>
  limiter(
    app,
    max,
    minutes,
    (req) => `acct:${req.routeOptions.url}:${(account(req) ?? req.ip).toLowerCase()}`,
  );

export const bodyField =
  (field: string) =>
  (request: FastifyRequest): string | undefined => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' ? value.trim() : undefined;
  };

/** The signed-in user, the account of the per-account limits of signed-in calls (else the IP). */
export const byUser = (request: FastifyRequest): string | undefined => request.caller?.userId;
