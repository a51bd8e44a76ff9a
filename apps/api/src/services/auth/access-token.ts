import { webcrypto } from 'node:crypto';
import { type Role, ZRole } from '@vd/contract';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { AppError } from '../../errors.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'validasi-dokumen';

/** What an access token says: a member of a company, or internal staff (optionally inside a company). */
export type AccessClaims =
  | { kind: 'user'; userId: string; companyId: string; role: Role; familyId: string }
  | { kind: 'internal'; staffId: string; companyId: string | null; familyId: string };

const ZPayload = z.discriminatedUnion('typ', [
  z.object({ typ: z.literal('user'), sub: z.uuid(), cid: z.uuid(), role: ZRole, fid: z.uuid() }),
  z.object({ typ: z.literal('internal'), sub: z.uuid(), cid: z.uuid().nullable(), fid: z.uuid() }),
]);

/**
 * The secret as an HMAC key, imported once per secret: `jose` given the raw bytes imports them
 * again at every call, which was about half of a token check's CPU (docs/speed.md).
 */
const keys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function hmacKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

/** A JWT of 15 minutes (docs/product.md §9). `fid` names the sign-in (refresh family) it belongs to. */
export async function signAccessToken(claims: AccessClaims, secret: Uint8Array, now = new Date()) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const payload =
    claims.kind === 'user'
      ? { typ: 'user', cid: claims.companyId, role: claims.role, fid: claims.familyId }
      : { typ: 'internal', cid: claims.companyId, fid: claims.familyId };
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.kind === 'user' ? claims.userId : claims.staffId)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(await hmacKey(secret));
}

export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    const p = ZPayload.parse(payload);
    return p.typ === 'user'
      ? { kind: 'user', userId: p.sub, companyId: p.cid, role: p.role, familyId: p.fid }
      : { kind: 'internal', staffId: p.sub, companyId: p.cid, familyId: p.fid };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
    throw new AppError('UNAUTHENTICATED');
  }
}
