/** The e-mail change (POST user/edit-email/...): a code to the current address, then to the new one. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { lastEmailTo, sixDigits } from '../../../test/mail.ts';

describe('the e-mail change', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload && { payload }) });

  it('changes the e-mail only when both addresses are proven', async () => {
    const u = await seedUser(t.ctx.db, t.ctx.config);
    expect((await call('POST', '/api/v1/user/edit-email/send-verification', u.auth)).statusCode).toBe(200);
    const currentCode = sixDigits((await lastEmailTo(t.ctx.db, u.user.email)).text);
    expect(
      (await call('POST', '/api/v1/user/edit-email', u.auth, { email: 'alamat.baru@contoh.co.id' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/v1/user/edit-email/verification', u.auth, { code: currentCode })).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', '/api/v1/user/edit-email', u.auth, { email: 'alamat.baru@contoh.co.id' }))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/v1/user/me', u.auth)).json().data.email).toBe(u.user.email);
    const newCode = sixDigits((await lastEmailTo(t.ctx.db, 'alamat.baru@contoh.co.id')).text);
    expect((await call('POST', '/api/v1/user/edit-email/resend-new-verification', u.auth)).statusCode).toBe(
      429,
    );
    expect(
      (await call('POST', '/api/v1/user/edit-email/new-verification', u.auth, { code: newCode })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/v1/user/me', u.auth)).json().data.email).toBe('alamat.baru@contoh.co.id');
  });
});
