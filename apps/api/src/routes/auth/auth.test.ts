import { otpSessions, passwordResets, users } from '@vd/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { runQueuedJobs } from '../../../test/jobs.ts';
import { lastEmailTo, linkParam, sixDigits } from '../../../test/mail.ts';
import { sendPasswordResetJob } from '../../jobs/definitions/send-password-reset.ts';

const PASSWORD = 'Rahasia123';

describe('accounts: sign-up, sign-in with a one-time password, sessions, passwords', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      // A client address of its own for each call, so that per-IP limits do not meet.
      remoteAddress: `10.1.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}`,
      headers,
    });

  let counter = 0;
  async function signUp() {
    counter += 1;
    const email = `pemilik${counter}.${Date.now()}@eksportir.co.id`;
    const res = await post('/auth/v1/sign-up', {
      company_name: `PT Kopi Nusantara ${counter} ${Date.now()}`,
      first_name: 'Sari',
      last_name: 'Wulandari',
      email,
      phone: '81234567890',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    return email;
  }

  async function verifyAddress(email: string) {
    const code = linkParam((await lastEmailTo(t.ctx.db, email)).text, 'code');
    return t.app.inject({ url: `/auth/v1/verify-email/${code}` });
  }

  async function signIn(email: string, password = PASSWORD, remember = false) {
    const res = await post('/auth/v1/sign-in', { email, password, remember });
    expect(res.statusCode, res.body).toBe(200);
    const sessionId = res.json().data.session_id as string;
    const code = sixDigits((await lastEmailTo(t.ctx.db, email)).text);
    const verified = await post('/auth/v1/sign-in/verify', { session_id: sessionId, code });
    expect(verified.statusCode, verified.body).toBe(200);
    return verified.json().data as { access_token: string; refresh_token: string; user: { id: string } };
  }

  it('signs up, verifies the e-mail, signs in with the code and reads user/me', async () => {
    const email = await signUp();
    const early = await post('/auth/v1/sign-in', { email, password: PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('EMAIL_NOT_VERIFIED');

    const verified = await verifyAddress(email);
    expect(verified.statusCode).toBe(200);
    const session = await signIn(email);
    const me = await t.app.inject({
      url: '/api/v1/user/me',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email, role: 'owner', internal: false });
  });

  it('uses a verification link once (again: already verified); an unknown one answers in Indonesian', async () => {
    const email = await signUp();
    const code = linkParam((await lastEmailTo(t.ctx.db, email)).text, 'code');
    expect((await t.app.inject({ url: `/auth/v1/verify-email/${code}` })).statusCode).toBe(200);
    const again = await t.app.inject({ url: `/auth/v1/verify-email/${code}` });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Email Anda sudah terverifikasi. Silakan masuk.');
    const unknown = await t.app.inject({ url: '/auth/v1/verify-email/tidak-pernah-dikirim' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Tautan verifikasi tidak valid atau sudah kedaluwarsa.');
  });

  it('refuses a taken e-mail or company name, and company-check says so', async () => {
    const email = await signUp();
    const check = await post('/auth/v1/company-check', { email, company_name: 'PT Belum Ada Sama Sekali' });
    expect(check.json().data).toEqual({ email_available: false, company_name_available: true });
    const again = await post('/auth/v1/sign-up', {
      company_name: 'PT Lain',
      first_name: 'A',
      last_name: 'B',
      email,
      phone: '81234567890',
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ email: 'Email sudah terdaftar.' });
  });

  it('checks the field rules of docs/product.md §4 on the server too', async () => {
    const res = await post('/auth/v1/sign-up', {
      company_name: 'PT X',
      first_name: '',
      last_name: '',
      email: 'bukan-email',
      phone: '0812',
      password: 'pendek',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      first_name: 'Masukkan nama depan Anda',
      last_name: 'Masukkan nama belakang Anda',
      email: 'Alamat email anda tidak valid',
      password: 'Minimal 8 karakter, dengan kombinasi satu huruf besar, satu angka dan huruf',
    });
  });

  it('answers the same for a wrong password and an unknown e-mail', async () => {
    const email = await signUp();
    await verifyAddress(email);
    const wrong = await post('/auth/v1/sign-in', { email, password: 'Salah12345' });
    const unknown = await post('/auth/v1/sign-in', { email: 'tidak.ada@contoh.id', password: 'Salah12345' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('kills a code after five wrong tries, and refuses an expired one', async () => {
    const email = await signUp();
    await verifyAddress(email);
    const start = await post('/auth/v1/sign-in', { email, password: PASSWORD });
    const sessionId = start.json().data.session_id;
    const code = sixDigits((await lastEmailTo(t.ctx.db, email)).text);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const codes = [];
    for (let i = 0; i < 5; i++)
      codes.push(
        (await post('/auth/v1/sign-in/verify', { session_id: sessionId, code: wrongCode })).statusCode,
      );
    expect(codes).toEqual([401, 401, 401, 401, 401]);
    const right = await post('/auth/v1/sign-in/verify', { session_id: sessionId, code });
    expect(right.statusCode).toBe(401);
    expect(right.json().code).toBe('OTP_EXPIRED');

    const second = await post('/auth/v1/sign-in', { email, password: PASSWORD });
    const secondId = second.json().data.session_id;
    const secondCode = sixDigits((await lastEmailTo(t.ctx.db, email)).text);
    await t.ctx.db
      .update(otpSessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(otpSessions.id, secondId));
    const expired = await post('/auth/v1/sign-in/verify', { session_id: secondId, code: secondCode });
    expect(expired.json().code).toBe('OTP_EXPIRED');
  });

  it('resends a code at most once a minute', async () => {
    const email = await signUp();
    await verifyAddress(email);
    const start = await post('/auth/v1/sign-in', { email, password: PASSWORD });
    const sessionId = start.json().data.session_id;
    const early = await post('/auth/v1/sign-in/resend-otp', { session_id: sessionId });
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    await t.ctx.db
      .update(otpSessions)
      .set({ last_sent_at: new Date(Date.now() - 61_000) })
      .where(eq(otpSessions.id, sessionId));
    const later = await post('/auth/v1/sign-in/resend-otp', { session_id: sessionId });
    expect(later.statusCode).toBe(200);
    const newCode = sixDigits((await lastEmailTo(t.ctx.db, email)).text);
    const ok = await post('/auth/v1/sign-in/verify', { session_id: sessionId, code: newCode });
    expect(ok.statusCode).toBe(200);
  });

  it('rotates refresh tokens and revokes the family when a spent one comes back', async () => {
    const email = await signUp();
    await verifyAddress(email);
    const first = await signIn(email);
    const rotated = await post('/auth/v1/refresh-token', { token: first.refresh_token, remember: false });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json().data;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const replay = await post('/auth/v1/refresh-token', { token: first.refresh_token, remember: false });
    expect(replay.statusCode).toBe(401);
    const afterReplay = await post('/auth/v1/refresh-token', {
      token: second.refresh_token,
      remember: false,
    });
    expect(afterReplay.statusCode).toBe(401);
  });

  it('resets a password through a single-use link that ends every session', async () => {
    const email = await signUp();
    await verifyAddress(email);
    const session = await signIn(email);
    const ask = await post('/auth/v1/forgot-password/request', { email });
    const askUnknown = await post('/auth/v1/forgot-password/request', { email: 'siapa.pun@contoh.id' });
    expect(ask.json()).toEqual(askUnknown.json());
    await runQueuedJobs(t.ctx, sendPasswordResetJob);
    const token = linkParam((await lastEmailTo(t.ctx.db, email)).text, 'token');
    const reset = await post('/auth/v1/reset-password', { token, password: 'BaruSekali9' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toContain('mulai memvalidasi dokumen ekspor/impor');
    const twice = await t.app.inject({
      method: 'PUT',
      url: `/auth/v1/forgot-password/${token}`,
      payload: { password: 'LainLagi99' },
    });
    expect(twice.statusCode).toBe(400);
    expect(
      (await post('/auth/v1/refresh-token', { token: session.refresh_token, remember: false })).statusCode,
    ).toBe(401);
    await signIn(email, 'BaruSekali9');
    const [row] = await t.ctx.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.used_at, passwordResets.used_at));
    expect(row).toBeDefined();
  });

  it('refuses sign-in and refresh to a deactivated member', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const member = await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'member' });
    const off = await post(
      '/api/v1/user/update-status',
      { user_id: member.user.id, status: 'inactive' },
      owner.auth,
    );
    expect(off.statusCode).toBe(200);
    expect(
      (await post('/auth/v1/refresh-token', { token: member.refreshToken, remember: false })).statusCode,
    ).toBe(401);
    const signInRes = await post('/auth/v1/sign-in', { email: member.user.email, password: TEST_PASSWORD });
    expect(signInRes.statusCode).toBe(403);
    expect(signInRes.json().code).toBe('ACCOUNT_INACTIVE');
  });

  it('never answers, logs or e-mails a password, a hash or a refresh token', async () => {
    const email = await signUp();
    await verifyAddress(email);
    const session = await signIn(email);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    const me = await t.app.inject({
      url: '/api/v1/user/me',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    const mails = JSON.stringify(await t.ctx.db.query.emailOutbox.findMany());
    for (const text of [me.body, mails]) {
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain(user!.password_hash);
      expect(text).not.toContain(session.refresh_token);
    }
  });
});
