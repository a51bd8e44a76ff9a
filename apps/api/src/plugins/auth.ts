import { type Permission, permissions, type Role } from '@vd/contract';
import { internalStaff, memberships, refreshTokens } from '@vd/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { type AccessClaims, verifyAccessToken } from '../services/auth/access-token.ts';

/**
 * Who is calling: a member of a company, or internal staff inside a company (read-only).
 * `userId` is the staff id for internal staff.
 */
export interface Caller {
  kind: 'user' | 'internal';
  userId: string;
  companyId: string;
  role: Role | 'internal';
  familyId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('caller', null);
});

interface Guard {
  /**
   * The permission of the contract's map (`permissions`, shared with the SPA): its roles and its
   * write flag apply.
   */
  permission?: Permission;
  /** Roles allowed (members); internal staff may read anything of the company they entered. */
  roles?: readonly Role[];
  /** A change: refused to internal staff, whose access is read-only. */
  write?: boolean;
}

/**
 * A valid bearer token whose sign-in (refresh family) is still alive: revoking a family (a reused
 * refresh token, signing out) or every family of a user (a password reset or change) refuses its
 * access tokens at once, not only when they expire.
 */
async function claimsOf(app: FastifyInstance, request: FastifyRequest): Promise<AccessClaims> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) throw new AppError('UNAUTHENTICATED');
  const claims = await verifyAccessToken(header.slice(7).trim(), app.ctx.config.jwtSecret);
  const [live] = await app.ctx.db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.family_id, claims.familyId), isNull(refreshTokens.revoked_at)))
    .limit(1);
  if (!live) throw new AppError('UNAUTHENTICATED');
  return claims;
}

async function activeStaff(app: FastifyInstance, staffId: string): Promise<void> {
  const [staff] = await app.ctx.db
    .select({ active: internalStaff.active })
    .from(internalStaff)
    .where(eq(internalStaff.id, staffId));
  if (!staff?.active) throw new AppError('UNAUTHENTICATED');
}

/**
 * preHandler: a valid bearer token whose membership is still active (the role is read from the
 * membership, so a change applies at once), then the guard's roles and write rule.
 */
export function requireCaller(app: FastifyInstance, given: Guard = {}): preHandlerAsyncHookHandler {
  const rule = given.permission ? permissions[given.permission] : undefined;
  const guard = { roles: given.roles ?? rule?.roles, write: given.write || rule?.write };
  return async (request: FastifyRequest) => {
    const claims = await claimsOf(app, request);
    if (claims.kind === 'internal') {
      await activeStaff(app, claims.staffId);
      if (!claims.companyId) throw new AppError('FORBIDDEN');
      if (guard.write) throw new AppError('READ_ONLY');
      request.caller = {
        kind: 'internal',
        userId: claims.staffId,
        companyId: claims.companyId,
        role: 'internal',
        familyId: claims.familyId,
      };
      return;
    }
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
    if (guard.roles && !guard.roles.includes(membership.role)) throw new AppError('FORBIDDEN');
    request.caller = {
      kind: 'user',
      userId: claims.userId,
      companyId: claims.companyId,
      role: membership.role,
      familyId: claims.familyId,
    };
  };
}

/** preHandler for internal-staff calls (company list, entering a company), inside a company or not. */
export function requireInternal(app: FastifyInstance): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const claims = await claimsOf(app, request);
    if (claims.kind !== 'internal') throw new AppError('FORBIDDEN');
    await activeStaff(app, claims.staffId);
    request.caller = {
      kind: 'internal',
      userId: claims.staffId,
      companyId: claims.companyId ?? '',
      role: 'internal',
      familyId: claims.familyId,
    };
  };
}

/** Any signed-in caller: a member, or internal staff with or without a company (for user/me). */
export function requireAnyCaller(app: FastifyInstance): preHandlerAsyncHookHandler {
  const member = requireCaller(app);
  const staff = requireInternal(app);
  return async function (this: FastifyInstance, request, reply) {
    const claims = await claimsOf(app, request);
    await (claims.kind === 'internal' ? staff : member).call(this, request, reply);
  };
}

/** The caller of a guarded route. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('UNAUTHENTICATED');
  return request.caller;
}
