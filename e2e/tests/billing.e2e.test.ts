/**
 * Billing as a new company owner would go through it (issue 7 "Screens"): buy a slot package on
 * the gateway's page (the simulator), come back to /payment-finish, see the balance grow by the
 * package's slots, download the invoice PDF and read it, send it and find it in the outbox.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { ZPriceResponse } from '@vd/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../apps/api/test/factories.ts';
import { type RunningApp, startApp } from '../helpers/app.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { signInWithOtp, waitForPath } from '../helpers/forms.ts';
import { waitForEmail } from '../helpers/outbox.ts';
import { pdfText } from '../helpers/pdf.ts';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const rupiah = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
});
/** `Rp 1.500.000` with a plain space, as text extraction and assertions see it. */
const idr = (amount: number) => rupiah.format(amount).replace(/\u00a0/g, ' ');
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

beforeEach(async () => {
  context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'id-ID',
    acceptDownloads: true,
  });
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

const balanceOn = async (p: Page) =>
  Number((await p.getByTestId('slot-balance').textContent())?.replace(/\./g, ''));

/** The packages as the server prices them (GET price with the signed-in user's token). */
async function packages(token: string) {
  const response = await fetch(`${app.baseUrl}/api/v1/price`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ZPriceResponse.parse(await response.json()).data.packages;
}

describe('the wallet', { timeout: 120_000 }, () => {
  it('buys a package through the simulator, credits it once, and downloads and e-mails the invoice', async () => {
    const owner = await app.seedUser('owner');
    await signInWithOtp(page, app, { email: owner.email, password: TEST_PASSWORD });

    // The home page shows the balance, and leads to the wallet.
    await page.getByTestId('slot-balance').waitFor();
    const before = await balanceOn(page);
    await page.getByRole('link', { name: 'Saldo', exact: true }).click();
    await waitForPath(page, '/admin/wallet');

    const token = String(await page.evaluate(() => localStorage.getItem('token')));
    const [pkg] = await packages(token);
    if (!pkg) throw new Error('No slot package is seeded');
    const card = page.getByTestId('package-card').filter({ hasText: pkg.name });
    await card.waitFor();
    const cardText = plain(await card.textContent());
    for (const amount of [pkg.price, pkg.ppn, pkg.total]) expect(cardText).toContain(idr(amount));
    expect(cardText).toContain('PPN 12%');

    // Buy: POST transaction/topup, then the gateway's page (the simulator), then back.
    await card.getByRole('button', { name: `Beli ${pkg.name}` }).click();
    await page.waitForURL((url) => url.pathname.includes('/payment-simulator/'), { timeout: 15_000 });
    expect(plain(await page.locator('main').textContent())).toContain(idr(pkg.total));
    await page.getByRole('button', { name: 'Bayar', exact: true }).click();
    await waitForPath(page, '/payment-finish');
    const url = new URL(page.url());
    const orderId = url.searchParams.get('order_id') ?? '';
    expect(orderId).not.toBe('');
    expect(url.searchParams.get('transaction_status')).toBe('settlement');

    const result = page.getByTestId('payment-result');
    await result.and(page.locator('[data-outcome="success"]')).waitFor({ timeout: 15_000 });
    await result.getByText('Pembayaran berhasil').waitFor();
    await result.getByText(`Saldo saat ini: ${before + pkg.slots} slot`).waitFor();

    // Reloading the finish page shows the same state and credits nothing more.
    await page.reload();
    await result.getByText(`Saldo saat ini: ${before + pkg.slots} slot`).waitFor();

    await page.getByRole('link', { name: 'Ke halaman Saldo' }).click();
    await waitForPath(page, '/admin/wallet');
    await expect.poll(() => balanceOn(page)).toBe(before + pkg.slots);
    const row = page.getByTestId('transaction-row').filter({ hasText: orderId });
    await row.getByText('Lunas', { exact: true }).waitFor();
    expect(plain(await row.textContent())).toContain(idr(pkg.total));

    // The invoice: issued when the payment was confirmed (no 'Buat invoice' step), downloaded as a
    // PDF that says what was paid and who sold it.
    expect(await row.getByRole('button', { name: 'Buat invoice' }).count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Unduh PDF' }).click(),
    ]);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    const number = text.match(/INV\/\d{4}\/\d{2}\/\d{4}/)?.[0];
    expect(number, text).toBeDefined();
    expect(download.suggestedFilename()).toContain(String(number).replaceAll('/', '-'));
    expect(text).toContain('PPN');
    for (const amount of [pkg.price, pkg.dpp, pkg.ppn, pkg.total]) expect(text).toContain(idr(amount));
    expect(text).toContain(owner.companyName);
    expect(text).toContain(app.ctx.config.invoiceSeller.name);
    expect(text).not.toContain('NPWP: -');

    // Send it: the owner's address is filled in; a colleague in finance is added.
    const finance = `keuangan.${randomUUID().slice(0, 8)}@ekspor.co.id`;
    const since = new Date(Date.now() - 50);
    await row.getByRole('button', { name: 'Kirim', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Invoice ${number} akan dikirim sebagai lampiran PDF.`).waitFor();
    const recipients = dialog.getByLabel('Alamat email penerima');
    await recipients.fill(finance);
    await recipients.press('Enter');
    await dialog.getByRole('button', { name: 'KIRIM', exact: true }).click();
    await page.getByText('Invoice sedang dikirim ke email tujuan.').waitFor();

    for (const to of [finance, owner.email]) {
      const email = await waitForEmail(app.outboxDir, { to, subject: String(number), after: since });
      const attachments = email.attachments as { filename?: string; content_base64?: string }[];
      const pdf = attachments.find((a) => a.filename?.endsWith('.pdf'));
      expect(pdf?.content_base64, JSON.stringify(attachments.map((a) => a.filename))).toBeDefined();
      const attached = Buffer.from(String(pdf?.content_base64), 'base64');
      expect(attached.subarray(0, 5).toString()).toBe('%PDF-');
      const attachedText = await pdfText(attached);
      expect(attachedText).toContain(String(number));
      expect(attachedText).toContain(idr(pkg.total));
    }
  });

  it('shows a member the balance without buy buttons or history', async () => {
    const member = await app.seedUser('member');
    await page.goto(`${app.baseUrl}/toc`);
    await page.evaluate(({ accessToken, refreshToken }) => {
      localStorage.setItem('token', accessToken);
      localStorage.setItem('refresh_token', refreshToken);
    }, member);
    await page.goto(`${app.baseUrl}/admin/wallet`);
    await page.getByTestId('slot-balance').waitFor();
    await page.getByTestId('package-card').first().waitFor();
    expect(await page.getByRole('button', { name: /^Beli / }).count()).toBe(0);
    expect(await page.getByTestId('transactions-table').count()).toBe(0);
    await page.getByText('Hanya pemilik dan admin perusahaan yang dapat mengisi saldo.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/wallet');
  });
});
