/** The e-mail verification link opened twice, and "kirim ulang email verifikasi". */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { emailsTo, linkParam } from '../../../test/mail.ts';

describe('verifying the e-mail address of a new account', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  let counter = 0;
  const post = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: `10.2.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}`,
    });
  async function signUp() {
    counter += 1;
    const email = `verifikasi${counter}.${Date.now()}@eksportir.co.id`;
    const res = await post('/auth/v1/sign-up', {
      company_name: `PT Verifikasi ${counter} ${Date.now()}`,
      first_name: 'Sari',
      last_name: 'Wulandari',
      email,
      phone: '81234567890',
      password: 'Rahasia123',
    });
    expect(res.statusCode, res.body).toBe(201);
    return email;
  }
  const links = async (email: string) =>
    (await emailsTo(t.ctx.db, email, 'Verifikasi')).map((mail) => linkParam(mail.text, 'code'));
  const open = (code: string) => t.app.inject({ url: `/auth/v1/verify-email/${code}` });

  it('says a link opened again after it worked is already verified, not invalid', async () => {
    const email = await signUp();
    const [code] = await links(email);
    const first = await open(code!);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Email berhasil diverifikasi. Silakan masuk.');
    const second = await open(code!);
    expect(second.statusCode).toBe(200);
    expect(second.json().message).toBe('Email Anda sudah terverifikasi. Silakan masuk.');
    const unknown = await open('kode-yang-tidak-pernah-ada');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('LINK_INVALID');
  });

  it('sends a new link on request, which replaces the old one', async () => {
    const email = await signUp();
    const [old] = await links(email);
    const resent = await post('/auth/v1/verify-email/resend', { email: email.toUpperCase() });
    expect(resent.statusCode, resent.body).toBe(200);
    const all = await links(email);
    expect(all).toHaveLength(2);
    expect((await open(old!)).statusCode).toBe(400);
    const fresh = await open(all[1]!);
    expect(fresh.json().message).toBe('Email berhasil diverifikasi. Silakan masuk.');

    // Verified now: asking again sends nothing and answers the same.
    const again = await post('/auth/v1/verify-email/resend', { email });
    expect(again.json().message).toBe(resent.json().message);
    expect(await links(email)).toHaveLength(2);
  });

  it('answers an unknown address exactly like a known one, and checks the address', async () => {
    const unknown = await post('/auth/v1/verify-email/resend', { email: 'tidak.ada@contoh.co.id' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().message).toContain('Jika email tersebut terdaftar');
    const bad = await post('/auth/v1/verify-email/resend', { email: 'bukan-email' });
    expect(bad.statusCode).toBe(400);
  });
});
