import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from './access-token.ts';

const secret = new TextEncoder().encode('access-token-test-secret-0123456789abcdef');
const member = {
  kind: 'user',
  userId: randomUUID(),
  companyId: randomUUID(),
  role: 'owner',
  familyId: randomUUID(),
} as const;
const now = () => Math.floor(Date.now() / 1000);

/** A token signed with HS256 by hand: any header and claims. */
function forged(header: Record<string, unknown>, claims: Record<string, unknown>, key = secret) {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signed = `${part(header)}.${part(claims)}`;
  return `${signed}.${createHmac('sha256', key).update(signed).digest('base64url')}`;
}

const claimsOf = (overrides: Record<string, unknown> = {}) => ({
  typ: 'user',
  sub: member.userId,
  cid: member.companyId,
  role: member.role,
  fid: member.familyId,
  iss: 'validasi-dokumen',
  iat: now(),
  exp: now() + 60,
  ...overrides,
});

const refusal = (token: string) =>
  verifyAccessToken(token, secret).then(
    () => 'accepted',
    (error: { code?: string }) => error.code,
  );

describe('access tokens', () => {
  it('verifies the tokens it signs, member and internal staff', async () => {
    expect(await verifyAccessToken(await signAccessToken(member, secret), secret)).toEqual(member);
    const staff = {
      kind: 'internal',
      staffId: randomUUID(),
      companyId: null,
      familyId: randomUUID(),
    } as const;
    expect(await verifyAccessToken(await signAccessToken(staff, secret), secret)).toEqual(staff);
  });

  it('says an expired token is expired, from its exp claim', async () => {
    const issued = new Date(Date.now() - (ACCESS_TOKEN_TTL_SECONDS + 5) * 1000);
    expect(await refusal(await signAccessToken(member, secret, issued))).toBe('TOKEN_EXPIRED');
    // fast-jwt compares in milliseconds: exp = this second is refused from exp * 1000 + 1 on (before: the whole second).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(now() * 1000 + 1);
      expect(await refusal(forged({ alg: 'HS256' }, claimsOf({ exp: now() })))).toBe('TOKEN_EXPIRED');
    } finally {
      vi.useRealTimers();
    }
    const stale = claimsOf({ iat: now() - ACCESS_TOKEN_TTL_SECONDS - 5, exp: now() + 60 });
    expect(await refusal(forged({ alg: 'HS256' }, stale))).toBe('TOKEN_EXPIRED');
  });

  it('refuses a token signed with another secret, or altered', async () => {
    const other = new TextEncoder().encode('another-secret-0123456789abcdef-0123456789');
    expect(await refusal(await signAccessToken(member, other))).toBe('UNAUTHENTICATED');
    const token = await signAccessToken(member, secret);
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify(claimsOf({ role: 'viewer' }))).toString('base64url');
    expect(await refusal(`${header}.${payload}.${signature}`)).toBe('UNAUTHENTICATED');
    expect(await refusal(`${token.slice(0, -2)}AA`)).toBe('UNAUTHENTICATED');
    expect(await refusal(`${token}=`)).toBe('UNAUTHENTICATED');
  });

  it('refuses other algorithms, critical extensions and malformed tokens', async () => {
    const claims = claimsOf();
    expect(await refusal(forged({ alg: 'HS256', typ: 'JWT' }, claims))).toBe('accepted');
    expect(await refusal(forged({ alg: 'none' }, claims))).toBe('UNAUTHENTICATED');
    expect(await refusal(forged({ alg: 'HS256', crit: ['exp'], exp: 1 }, claims))).toBe('UNAUTHENTICATED');
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(secret);
    expect(await refusal(hs512)).toBe('UNAUTHENTICATED');
    const unsigned = forged({ alg: 'none' }, claims).split('.').slice(0, 2).join('.');
    for (const token of ['', 'a.b', `${unsigned}.`, `${unsigned}`, 'a.b.c.d', 'x'.repeat(20)]) {
      expect(await refusal(token)).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses another issuer, a missing expiry, a future nbf and claims of the wrong shape', async () => {
    for (const claims of [
      claimsOf({ iss: 'someone-else' }),
      claimsOf({ iss: undefined }),
      claimsOf({ exp: undefined }),
      claimsOf({ exp: String(now() + 60) }),
      claimsOf({ nbf: now() + 60 }),
      claimsOf({ iat: 'now' }),
      claimsOf({ role: 'emperor' }),
      claimsOf({ sub: 'not-a-uuid' }),
    ]) {
      expect(await refusal(forged({ alg: 'HS256' }, claims))).toBe('UNAUTHENTICATED');
    }
    expect(await refusal(forged({ alg: 'HS256' }, claimsOf({ nbf: now() })))).toBe('accepted');
  });
});
