import { createHmac, timingSafeEqual, webcrypto } from 'node:crypto';
import { type Role, ZRole } from '@vd/contract';
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
 * The secret as a WebCrypto HMAC key for `jose`'s signing, imported once per secret: `jose` given
 * the raw bytes imports them again at every call.
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

/** A base64url segment of a compact JWS: its alphabet only, no padding. */
const SEGMENT = /^[A-Za-z0-9_-]+$/;
/** An HS256 signature: 32 bytes, 43 base64url characters. */
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

const decodeJson = (segment: string): unknown =>
  JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The claims of a compact HS256 JWT signed with `secret` (RFC 7515/7519), or the reason it is refused.
 * Checked here with node's synchronous HMAC instead of `jose`'s `jwtVerify`, which goes through
 * WebCrypto's asynchronous job for every check: ~12% of an authenticated list call's CPU under
 * load (docs/speed.md). The same checks as `jwtVerify(token, key, { issuer, algorithms: ['HS256'] })`:
 * the header names HS256 and no critical extension, the signature matches (compared in constant
 * time), the payload is a JSON object, `iss` is ours, `nbf` is not in the future and `exp` not past
 * (seconds, no tolerance). Stricter in two points: `exp` is required (every token issued here has
 * one), and the signature must be 43 base64url characters (jose also took it with `=` padding).
 */
function verifiedClaims(token: string, secret: Uint8Array): Record<string, unknown> | 'expired' | 'invalid' {
  const parts = token.split('.');
  if (parts.length !== 3) return 'invalid';
  const [header, payload, signature] = parts as [string, string, string];
  if (!SEGMENT.test(header) || !SEGMENT.test(payload) || !SIGNATURE.test(signature)) return 'invalid';
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'base64url'))) return 'invalid';
  let protectedHeader: unknown;
  let claims: unknown;
  try {
    protectedHeader = decodeJson(header);
    claims = decodeJson(payload);
  } catch {
    return 'invalid';
  }
  if (!isObject(protectedHeader) || protectedHeader.alg !== 'HS256' || 'crit' in protectedHeader) {
    return 'invalid';
  }
  if (!isObject(claims) || claims.iss !== ISSUER) return 'invalid';
  const { exp, nbf, iat } = claims;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return 'invalid';
  if (nbf !== undefined && (typeof nbf !== 'number' || !Number.isFinite(nbf))) return 'invalid';
  if (iat !== undefined && (typeof iat !== 'number' || !Number.isFinite(iat))) return 'invalid';
  const now = Math.floor(Date.now() / 1000);
  if (nbf !== undefined && nbf > now) return 'invalid';
  if (exp <= now) return 'expired';
  return claims;
}

export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<AccessClaims> {
  const claims = verifiedClaims(token, secret);
  if (claims === 'expired') throw new AppError('TOKEN_EXPIRED');
  if (claims === 'invalid') throw new AppError('UNAUTHENTICATED');
  const parsed = ZPayload.safeParse(claims);
  if (!parsed.success) throw new AppError('UNAUTHENTICATED');
  const p = parsed.data;
  return p.typ === 'user'
    ? { kind: 'user', userId: p.sub, companyId: p.cid, role: p.role, familyId: p.fid }
    : { kind: 'internal', staffId: p.sub, companyId: p.cid, familyId: p.fid };
}
