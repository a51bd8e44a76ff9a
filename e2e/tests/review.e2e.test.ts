/**
 * Perlu Diperiksa in the browser: a shipment whose packing list is a poor scan with its gross weight
 * smudged (helpers: apps/api/test/noisy-scan.ts; the engine is asked first that it flags exactly
 * that value) is neither Sesuai nor Tidak Sesuai: the result shows the row first, in its own colour,
 * with its crop and reason, counted on its own card and filter, at desktop and phone widths; the
 * correction dialog settles it and the verdict turns Sesuai. The template builder's preview of a
 * smudged sample flags the value too.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_REVIEW_THRESHOLD } from '@vd/engine';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantSlots } from '../../apps/api/test/billing.ts';
import { type FlaggedScan, flaggedScan } from '../../apps/api/test/noisy-scan.ts';
import { cornersOf } from '../../apps/api/test/templates.ts';
import {
  api,
  type Fixture,
  fixtureDocument,
  type PublishedTemplate,
  uploadTemplateSample,
} from '../../apps/api/test/validation.ts';
import { runnableTemplate } from '../../apps/api/test/validation-run.ts';
import { printNumber } from '../../packages/engine/src/fixtures/format.ts';
import { makeShipment } from '../../packages/engine/src/fixtures/shipment.ts';
import { type RunningApp, startApp } from '../helpers/app.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { openSignedIn } from '../helpers/session.ts';
import { expectThumbLoaded, FIXTURES, labelRows, runWizard } from '../helpers/validation-wizard.ts';

const TEMPLATE = 'Ekspor Kopi - Buyer Jepang';
const NAME = 'Pengiriman Kopi - packing list buram';
const GROSS = 'Berat Kotor';
const ROW = `label-row-${GROSS}`;
const facts = makeShipment(2);
/** The gross weight as the packing list prints it (English writing): what the person types. */
const printed = `${printNumber(facts.grossKg, 2, 'en')} KGS`;

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let files: string;
let owner: Awaited<ReturnType<RunningApp['seedUser']>>;
let template: PublishedTemplate;
let scan: FlaggedScan;
let validationId: string;
const pageErrors: string[] = [];

const shots = process.env.E2E_SCREENSHOTS ?? os.tmpdir();
const shot = (on: Page, name: string, fullPage = false) =>
  on.screenshot({ path: path.join(shots, `review-${name}.png`), fullPage });

beforeAll(async () => {
  await mkdir(shots, { recursive: true });
  files = await mkdtemp(path.join(os.tmpdir(), 'vd-e2e-review-'));
  app = await startApp();
  owner = await app.seedUser('owner');
  await grantSlots(app.ctx.db, owner.companyId, 2);
  template = await runnableTemplate(
    { app: app.app, ctx: app.ctx },
    { authorization: `Bearer ${owner.accessToken}` },
  );
  // The packing list of shipment 2 scanned with its gross weight smudged, read by the engine with
  // the template's sample (shipment 1) as a validation reads it: only that value is flagged.
  const [sample, target] = await Promise.all([
    fixtureDocument('packing-list', 1),
    fixtureDocument('packing-list', 2),
  ]);
  scan = await flaggedScan(target, sample, GROSS);
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

describe('a value read with low confidence: Perlu Diperiksa', { timeout: 300_000 }, () => {
  it('shows the smudged gross weight first, Perlu Diperiksa, with its crop and reason', async () => {
    const documents = {} as Record<Fixture, string>;
    for (const fixture of FIXTURES) {
      const isScan = fixture === 'packing-list';
      documents[fixture] = path.join(files, `${fixture}.${isScan ? 'jpg' : 'pdf'}`);
      await writeFile(documents[fixture], isScan ? scan.jpeg : (await fixtureDocument(fixture, 2)).pdf);
    }
    validationId = await runWizard(page, app.baseUrl, {
      template: TEMPLATE,
      name: NAME,
      documents,
      balanceBefore: 2,
    });

    // Neither Sesuai nor Tidak Sesuai: the run and the row are Perlu Diperiksa.
    await expect.poll(() => page.getByTestId('summary-overall').getAttribute('data-overall')).toBe('review');
    await expect(page.getByTestId('result-overall').textContent()).resolves.toBe('Perlu Diperiksa');
    expect(await page.getByTestId('summary-review-count').textContent()).toBe('1');
    expect(await page.getByTestId('summary-mismatch-count').textContent()).toBe('0');
    expect(await page.getByTestId('summary-missing-count').textContent()).toBe('0');
    await expect(page.getByTestId('review-alert').textContent()).resolves.toContain(
      '1 nilai perlu diperiksa',
    );
    const rows = await labelRows(page);
    expect(rows.filter(([, verdict]) => verdict !== 'match' && verdict !== 'skipped')).toEqual([
      [GROSS, 'review'],
    ]);
    // Listed first, although the packing list's gross weight comes late in the documents' order.
    expect(rows[0]).toEqual([GROSS, 'review']);
    await expect(page.getByTestId(`verdict-${GROSS}`).textContent()).resolves.toBe('Perlu Diperiksa');

    // The reason names the document and the confidence; the reading cell carries the flag.
    const reason = (await page.getByTestId(`reason-${GROSS}`).textContent())!;
    expect(reason).toContain(`${GROSS} di Packing List`);
    const flag = page.getByTestId(`flag-${GROSS}-PL`);
    await expect(flag.textContent()).resolves.toMatch(/^Keyakinan \d+%$/);
    await expect(flag.getAttribute('aria-label')).resolves.toMatch(/^Perlu diperiksa: Keyakinan \d+%$/);
    const shownPercent = (await flag.textContent())!.match(/(\d+%)$/)![1]!;
    expect(reason).toContain(shownPercent);
    expect(Number.parseInt(shownPercent, 10)).toBeLessThan(DEFAULT_REVIEW_THRESHOLD * 100);
    await expect(page.getByTestId(`reading-${GROSS}-PL`).getAttribute('data-review')).resolves.toBe('true');
    await expect(page.getByTestId(`reading-${GROSS}-PEB`).getAttribute('data-review')).resolves.toBe('false');

    // Its evidence crop, large, beside the reason, and the crop in the reading cell.
    await expectThumbLoaded(page, `review-crop-${GROSS}-PL`);
    await expectThumbLoaded(page, `evidence-${GROSS}-PL`);
    await expect(page.getByTestId(`review-crop-${GROSS}-PL`).getAttribute('data-flagged')).resolves.toBe(
      'true',
    );
    await page.getByTestId(ROW).scrollIntoViewIfNeeded();
    await shot(page, 'result-desktop');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'result-desktop-top');

    // Its own filter: the card and the verdict control keep only that row; the order can be turned off.
    await page.getByTestId('summary-review').click();
    await expect.poll(() => labelRows(page)).toEqual([[GROSS, 'review']]);
    await expect(page.getByTestId('filter-verdict').textContent()).resolves.toContain('Perlu Diperiksa (1)');
    await page.getByTestId('summary-review').click();
    await expect.poll(async () => (await labelRows(page)).length).toBe(rows.length);
    await page.getByTestId('problems-first').click({ force: true });
    await expect.poll(async () => (await labelRows(page))[0]?.[0]).not.toBe(GROSS);
    await page.getByTestId('problems-first').click({ force: true });
    await expect.poll(async () => (await labelRows(page))[0]).toEqual([GROSS, 'review']);
    expect(pageErrors).toEqual([]);
  });

  it('shows the row as a block with its crop and reason at 390 px', async () => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'id-ID',
      deviceScaleFactor: 2,
    });
    try {
      const small = await phone.newPage();
      small.on('pageerror', (error) => pageErrors.push(error.message));
      await openSignedIn(small, app.baseUrl, `/admin/validation/${validationId}/result`, owner);
      await small.getByTestId('result-table').waitFor({ timeout: 30_000 });
      expect((await labelRows(small))[0]).toEqual([GROSS, 'review']);
      await expectThumbLoaded(small, `review-crop-${GROSS}-PL`);
      await expect(small.getByTestId(`reason-${GROSS}`).isVisible()).resolves.toBe(true);
      await expect(small.getByTestId(`review-check-${GROSS}-PL`).isVisible()).resolves.toBe(true);
      // Nothing runs off the phone's screen.
      const overflow = await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(small, 'result-phone-top');
      await small.getByTestId(ROW).scrollIntoViewIfNeeded();
      await shot(small, 'result-phone');
    } finally {
      await phone.close();
    }
    expect(pageErrors).toEqual([]);
  });

  it('settles the value in the correction dialog: Sesuai, the run Sesuai', async () => {
    await page.getByTestId(`review-check-${GROSS}-PL`).click();
    const dialog = page.getByTestId('correction-dialog');
    await dialog.waitFor();
    await expect(dialog.getAttribute('data-review')).resolves.toBe('true');
    await expect(page.getByTestId('correction-flag').textContent()).resolves.toContain(
      'Terbaca dengan keyakinan',
    );
    await page.getByTestId('correction-crop').locator('img').waitFor({ timeout: 15_000 });
    // The text read, unchanged, would confirm it; another text corrects it.
    const read = (await page.getByTestId('correction-current').textContent())!;
    await expect(page.getByTestId('correction-save').textContent()).resolves.toBe('Konfirmasi nilai');
    await page.getByTestId('correction-input').fill(printed);
    const confirming = read.replace(/\s+/g, ' ').trim() === printed;
    await expect(page.getByTestId('correction-save').textContent()).resolves.toBe(
      confirming ? 'Konfirmasi nilai' : 'Simpan koreksi',
    );
    await shot(page, 'correction-dialog');
    await page.getByTestId('correction-save').click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });

    await expect.poll(() => page.getByTestId(`verdict-${GROSS}`).textContent()).toBe('Sesuai');
    await expect.poll(() => page.getByTestId('summary-overall').getAttribute('data-overall')).toBe('match');
    await expect(page.getByTestId('result-overall').textContent()).resolves.toBe('Sesuai');
    expect(await page.getByTestId('summary-review-count').textContent()).toBe('0');
    await expect(page.getByTestId('review-alert').count()).resolves.toBe(0);
    await expect(page.getByTestId(`flag-${GROSS}-PL`).count()).resolves.toBe(0);
    await expect(page.getByTestId(`reading-${GROSS}-PL`).getAttribute('data-review')).resolves.toBe('false');
    await expect(page.getByTestId(`reading-${GROSS}-PL`).textContent()).resolves.toContain(
      confirming ? 'Dikonfirmasi' : 'Dikoreksi',
    );
    const rows = await labelRows(page);
    expect(rows.filter(([, verdict]) => verdict !== 'match' && verdict !== 'skipped')).toEqual([]);
    await shot(page, 'settled');

    // The run's notification said Perlu Diperiksa when it finished; it follows the result now.
    await page.goto(`${app.baseUrl}/admin/notifications`);
    await expect.poll(() => page.getByText('Validasi selesai: Sesuai').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByText('Validasi selesai: Perlu Diperiksa').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('flags the smudged value in the template builder preview of a sample', async () => {
    const t = { app: app.app, ctx: app.ctx };
    const auth = { authorization: `Bearer ${owner.accessToken}` };
    // A sample that is itself a smudged scan: the preview reads it as a validation would.
    const sample = await fixtureDocument('packing-list', 1);
    const smudged = await flaggedScan(sample, sample, GROSS);
    const plType = template.documents.find((d) => d.fixture === 'packing-list')!.document_type_id;
    const draft = await api(
      t,
      auth,
      'POST',
      'template',
      { name: 'Ekspor Kopi - contoh pindaian', document_type_ids: [plType] },
      201,
    );
    const documentId = await uploadTemplateSample(t, auth, draft.id, plType, {
      bytes: smudged.jpeg,
      name: 'packing-list.jpg',
      contentType: 'image/jpeg',
    });
    const placement = sample.placements.find((p) => p.label === GROSS && p.group === undefined)!;
    await api(
      t,
      auth,
      'POST',
      `document-detail/${documentId}/label`,
      { document_label_id: template.labels[GROSS], page: placement.page, coordinate: cornersOf(placement) },
      201,
    );

    await page.goto(`${app.baseUrl}/admin/template/${draft.id}/builder`);
    await page.getByRole('heading', { name: /^Penyusun template: / }).waitFor({ timeout: 15_000 });
    const row = page.locator(`[data-testid="placed-row"][data-label="${GROSS}"]`);
    await row.waitFor({ timeout: 30_000 });
    await expect.poll(() => row.getAttribute('data-review'), { timeout: 60_000 }).toBe('true');
    await expect(row.getByTestId('placed-flag').textContent()).resolves.toMatch(
      /^Perlu diperiksa · keyakinan \d+%$/,
    );
    // The engine's reason for the flag (the preview reads the sample alone, where the run read it
    // beside a clean sample: the weakest part may differ, a low OCR confidence or a mark on a digit).
    await expect(row.getByTestId('placed-flag-reason').textContent()).resolves.toMatch(/periksa nilainya/);
    const rect = page.locator(`[data-testid="label-rect"][data-label="${GROSS}"]`);
    await expect(rect.getAttribute('data-review')).resolves.toBe('true');
    await expect(rect.getAttribute('aria-label')).resolves.toContain('perlu diperiksa');
    await rect.scrollIntoViewIfNeeded();
    await shot(page, 'builder-preview');
    expect(pageErrors).toEqual([]);
  });
});
