/**
 * Signed-in account screens against the real server (issue 3 "Screens"): profile and the e-mail
 * change stepper, managing the users of a company, internal staff looking at a company read-only,
 * company-check while registering, and the /check-in page's own controls.
 */
import { randomUUID } from 'node:crypto';
import { internalStaff } from '@vd/db';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../apps/api/src/services/auth/passwords.ts';
import { seedUser, TEST_PASSWORD } from '../../apps/api/test/factories.ts';
import { type RunningApp, startApp } from '../helpers/app.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { fieldError, signInWithOtp, typeCode, waitForPath } from '../helpers/forms.ts';
import { codeIn, waitForEmail } from '../helpers/outbox.ts';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const unique = () => randomUUID().slice(0, 8);

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'id-ID' });
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

async function typeEmailedCode(to: string, since: Date) {
  const email = await waitForEmail(app.outboxDir, { to, subject: 'perubahan email', after: since });
  await typeCode(page, codeIn(email));
  await page.getByRole('button', { name: 'VERIFIKASI', exact: true }).click();
}

describe('the profile page', { timeout: 90_000 }, () => {
  it('saves the name, changes the password and changes the e-mail address through both codes', async () => {
    const user = await app.seedUser('owner');
    await signInWithOtp(page, app, { email: user.email, password: TEST_PASSWORD });
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Profil saya' }).click();
    await waitForPath(page, '/admin/profile');

    await page.getByLabel('Nama depan', { exact: true }).fill('Rina');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await page.getByTestId('user-name').getByText('Rina', { exact: false }).waitFor();

    await page.getByLabel('Password saat ini', { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel('Password baru', { exact: true }).fill('Ganti2025x');
    expect(await fieldError(page, 'Konfirmasi password baru')).toBeNull();
    await page.getByLabel('Konfirmasi password baru', { exact: true }).fill('Ganti2025x');
    await page.getByRole('button', { name: 'Ubah password', exact: true }).click();
    await page.getByText('Password berhasil diubah.').waitFor();

    const newEmail = `baru.${unique()}@ekspor.co.id`;
    let since = new Date(Date.now() - 50);
    await page.getByRole('button', { name: 'Kirim kode', exact: true }).click();
    await typeEmailedCode(user.email, since);
    await page.getByLabel('Email baru', { exact: true }).fill(newEmail);
    since = new Date(Date.now() - 50);
    await page.getByRole('button', { name: 'Kirim kode ke email baru', exact: true }).click();
    await typeEmailedCode(newEmail, since);
    await page.getByText('Email berhasil diubah').waitFor();
    await expect.poll(() => page.getByTestId('current-email').textContent()).toContain(newEmail);
  });
});

describe('the users of a company', { timeout: 90_000 }, () => {
  it('are searched, deactivated, activated and removed after a confirmation', async () => {
    const owner = await app.seedUser('owner');
    const member = await seedUser(app.ctx.db, app.ctx.config, { companyId: owner.companyId, role: 'member' });
    const name = `${member.user.first_name} ${member.user.last_name}`;
    await signInWithOtp(page, app, { email: owner.email, password: TEST_PASSWORD });
    await page.goto(`${app.baseUrl}/admin/settings`);
    const table = page.getByTestId('users-table');
    const row = table.getByTestId('user-row').filter({ hasText: member.user.email });
    await row.waitFor();

    await page.getByLabel('Cari nama atau email').fill(member.user.email);
    await expect.poll(() => table.getByTestId('user-row').count()).toBe(1);

    await page.getByRole('button', { name: `Tindakan untuk ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Nonaktifkan' }).click();
    await row.getByText('Nonaktif', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Tindakan untuk ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Aktifkan' }).click();
    await row.getByText('Aktif', { exact: true }).waitFor();

    await page.getByRole('button', { name: `Tindakan untuk ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Hapus dari perusahaan' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hapus', exact: true }).click();
    await page.getByText('Pengguna dihapus dari perusahaan.').waitFor();
    await expect.poll(() => row.count()).toBe(0);
  });
});

describe('internal staff', { timeout: 90_000 }, () => {
  it('sign in separately, list the companies and look at one read-only', async () => {
    const company = await app.seedUser('owner');
    const staff = `staf.${unique()}@validasi.id`;
    const password = 'Internal2025';
    await app.ctx.db
      .insert(internalStaff)
      .values({ email: staff, name: 'Staf Uji', password_hash: await hashPassword(password) });

    await signInWithOtp(page, app, { email: staff, password, internal: true });
    expect(await page.evaluate(() => localStorage.getItem('internal'))).toBe('true');
    await page.getByTestId('company-table').waitFor();
    await page.getByLabel('Cari nama perusahaan').fill(company.companyName);
    await page.getByRole('button', { name: `Lihat ${company.companyName}` }).click();
    await page.getByTestId('read-only-banner').getByText(company.companyName, { exact: false }).waitFor();
    await page.getByTestId('user-company').getByText(company.companyName, { exact: false }).waitFor();
  });
});

describe('signing up and signing in', { timeout: 60_000 }, () => {
  it('says while typing that a company name or an e-mail is already registered', async () => {
    const existing = await app.seedUser('owner');
    await page.goto(`${app.baseUrl}/register`);
    await page.getByLabel('Nama perusahaan', { exact: true }).fill(existing.companyName);
    await page.getByText('Nama perusahaan sudah terdaftar').waitFor();
    await page.getByLabel('Email', { exact: true }).fill(existing.email);
    await page.getByText('Email sudah terdaftar', { exact: false }).waitFor();
  });

  it('counts down before a resend, and goes back to /login without the session_id cookie', async () => {
    const user = await app.seedUser('owner');
    await page.goto(`${app.baseUrl}/login`);
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'MASUK' }).click();
    await waitForPath(page, '/check-in');
    await page.getByTestId('resend-countdown').waitFor();
    expect((await context.cookies()).some((cookie) => cookie.name === 'session_id')).toBe(true);
    await page.getByRole('button', { name: 'Kembali ke halaman masuk' }).click();
    await waitForPath(page, '/login');
    expect((await context.cookies()).some((cookie) => cookie.name === 'session_id')).toBe(false);
  });
});
