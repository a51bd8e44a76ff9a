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
import { type Fixture, fixtureDocument } from '../../apps/api/test/validation.ts';
import { runnableTemplate } from '../../apps/api/test/validation-run.ts';
import { DOCUMENTS } from '../../packages/engine/src/fixtures/generate.ts';
import { NO_SHIFT } from '../../packages/engine/src/fixtures/sheet.ts';
import { makeShipment } from '../../packages/engine/src/fixtures/shipment.ts';
import { writePdf } from '../../packages/engine/src/fixtures/write-pdf.ts';
import { type RunningApp, startApp } from '../helpers/app.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { openSignedIn } from '../helpers/session.ts';
import { expectThumbLoaded, FIXTURES, labelRows, runWizard } from '../helpers/validation-wizard.ts';

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
  for (const fixture of FIXTURES) {
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

/** The wizard (helpers/validation-wizard.ts) for one of this file's shipments; its run is remembered. */
async function validate(name: string, documents: Record<Fixture, string>, balanceBefore: number) {
  const id = await runWizard(page, app.baseUrl, { template: TEMPLATE, name, documents, balanceBefore });
  runs.push({ id, name });
  return id;
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
    const rows = await labelRows(page);
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
    const rows = await labelRows(page);
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
    await expectThumbLoaded(page, `evidence-${GROSS}-PEB`);
    await expectThumbLoaded(page, `evidence-${GROSS}-PL`);
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

    // One button per format (no second CSV button), and the times in WIB, labelled so.
    await expect(page.locator('button[data-testid^="export-"]').allTextContents()).resolves.toEqual([
      'Ekspor XLSX',
      'Ekspor CSV',
    ]);
    await expect(page.getByRole('button', { name: /Unduh Audit/ }).count()).resolves.toBe(0);
    await expect(page.getByText('Waktu pada berkas ekspor dalam WIB.').count()).resolves.toBe(1);

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
    for (const line of csv)
      expect(line['Waktu Validasi (WIB)']).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}\.\d{2} WIB$/);
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
