/**
 * The rough edges of issue 18 in a real browser: the session_id redirect of SPEC §2, sign-up
 * (phone after +62, placeholders in an error state, the verification e-mail sent again, a link
 * opened twice), /check-in after a wrong code, the landing page's verdict words, a pending top-up
 * resumed or cancelled, the subscription sentence, and the master-data labels at phone width.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../apps/api/test/factories.ts';
import { type RunningApp, startApp } from '../helpers/app.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { fieldError, typeCode, waitForPath } from '../helpers/forms.ts';
import { linkIn, waitForEmail } from '../helpers/outbox.ts';
import { openSignedIn } from '../helpers/session.ts';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const shots = process.env.E2E_SCREENSHOTS;
const shoot = async (name: string) => {
  if (shots) await page.screenshot({ path: path.join(shots, `rough-${name}.png`), fullPage: true });
};

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function newPage(width = 1440, height = 900) {
  context = await browser.newContext({ viewport: { width, height }, locale: 'id-ID' });
  page = await context.newPage();
}
beforeEach(() => newPage());
afterEach(async () => {
  await context?.close();
});

const toast = (text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

describe('signed out', { timeout: 120_000 }, () => {
  it('goes from / to /check-in with only a session_id cookie (SPEC §2)', async () => {
    await context.addCookies([{ name: 'session_id', value: 'otp-menunggu', url: app.baseUrl }]);
    await page.goto(`${app.baseUrl}/`);
    await waitForPath(page, '/check-in');
  });

  it('says Sesuai / Tidak Sesuai on the landing page, as the product does', async () => {
    await page.goto(`${app.baseUrl}/`);
    await page.getByText('Contoh hasil validasi').waitFor();
    expect(await page.getByText('Tidak Sesuai', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Sesuai', { exact: true }).count()).toBeGreaterThan(0);
    const body = (await page.locator('body').textContent()) ?? '';
    expect(body).not.toMatch(/\bCocok\b|\bBerbeda\b/);
  });

  it('signs up with a phone typed with its 0, re-sends the verification e-mail, and a used link says verified', async () => {
    await page.goto(`${app.baseUrl}/register`);
    // An error state keeps the placeholder grey: it must not read like a wrong typed value.
    const email = page.getByLabel('Email', { exact: true });
    await email.focus();
    await page.getByLabel('Nama perusahaan', { exact: true }).focus();
    expect(await fieldError(page, 'Email')).toBe('Masukkan alamat email Anda');
    const colours = await email.evaluate((input) => ({
      placeholder: getComputedStyle(input, '::placeholder').color,
      error: getComputedStyle(input).getPropertyValue('--mantine-color-error'),
      border: getComputedStyle(input).borderColor,
    }));
    expect(colours.placeholder).not.toBe(colours.border);
    await shoot('register-errors-1440');

    const address = `daftar.${randomUUID().slice(0, 8)}@eksportir.co.id`;
    await page
      .getByLabel('Nama perusahaan', { exact: true })
      .fill(`PT Tepi Kasar ${randomUUID().slice(0, 6)}`);
    await page.getByLabel('Nama depan', { exact: true }).fill('Sari');
    await page.getByLabel('Nama belakang', { exact: true }).fill('Wulandari');
    await email.fill(address);
    const phone = page.getByLabel('Nomor handphone', { exact: true });
    await phone.pressSequentially('081234567890');
    expect(await phone.inputValue()).toBe('81234567890');
    await phone.blur();
    expect(await fieldError(page, 'Nomor handphone')).toBeNull();
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel('Konfirmasi password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'DAFTAR' }).click();
    await page.getByText('Pendaftaran berhasil').waitFor();

    const first = await waitForEmail(app.outboxDir, { to: address, subject: 'Verifikasi' });
    // Strictly after the first message (a time taken here could fall before its created_at when the
    // outbox is read the moment it is written).
    const since = new Date(Date.parse(first.created_at) + 1);
    await page.getByRole('button', { name: 'Kirim ulang email verifikasi' }).click();
    await toast('link verifikasi baru sudah kami kirim').waitFor();
    await page.getByRole('button', { name: /Kirim ulang email verifikasi dalam \d+ detik/ }).waitFor();
    await shoot('register-resend-1440');
    const second = await waitForEmail(app.outboxDir, { to: address, subject: 'Verifikasi', after: since });
    expect(linkIn(second, '/login')).not.toBe(linkIn(first, '/login'));

    const link = linkIn(second, '/login');
    await page.goto(`${app.baseUrl}${link}`);
    await toast('Email berhasil diverifikasi').waitFor();
    await waitForPath(page, '/login');
    await page.goto(`${app.baseUrl}${link}`);
    await toast('Email Anda sudah terverifikasi. Silakan masuk.').waitFor();
    expect(await toast('tidak valid').count()).toBe(0);
  });

  it('offers a new verification link when signing in with an unverified address', async () => {
    const address = `belum.${randomUUID().slice(0, 8)}@eksportir.co.id`;
    const signUp = await app.app.inject({
      method: 'POST',
      url: '/auth/v1/sign-up',
      payload: {
        company_name: `PT Belum Verifikasi ${randomUUID().slice(0, 6)}`,
        first_name: 'Rina',
        last_name: 'Wijaya',
        email: address,
        phone: '81234567890',
        password: TEST_PASSWORD,
      },
    });
    expect(signUp.statusCode).toBe(201);
    await page.goto(`${app.baseUrl}/login`);
    await page.getByLabel('Email', { exact: true }).fill(address);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'MASUK' }).click();
    await page.getByTestId('resend-verification').waitFor();
    await page.getByRole('button', { name: 'Kirim ulang email verifikasi' }).click();
    await toast('link verifikasi baru sudah kami kirim').waitFor();
  });

  it('shows only the toast after a wrong one-time code, not "Masukkan 6 digit kode OTP"', async () => {
    const user = await app.seedUser('owner');
    await page.goto(`${app.baseUrl}/login`);
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'MASUK' }).click();
    await waitForPath(page, '/check-in');
    await waitForEmail(app.outboxDir, { to: user.email, subject: 'Kode masuk' });
    await typeCode(page, '000000');
    await toast('Kode verifikasi salah').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByText('Masukkan 6 digit kode OTP', { exact: true }).count()).toBe(0);
    await shoot('check-in-wrong-1440');
    // Right after the refusal an empty submit adds nothing; a code too short is told what is missing.
    await page.getByRole('button', { name: 'VERIFIKASI' }).click();
    expect(await page.getByText('Masukkan 6 digit kode OTP', { exact: true }).count()).toBe(0);
    await typeCode(page, '1');
    await page.getByRole('button', { name: 'VERIFIKASI' }).click();
    await page.getByText('Masukkan 6 digit kode OTP', { exact: true }).waitFor();
  });
});

describe('wallet and subscription', { timeout: 120_000 }, () => {
  async function openTopup(owner: { accessToken: string }) {
    const auth = { authorization: `Bearer ${owner.accessToken}` };
    const price = await app.app.inject({ method: 'GET', url: '/api/v1/price', headers: auth });
    const pkg = price.json().data.packages[0];
    const topup = await app.app.inject({
      method: 'POST',
      url: '/api/v1/transaction/topup',
      headers: auth,
      payload: { package_id: pkg.id },
    });
    return topup.json().data as { transaction: { order_id: string }; redirect_url: string };
  }

  it('resumes a pending top-up on its payment page, or cancels it after a confirmation', async () => {
    const owner = await app.seedUser('owner');
    const resumed = await openTopup(owner);
    const dropped = await openTopup(owner);
    await openSignedIn(page, app.baseUrl, '/admin/wallet', owner);
    const resumeRow = page.getByTestId('transaction-row').filter({ hasText: resumed.transaction.order_id });
    const resume = resumeRow.getByRole('link', { name: 'Lanjutkan pembayaran' });
    await resume.waitFor();
    expect(await resume.getAttribute('href')).toBe(resumed.redirect_url);
    await shoot('wallet-pending-1440');

    const dropRow = page.getByTestId('transaction-row').filter({ hasText: dropped.transaction.order_id });
    await dropRow.getByRole('button', { name: `Batalkan ${dropped.transaction.order_id}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ya, batalkan' }).click();
    await toast(`Pesanan ${dropped.transaction.order_id} dibatalkan.`).waitFor();
    await dropRow.getByText('Dibatalkan', { exact: true }).waitFor();
    expect(await dropRow.getByRole('link', { name: 'Lanjutkan pembayaran' }).count()).toBe(0);

    await resume.click();
    await page.waitForURL((url) => url.pathname.includes('/payment-simulator/'));
    await page.getByRole('button', { name: /Bayar/ }).first().click();
    await waitForPath(page, '/payment-finish');
    await page.getByText('Pembayaran berhasil').waitFor({ timeout: 20_000 });

    // The subscription sentence keeps its full stop before the bonus slots.
    await page.goto(`${app.baseUrl}/admin/settings`);
    const sentence = page.getByText(/Isi ulang terakhir: /);
    await sentence.waitFor();
    expect(await sentence.textContent()).toMatch(
      /Isi ulang terakhir: \d{1,2} \S+ \d{4}\. Slot uji coba dan koreksi: /,
    );
  });
});

describe('phone width', { timeout: 120_000 }, () => {
  it('shows every fact of a master-data label without cutting columns off', async () => {
    await context.close();
    await newPage(390, 844);
    const owner = await app.seedUser('owner');
    const auth = { authorization: `Bearer ${owner.accessToken}` };
    const created = await app.app.inject({
      method: 'POST',
      url: '/api/v1/document-labels/create',
      headers: auth,
      payload: { name: 'Nomor Kontainer Pengiriman', data_type: 'container' },
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    await openSignedIn(page, app.baseUrl, '/admin/master-data?tab=labels', owner);
    const card = page.getByTestId('label-row').filter({ hasText: 'Nomor Kontainer Pengiriman' });
    await card.waitFor();
    const box = await card.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    const active = card.getByRole('switch');
    const switchBox = await active.boundingBox();
    expect(switchBox!.x + switchBox!.width).toBeLessThanOrEqual(390);
    expect(await card.getByText('Alias', { exact: false }).isVisible()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot('master-data-390');
  });
});
