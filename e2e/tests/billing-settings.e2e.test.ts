/**
 * The rest of billing (issue 7): the company logo in settings, the date filter of the transaction
 * history, internal staff correcting a company's slots with a reason, and /payment-finish giving up
 * on a top-up that stays pending.
 */
import { randomUUID } from 'node:crypto';
import { internalStaff } from '@vd/db';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../apps/api/src/services/auth/passwords.ts';
import { seedTransaction } from '../../apps/api/test/billing.ts';
import { type RunningApp, startApp } from '../helpers/app.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { signInWithOtp } from '../helpers/forms.ts';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

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

/** Opens `path` signed in with the given tokens (no OTP round; accounts tests cover that). */
async function openSignedIn(path: string, tokens: { accessToken: string; refreshToken: string }) {
  await page.goto(`${app.baseUrl}/toc`);
  await page.evaluate(({ accessToken, refreshToken }) => {
    localStorage.setItem('token', accessToken);
    localStorage.setItem('refresh_token', refreshToken);
  }, tokens);
  await page.goto(`${app.baseUrl}${path}`);
}

describe('the company logo', { timeout: 90_000 }, () => {
  it('is uploaded, shown, refused when not an image, and removed', async () => {
    const owner = await app.seedUser('owner');
    await openSignedIn('/admin/settings', owner);
    const logo = page.getByTestId('company-logo');
    await logo.getByText('Belum ada logo.').waitFor();
    const input = logo.locator('input[type="file"]');
    const png = await sharp({
      create: { width: 900, height: 300, channels: 3, background: { r: 47, g: 158, b: 68 } },
    })
      .png()
      .toBuffer();
    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Logo berhasil disimpan.').waitFor();
    const image = logo.getByRole('img', { name: 'Logo perusahaan' });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);

    await input.setInputFiles({ name: 'palsu.png', mimeType: 'image/png', buffer: Buffer.from('teks') });
    await page.getByText('Logo harus berupa gambar PNG, JPEG atau WebP.').waitFor();
    await image.waitFor();

    await logo.getByRole('button', { name: 'Hapus logo' }).click();
    await page.getByText('Logo dihapus.').waitFor();
    await logo.getByText('Belum ada logo.').waitFor();
  });
});

describe('slot corrections by internal staff', { timeout: 90_000 }, () => {
  it('adds slots with a reason from the company list, and refuses to go below zero', async () => {
    const company = await app.seedUser('owner');
    const staff = `staf.${randomUUID().slice(0, 8)}@validasi.id`;
    const password = 'Internal2025';
    await app.ctx.db
      .insert(internalStaff)
      .values({ email: staff, name: 'Staf Uji', password_hash: await hashPassword(password) });
    await signInWithOtp(page, app, { email: staff, password, internal: true });
    await page.getByLabel('Cari nama perusahaan').fill(company.companyName);
    const row = page.getByRole('row').filter({ hasText: company.companyName });
    await row.getByTestId('company-balance').getByText('0', { exact: true }).waitFor();

    await row.getByRole('button', { name: `Koreksi slot ${company.companyName}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Saldo saat ini: 0 slot.', { exact: false }).waitFor();
    await dialog.getByLabel('Jumlah slot').fill('-3');
    await dialog.getByLabel('Alasan koreksi').fill('abc');
    await dialog.getByRole('button', { name: 'SIMPAN KOREKSI' }).click();
    await dialog.getByText('Alasan minimal 5 karakter').waitFor();
    await dialog.getByLabel('Alasan koreksi').fill('Salah input paket');
    await dialog.getByRole('button', { name: 'SIMPAN KOREKSI' }).click();
    await page
      .getByText(/kurang dari nol/)
      .first()
      .waitFor();

    await dialog.getByLabel('Jumlah slot').fill('25');
    await dialog.getByLabel('Alasan koreksi').fill('Kompensasi gangguan layanan');
    await dialog.getByRole('button', { name: 'SIMPAN KOREKSI' }).click();
    await page.getByText(`Koreksi slot disimpan. Saldo ${company.companyName} sekarang 25 slot.`).waitFor();
    await row.getByTestId('company-balance').getByText('25', { exact: true }).waitFor();

    const slot = await fetch(`${app.baseUrl}/api/v1/slot`, {
      headers: { authorization: `Bearer ${company.accessToken}` },
    }).then((r) => r.json());
    expect(slot.data.entries[0]).toMatchObject({
      kind: 'adjustment',
      delta: 25,
      note: 'Kompensasi gangguan layanan',
    });
  });
});

describe('the transaction history', { timeout: 90_000 }, () => {
  it('filters by a range of days and says when the end is before the start', async () => {
    const owner = await app.seedUser('owner');
    const january = await seedTransaction(app.ctx.db, owner.companyId, new Date('2025-01-10T03:00:00Z'));
    const march = await seedTransaction(app.ctx.db, owner.companyId, new Date('2025-03-05T03:00:00Z'));
    await openSignedIn('/admin/wallet', owner);
    const rows = page.getByTestId('transaction-row');
    await expect.poll(() => rows.count()).toBe(2);

    // Dates are typed day first, whatever the browser's language, and shown as DD/MM/YYYY.
    await page.getByLabel('Dari tanggal').fill('01/03/2025');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.filter({ hasText: march.order_id }).waitFor();

    await page.getByLabel('Sampai tanggal').fill('1-2-2025');
    await page.getByText('Tanggal akhir tidak boleh sebelum tanggal awal').waitFor();
    await page.getByLabel('Dari tanggal').fill('01/01/2025');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.filter({ hasText: january.order_id }).waitFor();

    await page.getByLabel('Sampai tanggal').fill('09/01/2025');
    await page.getByText('Tidak ada transaksi yang cocok dengan filter ini.').waitFor();
    await page.getByLabel('Sampai tanggal').blur();
    expect(await page.getByLabel('Sampai tanggal').inputValue()).toBe('09/01/2025');
    await page.getByRole('button', { name: 'Hapus filter' }).click();
    await expect.poll(() => rows.count()).toBe(2);
    expect(await page.getByLabel('Dari tanggal').inputValue()).toBe('');
  });
});

describe('/payment-finish', { timeout: 90_000 }, () => {
  it('stops asking about a pending top-up after two minutes and says so', async () => {
    const owner = await app.seedUser('owner');
    const headers = { authorization: `Bearer ${owner.accessToken}`, 'content-type': 'application/json' };
    const price = await fetch(`${app.baseUrl}/api/v1/price`, { headers }).then((r) => r.json());
    const topup = await fetch(`${app.baseUrl}/api/v1/transaction/topup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ package_id: price.data.packages[0].id }),
    }).then((r) => r.json());
    const orderId: string = topup.data.transaction.order_id;
    let asked = 0;
    page.on('request', (request) => {
      if (request.url().includes(`order_id=${orderId}`)) asked += 1;
    });

    await page.clock.install();
    await openSignedIn(
      `/payment-finish?order_id=${orderId}&status_code=201&transaction_status=pending`,
      owner,
    );
    const result = page.getByTestId('payment-result');
    await result.and(page.locator('[data-outcome="pending"]')).waitFor();
    await page.clock.runFor(10_000);
    await expect.poll(() => asked).toBeGreaterThan(1);

    await page.clock.fastForward('02:00');
    await result.getByText('kami berhenti memeriksa otomatis', { exact: false }).waitFor();
    const stoppedAt = asked;
    await page.clock.runFor(60_000);
    expect(asked).toBe(stoppedAt);

    await result.getByRole('button', { name: 'Periksa lagi' }).click();
    await expect.poll(() => asked).toBe(stoppedAt + 1);
  });
});
