import { jobs, otpSessions, passwordResets } from '@vd/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { runQueuedJobs } from '../../../test/jobs.ts';
import { emailsTo, lastEmailTo, linkParam, sixDigits } from '../../../test/mail.ts';
import { sendPasswordResetJob } from '../../jobs/definitions/send-password-reset.ts';
import { otpLockedMessage } from '../../services/auth/sign-in.ts';

describe('authentication hardening', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  let client = 0;
  /** Each call from an address of its own, so that per-IP limits stay out of the way. */
  const post = (
    url: string,
    payload: object,
    remoteAddress = `10.2.${(client >> 8) & 255}.${client++ & 255}`,
  ) => t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const me = (accessToken: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/user/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });

  it('forgot-password does the same work for a known and an unknown e-mail: one queued job', async () => {
    const known = await seedUser(t.ctx.db, t.ctx.config);
    const unknown = 'belum.terdaftar@contoh.co.id';
    const before = await t.ctx.db.select().from(jobs).where(eq(jobs.name, sendPasswordResetJob.name));
    const answers = [
      await post('/auth/v1/forgot-password/request', { email: known.user.email }),
      await post('/auth/v1/forgot-password/request', { email: unknown }),
    ];
    expect(answers[0]!.statusCode).toBe(200);
    expect(answers[0]!.json()).toEqual(answers[1]!.json());
    // Answered before anything depends on the address: no link, no e-mail yet; one job each.
    const queued = (await t.ctx.db.select().from(jobs).where(eq(jobs.name, sendPasswordResetJob.name))).slice(
      before.length,
    );
    expect(queued.map((j) => Object.keys(j.payload as object))).toEqual([['email'], ['email']]);
    expect(
      await t.ctx.db.select().from(passwordResets).where(eq(passwordResets.user_id, known.user.id)),
    ).toEqual([]);
    expect(await emailsTo(t.ctx.db, known.user.email, '')).toEqual([]);

    expect(await runQueuedJobs(t.ctx, sendPasswordResetJob)).toBe(2);
    expect(linkParam((await lastEmailTo(t.ctx.db, known.user.email)).text, 'token')).toBeTruthy();
    expect(await emailsTo(t.ctx.db, unknown, '')).toEqual([]);
  });

  it('refuses access tokens right after a refresh-token reuse is detected', async () => {
    const u = await seedUser(t.ctx.db, t.ctx.config);
    expect((await me(u.accessToken)).statusCode).toBe(200);
    const rotated = await post('/auth/v1/refresh-token', { token: u.refreshToken, remember: false });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json().data;
    expect((await me(second.access_token)).statusCode).toBe(200);
    // The spent token comes back: the whole sign-in ends, its access tokens with it.
    expect(
      (await post('/auth/v1/refresh-token', { token: u.refreshToken, remember: false })).statusCode,
    ).toBe(401);
    expect((await me(second.access_token)).statusCode).toBe(401);
    expect((await me(u.accessToken)).statusCode).toBe(401);
    // Another sign-in of the same user is not touched.
    const other = await post('/auth/v1/sign-in', { email: u.user.email, password: TEST_PASSWORD });
    const code = sixDigits((await lastEmailTo(t.ctx.db, u.user.email)).text);
    const fresh = await post('/auth/v1/sign-in/verify', { session_id: other.json().data.session_id, code });
    expect((await me(fresh.json().data.access_token)).statusCode).toBe(200);
  });

  it('refuses every access token of a user right after a password reset', async () => {
    const u = await seedUser(t.ctx.db, t.ctx.config);
    expect((await me(u.accessToken)).statusCode).toBe(200);
    await post('/auth/v1/forgot-password/request', { email: u.user.email });
    await runQueuedJobs(t.ctx, sendPasswordResetJob);
    const token = linkParam((await lastEmailTo(t.ctx.db, u.user.email)).text, 'token');
    expect((await post('/auth/v1/reset-password', { token, password: 'BaruSekali9' })).statusCode).toBe(200);
    expect((await me(u.accessToken)).statusCode).toBe(401);
  });

  it('counts wrong codes across resends and locks the sign-in after 10', async () => {
    const u = await seedUser(t.ctx.db, t.ctx.config);
    const start = await post('/auth/v1/sign-in', { email: u.user.email, password: TEST_PASSWORD });
    const sessionId = start.json().data.session_id as string;
    const resend = async () => {
      // The clock moved a minute on (resend is allowed once a minute).
      await t.ctx.db
        .update(otpSessions)
        .set({ last_sent_at: new Date(Date.now() - 61_000) })
        .where(eq(otpSessions.id, sessionId));
      return post('/auth/v1/sign-in/resend-otp', { session_id: sessionId });
    };
    const wrongCode = async () => {
      const real = sixDigits((await lastEmailTo(t.ctx.db, u.user.email)).text);
      const wrong = real === '000000' ? '111111' : '000000';
      return post('/auth/v1/sign-in/verify', { session_id: sessionId, code: wrong });
    };
    for (let i = 0; i < 5; i++) expect((await wrongCode()).json().code).toMatch(/OTP_/);
    expect((await resend()).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await wrongCode()).json().code).toBe('OTP_INVALID');
    const tenth = await wrongCode();
    expect(tenth.json()).toMatchObject({ code: 'OTP_EXPIRED', message: otpLockedMessage });
    // Locked: no new code, and even the right one is refused.
    expect((await resend()).json()).toMatchObject({ code: 'OTP_EXPIRED', message: otpLockedMessage });
    const right = sixDigits((await lastEmailTo(t.ctx.db, u.user.email)).text);
    const late = await post('/auth/v1/sign-in/verify', { session_id: sessionId, code: right });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(otpLockedMessage);
  });

  it('limits company-check per e-mail (whatever the address) and per IP', async () => {
    const email = `cek.${Date.now()}@contoh.co.id`;
    const perEmail: number[] = [];
    for (let i = 0; i < 11; i++) perEmail.push((await post('/auth/v1/company-check', { email })).statusCode);
    expect(perEmail.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(perEmail[10]).toBe(429);
    const perIp: number[] = [];
    for (let i = 0; i < 31; i++)
      perIp.push(
        (await post('/auth/v1/company-check', { email: `ip${i}.${email}` }, '203.0.113.77')).statusCode,
      );
    expect(perIp.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(perIp[30]).toBe(429);
  });

  it('rate-limits sign-in per account with 429 and Retry-After', async () => {
    const u = await seedUser(t.ctx.db, t.ctx.config);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/v1/sign-in',
        remoteAddress: `10.9.${i}.1`,
        payload: { email: u.user.email, password: 'Salah12345' },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
