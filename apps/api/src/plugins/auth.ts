import type { Role } from '@vd/contract';
import { memberships } from '@vd/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { verifyAccessToken } from '../services/auth/access-token.ts';

/** Who is calling: the user, the company of the token and the user's role in it. */
export interface Caller {
  userId: string;
  companyId: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('caller', null);
});

/**
 * preHandler: a valid bearer token whose membership is still active, and, when roles are given,
 * one of them. The role is read from the membership, so a change applies at once.
 */
export function requireCaller(app: FastifyInstance, ...roles: Role[]): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw new AppError('UNAUTHENTICATED');
    const claims = await verifyAccessToken(header.slice(7).trim(), app.ctx.config.jwtSecret);
    const [membership] = await app.ctx.db
      .select({ role: memberships.role, status: memberships.status })
      .from(memberships)
      .where(
        and(
          eq(memberships.user_id, claims.userId),
          eq(memberships.company_id, claims.companyId),
          isNull(memberships.deleted_at),
        ),
      );
    if (membership?.status !== 'active') throw new AppError('UNAUTHENTICATED');
    if (roles.length > 0 && !roles.includes(membership.role)) throw new AppError('FORBIDDEN');
    request.caller = { userId: claims.userId, companyId: claims.companyId, role: membership.role };
  };
}

/** The caller of a route guarded by `requireCaller`. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('UNAUTHENTICATED');
  return request.caller;
}
