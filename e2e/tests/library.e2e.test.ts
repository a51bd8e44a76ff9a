/**
 * Pustaka (issue 18): the reference lists browsed and searched, an HS list imported from XLSX (a
 * CSV with a bad row refused first, naming the row), and a validation result that flags an HS code
 * outside the company's list as "Kode HS tidak dikenal"; a member reads but is offered no import;
 * the screen at 1440 px and at 390 px.
 */
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantSlots } from '../../apps/api/test/billing.ts';
import { seedUser } from '../../apps/api/test/factories.ts';
import {
  api,
  type PublishedTemplate,
  publishedTemplate,
  readyValidation,
} from '../../apps/api/test/validation.ts';
import { makeShipment } from '../../packages/engine/src/fixtures/shipment.ts';
import { type RunningApp, startApp } from '../helpers/app.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { openSignedIn } from '../helpers/session.ts';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let owner: Awaited<ReturnType<RunningApp['seedUser']>>;
let auth: Record<string, string>;
let template: PublishedTemplate;
const pageErrors: string[] = [];
const facts = makeShipment(2);
const knownHs = facts.items[0]!.hs;

const shots = process.env.E2E_SCREENSHOTS ?? os.tmpdir();
const shot = (on: Page, name: string) =>
  on.screenshot({ path: path.join(shots, `library-${name}.png`), fullPage: true });
const t = () => ({ app: app.app, ctx: app.ctx });

async function hsWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Kode HS');
  sheet.addRow(['Kode HS', 'Uraian']);
  sheet.addRow([knownHs, facts.items[0]!.description]);
  sheet.addRow(['1801.00.00', 'Biji kakao, utuh atau pecah, mentah atau disangrai']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function runValidation(id: string) {
  const res = await app.app.inject({ method: 'POST', url: `/api/v1/validation/${id}`, headers: auth });
  expect(res.statusCode, res.body).toBe(202);
  for (let i = 0; i < 600; i++) {
    const { status } = await api(t(), auth, 'GET', `validation/document/${id}`);
    if (status === 'completed') return;
    if (status === 'failed') throw new Error(`validation ${id} failed`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`validation ${id} did not complete`);
}

const noHorizontalScroll = (on: Page) =>
  on.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

beforeAll(async () => {
  await mkdir(shots, { recursive: true });
  app = await startApp();
  owner = await app.seedUser('owner');
  auth = { authorization: `Bearer ${owner.accessToken}` };
  await grantSlots(app.ctx.db, owner.companyId, 2);
  template = await publishedTemplate(t(), auth, ['invoice', 'peb'], { name: 'Ekspor Kopi - Buyer Jepang' });
  const peb = template.documents.find((d) => d.fixture === 'peb')!;
  await api(t(), auth, 'PUT', 'company/master-document', { document_type: peb.document_type_id });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, locale: 'id-ID' });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await openSignedIn(page, app.baseUrl, '/admin/library', owner);
}, 300_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await app?.close();
});

describe('Pustaka', { timeout: 300_000 }, () => {
  it('browses the shipped lists and searches them', async () => {
    await page.getByTestId('library-list-title').waitFor();
    expect(await page.getByTestId('library-list-title').textContent()).toBe('Kode HS');
    await page.getByText('Belum ada daftar kode HS').waitFor();

    await page.getByTestId('library-list-port').click();
    await page.getByTestId('library-entries').waitFor();
    expect(await page.getByTestId('library-entries').textContent()).toContain('Tanjung Priok, Jakarta');
    await page.getByTestId('library-search').fill('perak');
    await expect.poll(() => page.getByTestId('library-total').textContent()).toBe('1 entri');
    expect(await page.getByTestId('library-entry').first().textContent()).toContain('IDSUB');

    await page.getByTestId('library-list-country').click();
    await page.getByTestId('library-search').fill('japan');
    await expect.poll(() => page.getByTestId('library-entry').first().textContent()).toContain('Jepang');

    await page.getByTestId('library-list-incoterm').click();
    await expect.poll(() => page.getByTestId('library-total').textContent()).toBe('11 entri');
    // Incoterms are a fixed standard: nothing to add.
    expect(await page.getByRole('button', { name: 'Tambah entri' }).count()).toBe(0);
    await shot(page, 'desktop-incoterms');
  });

  it('refuses a CSV with a bad row (named), then imports the HS list from XLSX', async () => {
    await page.getByTestId('library-list-hs_code').click();
    await page.getByTestId('library-import').click();
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'kode-hs.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'Kode HS;Uraian\n0901.11.10;Kopi arabika\n12345;Kode pendek\n9901.11.10;Kopi salah bab\n',
      ),
    });
    await page.getByTestId('library-import-run').click();
    await page.getByTestId('library-import-errors').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('Impor dibatalkan: 2 baris bermasalah');
    const errors = await page.getByTestId('library-import-errors').textContent();
    expect(errors).toContain('baris 3');
    // Eight digits of a chapter no tariff book has: refused with the engine's own reason.
    expect(errors).toContain('Kode HS tidak ada di BTKI 2022: tidak ada bab 99.');
    await shot(page, 'desktop-import-refused');

    await input.setInputFiles({
      name: 'kode-hs.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await hsWorkbook(),
    });
    await page.getByTestId('library-import-run').click();
    await page.getByText('Impor selesai: 2 kode baru, 0 diperbarui.').waitFor();
    await expect.poll(() => page.getByTestId('library-total').textContent()).toBe('2 entri');
    expect(await page.getByTestId('library-entries').textContent()).toContain('1801.00.00');
    await page.getByTestId('library-search').fill('kakao');
    await expect.poll(() => page.getByTestId('library-total').textContent()).toBe('1 entri');
    await page.getByTestId('library-search').fill('');
    await shot(page, 'desktop-hs');
  });

  it('flags an HS code outside the company list on the validation result', async () => {
    const validation = await readyValidation(t(), auth, template, 2);
    await runValidation(validation.id);
    await page.goto(`${app.baseUrl}/admin/validation/${validation.id}/result`);
    await page.getByTestId('result-table').waitFor();
    // Each row of the items table has its HS code: the first item's is in the list, the others not.
    const verdicts = () => page.locator('[data-testid^="verdict-Kode HS"]').allTextContents();
    await expect.poll(verdicts).toContain('Perlu Diperiksa');
    expect(await page.getByTestId('verdict-Kode HS-1').first().textContent()).toBe('Sesuai');
    const reasons = await page.locator('[data-testid^="reason-Kode HS"]').allTextContents();
    expect(reasons.some((reason) => reason.includes('Kode HS tidak dikenal'))).toBe(true);
    expect(await page.getByTestId('reason-Kode HS-1').first().textContent()).not.toContain('tidak dikenal');
    await shot(page, 'desktop-result-unknown-hs');
  });

  it('a member reads the library but is offered no import; the phone layout keeps every column', async () => {
    const member = await seedUser(app.ctx.db, app.ctx.config, { companyId: owner.companyId, role: 'member' });
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'id-ID',
      isMobile: true,
    });
    const on = await phone.newPage();
    on.on('pageerror', (error) => pageErrors.push(error.message));
    await openSignedIn(on, app.baseUrl, '/admin/library', member);
    await on.getByTestId('library-entries').waitFor();
    expect(await on.getByTestId('library-entry').count()).toBe(2);
    expect(await on.getByTestId('library-import').count()).toBe(0);
    expect(await noHorizontalScroll(on)).toBe(true);
    await on.screenshot({ path: path.join(shots, 'library-phone-hs.png'), fullPage: true });
    await on.getByTestId('library-list-select').click();
    await on.getByRole('option', { name: /Pelabuhan/ }).click();
    await expect.poll(() => on.getByTestId('library-list-title').textContent()).toBe('Pelabuhan');
    expect(await noHorizontalScroll(on)).toBe(true);
    await on.screenshot({ path: path.join(shots, 'library-phone-ports.png'), fullPage: true });
    await phone.close();
    expect(pageErrors).toEqual([]);
  });
});
