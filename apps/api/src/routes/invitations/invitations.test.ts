import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { lastEmailTo, linkParam } from '../../../test/mail.ts';

describe('invitations', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload && { payload }) });

  it('invites a colleague who registers through the link and sees the company', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const invite = await call('POST', '/api/v1/user/invite', owner.auth, {
      email: 'Rekan.Baru@Contoh.co.id',
      role: 'admin',
    });
    expect(invite.statusCode).toBe(201);
    const token = linkParam((await lastEmailTo(t.ctx.db, 'rekan.baru@contoh.co.id')).text, 'token');
    const verify = await call('POST', '/auth/v1/invitation/verify', {}, { token });
    expect(verify.json().data).toMatchObject({
      email: 'rekan.baru@contoh.co.id',
      company_name: owner.companyName,
      role: 'admin',
      existing_account: false,
    });
    const register = await call(
      'POST',
      '/auth/v1/invitation/register',
      {},
      {
        token,
        first_name: 'Rekan',
        last_name: 'Baru',
        phone: '81298765432',
        password: 'Bergabung1',
      },
    );
    expect(register.statusCode, register.body).toBe(200);
    const { access_token, user } = register.json().data;
    expect(user).toMatchObject({ role: 'admin', company: { id: owner.companyId } });
    const me = await call('GET', '/api/v1/user/me', { authorization: `Bearer ${access_token}` });
    expect(me.json().data.company.name).toBe(owner.companyName);
    const again = await call('POST', '/auth/v1/invitation/register', {}, { token, password: 'Bergabung1' });
    expect(again.statusCode).toBe(400);
    const history = await call('GET', '/api/v1/user/invitation-histories', owner.auth);
    expect(history.json().data[0]).toMatchObject({ email: 'rekan.baru@contoh.co.id', status: 'accepted' });
  });
});
