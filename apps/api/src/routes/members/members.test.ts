import { internalAccessLog, internalStaff } from '@vd/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCompany, seedUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { lastEmailTo, linkParam } from '../../../test/mail.ts';
import { issueTokens } from '../../services/auth/issue-tokens.ts';
import { hashPassword } from '../../services/auth/passwords.ts';

describe('members of a company, several companies and internal staff', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload && { payload }) });

  it('lets an existing account join a second company and switch between them', async () => {
    const a = await seedUser(t.ctx.db, t.ctx.config);
    const b = await seedUser(t.ctx.db, t.ctx.config);
    await call('POST', '/api/v1/user/invite', b.auth, { email: a.user.email, role: 'member' });
    const token = linkParam((await lastEmailTo(t.ctx.db, a.user.email)).text, 'token');
    expect(
      (await call('POST', '/auth/v1/invitation/verify', {}, { token })).json().data.existing_account,
    ).toBe(true);
    const joined = await call('POST', '/auth/v1/invitation/register', {}, { token, password: TEST_PASSWORD });
    expect(joined.statusCode).toBe(200);
    const me = await call('GET', '/api/v1/user/me', a.auth);
    expect(
      me
        .json()
        .data.companies.map((c: { id: string }) => c.id)
        .sort(),
    ).toEqual([a.companyId, b.companyId].sort());
    const switched = await call('GET', `/api/v1/user/switch-company/${b.companyId}`, a.auth);
    expect(switched.statusCode).toBe(200);
    const inBAuth = { authorization: `Bearer ${switched.json().data.access_token}` };
    const inB = await call('GET', '/api/v1/user/me', inBAuth);
    expect(inB.json().data).toMatchObject({ role: 'member', company: { id: b.companyId } });
    // Switching ended the sign-in of company A: its access token is refused at once.
    expect((await call('GET', '/api/v1/user/me', a.auth)).statusCode).toBe(401);
    const stranger = await seedCompany(t.ctx.db);
    expect((await call('GET', `/api/v1/user/switch-company/${stranger.id}`, inBAuth)).statusCode).toBe(404);
  });

  it('answers 404 for anything of another company, and 403 to a member calling an admin call', async () => {
    const a = await seedUser(t.ctx.db, t.ctx.config);
    const colleagueOfA = await seedUser(t.ctx.db, t.ctx.config, { companyId: a.companyId, role: 'member' });
    const b = await seedUser(t.ctx.db, t.ctx.config);
    expect(
      (
        await call('POST', '/api/v1/user/update-status', b.auth, {
          user_id: colleagueOfA.user.id,
          status: 'inactive',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('PATCH', `/api/v1/user/${colleagueOfA.user.id}`, b.auth)).statusCode).toBe(404);
    expect(
      (
        await call('PUT', `/api/v1/user/profile/${a.user.id}`, b.auth, {
          first_name: 'X',
          last_name: 'Y',
          phone: '81234567890',
        })
      ).statusCode,
    ).toBe(404);
    const list = await call('GET', '/api/v1/user/list?per_page=100', b.auth);
    expect(list.json().data.map((u: { id: string }) => u.id)).toEqual([b.user.id]);
    expect(
      (await call('POST', '/api/v1/user/invite', colleagueOfA.auth, { email: 'x@contoh.id', role: 'member' }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/v1/user/list', colleagueOfA.auth)).statusCode).toBe(403);
  });

  it('protects the owner and deletes a membership', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const admin = await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'admin' });
    const member = await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'member' });
    const onOwner = await call('POST', '/api/v1/user/update-status', admin.auth, {
      user_id: owner.user.id,
      status: 'inactive',
    });
    expect(onOwner.statusCode).toBe(403);
    expect(onOwner.json().message).toBe('Pemilik perusahaan tidak dapat dinonaktifkan atau dihapus.');
    expect((await call('PATCH', `/api/v1/user/${owner.user.id}`, admin.auth)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/v1/user/${member.user.id}`, admin.auth)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/user/me', member.auth)).statusCode).toBe(401);
    const list = await call('GET', '/api/v1/user/list?per_page=100', owner.auth);
    expect(list.json().meta.total).toBe(2);
  });

  it('lets internal staff list companies and enter one read-only, recorded', async () => {
    const company = await seedUser(t.ctx.db, t.ctx.config);
    const [staff] = await t.ctx.db
      .insert(internalStaff)
      .values({
        email: `staf.${Date.now()}@validasi.id`,
        name: 'Staf Dukungan',
        password_hash: await hashPassword('Internal123'),
      })
      .returning();
    const tokens = await issueTokens(
      t.ctx.db,
      t.ctx.config,
      { kind: 'internal', staffId: staff!.id, companyId: null },
      { remember: false },
    );
    const auth = { authorization: `Bearer ${tokens.access_token}` };
    const list = await call(
      'GET',
      `/api/v1/company/internal?search=${encodeURIComponent(company.companyName)}`,
      auth,
    );
    expect(list.json().data).toEqual([expect.objectContaining({ id: company.companyId, members: 1 })]);
    expect((await call('GET', '/api/v1/company/internal', company.auth)).statusCode).toBe(403);
    const entered = await call('GET', `/api/v1/user/switch-company/${company.companyId}`, auth);
    const inside = { authorization: `Bearer ${entered.json().data.access_token}` };
    expect((await call('GET', '/api/v1/user/list', inside)).statusCode).toBe(200);
    const write = await call('POST', '/api/v1/user/invite', inside, { email: 'x@contoh.id', role: 'member' });
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe('READ_ONLY');
    const log = await t.ctx.db.select().from(internalAccessLog);
    expect(log.some((row) => row.staff_id === staff!.id && row.company_id === company.companyId)).toBe(true);
  });
});
