/**
 * Penyimpanan (issue 18): a shipment found by its nomor aju, a page previewed, the original
 * downloaded byte for byte, its documents deleted after a confirmation with the audit kept and
 * marked (on the query list too), the retention set and applied by the scheduled job to an older
 * shipment; the screen at 1440 px and at 390 px.
 */
import { mkdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { jobs, validations } from '@vd/db';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRetentionJob } from '../../apps/api/src/jobs/definitions/apply-retention.ts';
import { grantSlots } from '../../apps/api/test/billing.ts';
import { api, fixtureDocument, publishedTemplate, readyValidation } from '../../apps/api/test/validation.ts';
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
let shippedId: string;
let oldId: string;
const pageErrors: string[] = [];
const AJU = '040300XYZ98720261103000077';
const facts = makeShipment(2);

const shots = process.env.E2E_SCREENSHOTS ?? os.tmpdir();
const shot = (on: Page, name: string) =>
  on.screenshot({ path: path.join(shots, `storage-${name}.png`), fullPage: true });
const t = () => ({ app: app.app, ctx: app.ctx });

beforeAll(async () => {
  await mkdir(shots, { recursive: true });
  app = await startApp();
  owner = await app.seedUser('owner');
  auth = { authorization: `Bearer ${owner.accessToken}` };
  await grantSlots(app.ctx.db, owner.companyId, 2);
  const template = await publishedTemplate(t(), auth, ['invoice', 'peb'], {
    name: 'Ekspor Kopi - Buyer Jepang',
  });
  const peb = template.documents.find((d) => d.fixture === 'peb')!;
  await api(t(), auth, 'PUT', 'company/master-document', { document_type: peb.document_type_id });
  const shipped = await readyValidation(t(), auth, template, 2);
  shippedId = shipped.id;
  const res = await app.app.inject({ method: 'POST', url: `/api/v1/validation/${shippedId}`, headers: auth });
  expect(res.statusCode, res.body).toBe(202);
  for (let i = 0; i < 600; i++) {
    const { status } = await api(t(), auth, 'GET', `validation/document/${shippedId}`);
    if (status === 'completed') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const audits = await api(t(), auth, 'GET', 'validation/audit');
  const audit = audits.find((a: { validation_id: string }) => a.validation_id === shippedId);
  await api(t(), auth, 'PUT', `validation/audit/${audit.id}/update-aju-number`, { aju_number: AJU });
  // An older shipment, uploaded 14 months ago: the retention job's to delete.
  const old = await readyValidation(t(), auth, template, 1);
  oldId = old.id;
  const longAgo = new Date();
  longAgo.setUTCMonth(longAgo.getUTCMonth() - 14);
  await app.ctx.db.update(validations).set({ created_at: longAgo }).where(eq(validations.id, oldId));

  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: { width: 1440, height: 1000 },
    locale: 'id-ID',
    acceptDownloads: true,
  });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await openSignedIn(page, app.baseUrl, '/admin/storage', owner);
}, 300_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await app?.close();
});

describe('Penyimpanan', { timeout: 300_000 }, () => {
  it('shows the storage used and finds a shipment by its nomor aju', async () => {
    await page.getByTestId('storage-used').waitFor();
    expect(await page.getByTestId('storage-used').textContent()).toMatch(/KB dari 5 GB$/);
    await expect.poll(() => page.getByTestId('storage-shipment').count()).toBe(2);
    await page.getByTestId('storage-search').fill('040300-XYZ987');
    await expect.poll(() => page.getByTestId('storage-shipment').count()).toBe(1);
    const found = page.getByTestId('storage-shipment');
    const text = (await found.textContent()) ?? '';
    expect(text).toContain('040300-XYZ987-20261103-000077');
    expect(text).toContain(facts.invoiceNo);
    expect(text).toContain('KPU Bea dan Cukai Tipe A Tanjung Priok');
    expect(await found.getByTestId('storage-document').count()).toBe(2);
    // By invoice number too.
    await page.getByTestId('storage-search').fill(facts.invoiceNo);
    await expect.poll(() => page.getByTestId('storage-shipment').count()).toBe(1);
    await shot(page, 'desktop-found');
  });

  it('previews a page and downloads the original', async () => {
    const document = page.getByTestId('storage-document').filter({ hasText: 'invoice.pdf' });
    await document.getByRole('button', { name: 'Pratinjau' }).click();
    const image = page.getByTestId('storage-preview-image');
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(100);
    await shot(page, 'desktop-preview');
    await page.keyboard.press('Escape');
    await image.waitFor({ state: 'detached' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      document.getByRole('button', { name: 'Unduh asli' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('invoice.pdf');
    const bytes = await readFile(await download.path());
    expect(bytes.equals((await fixtureDocument('invoice', 2)).pdf)).toBe(true);
  });

  it('deletes the shipment documents after a confirmation; the audit stays, marked', async () => {
    const found = page.getByTestId('storage-shipment');
    await found.getByTestId('storage-delete').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Audit validasi, nomor aju dan hasilnya tetap tersimpan').waitFor();
    await dialog.getByRole('button', { name: 'Ya, hapus dokumen' }).click();
    await found.getByTestId('storage-deleted-mark').waitFor();
    expect(await found.getByTestId('storage-deleted-mark').textContent()).toMatch(
      /Dokumen dihapus oleh .+ pada .+ WIB\. Audit tetap tersimpan\./,
    );
    expect(await found.getByText('Berkas sudah dihapus').count()).toBe(2);
    expect(await found.getByTestId('storage-delete').count()).toBe(0);
    await shot(page, 'desktop-deleted');

    // The query list still has the audit with its nomor aju, marked.
    await page.goto(`${app.baseUrl}/admin/query?search=040300XYZ987`);
    const row = page.getByTestId('audit-row');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.getByTestId('audit-documents-deleted').textContent()).toMatch(
      /^Dokumen dihapus, .+ WIB$/,
    );
  });

  it('sets the retention and the scheduled job deletes the older shipment documents', async () => {
    await page.goto(`${app.baseUrl}/admin/storage`);
    await page.getByTestId('storage-retention').waitFor();
    expect(await page.getByTestId('storage-retention').textContent()).toBe(
      'Dokumen disimpan sampai dihapus.',
    );
    await page.getByTestId('storage-retention-forever').uncheck();
    await page.getByTestId('storage-retention-months').fill('12');
    await page.getByRole('button', { name: 'Simpan masa simpan' }).click();
    await expect
      .poll(() => page.getByTestId('storage-retention').textContent())
      .toBe('Dokumen validasi dihapus setelah 12 bulan.');

    // The daily job, as the worker's schedule queues it.
    const jobId = await app.ctx.queue.enqueue(applyRetentionJob, {});
    for (let i = 0; i < 300; i++) {
      const [job] = await app.ctx.db.select().from(jobs).where(eq(jobs.id, jobId!));
      if (job?.status === 'completed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await page.reload();
    await page.getByTestId('storage-retention').waitFor();
    const shipments = page.getByTestId('storage-shipment');
    await expect.poll(() => shipments.count()).toBe(2);
    const marks = await page.getByTestId('storage-deleted-mark').allTextContents();
    expect(marks.some((mark) => mark.startsWith('Dokumen dihapus otomatis (masa simpan)'))).toBe(true);
    const [old] = await app.ctx.db.select().from(validations).where(eq(validations.id, oldId));
    expect(old?.documents_deleted_reason).toBe('retention');
    await shot(page, 'desktop-retention');
  });

  it('fits a phone: the list, the usage and the retention at 390 px', async () => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'id-ID',
      isMobile: true,
    });
    const on = await phone.newPage();
    on.on('pageerror', (error) => pageErrors.push(error.message));
    await openSignedIn(on, app.baseUrl, '/admin/storage', owner);
    await on.getByTestId('storage-shipment').first().waitFor();
    expect(await on.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await on.screenshot({ path: path.join(shots, 'storage-phone.png'), fullPage: true });
    await on.getByTestId('storage-tab-template').click();
    await expect.poll(() => on.getByTestId('storage-total').textContent()).toBe('1 template');
    await on.screenshot({ path: path.join(shots, 'storage-phone-templates.png'), fullPage: true });
    await phone.close();
    expect(pageErrors).toEqual([]);
  });
});
