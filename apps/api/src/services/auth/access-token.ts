import { type Role, ZRole } from '@vd/contract';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { AppError } from '../../errors.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'validasi-dokumen';

export interface AccessClaims {
  userId: string;
  companyId: string;
  role: Role;
}

const ZClaims = z.object({ sub: z.uuid(), cid: z.uuid(), role: ZRole });

/** A JWT of 15 minutes carrying user, company and role (DESIGN.md §4). */
export async function signAccessToken(claims: AccessClaims, secret: Uint8Array, now = new Date()) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ cid: claims.companyId, role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(secret);
}

export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    const claims = ZClaims.parse(payload);
    return { userId: claims.sub, companyId: claims.cid, role: claims.role };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
    throw new AppError('UNAUTHENTICATED');
  }
}
