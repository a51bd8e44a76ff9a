/**
 * Assisted templating in the browser (docs/assisted-templating.md): a template built from the four
 * fixture samples with the engine's proposals (accepted all, one adjusted, one rejected and one
 * accepted with the keyboard, one drawn by hand whose caption becomes an alias), counted in the
 * user's actions; a shipment's four files dropped at once, each landing on its document; a
 * template duplicated from the library; and a new label created from the builder's label picker
 * (typing its name, then opening the type select and pressing "Buat label baru" used to clear the
 * name and hide the button).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LabelCoordinates, Template } from '@vd/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createValidation,
  type Fixture,
  fixtureDocument,
  fixtureTypeCode,
  publishedTemplate,
  uploadTemplateSample,
} from '../../apps/api/test/validation.ts';
import { unrelatedLetter } from '../../packages/engine/src/fixtures/documents/new-layouts.ts';
import { makeShipment } from '../../packages/engine/src/fixtures/shipment.ts';
import { writePdf } from '../../packages/engine/src/fixtures/write-pdf.ts';
import { type RunningApp, startApp } from '../helpers/app.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { drawBox } from '../helpers/draw.ts';
import { openSignedIn } from '../helpers/session.ts';

type Tokens = Awaited<ReturnType<RunningApp['seedUser']>>;

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let owner: Tokens;
let files: string;

const shots = process.env.E2E_SCREENSHOTS ?? os.tmpdir();
const shot = (name: string) => page.screenshot({ path: path.join(shots, `assisted-templating-${name}.png`) });

async function api<T>(method: string, url: string, payload?: object, status = 200, as: Tokens = owner) {
  const res = await app.app.inject({
    method: method as 'GET',
    url: `/api/v1/${url}`,
    headers: { authorization: `Bearer ${as.accessToken}` },
    ...(payload && { payload }),
  });
  if (res.statusCode !== status) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data as T;
}

beforeAll(async () => {
  await mkdir(shots, { recursive: true });
  files = path.join(os.tmpdir(), `vd-e2e-assist-${process.pid}`);
  await mkdir(files, { recursive: true });
  app = await startApp();
  owner = await app.seedUser('owner');
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 1400 }, locale: 'id-ID' });
  page = await context.newPage();
}, 240_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await app?.close();
  if (files) await rm(files, { recursive: true, force: true });
});

const FIXTURES: Fixture[] = ['invoice', 'packing-list', 'bill-of-lading', 'peb'];
const typeNames: Record<Fixture, string> = {
  invoice: 'Commercial Invoice',
  'packing-list': 'Packing List',
  'bill-of-lading': 'Bill of Lading',
  peb: 'PEB',
};

/** A fixture of shipment `set` written to a file; answers its path. */
async function fixtureFile(fixture: Fixture, set: number): Promise<string> {
  const file = path.join(files, `${fixture}-${set}.pdf`);
  await writeFile(file, (await fixtureDocument(fixture, set)).pdf);
  return file;
}

/**
 * What the user does, counted: a click, a group of keys typed into one field, a key pressed, a
 * drag, a file chosen. `setup` counts the company's one-time label pick apart from the template.
 */
function actionCounter() {
  const counts = { click: 0, type: 0, key: 0, drag: 0, file: 0 };
  return {
    counts,
    total: () => Object.values(counts).reduce((sum, n) => sum + n, 0),
    click: async (target: ReturnType<Page['locator']>) => {
      counts.click++;
      await target.click();
    },
    type: async (target: ReturnType<Page['locator']>, text: string) => {
      counts.type++;
      await target.fill(text);
    },
    key: async (key: string) => {
      counts.key++;
      await page.keyboard.press(key);
    },
    drag: async (draw: () => Promise<void>) => {
      counts.drag++;
      await draw();
    },
    /** A click that opens the file chooser, then the files chosen in it. */
    choose: async (opener: ReturnType<Page['locator']>, chosen: string | string[]) => {
      const chooser = page.waitForEvent('filechooser');
      counts.click++;
      await opener.click();
      counts.file++;
      await (await chooser).setFiles(chosen);
    },
  };
}

/** Waits until no animation runs in `target` (a dialog coming in, a list opening). */
async function settled(target: ReturnType<Page['locator']>) {
  await expect
    .poll(() => target.evaluate((el) => el.getAnimations({ subtree: true }).length), { timeout: 10_000 })
    .toBe(0);
}

/** Drags from the middle of `from` by (dx, dy) percent of the page overlay. */
async function dragBy(from: ReturnType<Page['locator']>, dx: number, dy: number) {
  const overlay = await page.getByTestId('page-overlay').boundingBox();
  const box = await from.boundingBox();
  if (!overlay || !box) throw new Error('Nothing to drag');
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const end = { x: start.x + (overlay.width * dx) / 100, y: start.y + (overlay.height * dy) / 100 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move((start.x + end.x) / 2, (start.y + end.y) / 2, { steps: 4 });
  await page.mouse.move(end.x, end.y, { steps: 4 });
  await page.mouse.up();
}

describe('assisted templating', { timeout: 300_000 }, () => {
  it('creates a new label from the label picker: the typed name survives the type select', async () => {
    const types = await api<Array<{ id: string; code: string }>>('GET', 'document-type');
    const ci = types.find((type) => type.code === 'CI')!.id;
    const template = await api<Template>(
      'POST',
      'template',
      { name: 'Ekspor Pala', document_type_ids: [ci] },
      201,
    );
    const invoice = await fixtureDocument('invoice', 1);
    const documentId = await uploadTemplateSample(
      { app: app.app, ctx: app.ctx },
      { authorization: `Bearer ${owner.accessToken}` },
      template.id,
      ci,
      { bytes: invoice.pdf, name: 'invoice.pdf' },
    );
    await openSignedIn(page, app.baseUrl, `/admin/template/${template.id}/builder`, owner);
    await page.getByRole('heading', { name: /^Penyusun template: / }).waitFor({ timeout: 15_000 });
    await page.getByTestId('page-overlay').waitFor({ timeout: 30_000 });

    const npwp = invoice.placements.find((p) => p.label === 'NPWP Eksportir')!;
    await drawBox(page, npwp);
    const dialog = page.getByRole('dialog', { name: 'Label untuk kotak ini' });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: 'Label', exact: true }).fill('NPWP Penjual');
    const create = dialog.getByRole('button', { name: 'Buat label baru "NPWP Penjual"' });
    await create.waitFor();
    // Opening the type select takes the focus from the name: the name and the button stay.
    await dialog.getByRole('combobox', { name: 'Tipe data label baru' }).click();
    await page.getByRole('option', { name: /NPWP/ }).click();
    await expect.poll(() => create.isVisible()).toBe(true);
    await shot('picker-new-label');
    await create.click();
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
    await page.locator('[data-testid="label-rect"][data-label="NPWP Penjual"]').waitFor({ timeout: 15_000 });

    const labels = await api<Array<{ name: string; data_type: string }>>(
      'GET',
      'document-labels/list-active',
    );
    expect(labels.find((l) => l.name === 'NPWP Penjual')?.data_type).toBe('npwp');
    const placed = await api<LabelCoordinates[]>('GET', `document-detail/${documentId}/labels`);
    expect(placed.map((p) => p.name)).toEqual(['NPWP Penjual']);
  });
});

describe('templates in minutes', { timeout: 900_000 }, () => {
  it('builds a template from the four samples with the proposals, and counts the actions', async () => {
    const user = await app.seedUser('owner');
    const act = actionCounter();
    const rects = () => page.getByTestId('proposal-rect');
    const rows = () => page.getByTestId('proposal-row');

    // Once per company: the whole label catalogue, ticked with one box.
    await openSignedIn(page, app.baseUrl, '/admin/master-data?tab=catalog', user);
    await page.getByTestId('label-catalog').waitFor({ timeout: 15_000 });
    const all = page.getByRole('checkbox', { name: /^Pilih semua yang belum dipakai \(\d+\)$/ });
    await act.click(all);
    const use = page.getByRole('button', { name: /^Pakai label terpilih \(\d+\)$/ });
    const picked = Number((await use.textContent())!.match(/\((\d+)\)/)![1]);
    expect(picked).toBeGreaterThanOrEqual(40);
    await act.click(use);
    await page.getByText(`${picked} label ditambahkan ke perusahaan Anda.`).waitFor();
    await shot('catalogue-picked');
    const setup = act.total();

    // The template: a name and the four document types.
    await act.click(page.getByRole('link', { name: 'Buat Template' }).first());
    await page.waitForURL((url) => url.pathname === '/admin/template/create');
    await act.type(page.getByLabel('Nama template'), 'Ekspor Pala - Buyer Osaka');
    await act.click(page.getByRole('combobox', { name: 'Jenis dokumen' }));
    for (const fixture of FIXTURES) {
      const code = fixtureTypeCode[fixture];
      // A type named by its code is listed by its name alone ("PEB").
      const option = typeNames[fixture] === code ? code : `${typeNames[fixture]} (${code})`;
      await act.click(page.getByRole('option', { name: option, exact: true }));
    }
    await act.key('Escape');
    await act.click(page.getByRole('button', { name: 'Buat dan lanjut ke penyusun' }));
    await page.waitForURL((url) => url.pathname.endsWith('/builder'));
    const templateId = page.url().split('/template/')[1]!.split('/')[0]!;

    /** Opens a document's tab, uploads its sample and waits for the proposals. */
    const sample = async (fixture: Fixture, first: boolean) => {
      if (!first) await act.click(page.getByRole('tab', { name: typeNames[fixture] }));
      await act.choose(
        page.getByRole('button', { name: `Unggah contoh ${typeNames[fixture]}` }),
        await fixtureFile(fixture, 1),
      );
      await page.getByTestId('page-overlay').waitFor({ timeout: 60_000 });
      await expect.poll(() => rows().count(), { timeout: 60_000 }).toBeGreaterThan(5);
      await expect.poll(() => rects().count()).toBe(await rows().count());
    };
    const acceptAll = async () => {
      await act.click(page.getByRole('button', { name: /^Terima semua \(\d+\)$/ }));
      await page.getByTestId('proposals-empty').waitFor({ timeout: 30_000 });
      expect(await rects().count()).toBe(0);
      // An accept that failed puts its proposals back after an error toast: none may have failed.
      expect(await page.getByText('Terjadi kesalahan. Silakan coba lagi.').count()).toBe(0);
    };
    const placed = (label: string) => page.locator(`[data-testid="label-rect"][data-label="${label}"]`);
    const valueAt = (label: string) => placed(label).first().getByTestId('rect-value');

    // Invoice: every proposal accepted; its item table becomes a group.
    await sample('invoice', true);
    await shot('invoice-proposals');
    await acceptAll();
    await expect
      .poll(() => valueAt('Nomor Invoice').textContent(), { timeout: 20_000 })
      .toBe('INV/2308/6058');
    await page.getByTestId('group-row').first().waitFor();

    // Packing list: the gross weight is proposed in the item table; the user drags it onto the
    // total below (an adjusted proposal is accepted where it is let go), accepts the rest, then
    // draws the packing list's date, printed under "Date" (no alias yet), and adds the alias.
    await sample('packing-list', false);
    const gross = rects().and(page.locator('[data-label="Berat Kotor"]'));
    const at = await gross.evaluate((el) => ({
      x: Number.parseFloat((el as HTMLElement).style.left),
      y: Number.parseFloat((el as HTMLElement).style.top),
    }));
    const packing = (await fixtureDocument('packing-list', 1)).placements;
    const total = packing.find((p) => p.label === 'Berat Kotor')!;
    await act.drag(() => dragBy(gross, total.x - at.x, total.y - at.y));
    await expect.poll(() => valueAt('Berat Kotor').textContent(), { timeout: 20_000 }).toMatch(/16\.524/);
    // The date is drawn by hand below. The engine may also propose it (beside "Date", close to the
    // catalogue's "Packing List Date"): the user rejects that proposal, which a drag starting on it
    // would otherwise move instead of drawing a box.
    const dateProposal = page.getByRole('button', { name: 'Tolak usulan Tanggal Packing List' });
    if ((await dateProposal.count()) > 0) await act.click(dateProposal);
    await acceptAll();
    await act.drag(() => drawBox(page, packing.find((p) => p.label === 'Tanggal Packing List')!));
    const picker = page.getByRole('dialog', { name: 'Label untuk kotak ini' });
    await picker.waitFor();
    // As a person does, the name is typed once the dialog has come in, and the label chosen once
    // the list has opened: on a busy machine a click during either animation can be lost.
    await settled(picker);
    await act.type(picker.getByRole('combobox', { name: 'Label', exact: true }), 'Tanggal Packing');
    const option = page.getByRole('option', { name: 'Tanggal Packing List', exact: true });
    await option.waitFor();
    await settled(page.getByRole('listbox'));
    await act.click(option);
    await act.click(picker.getByRole('button', { name: 'Simpan' }));
    await picker.waitFor({ state: 'hidden' });
    const offer = page.getByTestId('alias-offer');
    await offer.waitFor({ timeout: 15_000 });
    await shot('alias-offer');
    await act.click(offer.getByRole('button', { name: 'Tambahkan "Date" sebagai alias' }));
    await page.getByText('"Date" ditambahkan sebagai alias Tanggal Packing List.').waitFor();
    await expect
      .poll(() => valueAt('Tanggal Packing List').textContent(), { timeout: 20_000 })
      .toBe('25 Januari 2024');

    // Bill of lading: with the keyboard, the "notify party" (SAME AS CONSIGNEE) is rejected with
    // Delete, the focus goes on to the next proposal, Enter accepts it; the rest are accepted.
    await sample('bill-of-lading', false);
    const order = await rows().evaluateAll((els) => els.map((el) => el.getAttribute('data-label')));
    const notify = order.indexOf('Pihak yang Diberitahu');
    expect(notify).toBeGreaterThanOrEqual(0);
    const next = order[notify + 1] ?? order[notify - 1]!;
    await act.click(page.getByRole('button', { name: 'Usulan Pihak yang Diberitahu', exact: true }));
    await act.key('Delete');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Usulan ${next}`);
    await act.key('Enter');
    await placed(next).waitFor({ timeout: 20_000 });
    await shot('bill-of-lading-keyboard');
    await acceptAll();
    expect(await placed('Pihak yang Diberitahu').count()).toBe(0);

    // PEB.
    await sample('peb', false);
    await acceptAll();
    await shot('peb-accepted');

    // Review and publish.
    await act.click(page.getByRole('button', { name: 'Lanjut ke tinjauan' }));
    await page.getByTestId('review-panel').waitFor();
    await expect.poll(() => page.getByTestId('review-document').count()).toBe(4);
    await shot('review');
    await act.click(page.getByRole('button', { name: 'Terbitkan template' }));
    await page.waitForURL((url) => url.pathname === '/admin/template/library', { timeout: 30_000 });
    await page
      .getByTestId('template-row')
      .filter({ hasText: 'Ekspor Pala - Buyer Osaka' })
      .getByText('Aktif')
      .waitFor();

    const template = await api<Template>('GET', `template/${templateId}`, undefined, 200, user);
    expect(template.status).toBe('active');
    const labels = await api<Array<{ name: string; aliases: string[] }>>(
      'GET',
      'document-labels/list-active',
      undefined,
      200,
      user,
    );
    expect(labels.find((l) => l.name === 'Tanggal Packing List')?.aliases).toContain('Date');
    const report = {
      setup,
      template: act.total() - setup,
      byKind: act.counts,
      labelsPlaced: template.label_count,
    };
    console.log(`Assisted templating, user actions: ${JSON.stringify(report)}`);
    await writeFile(path.join(shots, 'assisted-templating-actions.json'), JSON.stringify(report, null, 2));
    expect(template.label_count).toBeGreaterThanOrEqual(50);
  });

  it('drops the four files of a shipment together: each lands on its document, a letter is named, not dropped', async () => {
    const user = await app.seedUser('owner');
    const auth = { authorization: `Bearer ${user.accessToken}` };
    const template = await publishedTemplate({ app: app.app, ctx: app.ctx }, auth, FIXTURES, {
      name: 'Ekspor Teh',
    });
    const validation = await createValidation(
      { app: app.app, ctx: app.ctx },
      auth,
      [template.id],
      'Pengiriman Teh 2',
    );
    const dropped = await Promise.all(
      [...FIXTURES].reverse().map(async (fixture) => ({
        name: `${fixture}-2.pdf`,
        base64: (await fixtureDocument(fixture, 2)).pdf.toString('base64'),
      })),
    );
    const letter = await writePdf(unrelatedLetter(makeShipment(2)).ops);
    dropped.push({ name: 'surat-kuasa.pdf', base64: letter.toString('base64') });

    await openSignedIn(page, app.baseUrl, `/admin/validation/${validation.id}`, user);
    const zone = page.getByTestId('shipment-drop-zone');
    await zone.waitFor({ timeout: 15_000 });
    // The files dropped together, as a file manager drops them.
    const transfer = await page.evaluateHandle((list) => {
      const data = new DataTransfer();
      for (const file of list) {
        const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
        data.items.add(new File([bytes], file.name, { type: 'application/pdf' }));
      }
      return data;
    }, dropped);
    await zone.dispatchEvent('drop', { dataTransfer: transfer });
    const listed = page.getByTestId('shipment-file');
    await expect.poll(() => listed.count(), { timeout: 60_000 }).toBe(5);
    const landed = await listed.evaluateAll((els) =>
      els.map((el) => [el.getAttribute('data-file'), el.getAttribute('data-document')]),
    );
    expect(landed).toEqual([
      ...[...FIXTURES].reverse().map((fixture) => [`${fixture}-2.pdf`, fixtureTypeCode[fixture]]),
      ['surat-kuasa.pdf', ''],
    ]);
    const invoice = listed.filter({ hasText: 'invoice-2.pdf' });
    expect(await invoice.getByTestId('shipment-reason').textContent()).toMatch(
      /^judul "commercial invoice" ditemukan · \d+% kata khas contohnya tercetak · kecocokan \d+%$/,
    );
    const unmatched = listed.filter({ hasText: 'surat-kuasa.pdf' });
    expect(await unmatched.getByTestId('shipment-reason').textContent()).toMatch(
      /^Tidak cocok dengan dokumen mana pun/,
    );
    await shot('shipment-dropped');

    await page.getByRole('button', { name: 'Unggah 4 berkas' }).click();
    await page.getByText('4 berkas diunggah dan sedang dibaca.').waitFor({ timeout: 30_000 });
    await expect
      .poll(() => page.getByTestId('ready-count').textContent(), { timeout: 120_000 })
      .toBe('4 dari 4 dokumen siap');
    for (const fixture of FIXTURES) {
      const card = page.getByTestId(`upload-card-${fixtureTypeCode[fixture]}`);
      await card.getByText(`${fixture}-2.pdf`).waitFor();
    }
    // The letter stays named in the zone, not uploaded.
    expect(await page.getByTestId('shipment-file').count()).toBe(1);
    await shot('shipment-uploaded');
  });

  it('duplicates a template from the library under a new name, samples and labels with it', async () => {
    const user = await app.seedUser('owner');
    const auth = { authorization: `Bearer ${user.accessToken}` };
    const original = await publishedTemplate(
      { app: app.app, ctx: app.ctx },
      auth,
      ['invoice', 'packing-list'],
      {
        name: 'Ekspor Kopi',
      },
    );
    const before = await api<Template>('GET', `template/${original.id}`, undefined, 200, user);

    await openSignedIn(page, app.baseUrl, '/admin/template/library', user);
    await page.getByRole('button', { name: 'Duplikat Ekspor Kopi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Duplikat template' });
    await dialog.waitFor();
    const name = dialog.getByLabel('Nama template baru');
    expect(await name.inputValue()).toBe('Ekspor Kopi (salinan)');
    await shot('duplicate-dialog');
    await name.fill('Ekspor Kopi - Buyer Busan');
    await dialog.getByRole('button', { name: 'Duplikat' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/builder') && !url.pathname.includes(original.id));
    await page.getByRole('heading', { name: 'Penyusun template: Ekspor Kopi - Buyer Busan' }).waitFor();
    expect(await page.getByTestId('template-status').textContent()).toBe('Draf');
    await page.getByTestId('label-rect').first().waitFor({ timeout: 30_000 });
    await shot('duplicated');

    const copyId = page.url().split('/template/')[1]!.split('/')[0]!;
    const copy = await api<Template>('GET', `template/${copyId}`, undefined, 200, user);
    expect(copy).toMatchObject({
      name: 'Ekspor Kopi - Buyer Busan',
      status: 'draft',
      label_count: before.label_count,
    });
    expect(copy.document_types.map((t) => t.id)).toEqual(before.document_types.map((t) => t.id));
    // The original is untouched.
    expect(await api<Template>('GET', `template/${original.id}`, undefined, 200, user)).toMatchObject({
      name: 'Ekspor Kopi',
      status: 'active',
    });
  });
});
