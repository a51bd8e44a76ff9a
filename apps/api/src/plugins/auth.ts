import { type Permission, permissions, type Role } from '@vd/contract';
import { internalStaff, listVersions, memberships, refreshTokens } from '@vd/db';
import { and, eq, isNull, type Placeholder, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { type AccessClaims, verifyAccessToken } from '../services/auth/access-token.ts';
import { type Placeholders, preparedQuery } from '../services/prepared-query.ts';

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
  /**
   * The version of the company's lists as this call's query read it (a member's call; list-cache.ts
   * answers a list from memory while it is the one the answer was kept at).
   */
  listsVersion?: number;
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

/** The claims of a valid bearer token (signature and expiry; not yet whether its sign-in lives). */
async function claimsOf(app: FastifyInstance, request: FastifyRequest): Promise<AccessClaims> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) throw new AppError('UNAUTHENTICATED');
  return verifyAccessToken(header.slice(7).trim(), app.ctx.config.jwtSecret);
}

/**
 * The token's sign-in (refresh family) is still alive: revoking a family (a reused refresh token,
 * signing out) or every family of a user (a password reset or change) refuses its access tokens at
 * once, not only when they expire. A condition of the caller's own query (one round trip per call).
 */
const liveSignIn = (familyId: Placeholder) =>
  sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.family_id} = ${familyId} and ${refreshTokens.revoked_at} is null)`;

/**
 * The two queries every authenticated call runs, as named prepared statements
 * (docs/decisions/prepared-statements.md): neither drizzle's query building nor PostgreSQL's
 * parsing is paid again per call. Nothing is cached between calls: each reads the rows as they are now
 * (the member's, with the company's lists version, is what tells list-cache.ts whether a kept list is current).
 */
const staffQuery = preparedQuery(
  'auth_staff',
  (db, p: Placeholders<{ staffId: string; familyId: string }>, statement) =>
    db
      .select({ active: internalStaff.active })
      .from(internalStaff)
      .where(and(eq(internalStaff.id, p.staffId), liveSignIn(p.familyId)))
      .prepare(statement),
);
const memberQuery = preparedQuery(
  'auth_member',
  (db, p: Placeholders<{ userId: string; companyId: string; familyId: string }>, statement) =>
    db
      .select({ role: memberships.role, status: memberships.status, listsVersion: listVersions.version })
      .from(memberships)
      .leftJoin(listVersions, eq(listVersions.company_id, memberships.company_id))
      .where(
        and(
          eq(memberships.user_id, p.userId),
          eq(memberships.company_id, p.companyId),
          isNull(memberships.deleted_at),
          liveSignIn(p.familyId),
        ),
      )
      .prepare(statement),
);

/** Internal staff still active, on a live sign-in. */
async function staffCaller(
  app: FastifyInstance,
  claims: AccessClaims & { kind: 'internal' },
): Promise<Caller> {
  const [staff] = await staffQuery(app.ctx.db, { staffId: claims.staffId, familyId: claims.familyId });
  if (!staff?.active) throw new AppError('UNAUTHENTICATED');
  return {
    kind: 'internal',
    userId: claims.staffId,
    companyId: claims.companyId ?? '',
    role: 'internal',
    familyId: claims.familyId,
  };
}

/** A member whose membership is still active (its role read from it), on a live sign-in. */
async function memberCaller(app: FastifyInstance, claims: AccessClaims & { kind: 'user' }): Promise<Caller> {
  const [membership] = await memberQuery(app.ctx.db, {
    userId: claims.userId,
    companyId: claims.companyId,
    familyId: claims.familyId,
  });
  if (membership?.status !== 'active') throw new AppError('UNAUTHENTICATED');
  return {
    kind: 'user',
    userId: claims.userId,
    companyId: claims.companyId,
    role: membership.role,
    familyId: claims.familyId,
    listsVersion: membership.listsVersion ?? 0,
  };
}

/**
 * preHandler: a valid bearer token whose sign-in and membership are still active (the role is read
 * from the membership, so a change applies at once), then the guard's roles and write rule.
 */
export function requireCaller(app: FastifyInstance, given: Guard = {}): preHandlerAsyncHookHandler {
  const rule = given.permission ? permissions[given.permission] : undefined;
  const guard = { roles: given.roles ?? rule?.roles, write: given.write || rule?.write };
  return async (request: FastifyRequest) => {
    const claims = await claimsOf(app, request);
    if (claims.kind === 'internal') {
      const caller = await staffCaller(app, claims);
      if (!claims.companyId) throw new AppError('FORBIDDEN');
      if (guard.write) throw new AppError('READ_ONLY');
      request.caller = caller;
      return;
    }
    const caller = await memberCaller(app, claims);
    if (guard.roles && !guard.roles.includes(caller.role as Role)) throw new AppError('FORBIDDEN');
    request.caller = caller;
  };
}

/** preHandler for internal-staff calls (company list, entering a company), inside a company or not. */
export function requireInternal(app: FastifyInstance): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const claims = await claimsOf(app, request);
    if (claims.kind !== 'internal') throw new AppError('FORBIDDEN');
    request.caller = await staffCaller(app, claims);
  };
}

/** Any signed-in caller: a member, or internal staff with or without a company (for user/me). */
export function requireAnyCaller(app: FastifyInstance): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const claims = await claimsOf(app, request);
    request.caller =
      claims.kind === 'internal' ? await staffCaller(app, claims) : await memberCaller(app, claims);
  };
}

/** The caller of a guarded route. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('UNAUTHENTICATED');
  return request.caller;
}
