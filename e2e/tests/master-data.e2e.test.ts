/**
 * Master data (issue 5, phase 1) as a new company would set it up: pick labels from the catalogue
 * (onboarding's label step), choose the master document, give a label an alias and a validation
 * logic, write a logical rule by choosing labels and an operator, and watch onboarding progress.
 * A member sees the same screens without any way to change them.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from '../helpers/app.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { openSignedIn } from '../helpers/session.ts';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const shots = process.env.E2E_SCREENSHOTS;
const shot = async (name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

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

const stage = (id: string) => page.getByTestId(`stage-${id}`);

/** Picks an option of a Mantine Select. */
async function choose(select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('master data for a new company', { timeout: 120_000 }, () => {
  it('finishes the label and master document steps, sets an alias, a logic and a rule', async () => {
    const owner = await app.seedUser('owner');
    await openSignedIn(page, app.baseUrl, '/admin/homepage', owner);

    // The homepage shows onboarding until every stage is done.
    const card = page.getByTestId('onboarding-card');
    await card.getByText('0 dari 4 langkah selesai').waitFor();
    await shot('home-onboarding');
    await card.getByRole('link', { name: 'Lihat semua langkah' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/onboarding');
    await expect.poll(() => stage('pick_labels').getAttribute('data-status')).toBe('pending');
    await shot('onboarding-start');

    // Pick labels: onboarding links to the catalogue tab.
    await stage('pick_labels').getByRole('link', { name: 'Kerjakan' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/master-data' && url.search === '?tab=catalog');
    const catalog = page.getByTestId('label-catalog');
    for (const name of [
      'Berat Bersih',
      'Berat Kotor',
      'Nomor Invoice',
      'Jumlah Harga',
      'Total Nilai Invoice',
    ]) {
      await catalog.getByRole('checkbox', { name: `Pilih ${name}`, exact: true }).check();
    }
    await shot('catalog-picked');
    await page.getByRole('button', { name: 'Pakai label terpilih (5)' }).click();
    await page.getByText('5 label ditambahkan ke perusahaan Anda.').waitFor();
    await expect
      .poll(() => catalog.getByRole('checkbox', { name: 'Pilih Berat Bersih', exact: true }).isDisabled())
      .toBe(true);

    // Own label beside the catalogue.
    await page.getByLabel('Nama label').fill('Nomor Kontrak');
    await page.getByRole('button', { name: 'Tambah label sendiri' }).click();
    await page.getByTestId('own-labels').getByText('Nomor Kontrak').waitFor();

    // Master document.
    await page.getByRole('tab', { name: 'Dokumen Master' }).click();
    await choose(page.getByRole('combobox', { name: 'Dokumen acuan' }), 'PEB (PEB)');
    await page.getByRole('button', { name: 'Simpan dokumen master' }).click();
    await page.getByTestId('master-document').getByText('Saat ini: PEB').waitFor();

    // A label: alias and validation logic in the detail drawer.
    await page.getByRole('tab', { name: 'Label Dokumen' }).click();
    await page.getByLabel('Cari label atau alias').fill('Berat Kotor');
    const table = page.getByTestId('labels-table');
    await expect.poll(() => table.getByTestId('label-row').count()).toBe(1);
    await table.getByRole('button', { name: 'Berat Kotor' }).click();
    const drawer = page.getByRole('dialog', { name: 'Berat Kotor' });
    await drawer.getByLabel('Alias baru').fill('G.W. (KGS)');
    await drawer.getByRole('button', { name: 'Tambah' }).click();
    await drawer.getByTestId('alias').filter({ hasText: 'G.W. (KGS)' }).waitFor();
    await choose(drawer.getByRole('combobox', { name: 'Logika' }), 'Angka (dengan toleransi)');
    await drawer.getByLabel('Toleransi persen (%)').fill('0,5');
    await drawer.getByRole('button', { name: 'Simpan logika' }).click();
    await page.getByText('Logika validasi disimpan.').waitFor();
    await shot('label-drawer');
    await page.keyboard.press('Escape');
    await table
      .getByRole('row', { name: /Berat Kotor/ })
      .getByText('Angka (dengan toleransi)')
      .waitFor();

    // A logical rule: Berat Bersih <= Berat Kotor, built from pickers.
    await page.goto(`${app.baseUrl}/admin/validation/logic`);
    await page.getByRole('button', { name: 'Tambah aturan' }).click();
    const form = page.getByRole('dialog', { name: 'Aturan baru' });
    await form.getByLabel('Nama aturan').fill('Berat bersih tidak melebihi berat kotor');
    const terms = form.getByTestId('rule-term');
    await choose(terms.nth(0).getByRole('combobox', { name: 'Label', exact: true }), 'Berat Bersih');
    await choose(terms.nth(1).getByRole('combobox', { name: 'Label', exact: true }), 'Berat Kotor');
    await form
      .getByLabel('Pesan bila aturan tidak terpenuhi (opsional)')
      .fill('Berat bersih melebihi berat kotor');
    await shot('rule-form');
    await form.getByRole('button', { name: 'Simpan aturan' }).click();
    await page.getByText('Aturan disimpan.').waitFor();
    const rule = page.getByTestId('rule-row').filter({ hasText: 'Berat bersih tidak melebihi berat kotor' });
    await expect
      .poll(() => rule.getByTestId('rule-expression').textContent())
      .toMatch(/Berat Bersih.*Berat Kotor/);
    await shot('rules');

    // Onboarding: labels and master document are done; the homepage card follows.
    await page.goto(`${app.baseUrl}/admin/onboarding`);
    await expect.poll(() => stage('pick_labels').getAttribute('data-status')).toBe('done');
    await expect.poll(() => stage('master_document').getAttribute('data-status')).toBe('done');
    await page.getByTestId('onboarding-progress').getByText('2 dari 4 langkah selesai').waitFor();
    await shot('onboarding-progress');
    await page.goto(`${app.baseUrl}/admin/homepage`);
    await card.getByText('2 dari 4 langkah selesai').waitFor();
  });
});

describe('document types and labels', { timeout: 90_000 }, () => {
  it('adds, renames and deletes a document type; deactivates labels in bulk', async () => {
    const admin = await app.seedUser('admin');
    await openSignedIn(page, app.baseUrl, '/admin/master-data', admin);
    const types = page.getByTestId('document-types');
    await types.getByText('Commercial Invoice').waitFor();
    await page.getByRole('button', { name: 'Tambah jenis dokumen' }).click();
    let dialog = page.getByRole('dialog', { name: 'Tambah jenis dokumen' });
    await dialog.getByLabel('Nama jenis dokumen').fill('Faktur Pajak');
    await dialog.getByLabel('Kode').fill('fp');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await types.getByText('Faktur Pajak').waitFor();
    await page.getByRole('button', { name: 'Ubah nama Faktur Pajak' }).click();
    dialog = page.getByRole('dialog', { name: 'Ubah nama jenis dokumen' });
    await dialog.getByLabel('Nama jenis dokumen').fill('Faktur Pajak Keluaran');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await types.getByText('Faktur Pajak Keluaran').waitFor();
    await page.getByRole('button', { name: 'Hapus Faktur Pajak Keluaran' }).click();
    await page
      .getByRole('dialog', { name: 'Hapus jenis dokumen?' })
      .getByRole('button', { name: 'Hapus' })
      .click();
    await page.getByText('Jenis dokumen dihapus.').waitFor();
    await expect.poll(() => types.getByText('Faktur Pajak Keluaran').count()).toBe(0);

    await page.getByRole('tab', { name: 'Katalog Label' }).click();
    const catalog = page.getByTestId('label-catalog');
    for (const name of ['Kode HS', 'Nama Kapal']) {
      await catalog.getByRole('checkbox', { name: `Pilih ${name}`, exact: true }).check();
    }
    await page.getByRole('button', { name: 'Pakai label terpilih (2)' }).click();
    await page.getByText('2 label ditambahkan ke perusahaan Anda.').waitFor();
    await page.getByRole('tab', { name: 'Label Dokumen' }).click();
    await page.getByRole('checkbox', { name: 'Pilih semua label di halaman ini' }).check();
    await page.getByTestId('bulk-actions').getByRole('button', { name: 'Nonaktifkan' }).click();
    await page.getByText('2 label dinonaktifkan.').waitFor();
    await expect
      .poll(() => page.getByRole('switch', { name: 'Status aktif Kode HS' }).isChecked())
      .toBe(false);
    await shot('labels-inactive');
  });
});

describe('a member', { timeout: 90_000 }, () => {
  it('sees master data and rules read-only', async () => {
    const member = await app.seedUser('member');
    await openSignedIn(page, app.baseUrl, '/admin/master-data', member);
    await page.getByTestId('read-only-note').waitFor();
    await page.getByTestId('document-types').getByText('Commercial Invoice').waitFor();
    expect(await page.getByRole('button', { name: 'Tambah jenis dokumen' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Hapus / }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Label Dokumen' }).click();
    await page.getByText('Belum ada label.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Tambah label' }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Katalog Label' }).click();
    const first = page.getByTestId('label-catalog').getByRole('checkbox').first();
    await first.waitFor();
    expect(await first.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /Pakai label terpilih/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Tambah label sendiri' }).count()).toBe(0);

    // A member never chooses the master document: the tab is not offered (docs/roles.md).
    expect(await page.getByRole('tab', { name: 'Dokumen Master' }).count()).toBe(0);
    await shot('member-master-data');

    await page.goto(`${app.baseUrl}/admin/validation/logic`);
    await page.getByTestId('read-only-note').waitFor();
    expect(await page.getByRole('button', { name: 'Tambah aturan' }).count()).toBe(0);
    // No 403 on the way: the access-denied toast never appeared.
    expect(await page.getByText('Anda tidak memiliki akses').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/admin/validation/logic');
  });
});
