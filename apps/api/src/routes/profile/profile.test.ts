/** The profile's password change (POST user/edit-password). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';

describe('the profile', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload && { payload }) });

  it('changes the password only with the current one', async () => {
    const u = await seedUser(t.ctx.db, t.ctx.config);
    const wrong = await call('POST', '/api/v1/user/edit-password', u.auth, {
      current_password: 'Salah1234',
      password: 'BaruLagi12',
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      (
        await call('POST', '/api/v1/user/edit-password', u.auth, {
          current_password: TEST_PASSWORD,
          password: 'BaruLagi12',
        })
      ).statusCode,
    ).toBe(200);
  });
});
