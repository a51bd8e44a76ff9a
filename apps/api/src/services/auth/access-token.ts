import { webcrypto } from 'node:crypto';
import { type Role, ZRole } from '@vd/contract';
import { createVerifier, TokenError } from 'fast-jwt';
import { SignJWT } from 'jose';
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
 * The secret as a WebCrypto HMAC key for `jose`'s signing (verifying is `fast-jwt`'s, below),
 * imported once per secret: `jose` given the raw bytes imports them again at every call.
 */
const keys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function hmacKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
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

/** A synchronous HS256 verifier per secret (`fast-jwt`), built once: it holds the secret as a KeyObject. */
const verifiers = new WeakMap<Uint8Array, (token: string) => unknown>();
function verifierFor(secret: Uint8Array): (token: string) => unknown {
  let verify = verifiers.get(secret);
  if (!verify) {
    verify = createVerifier({
      key: Buffer.from(secret),
      algorithms: ['HS256'],
      allowedIss: ISSUER,
      // fast-jwt checks iss only when present: both it and exp are required here.
      requiredClaims: ['iss', 'exp'],
      // No token outlives its 15 minutes from iat; this also refuses an iat that is not a number.
      maxAge: ACCESS_TOKEN_TTL_SECONDS * 1000,
      clockTolerance: 0,
    });
    verifiers.set(secret, verify);
  }
  return verify;
}

/**
 * The claims of an access token, or the reason it is refused. Verified with `fast-jwt`'s
 * synchronous verifier instead of `jose`'s `jwtVerify`, which goes through WebCrypto's
 * asynchronous job for every check: ~12% of an authenticated list call's CPU under load
 * (docs/speed.md). Refused: another algorithm than HS256, a `crit` header naming any extension, a
 * signature that does not match (compared in constant time) or has `=` padding, a payload that is
 * not a JSON object, another or no `iss`, no `exp`, a non-numeric `iat`, `nbf` in the future;
 * `exp` past (no tolerance) is TOKEN_EXPIRED. The claims' shape is then `ZPayload`'s.
 */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<AccessClaims> {
  const verify = verifierFor(secret);
  let claims: unknown;
  try {
    claims = verify(token);
  } catch (error) {
    const expired = error instanceof TokenError && error.code === TokenError.codes.expired;
    throw new AppError(expired ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED');
  }
  const parsed = ZPayload.safeParse(claims);
  if (!parsed.success) throw new AppError('UNAUTHENTICATED');
  const p = parsed.data;
  return p.typ === 'user'
    ? { kind: 'user', userId: p.sub, companyId: p.cid, role: p.role, familyId: p.fid }
    : { kind: 'internal', staffId: p.sub, companyId: p.cid, familyId: p.fid };
}
