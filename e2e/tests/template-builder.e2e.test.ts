/**
 * The template builder (issue 5 acceptance) as a new user would use it: finish onboarding's label
 * step, create a template, upload the fixture invoice and packing list and watch their progress reach
 * 100%, draw the rectangles of at least 8 labels on each with the mouse and see the value read in
 * each, group an item row and duplicate it, review, publish, and find the template in the library.
 */
import { mkdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFixtures } from '../../packages/engine/src/fixtures/generate.ts';
import { type RunningApp, startApp } from '../helpers/app.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { drawBox, type PercentBox, rejectProposals } from '../helpers/draw.ts';
import { openSignedIn } from '../helpers/session.ts';

type Placement = PercentBox & { label: string; page: number; group?: string };

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let fixtures: string;

const shots = process.env.E2E_SCREENSHOTS ?? os.tmpdir();
const shot = (name: string) => page.screenshot({ path: path.join(shots, `template-builder-${name}.png`) });

beforeAll(async () => {
  fixtures = path.join(os.tmpdir(), `vd-e2e-fixtures-${process.pid}`);
  await mkdir(shots, { recursive: true });
  await generateFixtures(fixtures, 1);
  app = await startApp();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 1500 }, locale: 'id-ID' });
  page = await context.newPage();
}, 240_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await app?.close();
  if (fixtures) await rm(fixtures, { recursive: true, force: true });
});

const placementsOf = async (document: string): Promise<Placement[]> =>
  (
    JSON.parse(await readFile(path.join(fixtures, 'placements', `${document}.json`), 'utf8')) as {
      labels: Placement[];
    }
  ).labels;

/** The labels drawn on each document (at least 8 each); the item row of the invoice is grouped. */
const invoiceLabels = [
  'Nama Eksportir',
  'NPWP Eksportir',
  'Nomor Invoice',
  'Tanggal Invoice',
  'Mata Uang',
  'Nama Pembeli',
  'Pelabuhan Muat',
  'Berat Bersih',
  'Berat Kotor',
  'Uraian Barang',
  'Kode HS',
  'Jumlah Barang',
  'Harga Satuan',
];
const itemRow = ['Uraian Barang', 'Kode HS', 'Jumlah Barang', 'Harga Satuan'];
const packingLabels = [
  'Nama Eksportir',
  'Nomor Packing List',
  'Tanggal Packing List',
  'Nomor Invoice',
  'Nama Pembeli',
  'Nomor Kontainer',
  'Jumlah Kemasan',
  'Berat Bersih',
  'Berat Kotor',
];
const catalogue = [...new Set([...invoiceLabels, ...packingLabels])];

const rect = (label: string) => page.locator(`[data-testid="label-rect"][data-label="${label}"]`);

/** Uploads a fixture into the open document tab and waits for its progress bar to reach 100%. */
async function upload(typeName: string, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `Unggah contoh ${typeName}` }).click();
  await (await chooser).setFiles(file);
  const bar = page.getByRole('progressbar', { name: `Kemajuan unggahan ${typeName}` });
  await bar.waitFor({ timeout: 15_000 });
  await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 60_000, interval: 100 }).toBe('100');
  await page.getByTestId('upload-stage').getByText('Selesai').waitFor();
  await page.getByTestId('page-overlay').waitFor({ timeout: 30_000 });
}

/**
 * Types a label's name in the picker and chooses it. On a busy machine the first click can land
 * while the list is still opening (the modal animates in); a person clicks again, and so does this,
 * up to three times: a choice that never sticks still fails the test.
 */
async function pickLabel(dialog: Locator, label: string) {
  const save = dialog.getByRole('button', { name: 'Simpan' });
  for (let attempt = 1; ; attempt++) {
    await dialog.getByRole('combobox', { name: 'Label', exact: true }).fill(label);
    await page.getByRole('option', { name: label, exact: true }).click();
    const chosen = await expect
      .poll(() => save.isEnabled(), { timeout: 3000 })
      .toBe(true)
      .then(() => true)
      .catch((error) => {
        if (attempt >= 3) throw error;
        return false;
      });
    if (chosen) return;
  }
}

/** Draws each label's rectangle with the mouse, picks its label, and waits for the value read there. */
async function drawLabels(placements: Placement[], labels: string[]) {
  for (const label of labels) {
    const placement = placements.find((item) => item.label === label);
    if (!placement) throw new Error(`No placement for ${label}`);
    await drawBox(page, placement);
    const dialog = page.getByRole('dialog', { name: 'Label untuk kotak ini' });
    await dialog.waitFor({ timeout: 8000 }).catch(async (error) => {
      await shot('debug');
      throw error;
    });
    await pickLabel(dialog, label);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const value = rect(label).first().getByTestId('rect-value');
    await expect.poll(() => value.textContent(), { timeout: 20_000 }).not.toMatch(/membaca|tidak terbaca/);
  }
}

describe('template builder', { timeout: 420_000 }, () => {
  it('builds, reviews and publishes a template from the fixture invoice and packing list', async () => {
    const owner = await app.seedUser('owner');
    await openSignedIn(page, app.baseUrl, '/admin/onboarding', owner);

    // Onboarding's label step: pick the labels from the catalogue.
    await page.getByTestId('stage-pick_labels').getByRole('link', { name: 'Kerjakan' }).click();
    const catalog = page.getByTestId('label-catalog');
    for (const name of catalogue) {
      await catalog.getByRole('checkbox', { name: `Pilih ${name}`, exact: true }).check();
    }
    await page.getByRole('button', { name: `Pakai label terpilih (${catalogue.length})` }).click();
    await page.getByText(`${catalogue.length} label ditambahkan ke perusahaan Anda.`).waitFor();

    // Create the template.
    await page.getByRole('link', { name: 'Buat Template' }).first().click();
    await page.waitForURL((url) => url.pathname === '/admin/template/create');
    await page.getByLabel('Nama template').fill('Ekspor Rempah - Buyer Jepang');
    await page.getByLabel('Deskripsi (opsional)').fill('Pala dan teh ke Yokohama');
    const types = page.getByRole('combobox', { name: 'Jenis dokumen' });
    for (const type of ['Commercial Invoice (CI)', 'Packing List (PL)']) {
      await types.click();
      await page.getByRole('option', { name: type }).click();
    }
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Buat dan lanjut ke penyusun' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/builder'));

    // Invoice: upload, draw, group the item row and duplicate it.
    const invoiceFile = path.join(fixtures, 'sets/1/digital/invoice.pdf');
    await upload('Commercial Invoice', invoiceFile);
    await shot('invoice-uploaded');
    const invoice = await placementsOf('invoice');
    // Drawn by hand here (the proposals have a test of their own: assisted-templating).
    await rejectProposals(page);
    await drawLabels(invoice, invoiceLabels.slice(0, 1));
    await drawBox(page, invoice.find((item) => item.label === 'NPWP Eksportir')!);
    const picker = page.getByRole('dialog', { name: 'Label untuk kotak ini' });
    await picker.waitFor();
    await shot('label-picker');
    await picker.getByText('Label untuk kotak ini').click(); // closes the open list of labels
    await picker.getByRole('button', { name: 'Batal' }).click();
    await picker.waitFor({ state: 'hidden' });
    await drawLabels(invoice, invoiceLabels.slice(1));
    await expect
      .poll(() => rect('Nomor Invoice').getByTestId('rect-value').textContent())
      .toContain('INV/2308/6058');
    await expect.poll(() => page.getByTestId('label-rect').count()).toBe(invoiceLabels.length);
    await shot('invoice-labelled');

    for (const label of itemRow) {
      await page.getByRole('checkbox', { name: `Masukkan ${label} ke grup` }).check();
    }
    await page.getByLabel('Nama grup').fill('Barang');
    await page.getByRole('button', { name: `Jadikan grup (${itemRow.length})` }).click();
    await page.getByTestId('group-row').first().waitFor();
    await page.getByRole('button', { name: 'Gandakan grup Barang baris 1' }).click();
    await expect.poll(() => page.getByTestId('group-row').count()).toBe(2);
    await expect.poll(() => rect('Uraian Barang').count()).toBe(2);
    await expect
      .poll(() => rect('Uraian Barang').nth(1).getByTestId('rect-value').textContent(), { timeout: 20_000 })
      .toContain('BLACK TEA');
    await shot('invoice-grouped');

    // Packing list.
    await page.getByRole('tab', { name: 'Packing List' }).click();
    const packingFile = path.join(fixtures, 'sets/1/digital/packing-list.pdf');
    await upload('Packing List', packingFile);
    await rejectProposals(page);
    await drawLabels(await placementsOf('packing-list'), packingLabels);
    await expect
      .poll(() => rect('Nomor Kontainer').getByTestId('rect-value').textContent())
      .toContain('OOLU 616023 5'); // ISO 6346 as printed on boxes
    await shot('packing-list-labelled');

    // Review and publish.
    await page.getByRole('button', { name: 'Lanjut ke tinjauan' }).click();
    await page.getByTestId('review-panel').waitFor();
    await expect.poll(() => page.getByTestId('review-document').count()).toBe(2);
    await shot('review');
    await page.getByTestId('review-ok').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Terbitkan template' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/template/library');

    // The library lists it as active.
    const row = page.getByTestId('template-row').filter({ hasText: 'Ekspor Rempah - Buyer Jepang' });
    await row.getByText('Aktif').waitFor();
    await shot('library');
  });
});
