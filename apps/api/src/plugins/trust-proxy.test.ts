import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.ts';
import { parseConfig } from '../config.ts';

/** verify-email allows 30 calls per IP in 15 minutes. */
const LIMIT = 30;

describe('X-Forwarded-For is believed only from TRUST_PROXY', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '10.0.0.1, 192.168.10.0/24' });
  });
  afterAll(() => t.close());

  const call = (remoteAddress: string, forwardedFor: string) =>
    t.app.inject({
      method: 'GET',
      url: '/auth/v1/verify-email/kode-salah',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts a spoofed X-Forwarded-For against the real address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await call('203.0.113.9', `198.51.100.${i}`)).statusCode);
    expect(statuses.slice(0, LIMIT).every((s) => s !== 429)).toBe(true);
    expect(statuses[LIMIT]).toBe(429);
  });

  it('counts each client behind a trusted proxy (address or CIDR) on its own', async () => {
    for (const proxy of ['10.0.0.1', '192.168.10.7']) {
      for (let i = 0; i <= LIMIT; i++)
        expect((await call(proxy, `198.51.100.${i}`)).statusCode).not.toBe(429);
    }
    // The same client through a trusted proxy is limited like any other.
    let last = 0;
    for (let i = 0; i <= LIMIT; i++) last = (await call('10.0.0.1', '198.18.0.5')).statusCode;
    expect(last).toBe(429);
  });

  it('trusts no proxy by default and refuses a malformed list', () => {
    expect(parseConfig({ NODE_ENV: 'test' }).trustProxy).toEqual([]);
    expect(parseConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.0/8,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
    ]);
    expect(() => parseConfig({ NODE_ENV: 'test', TRUST_PROXY: 'semua' })).toThrow(/TRUST_PROXY/);
    expect(() => parseConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});
