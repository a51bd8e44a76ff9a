/**
 * The result screen a broker reviews and signs off (issue 13), on a shipment with planted
 * differences: the PEB's gross weight 0.3% above the packing list (inside the 0.5% tolerance), its
 * net weight 2% above (beyond it), the bill of lading's container number printed with a wrong check
 * digit, and an invoice that writes "FOB JAKARTA" where the PEB writes "FOB". Problems come first;
 * the selected label's pages sit side by side with the value boxed; J/K walk the problems, A accepts
 * a difference with a reason; an owner signs the result off and withdraws it; at 390 px the pages
 * open full screen. A shipment with nothing to compare is refused before execute.
 */
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantSlots, pdfText } from '../../apps/api/test/billing.ts';
import { plantedDifferences } from '../../apps/api/test/planted-shipment.ts';
import {
  api,
  type PublishedTemplate,
  publishedTemplate,
  readyValidation,
} from '../../apps/api/test/validation.ts';
import { runnableTemplate } from '../../apps/api/test/validation-run.ts';
import { makeShipment } from '../../packages/engine/src/fixtures/shipment.ts';
import { type RunningApp, startApp } from '../helpers/app.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { openSignedIn } from '../helpers/session.ts';
import { labelRows } from '../helpers/validation-wizard.ts';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let owner: Awaited<ReturnType<RunningApp['seedUser']>>;
let auth: Record<string, string>;
let template: PublishedTemplate;
let validationId: string;
const pageErrors: string[] = [];
const facts = makeShipment(3);
const reason = 'Berat bersih PEB termasuk kemasan dalam; disetujui pembeli';
let files: string;

const shots = process.env.E2E_SCREENSHOTS ?? os.tmpdir();
const shot = (on: Page, name: string, fullPage = false) =>
  on.screenshot({ path: path.join(shots, `result-review-${name}.png`), fullPage });
const t = () => ({ app: app.app, ctx: app.ctx });

/** Executes a ready validation through the API and waits for the app's worker to complete it. */
async function run(id: string) {
  const res = await app.app.inject({ method: 'POST', url: `/api/v1/validation/${id}`, headers: auth });
  expect(res.statusCode, res.body).toBe(202);
  for (let i = 0; i < 600; i++) {
    const { status } = await api(t(), auth, 'GET', `validation/document/${id}`);
    if (status === 'completed') return;
    if (status === 'failed') throw new Error(`validation ${id} failed`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`validation ${id} did not complete within 60 s`);
}

beforeAll(async () => {
  await mkdir(shots, { recursive: true });
  files = await mkdtemp(path.join(os.tmpdir(), 'vd-e2e-result-review-'));
  app = await startApp();
  owner = await app.seedUser('owner');
  auth = { authorization: `Bearer ${owner.accessToken}` };
  await grantSlots(app.ctx.db, owner.companyId, 3);
  template = await runnableTemplate(t(), auth);
  const validation = await readyValidation(t(), auth, template, 3, await plantedDifferences(facts));
  validationId = validation.id;
  await run(validationId);
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, locale: 'id-ID' });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await openSignedIn(page, app.baseUrl, '/admin/homepage', owner);
}, 300_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await app?.close();
  if (files) await rm(files, { recursive: true, force: true });
});

const active = () => page.getByTestId('label-pages').getAttribute('data-label');

describe('review, decisions and sign-off', { timeout: 300_000 }, () => {
  it('opens on the problems, with the selected label pages side by side and its value boxed on each', async () => {
    await page.goto(`${app.baseUrl}/admin/validation/${validationId}/result`);
    await page.getByTestId('result-table').waitFor();
    await expect
      .poll(() => page.getByTestId('summary-overall').getAttribute('data-overall'))
      .toBe('mismatch');
    const rows = await labelRows(page);
    // Tidak Sesuai, then Format tidak valid, before every other row.
    expect(rows.slice(0, 2).map(([, verdict]) => verdict)).toEqual(['mismatch', 'invalid']);
    expect(rows[0]![0]).toBe('Berat Bersih');
    const later = rows.slice(2).map(([, verdict]) => verdict);
    expect(later.every((v) => ['match', 'match_within_tolerance', 'skipped'].includes(v!))).toBe(true);

    // A difference inside the tolerance says so, with the difference and the tolerance.
    expect(await page.getByTestId('verdict-Berat Kotor').textContent()).toBe('Sesuai dalam toleransi');
    expect(await page.getByTestId('reason-Berat Kotor').textContent()).toMatch(
      /selisih .* kg .*dalam toleransi 0,5%/,
    );
    expect(await page.getByTestId('summary-match_within_tolerance-count').textContent()).toBe('1');
    // FOB and FOB JAKARTA are the same Incoterm.
    expect(await page.getByTestId('verdict-Incoterm').textContent()).toBe('Sesuai');
    // The container read with a wrong check digit: read, but Format tidak valid.
    const [container] = rows[1]!;
    expect(await page.getByTestId(`verdict-${container}`).textContent()).toBe('Format tidak valid');
    expect(await page.getByTestId(`reason-${container}`).textContent()).toContain('ISO 6346');

    // The first problem is selected: its documents' pages, each with the value's box.
    await expect.poll(active).toBe('Berat Bersih');
    const views = page.locator('[data-testid^="page-view-Berat Bersih-"]');
    expect(await views.count()).toBeGreaterThanOrEqual(2);
    for (const code of ['PEB', 'PL']) {
      await page.getByTestId(`page-region-Berat Bersih-${code}`).waitFor();
      const box = await page.getByTestId(`page-region-Berat Bersih-${code}`).boundingBox();
      expect(box && box.width > 10 && box.height > 5).toBe(true);
    }
    // Zoomed in, the page is wider than its frame: it pans by scrolling, the box kept in view.
    await page.getByTestId('zoom-in-Berat Bersih-PEB').click();
    const zoomed = () =>
      page.getByTestId('page-view-Berat Bersih-PEB').evaluate((view) => {
        const image = view.querySelector('img')!;
        const frame = image.parentElement!.parentElement!;
        return image.getBoundingClientRect().width / frame.clientWidth;
      });
    await expect.poll(zoomed).toBeGreaterThan(1.4);
    await shot(page, 'desktop');
  });

  it('walks the problems with J and K, and accepts the net weight difference with A and a reason', async () => {
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('j');
    const [, container] = (await labelRows(page)).map(([name]) => name);
    await expect.poll(active).toBe(container);
    await page.keyboard.press('k');
    await expect.poll(active).toBe('Berat Bersih');

    await page.keyboard.press('a');
    const dialog = page.getByTestId('decision-dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Terima dengan alasan ini' }).click();
    await dialog.getByText('Tuliskan alasan menerima perbedaan ini.').waitFor();
    await dialog.getByLabel('Alasan').fill(reason);
    await dialog.getByRole('button', { name: 'Terima dengan alasan ini' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('verdict-Berat Bersih').textContent()).toBe('Diterima');
    expect(await page.getByTestId('decision-Berat Bersih').textContent()).toContain(`Diterima: ${reason}`);
    expect(await page.getByTestId('decision-Berat Bersih').textContent()).toContain('WIB');
    // The accepted difference no longer makes the run Tidak Sesuai; the invalid container still needs a look.
    await expect.poll(() => page.getByTestId('summary-overall').getAttribute('data-overall')).toBe('review');
    await page.getByTestId('summary-accepted').waitFor();
    expect(await page.getByTestId('summary-mismatch-count').textContent()).toBe('0');
    await shot(page, 'accepted');

    // The audit trail on the query screen names the decision.
    await page.goto(`${app.baseUrl}/admin/query`);
    await page.getByTestId('audit-decision').first().waitFor();
    expect(await page.getByTestId('audit-decision').first().textContent()).toContain(reason);
    await page.goto(`${app.baseUrl}/admin/validation/${validationId}/result`);
    await page.getByTestId('result-table').waitFor();
  });

  it('is signed off by the owner, which locks corrections and decisions until it is withdrawn', async () => {
    await page.getByTestId('sign-off').click();
    await page.getByTestId('sign-off-confirm').click();
    await page.getByTestId('signed-off').waitFor();
    expect(await page.getByTestId('signed-off').textContent()).toMatch(/Disetujui oleh .+ WIB/);
    expect(await page.getByTestId('withdraw-decision-Berat Bersih').count()).toBe(0);
    expect(await page.locator('[data-testid^="correct-"]').count()).toBe(0);
    await shot(page, 'signed-off');

    // The files a broker keeps with the shipment, downloaded from the result page and read back.
    const download = async (kind: 'xlsx' | 'pdf') => {
      const [file] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        page.getByTestId(`result-export-${kind}`).click(),
      ]);
      const target = path.join(files, file.suggestedFilename());
      await file.saveAs(target);
      expect(target.endsWith(`.${kind}`)).toBe(true);
      return target;
    };
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download('xlsx'));
    const lines: string[][] = [];
    workbook.worksheets[0]!.eachRow((line) => {
      lines.push((line.values as unknown[]).slice(1).map((cell) => String(cell ?? '')));
    });
    const [header, ...cells] = lines;
    expect(header!.slice(0, 3)).toEqual(['Label', 'Baris', 'Dokumen']);
    const net = cells.filter((line) => line[0] === 'Berat Bersih');
    expect(net.length).toBeGreaterThanOrEqual(2);
    expect(net.every((line) => line[header!.indexOf('Keputusan')]!.includes(reason))).toBe(true);
    const gross = cells.find((line) => line[0] === 'Berat Kotor')!;
    expect(gross[header!.indexOf('Hasil')]).toBe('Sesuai dalam toleransi');
    const report = await pdfText(await readFile(await download('pdf')));
    expect(report).toMatch(/Disetujui oleh .+ pada .+ WIB/);
    expect(report).toContain(reason);

    await page.getByRole('button', { name: 'Tarik persetujuan' }).click();
    await page.getByTestId('sign-off').waitFor();
    await page.getByTestId('withdraw-decision-Berat Bersih').click();
    await expect.poll(() => page.getByTestId('verdict-Berat Bersih').textContent()).toBe('Tidak Sesuai');
    expect(pageErrors).toEqual([]);
  });

  it('shows the list at 390 px and opens a label pages full screen', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'id-ID' });
    const small = await phone.newPage();
    await openSignedIn(small, app.baseUrl, `/admin/validation/${validationId}/result`, owner);
    await small.getByTestId('result-table').waitFor();
    expect(await small.getByTestId('pages-panel').count()).toBe(0);
    await small.getByTestId('pages-Berat Bersih').click();
    const modal = small.getByTestId('pages-modal');
    await modal.waitFor();
    await small.getByTestId('page-region-Berat Bersih-PEB').waitFor();
    const width = await small.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await shot(small, 'phone-pages');
    await small.keyboard.press('Escape');
    await shot(small, 'phone-list');
    await phone.close();
  });

  it('refuses a shipment with nothing to compare before execute, without charging a slot', async () => {
    const single = await publishedTemplate(t(), auth, ['invoice'], { name: 'Invoice saja' });
    const validation = await readyValidation(t(), auth, single, 2);
    // The formats confirmed, as the wizard's formats step does (a reload opens at that step until
    // they are), so the run step with its blockers opens.
    for (const doc of validation.documents) {
      await api(t(), auth, 'POST', `validation/document/${validation.id}/set-format-date`, {
        document_id: doc.id,
        date_format: doc.date_format ?? 'DD/MM/YYYY',
      });
    }
    const before = (await api(t(), auth, 'GET', 'slot')).balance;
    await page.goto(`${app.baseUrl}/admin/validation/${validation.id}`);
    const blockers = page.getByTestId('execute-blockers');
    await blockers.waitFor();
    expect(await blockers.textContent()).toContain('Tidak ada yang dibandingkan');
    expect(await page.getByTestId('execute-button').isEnabled()).toBe(false);
    await shot(page, 'nothing-to-compare');
    expect((await api(t(), auth, 'GET', 'slot')).balance).toBe(before);
    // The template's review says so too.
    await page.goto(`${app.baseUrl}/admin/template/${single.id}/builder`);
    await page.getByText('Tinjau & terbitkan', { exact: true }).click();
    await page.getByTestId('review-nothing-compared').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('review-nothing-compared').textContent()).toContain(
      'Template ini belum membandingkan apa pun',
    );
    expect(await page.getByText('Tidak ada masalah', { exact: false }).count()).toBe(0);
  });
});
