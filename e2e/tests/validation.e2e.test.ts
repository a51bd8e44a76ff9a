/**
 * Validation of a shipment (issue 6 acceptance) as a new user would do it, in the browser: with the
 * template of the four fixture documents (built through the API: the builder has its own test), run
 * a shipment whose documents agree and see every label Sesuai; run one whose PEB prints another
 * gross weight and see exactly Berat Kotor Tidak Sesuai with both values and their evidence, open
 * the page at that region, correct the value and see the verdict change; set the nomor aju on the
 * query screen, export the list as XLSX and CSV and read both files; find the runs on the homepage
 * and in the unread count.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantSlots } from '../../apps/api/test/billing.ts';
import { type Fixture, fixtureDocument, fixtureTypeCode } from '../../apps/api/test/validation.ts';
import { runnableTemplate } from '../../apps/api/test/validation-run.ts';
import { DOCUMENTS } from '../../packages/engine/src/fixtures/generate.ts';
import { NO_SHIFT } from '../../packages/engine/src/fixtures/sheet.ts';
import { makeShipment } from '../../packages/engine/src/fixtures/shipment.ts';
import { writePdf } from '../../packages/engine/src/fixtures/write-pdf.ts';
import { type RunningApp, startApp } from '../helpers/app.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { openSignedIn } from '../helpers/session.ts';

const fixtures: Fixture[] = ['invoice', 'packing-list', 'bill-of-lading', 'peb'];
const TEMPLATE = 'Ekspor Kopi - Buyer Jepang';
const AGREEING = 'Pengiriman Kopi - semua sesuai';
const DIFFERING = 'Pengiriman Kopi - berat PEB berbeda';
const GROSS = 'Berat Kotor';
const SLOTS = 5;

/** Shipment 2 of the fixtures, and the gross weight its second PEB prints instead of its own. */
const facts = makeShipment(2);
const printedGross = facts.grossKg;
const wrongGross = Math.round(facts.grossKg * 1.02 * 10) / 10;
/** A weight as the result shows it (16.274,4). */
const idNumber = (value: number) =>
  new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 4 }).format(value);

/** Two date formats that read the same texts (DD MMM YYYY and DD MMMM YYYY do). */
const sameFormat = (a: string, b: string) => a.replace('MMMM', 'MMM') === b.replace('MMMM', 'MMM');

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let files: string;
let owner: Awaited<ReturnType<RunningApp['seedUser']>>;
const pageErrors: string[] = [];
/** The two validations, by the order they ran. */
const runs: Array<{ id: string; name: string }> = [];

const shots = process.env.E2E_SCREENSHOTS ?? os.tmpdir();
const shot = (name: string, fullPage = false) =>
  page.screenshot({ path: path.join(shots, `validation-${name}.png`), fullPage });

/** The file of each fixture of shipment 2 (a PEB given here replaces the fixture's own). */
async function writeShipment(dir: string, replaced: Partial<Record<Fixture, Buffer>> = {}) {
  await mkdir(dir, { recursive: true });
  const paths = {} as Record<Fixture, string>;
  for (const fixture of fixtures) {
    paths[fixture] = path.join(dir, `${fixture}.pdf`);
    await writeFile(paths[fixture], replaced[fixture] ?? (await fixtureDocument(fixture, 2)).pdf);
  }
  return paths;
}

beforeAll(async () => {
  await mkdir(shots, { recursive: true });
  files = await mkdtemp(path.join(os.tmpdir(), 'vd-e2e-validation-'));
  app = await startApp();
  owner = await app.seedUser('owner');
  await grantSlots(app.ctx.db, owner.companyId, SLOTS);
  await runnableTemplate({ app: app.app, ctx: app.ctx }, { authorization: `Bearer ${owner.accessToken}` });
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: { width: 1440, height: 1000 },
    locale: 'id-ID',
    acceptDownloads: true,
  });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await openSignedIn(page, app.baseUrl, '/admin/homepage', owner);
}, 240_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await app?.close();
  if (files) await rm(files, { recursive: true, force: true });
});

/**
 * The wizard from the start: pick the template, name the shipment, upload each document into its
 * card and watch it reach 100% and Siap, confirm the detected date formats, execute, and land on
 * the result. Answers the validation's id.
 */
async function validate(name: string, documents: Record<Fixture, string>, balanceBefore: number) {
  await page.goto(`${app.baseUrl}/admin/validation`);
  await page.getByTestId(`template-option-${TEMPLATE}`).click();
  await expect.poll(() => page.getByTestId('chosen-count').textContent()).toBe('1 template dipilih');
  await page.getByLabel('Nama pengiriman (opsional)').fill(name);
  await page.getByTestId('create-validation').click();
  await page.waitForURL((url) => /^\/admin\/validation\/[0-9a-f-]{36}$/.test(url.pathname));
  const id = new URL(page.url()).pathname.split('/').at(-1)!;

  // Upload: one card per template document, each file through the card's "pilih berkas".
  await expect.poll(() => page.locator('[data-testid^="upload-card-"]').count()).toBe(fixtures.length);
  for (const fixture of fixtures) {
    const code = fixtureTypeCode[fixture];
    await expect(page.getByTestId(`document-status-${code}`).textContent()).resolves.toBe('Belum Diunggah');
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId(`drop-${code}`).getByRole('button').click();
    await (await chooser).setFiles(documents[fixture]);
    const bar = page.getByTestId(`upload-progress-${code}`);
    await bar.waitFor({ timeout: 15_000 });
    await expect
      .poll(() => bar.getAttribute('aria-valuenow'), { timeout: 30_000, interval: 100 })
      .toBe('100');
    await expect
      .poll(() => page.getByTestId(`document-status-${code}`).textContent(), { timeout: 30_000 })
      .toBe('Siap');
    await expect(page.getByTestId(`upload-stage-${code}`).textContent()).resolves.toBe('Selesai');
  }
  await expect.poll(() => page.getByTestId('ready-count').textContent()).toBe('4 dari 4 dokumen siap');
  await page.getByRole('button', { name: 'Lanjut ke Format Tanggal' }).click();

  // Date formats: each document's was detected; confirm them all.
  for (const fixture of fixtures) {
    const code = fixtureTypeCode[fixture];
    await page.getByTestId(`format-row-${code}`).waitFor();
    // The engine names a month written out in full MMM as well (both formats read it alike).
    const detected = (await page.getByTestId(`format-detected-${code}`).textContent())!;
    expect(sameFormat(detected.replace(/^Terdeteksi: /, ''), DOCUMENTS[fixture]!.dateFormat), detected).toBe(
      true,
    );
    await expect(page.getByTestId(`date-format-${code}`).inputValue()).resolves.toContain(
      detected.replace(/^Terdeteksi: /, ''),
    );
  }
  await page.getByTestId('confirm-formats').click();

  // Execute: the balance, no blockers, then the run's progress and the result.
  const execute = page.getByTestId('execute-button');
  await execute.waitFor();
  await expect.poll(() => page.getByTestId('execute-balance').textContent()).toBe(String(balanceBefore));
  await expect(page.getByTestId('execute-blockers').count()).resolves.toBe(0);
  await expect(execute.isEnabled()).resolves.toBe(true);
  await execute.click();
  // The run may finish within a blink: its progress card or already the result; a refusal says why.
  await page
    .getByTestId('run-progress')
    .or(page.getByTestId('result-table'))
    .or(page.getByTestId('execute-error'))
    .first()
    .waitFor({ timeout: 30_000 });
  const refusal = page.getByTestId('execute-error');
  if ((await refusal.count()) > 0) throw new Error(`Execute refused: ${await refusal.textContent()}`);
  await page.waitForURL((url) => url.pathname === `/admin/validation/${id}/result`, { timeout: 60_000 });
  await page.getByTestId('result-table').waitFor({ timeout: 30_000 });
  runs.push({ id, name });
  return id;
}

/** Every label row of the result table as [testid key, verdict]. */
const labelRows = () =>
  page
    .locator('[data-testid^="label-row-"]')
    .evaluateAll((rows) =>
      rows.map((row) => [row.getAttribute('data-testid')!.slice('label-row-'.length), row.dataset.verdict]),
    );

/** Scrolls an evidence thumbnail into view and waits for its crop (a blob: image) to be decoded. */
async function expectThumbLoaded(testId: string) {
  const thumb = page.getByTestId(testId);
  await thumb.scrollIntoViewIfNeeded();
  const image = thumb.locator('img');
  await image.waitFor({ timeout: 15_000 });
  await expect
    .poll(() =>
      image.evaluate((img: HTMLImageElement) => ({
        blob: img.src.startsWith('blob:'),
        loaded: img.complete && img.naturalWidth > 0,
      })),
    )
    .toEqual({ blob: true, loaded: true });
}

describe('validation of a shipment', { timeout: 240_000 }, () => {
  it('runs a shipment whose documents agree: every compared label Sesuai', async () => {
    const documents = await writeShipment(path.join(files, 'agreeing'));
    await validate(AGREEING, documents, SLOTS);

    await expect.poll(() => page.getByTestId('summary-overall').getAttribute('data-overall')).toBe('match');
    await expect(page.getByTestId('result-overall').textContent()).resolves.toBe('Sesuai');
    await expect(page.getByTestId('result-title').textContent()).resolves.toBe(`Hasil Validasi: ${AGREEING}`);
    expect(await page.getByTestId('summary-mismatch-count').textContent()).toBe('0');
    expect(await page.getByTestId('summary-missing-count').textContent()).toBe('0');
    const rows = await labelRows();
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter(([, verdict]) => verdict !== 'match' && verdict !== 'skipped')).toEqual([]);
    const matched = rows.filter(([, verdict]) => verdict === 'match');
    expect(matched.length).toBeGreaterThan(10);
    expect(await page.getByTestId('summary-match-count').textContent()).toBe(String(matched.length));
    // The gross weight was read on all four documents and agrees.
    await expect(page.getByTestId(`verdict-${GROSS}`).textContent()).resolves.toBe('Sesuai');
    for (const code of ['CI', 'PL', 'BL', 'PEB']) {
      await expect(page.getByTestId(`value-${GROSS}-${code}`).textContent()).resolves.toBe(
        `${idNumber(printedGross)} kg`,
      );
    }
    await shot('agreeing-result');
    // The finished run's notification is counted in the shell at once.
    await expect.poll(() => page.getByTestId('unread-badge').textContent(), { timeout: 10_000 }).toBe('1');
    expect(pageErrors).toEqual([]);
  });

  it('finds the PEB gross weight that differs, shows both values and their evidence, and a correction flips it', async () => {
    const peb = await writePdf(DOCUMENTS.peb!.build({ ...facts, grossKg: wrongGross }, NO_SHIFT).ops);
    const documents = await writeShipment(path.join(files, 'differing'), { peb });
    await validate(DIFFERING, documents, SLOTS - 1);

    // Exactly one label is Tidak Sesuai: the gross weight.
    await expect
      .poll(() => page.getByTestId('summary-overall').getAttribute('data-overall'))
      .toBe('mismatch');
    await expect(page.getByTestId('result-overall').textContent()).resolves.toBe('Tidak Sesuai');
    expect(await page.getByTestId('summary-mismatch-count').textContent()).toBe('1');
    expect(await page.getByTestId('summary-missing-count').textContent()).toBe('0');
    const rows = await labelRows();
    expect(rows.filter(([, verdict]) => verdict !== 'match' && verdict !== 'skipped')).toEqual([
      [GROSS, 'mismatch'],
    ]);
    await expect(page.getByTestId(`verdict-${GROSS}`).textContent()).resolves.toBe('Tidak Sesuai');
    const reason = await page.getByTestId(`reason-${GROSS}`).textContent();
    expect(reason).toContain(`${GROSS} di PEB ${idNumber(wrongGross)} kg`);
    expect(reason).toContain(`di Packing List ${idNumber(printedGross)} kg: selisih`);

    // Both values, and the crops of the regions they were read from.
    await expect(page.getByTestId(`value-${GROSS}-PEB`).textContent()).resolves.toContain(
      idNumber(wrongGross),
    );
    await expect(page.getByTestId(`value-${GROSS}-PL`).textContent()).resolves.toContain(
      idNumber(printedGross),
    );
    await expectThumbLoaded(`evidence-${GROSS}-PEB`);
    await expectThumbLoaded(`evidence-${GROSS}-PL`);
    await page.getByTestId(`label-row-${GROSS}`).scrollIntoViewIfNeeded();
    await shot('differing-result');

    // The PEB page with the region of the value highlighted.
    await page.getByTestId(`evidence-${GROSS}-PEB`).click();
    const modal = page.getByTestId('evidence-modal');
    await modal.waitFor();
    const region = page.getByTestId('evidence-region');
    await region.waitFor({ timeout: 15_000 });
    const pageImage = modal.locator('img');
    await expect
      .poll(() => pageImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const [imageBox, regionBox] = [await pageImage.boundingBox(), await region.boundingBox()];
    expect(regionBox!.width).toBeGreaterThan(10);
    expect(regionBox!.height).toBeGreaterThan(5);
    expect(regionBox!.x).toBeGreaterThanOrEqual(imageBox!.x);
    expect(regionBox!.y).toBeGreaterThanOrEqual(imageBox!.y);
    expect(regionBox!.x + regionBox!.width).toBeLessThanOrEqual(imageBox!.x + imageBox!.width + 1);
    expect(regionBox!.y + regionBox!.height).toBeLessThanOrEqual(imageBox!.y + imageBox!.height + 1);
    await shot('evidence-modal');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });

    // Correct the PEB's value to the packing list's weight: the comparison reruns at once.
    await page.getByTestId(`correct-${GROSS}-PEB`).click();
    const dialog = page.getByTestId('correction-dialog');
    await dialog.waitFor();
    const misread = (await page.getByTestId('correction-current').textContent())!;
    expect(misread).toContain(idNumber(wrongGross).replace(/,0$/, ''));
    await expect(dialog.getByText('Belum ada koreksi.').count()).resolves.toBe(1);
    const typed = `${idNumber(printedGross)} KG`;
    await page.getByTestId('correction-input').fill(typed);
    await page.getByTestId('correction-save').click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });

    await expect.poll(() => page.getByTestId(`verdict-${GROSS}`).textContent()).toBe('Sesuai');
    await expect(page.getByTestId(`label-row-${GROSS}`).getAttribute('data-verdict')).resolves.toBe('match');
    await expect.poll(() => page.getByTestId('summary-overall').getAttribute('data-overall')).toBe('match');
    await expect(page.getByTestId('result-overall').textContent()).resolves.toBe('Sesuai');
    expect(await page.getByTestId('summary-mismatch-count').textContent()).toBe('0');
    await expect(page.getByTestId(`value-${GROSS}-PEB`).textContent()).resolves.toContain(
      idNumber(printedGross),
    );
    await expect(page.getByTestId(`reading-${GROSS}-PEB`).getByText('Dikoreksi').count()).resolves.toBe(1);

    // The correction's history: who changed what into what.
    await page.getByTestId(`correct-${GROSS}-PEB`).click();
    await dialog.waitFor();
    const history = page.getByTestId('correction-history');
    await history.waitFor();
    const entry = (await history.textContent())!;
    expect(entry).toContain(misread);
    expect(entry).toContain(typed);
    expect(entry).toContain(owner.firstName);
    await expect(page.getByTestId('correction-original').textContent()).resolves.toBe(misread);
    await shot('correction-history');
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  });

  it('sets the nomor aju on the query screen and exports the list as XLSX and CSV', async () => {
    expect(runs.map((run) => run.name)).toEqual([AGREEING, DIFFERING]);
    await page.goto(`${app.baseUrl}/admin/query`);
    await page.getByTestId('audit-table').waitFor();
    await expect.poll(() => page.getByTestId('audit-row').count()).toBe(2);
    await expect(page.getByTestId('query-total').textContent()).resolves.toBe('2 data');
    const row = page.getByTestId('audit-row').filter({ hasText: DIFFERING });
    const auditId = (await row.getAttribute('data-audit-id'))!;
    // Each run's nomor aju was filled in from its PEB, as printed there.
    const ajuDisplay = (aju: string) =>
      `${aju.slice(0, 6)}-${aju.slice(6, 12)}-${aju.slice(12, 20)}-${aju.slice(20)}`;
    expect(facts.aju).toMatch(/^[0-9A-Z]{26}$/);
    const display = ajuDisplay(facts.aju);
    const agreeingId = (await page
      .getByTestId('audit-row')
      .filter({ hasText: AGREEING })
      .getAttribute('data-audit-id'))!;
    await expect.poll(() => page.getByTestId(`aju-${agreeingId}`).textContent()).toContain(display);
    await expect.poll(() => page.getByTestId(`aju-${auditId}`).textContent()).toContain(display);

    // A wrong nomor aju first: the Indonesian message under the field.
    await row
      .getByRole('button', { name: `Ubah nomor aju ${DIFFERING}` })
      .first()
      .click();
    const input = page.getByTestId(`aju-input-${auditId}`);
    await input.fill('0403001234');
    await input.press('Enter');
    const error = page
      .locator('.mantine-InputWrapper-root', { has: input })
      .locator('.mantine-InputWrapper-error');
    await expect
      .poll(() => error.textContent())
      .toBe(
        'Nomor aju harus 26 karakter: kode kantor, kode dokumen, kode perusahaan, tanggal (YYYYMMDD) dan nomor urut.',
      );
    await shot('aju-error');

    // The broker corrects it to the number customs gave (another sequence number).
    const given = `${facts.aju.slice(0, 20)}000777`;
    await input.fill(given);
    await input.press('Enter');
    await input.waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(() => page.getByTestId(`aju-${auditId}`).textContent()).toContain(ajuDisplay(given));
    await shot('query');

    // The exports, downloaded with the buttons and read back.
    const download = async (kind: 'xlsx' | 'csv') => {
      const [file] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        page.getByTestId(`export-${kind}`).click(),
      ]);
      expect(file.suggestedFilename()).toMatch(new RegExp(`^audit-validasi-\\d{4}-\\d{2}-\\d{2}\\.${kind}$`));
      const target = path.join(files, file.suggestedFilename());
      await file.saveAs(target);
      return target;
    };
    const headers = ['Nomor Aju', 'Nama Validasi', 'Template', 'Jenis Dokumen', 'Status', 'Hasil'];

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download('xlsx'));
    const sheet = workbook.getWorksheet('Audit Validasi')!;
    expect(sheet).toBeDefined();
    const values: string[][] = [];
    sheet.eachRow((line) => {
      values.push(
        (line.values as unknown[])
          .slice(1)
          .map((cell) => (cell instanceof Date ? cell.toISOString() : String(cell ?? ''))),
      );
    });
    const [xlsxHeader, ...xlsxRows] = values;
    expect(xlsxHeader!.slice(0, headers.length)).toEqual(headers);
    expect(xlsxRows).toHaveLength(2);
    const xlsxOf = (name: string) => {
      const found = xlsxRows.find((cells) => cells[1] === name)!;
      expect(found, name).toBeDefined();
      return Object.fromEntries(xlsxHeader!.map((header, index) => [header, found[index] ?? '']));
    };
    // The corrected validation is exported with its verdict after the correction.
    expect(xlsxOf(DIFFERING)).toMatchObject({
      'Nomor Aju': ajuDisplay(given),
      Template: TEMPLATE,
      Status: 'Selesai',
      Hasil: 'Sesuai',
      'Tidak Sesuai': '0',
    });
    expect(xlsxOf(AGREEING)).toMatchObject({
      'Nomor Aju': display,
      Status: 'Selesai',
      Hasil: 'Sesuai',
      'Tidak Sesuai': '0',
    });

    const bytes = await readFile(await download('csv'));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv: Array<Record<string, string>> = parse(bytes.toString('utf8'), { bom: true, columns: true });
    expect(Object.keys(csv[0]!).slice(0, headers.length)).toEqual(headers);
    expect(csv).toHaveLength(2);
    expect(csv.find((line) => line['Nama Validasi'] === DIFFERING)).toMatchObject({
      'Nomor Aju': ajuDisplay(given),
      Template: TEMPLATE,
      Status: 'Selesai',
      Hasil: 'Sesuai',
    });
    expect(csv.find((line) => line['Nama Validasi'] === AGREEING)).toMatchObject({
      'Nomor Aju': display,
      Hasil: 'Sesuai',
    });
    expect(pageErrors).toEqual([]);
  });

  it('shows the latest validations on the homepage and counts the finished runs as unread', async () => {
    await page.goto(`${app.baseUrl}/admin/homepage`);
    await page.getByTestId('recent-validations').waitFor();
    await expect.poll(() => page.getByTestId('recent-row').count()).toBe(2);
    const recent = await page.getByTestId('recent-row').allTextContents();
    // Newest first.
    expect(recent[0]).toContain(DIFFERING);
    expect(recent[1]).toContain(AGREEING);
    for (const text of recent) expect(text).toContain(TEMPLATE);
    await expect.poll(() => page.getByTestId('unread-badge').textContent()).toBe('2');
    await expect(page.getByTestId('unread-badge').getAttribute('aria-label')).resolves.toBe(
      '2 notifikasi belum dibaca',
    );
    await shot('homepage', true);
    expect(pageErrors).toEqual([]);
  });
});
