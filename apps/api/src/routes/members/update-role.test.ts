/** POST user/update-role: owners and admins change a member's role; the owner's role never changes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';

describe('changing the role of a user', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const updateRole = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/user/update-role', headers, payload });
  const seedIn = (companyId: string, role: 'owner' | 'admin' | 'member') =>
    seedUser(t.ctx.db, t.ctx.config, { companyId, role });
  const roleIn = async (auth: Record<string, string>, userId: string) => {
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/user/list?per_page=100', headers: auth });
    return list.json().data.find((row: { id: string }) => row.id === userId)?.role;
  };

  it('lets the owner promote a member to admin, who can then manage users at once', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const member = await seedIn(owner.companyId, 'member');
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/user/list', headers: member.auth });
    expect(before.statusCode).toBe(403);

    const promoted = await updateRole(owner.auth, { user_id: member.user.id, role: 'admin' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().message).toBe('Peran pengguna diubah menjadi Admin.');
    expect(await roleIn(owner.auth, member.user.id)).toBe('admin');
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/user/list', headers: member.auth });
    expect(after.statusCode).toBe(200);
  });

  it('lets an admin demote another admin to member', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const admin = await seedIn(owner.companyId, 'admin');
    const other = await seedIn(owner.companyId, 'admin');
    const demoted = await updateRole(admin.auth, { user_id: other.user.id, role: 'member' });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(await roleIn(owner.auth, other.user.id)).toBe('member');
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/invite',
      headers: other.auth,
      payload: { email: 'tidak.boleh@contoh.co.id', role: 'member' },
    });
    expect(invite.statusCode).toBe(403);
  });

  it('refuses a member (403) and changes nothing', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const member = await seedIn(owner.companyId, 'member');
    const other = await seedIn(owner.companyId, 'member');
    const refused = await updateRole(member.auth, { user_id: other.user.id, role: 'admin' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect(await roleIn(owner.auth, other.user.id)).toBe('member');
  });

  it("answers 404 for another company's user and leaves that user alone", async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const stranger = await seedUser(t.ctx.db, t.ctx.config);
    const strangerMember = await seedIn(stranger.companyId, 'member');
    const refused = await updateRole(owner.auth, { user_id: strangerMember.user.id, role: 'admin' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('NOT_FOUND');
    expect(await roleIn(stranger.auth, strangerMember.user.id)).toBe('member');
  });

  it('never demotes the owner, even when an admin asks, and nobody changes their own role', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const admin = await seedIn(owner.companyId, 'admin');
    const demote = await updateRole(admin.auth, { user_id: owner.user.id, role: 'member' });
    expect(demote.statusCode).toBe(403);
    expect(demote.json()).toMatchObject({
      code: 'OWNER_PROTECTED',
      message: 'Peran pemilik perusahaan tidak dapat diubah.',
    });
    const self = await updateRole(owner.auth, { user_id: owner.user.id, role: 'admin' });
    expect(self.statusCode).toBe(403);
    expect(await roleIn(owner.auth, owner.user.id)).toBe('owner');

    const own = await updateRole(admin.auth, { user_id: admin.user.id, role: 'member' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Anda tidak dapat mengubah peran Anda sendiri.');
    expect(await roleIn(owner.auth, admin.user.id)).toBe('admin');
  });

  it('refuses making anyone owner, and an unknown role, with 400', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const member = await seedIn(owner.companyId, 'member');
    for (const role of ['owner', 'pemilik', '']) {
      const refused = await updateRole(owner.auth, { user_id: member.user.id, role });
      expect(refused.statusCode, role).toBe(400);
    }
    expect(await roleIn(owner.auth, member.user.id)).toBe('member');
  });

  it('tells a deactivated member why the session ended when the browser refreshes its token', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const member = await seedIn(owner.companyId, 'member');
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/update-status',
      headers: owner.auth,
      payload: { user_id: member.user.id, status: 'inactive' },
    });
    expect(off.statusCode).toBe(200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/refresh-token',
      payload: { token: member.refreshToken, remember: false },
    });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json().code).toBe('ACCOUNT_DEACTIVATED');
    expect(refresh.json().message).toContain('dinonaktifkan');

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/refresh-token',
      payload: { token: 'tidak-dikenal', remember: false },
    });
    expect(unknown.json().code).toBe('REFRESH_INVALID');
  });
});
