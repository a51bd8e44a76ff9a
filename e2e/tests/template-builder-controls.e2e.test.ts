/**
 * The template builder's controls that the main builder flow (template-builder.e2e.test.ts) does not
 * click, each used as a person would with the mouse and keyboard, each checked on screen and on the
 * server: adding a document type to a draft, renaming a sample inline, marking its labelling done
 * and reopening it, the comparisons of the review screen (untick, save, restore the defaults), a
 * failed upload and a good one after it, the builder as a member sees it (read-only), and moving and
 * resizing a placed rectangle with the mouse. Templates are set up through the API.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LabelCoordinates, SampleDocument, Template, TemplateValidation } from '@vd/contract';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../../apps/api/test/factories.ts';
import { cornersOf } from '../../apps/api/test/templates.ts';
import {
  fixtureDocument,
  type PublishedTemplate,
  publishedTemplate,
  uploadTemplateSample,
} from '../../apps/api/test/validation.ts';
import { type RunningApp, startApp } from '../helpers/app.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { openSignedIn } from '../helpers/session.ts';

type Tokens = Awaited<ReturnType<RunningApp['seedUser']>>;
type Corners = { x0: number; y0: number; x1: number; y1: number };

const CI = 'Commercial Invoice';
const PL = 'Packing List';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let files: string;
let owner: Tokens;
/** A draft of the fixture invoice and packing list, every fixture placement labelled (one row each). */
let labelled: PublishedTemplate;
/** The document type id of each seeded code (CI, PL, BL, PEB). */
let typeIds: Record<string, string>;
let invoicePdf: Buffer;

const shots = process.env.E2E_SCREENSHOTS ?? os.tmpdir();
const shot = (name: string, on: Page = page) =>
  on.screenshot({ path: path.join(shots, `template-builder-controls-${name}.png`) });

/** Calls the API as `token` and answers `data`; throws with the body on an unexpected status. */
async function api<T>(token: string, method: string, url: string, payload?: object, status = 200) {
  const res = await app.app.inject({
    method: method as 'GET',
    url: `/api/v1/${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload && { payload }),
  });
  if (res.statusCode !== status) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data as T;
}
const ownerApi = <T>(method: string, url: string, payload?: object, status?: number) =>
  api<T>(owner.accessToken, method, url, payload, status);

const documentsOf = (templateId: string) =>
  ownerApi<SampleDocument[]>('GET', `template/${templateId}/documents`);
const placementsOf = async (documentId: string) =>
  (await ownerApi<LabelCoordinates[]>('GET', `document-detail/${documentId}/labels`)).flatMap((entry) =>
    entry.is_group ? entry.labels : [entry],
  );

/** A draft template of the given document type codes, with no sample yet. */
const draftTemplate = (name: string, codes: string[]) =>
  ownerApi<Template>(
    'POST',
    'template',
    { name, document_type_ids: codes.map((code) => typeIds[code]) },
    201,
  );

/** Uploads the fixture invoice into a template through the API and ingests it at once. */
const uploadInvoice = (templateId: string): Promise<string> =>
  uploadTemplateSample(
    { app: app.app, ctx: app.ctx },
    { authorization: `Bearer ${owner.accessToken}` },
    templateId,
    typeIds.CI!,
    { bytes: invoicePdf, name: 'invoice.pdf' },
  );

const builderUrl = (templateId: string, query = '') =>
  `${app.baseUrl}/admin/template/${templateId}/builder${query}`;

/** Opens the builder and waits for its title. */
async function openBuilder(on: Page, templateId: string, query = '') {
  await on.goto(builderUrl(templateId, query));
  await on.getByRole('heading', { name: /^Penyusun template: / }).waitFor({ timeout: 15_000 });
}

const rect = (on: Page, label: string) => on.locator(`[data-testid="label-rect"][data-label="${label}"]`);
/** "x 70,1% · y 9,2% · 23,2% × 1,9%": the percentages a rectangle's tooltip shows. */
const percentOf = async (box: Locator) =>
  (await box.getAttribute('title'))?.split(' · ').slice(1).join(' · ');
const describeCorners = (c: Corners) => {
  const f = (n: number) => (n * 100).toLocaleString('id-ID', { maximumFractionDigits: 1 });
  return `x ${f(c.x0)}% · y ${f(c.y0)}% · ${f(c.x1 - c.x0)}% × ${f(c.y1 - c.y0)}%`;
};

/** A mouse drag from one point to another, in a few steps as a hand would. */
async function drag(on: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await on.mouse.move(from.x, from.y);
  await on.mouse.down();
  await on.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await on.mouse.move(to.x, to.y, { steps: 4 });
  await on.mouse.up();
}
const centre = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

beforeAll(async () => {
  await mkdir(shots, { recursive: true });
  files = await mkdtemp(path.join(os.tmpdir(), 'vd-e2e-builder-controls-'));
  app = await startApp();
  owner = await app.seedUser('owner');
  const auth = { authorization: `Bearer ${owner.accessToken}` };
  typeIds = Object.fromEntries(
    (await ownerApi<Array<{ id: string; code: string }>>('GET', 'document-type')).map((type) => [
      type.code,
      type.id,
    ]),
  );
  invoicePdf = (await fixtureDocument('invoice', 1)).pdf;
  labelled = await publishedTemplate({ app: app.app, ctx: app.ctx }, auth, ['invoice', 'packing-list'], {
    name: 'Ekspor Pala - Buyer Osaka',
    rows: false,
  });
  // Back to a draft: the builder is editable for managers again.
  await ownerApi('PUT', `template/${labelled.id}`, { status: 'draft' });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 1500 }, locale: 'id-ID' });
  page = await context.newPage();
  await openSignedIn(page, app.baseUrl, '/admin/homepage', owner);
}, 240_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await app?.close();
  if (files) await rm(files, { recursive: true, force: true });
});

describe('template builder controls', { timeout: 90_000 }, () => {
  it('adds a document type to a draft template: a new tab, and the template lists it', async () => {
    const template = await draftTemplate('Ekspor Kopi - tambah jenis', ['CI', 'PL']);
    await openBuilder(page, template.id);
    const tabs = page.getByRole('tab');
    await expect.poll(() => tabs.allTextContents()).toEqual([CI, PL]);

    const add = page.getByRole('button', { name: 'Tambah jenis dokumen' });
    expect(await add.isDisabled()).toBe(true);
    await page.getByRole('combobox', { name: 'Jenis dokumen tambahan' }).click();
    // Only the company's types the template lacks are offered.
    const options = page.getByRole('option');
    await options.first().waitFor();
    const offered = await options.allTextContents();
    expect(offered).toContain('Bill of Lading');
    expect(offered).not.toContain(CI);
    expect(offered).not.toContain(PL);
    await page.getByRole('option', { name: 'Bill of Lading', exact: true }).click();
    await add.click();

    await page.getByText('Jenis dokumen Bill of Lading ditambahkan.').waitFor();
    await expect.poll(() => tabs.allTextContents()).toEqual([CI, PL, 'Bill of Lading']);
    const blTab = page.getByRole('tab', { name: 'Bill of Lading' });
    await expect.poll(() => blTab.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'Unggah contoh Bill of Lading' }).waitFor();
    await shot('type-added');

    // The server: the template has the type (no sample yet), and it is no longer offered.
    const saved = await ownerApi<Template>('GET', `template/${template.id}`);
    expect(saved.document_types.map((type) => type.name)).toEqual([CI, PL, 'Bill of Lading']);
    const additional = await ownerApi<Array<{ name: string }>>(
      'GET',
      `document/additional?template_id=${template.id}`,
    );
    expect(additional.map((type) => type.name)).not.toContain('Bill of Lading');
    expect(await documentsOf(template.id)).toEqual([]);

    await page.reload();
    await expect.poll(() => tabs.allTextContents()).toEqual([CI, PL, 'Bill of Lading']);
  });

  it('renames a sample document inline; Esc cancels, Enter saves, and the name survives a reload', async () => {
    await openBuilder(page, labelled.id);
    const card = page.getByTestId('upload-CI');
    const name = card.getByTestId('document-name');
    await expect.poll(() => name.textContent()).toBe('invoice.pdf');

    // Esc leaves the name as it was.
    await card.getByRole('button', { name: 'Ubah nama dokumen invoice.pdf' }).click();
    const field = card.getByRole('textbox', { name: 'Nama dokumen' });
    await field.waitFor();
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Nama yang dibatalkan');
    await page.keyboard.press('Escape');
    await field.waitFor({ state: 'detached' });
    expect(await name.textContent()).toBe('invoice.pdf');

    // Enter saves.
    await card.getByRole('button', { name: 'Ubah nama dokumen invoice.pdf' }).click();
    await field.waitFor();
    await field.fill('Invoice contoh Osaka');
    await page.keyboard.press('Enter');
    await page.getByText('Nama dokumen disimpan.').waitFor();
    await expect.poll(() => name.textContent()).toBe('Invoice contoh Osaka');
    await card.getByRole('button', { name: 'Ubah nama dokumen Invoice contoh Osaka' }).waitFor();
    const invoice = (await documentsOf(labelled.id)).find((doc) => doc.document_type.code === 'CI')!;
    expect(invoice.name).toBe('Invoice contoh Osaka');
    expect(invoice.file_name).toBe('invoice.pdf');

    await page.reload();
    await expect.poll(() => name.textContent(), { timeout: 15_000 }).toBe('Invoice contoh Osaka');
    // The file's own name stays under it.
    await card.getByText('invoice.pdf · 1 halaman').waitFor();
  });

  it("marks a document's labelling done and reopens it", async () => {
    await openBuilder(page, labelled.id, `?type=${typeIds.PL}`);
    const card = page.getByTestId('upload-PL');
    const status = card.getByTestId('labelling-status');
    const labellingOf = async () =>
      (await documentsOf(labelled.id)).find((doc) => doc.document_type.code === 'PL')!.labelling_status;
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('Belum selesai dilabeli');
    expect(await labellingOf()).toBe('todo');

    await card.getByRole('button', { name: 'Tandai selesai dilabeli' }).click();
    await page.getByText('Dokumen ditandai selesai dilabeli.').waitFor();
    await expect.poll(() => status.textContent()).toBe('Selesai dilabeli');
    await card.getByRole('button', { name: 'Buka kembali' }).waitFor();
    expect(await labellingOf()).toBe('done');
    await shot('labelling-done');
    await page.reload();
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('Selesai dilabeli');

    await card.getByRole('button', { name: 'Buka kembali' }).click();
    await page.getByText('Pelabelan dokumen dibuka kembali.').waitFor();
    await expect.poll(() => status.textContent()).toBe('Belum selesai dilabeli');
    await card.getByRole('button', { name: 'Tandai selesai dilabeli' }).waitFor();
    expect(await labellingOf()).toBe('todo');
  });

  it('unticks a comparison on the review screen, saves it, and restores the defaults', async () => {
    const LABEL = 'Berat Kotor';
    const labelId = labelled.labels[LABEL]!;
    const validationOf = () => ownerApi<TemplateValidation>('GET', `template/${labelled.id}/validation`);
    const before = await validationOf();
    const shared = before.shared_labels.length;
    expect(shared).toBeGreaterThan(3);
    expect(before.items.find((item) => item.document_label_id === labelId)?.document_ids).toHaveLength(2);

    await openBuilder(page, labelled.id, '?step=review');
    const table = page.getByTestId('comparison-table');
    await table.waitFor({ timeout: 15_000 });
    const inInvoice = table.getByRole('checkbox', { name: `Bandingkan ${LABEL} di ${CI}` });
    const inPacking = table.getByRole('checkbox', { name: `Bandingkan ${LABEL} di ${PL}` });
    const row = table.getByTestId('comparison-row').filter({ hasText: LABEL });
    expect(await inInvoice.isChecked()).toBe(true);
    expect(await inPacking.isChecked()).toBe(true);

    await inPacking.uncheck();
    await row
      .getByText('Pilih minimal dua dokumen, atau kosongkan. Label ini tidak akan dibandingkan.')
      .waitFor();
    await page.getByText('Ada perubahan yang belum disimpan.').waitFor();
    await page.getByRole('button', { name: 'Simpan perbandingan' }).click();
    await page.getByText('Perbandingan disimpan.').waitFor();

    // Saved without the label (one document is no comparison); every other label still compared.
    const saved = await validationOf();
    expect(saved.is_default).toBe(false);
    expect(saved.items.map((item) => item.document_label_id)).not.toContain(labelId);
    expect(saved.items).toHaveLength(shared - 1);

    await page.reload();
    await table.waitFor({ timeout: 15_000 });
    await row.getByText('Tidak dibandingkan').waitFor();
    expect(await inPacking.isChecked()).toBe(false);
    expect(await inInvoice.isChecked()).toBe(false);
    expect(await table.getByRole('checkbox', { name: `Bandingkan Nomor Invoice di ${PL}` }).isChecked()).toBe(
      true,
    );
    await shot('comparison-unticked');

    await page.getByRole('button', { name: 'Kembalikan bawaan' }).click();
    await page.getByText('Bawaan dipulihkan. Klik Simpan perbandingan untuk menyimpannya.').waitFor();
    await expect.poll(() => inPacking.isChecked()).toBe(true);
    expect(await inInvoice.isChecked()).toBe(true);
    // Nothing is saved before "Simpan perbandingan".
    expect((await validationOf()).items).toHaveLength(shared - 1);
    await page.getByRole('button', { name: 'Simpan perbandingan' }).click();
    await page.getByText('Perbandingan disimpan.').first().waitFor();
    await expect
      .poll(async () => (await validationOf()).items.map((item) => item.document_label_id).sort())
      .toEqual(before.shared_labels.map((label) => label.document_label_id).sort());
    // Saved as the default, the template follows the default again.
    expect((await validationOf()).is_default).toBe(true);
    await page.getByText('Bawaan: setiap label yang ada di dua dokumen atau lebih dibandingkan.').waitFor();

    await page.reload();
    await table.waitFor({ timeout: 15_000 });
    expect(await inPacking.isChecked()).toBe(true);
    expect(await inInvoice.isChecked()).toBe(true);
  });

  it('shows why an unreadable upload failed, stores nothing, then takes a good file', async () => {
    const template = await draftTemplate('Ekspor Kopi - unggah gagal', ['CI']);
    const notPdf = path.join(files, 'catatan.pdf');
    await writeFile(notPdf, 'Ini catatan teks biasa, bukan PDF.\n');
    const broken = path.join(files, 'rusak.pdf');
    await writeFile(broken, `%PDF-1.7\n${'rusak '.repeat(200)}\n%%EOF\n`);
    const good = path.join(files, 'invoice.pdf');
    await writeFile(good, invoicePdf);

    await openBuilder(page, template.id);
    const card = page.getByTestId('upload-CI');
    await card.getByText('Belum ada contoh dokumen untuk jenis ini.').waitFor();
    const choose = async (button: string, file: string) => {
      const chooser = page.waitForEvent('filechooser');
      await card.getByRole('button', { name: button }).click();
      await (await chooser).setFiles(file);
    };
    const failure = card.getByRole('alert').filter({ hasText: 'Dokumen gagal diproses' });
    // Each file is read by the engine's worker pool: on a loaded machine its answer waits its turn
    // (a CI run beside two benches waited past 15 s), as long as a good file's may.

    // A text file named .pdf.
    await choose(`Unggah contoh ${CI}`, notPdf);
    await failure.getByText('Jenis berkas tidak didukung. Unggah PDF, PNG, JPEG, TIFF, atau WebP.').waitFor({
      timeout: 60_000,
    });
    await shot('upload-unsupported');
    expect(await documentsOf(template.id)).toEqual([]);

    // A file that claims to be a PDF but is not one.
    await choose(`Unggah contoh ${CI}`, broken);
    await failure.getByText('Berkas rusak atau tidak lengkap sehingga tidak dapat dibaca.').waitFor({
      timeout: 60_000,
    });
    expect(await documentsOf(template.id)).toEqual([]);
    expect((await ownerApi<Template>('GET', `template/${template.id}`)).document_count).toBe(0);

    // The good file goes through, and the failure is gone.
    await choose(`Unggah contoh ${CI}`, good);
    const bar = page.getByRole('progressbar', { name: `Kemajuan unggahan ${CI}` });
    await expect
      .poll(() => bar.getAttribute('aria-valuenow'), { timeout: 60_000, interval: 100 })
      .toBe('100');
    await card.getByTestId('upload-stage').getByText('Selesai').waitFor();
    await page.getByTestId('page-overlay').waitFor({ timeout: 30_000 });
    expect(await failure.count()).toBe(0);
    await expect.poll(() => card.getByTestId('document-status').textContent()).toBe('Siap');
    const [document] = await documentsOf(template.id);
    expect(document).toMatchObject({ status: 'ready', file_name: 'invoice.pdf', page_count: 1 });
    expect(document!.pages).toHaveLength(1);

    // A broken re-upload leaves the ready sample as it was.
    await choose(`Unggah ulang contoh ${CI}`, broken);
    await failure.getByText('Berkas rusak atau tidak lengkap sehingga tidak dapat dibaca.').waitFor({
      timeout: 60_000,
    });
    const [after] = await documentsOf(template.id);
    expect(after).toMatchObject({
      status: 'ready',
      file_name: 'invoice.pdf',
      page_count: 1,
      uid: document!.uid,
    });
    await page.getByTestId('page-overlay').waitFor();
    await shot('upload-reupload-broken');
  });

  it('shows a member the builder read-only: nothing to upload, draw, move, delete or save', async () => {
    const seeded = await seedUser(app.ctx.db, app.ctx.config, { companyId: owner.companyId, role: 'member' });
    const member = { accessToken: seeded.accessToken, refreshToken: seeded.refreshToken };
    const invoice = labelled.documents.find((doc) => doc.fixture === 'invoice')!;
    const placementsBefore = await placementsOf(invoice.id);
    const memberContext = await browser.newContext({
      viewport: { width: 1440, height: 1500 },
      locale: 'id-ID',
    });
    try {
      const view = await memberContext.newPage();
      await openSignedIn(view, app.baseUrl, `/admin/template/${labelled.id}/builder`, member);
      await view.getByRole('heading', { name: /^Penyusun template: / }).waitFor({ timeout: 15_000 });
      await view.getByTestId('page-overlay').waitFor({ timeout: 15_000 });
      await expect.poll(() => rect(view, 'Nomor Invoice').count()).toBe(1);
      await expect.poll(() => view.getByTestId('template-status').textContent()).toBe('Draf');

      const card = view.getByTestId('upload-CI');
      // The sample's state is shown, not its controls.
      await card.getByTestId('labelling-status').waitFor();
      await card.getByTestId('document-name').waitFor();
      for (const name of [
        /^Unggah/,
        /^Ubah nama dokumen/,
        'Tandai selesai dilabeli',
        'Buka kembali',
        'Hapus dokumen',
      ]) {
        expect(await card.getByRole('button', { name }).count(), String(name)).toBe(0);
      }
      expect(await view.getByTestId('add-document-type').count()).toBe(0);
      expect(await view.getByText('Hanya baca.', { exact: true }).count()).toBe(1);
      await view
        .getByTestId('member-read-only')
        .getByText(/hanya pemilik dan admin/)
        .waitFor();
      expect(await view.getByText(/^Tarik kotak dengan mouse/).count()).toBe(0);
      // The side panels: no group ticks, no delete, no group or prompt editing, no number formats.
      const placed = view.getByTestId('placed-list');
      await expect.poll(() => placed.getByTestId('placed-row').count()).toBe(placementsBefore.length);
      expect(await placed.getByRole('checkbox').count()).toBe(0);
      expect(await view.getByRole('button', { name: /^Hapus kotak / }).count()).toBe(0);
      expect(await view.getByLabel('Nama grup').count()).toBe(0);
      expect(await view.getByRole('button', { name: /^Jadikan grup/ }).count()).toBe(0);
      expect(await view.getByRole('button', { name: /^(Gandakan|Hapus) grup/ }).count()).toBe(0);
      expect(await view.getByRole('button', { name: 'Tambah petunjuk' }).count()).toBe(0);
      expect(await view.getByRole('button', { name: 'Simpan petunjuk' }).count()).toBe(0);
      expect(await view.getByTestId('template-format-CI').count()).toBe(0);

      // Dragging on an empty part of the page draws nothing and asks for no label.
      const overlay = view.getByTestId('page-overlay');
      const area = (await overlay.boundingBox())!;
      const at = (px: number, py: number) => ({
        x: area.x + (area.width * px) / 100,
        y: area.y + (area.height * py) / 100,
      });
      await view.mouse.move(at(20, 50).x, at(20, 50).y);
      await view.mouse.down();
      await view.mouse.move(at(35, 55).x, at(35, 55).y, { steps: 4 });
      expect(await view.getByTestId('draft-rect').count()).toBe(0);
      await view.mouse.up();
      expect(await view.getByRole('dialog', { name: 'Label untuk kotak ini' }).count()).toBe(0);

      // A rectangle is selected, but it neither moves with the mouse nor has resize handles, and
      // neither the arrows nor Delete change it.
      const box = rect(view, 'Nomor Invoice');
      const where = await percentOf(box);
      const start = await centre(box);
      await drag(view, start, { x: start.x - 120, y: start.y + 80 });
      expect(await percentOf(box)).toBe(where);
      await box.click();
      await expect.poll(() => box.getAttribute('aria-pressed')).toBe('true');
      expect(await box.locator('[data-handle]').count()).toBe(0);
      expect(await percentOf(box)).toBe(where);
      await box.focus();
      await view.keyboard.press('ArrowRight');
      await view.keyboard.press('Delete');
      expect(await box.count()).toBe(1);
      expect(await percentOf(box)).toBe(where);
      // Still no label dialog, from the drag on the page earlier either.
      expect(await view.getByRole('dialog', { name: 'Label untuk kotak ini' }).count()).toBe(0);
      await shot('member-builder', view);

      // The review: the comparisons are shown but cannot be changed; nothing to publish.
      await view.getByText('Tinjau & terbitkan', { exact: true }).click();
      const table = view.getByTestId('comparison-table');
      await table.waitFor({ timeout: 15_000 });
      const boxes = table.getByRole('checkbox');
      expect(await boxes.count()).toBeGreaterThan(0);
      for (const checkbox of await boxes.all()) expect(await checkbox.isDisabled()).toBe(true);
      for (const name of ['Simpan perbandingan', 'Kembalikan bawaan', 'Terbitkan template']) {
        expect(await view.getByRole('button', { name }).count(), name).toBe(0);
      }
      await shot('member-review', view);

      // And the server holds the same rectangles as before.
      expect(await placementsOf(invoice.id)).toEqual(placementsBefore);
    } finally {
      await memberContext.close();
    }
  });

  it('moves a rectangle by its body and resizes it by a corner; the value read follows', async () => {
    const template = await draftTemplate('Ekspor Kopi - geser kotak', ['CI']);
    const documentId = await uploadInvoice(template.id);
    const placements = (await fixtureDocument('invoice', 1)).placements;
    const of = (label: string) => cornersOf(placements.find((placement) => placement.label === label)!);
    const from = of('Nomor Invoice');
    const incoterm = of('Incoterm');
    await ownerApi(
      'POST',
      `document-detail/${documentId}/label`,
      { document_label_id: labelled.labels['Nomor Invoice'], page: 1, coordinate: from },
      201,
    );
    const saved = async () => (await placementsOf(documentId))[0]!.coordinate;

    await openBuilder(page, template.id);
    const overlay = page.getByTestId('page-overlay');
    await overlay.waitFor({ timeout: 15_000 });
    const box = rect(page, 'Nomor Invoice');
    const value = box.getByTestId('rect-value');
    const listed = page.getByTestId('placed-row').filter({ hasText: 'Nomor Invoice' });
    await expect.poll(() => value.textContent(), { timeout: 20_000 }).toBe('INV/2308/6058');
    await expect.poll(() => listed.textContent()).toContain('INV/2308/6058');
    expect(await percentOf(box)).toBe(describeCorners(from));
    await shot('rect-before');

    // Move: drag the body down onto the Incoterm line.
    const area = (await overlay.boundingBox())!;
    const start = await centre(box);
    await drag(page, start, { x: start.x, y: start.y + (incoterm.y0 - from.y0) * area.height });
    await expect.poll(() => value.textContent(), { timeout: 20_000 }).toBe('FOB JAKARTA');
    await expect.poll(() => listed.textContent()).toContain('FOB JAKARTA');
    const moved = await saved();
    expect(moved.x0).toBeCloseTo(from.x0, 3);
    expect(moved.x1).toBeCloseTo(from.x1, 3);
    expect(moved.y0).toBeCloseTo(incoterm.y0, 2);
    expect(moved.y1 - moved.y0).toBeCloseTo(from.y1 - from.y0, 4);
    expect(await percentOf(box)).toBe(describeCorners(moved));
    await shot('rect-moved');

    // Resize: a click keeps the rectangle selected and shows its handles (a click on the bare page
    // clears the selection); then pull its bottom-right corner down over the next line (Mata Uang),
    // and to the right.
    await box.click();
    await expect.poll(() => box.getAttribute('aria-pressed')).toBe('true');
    await overlay.click({ position: { x: 5, y: 5 } });
    await expect.poll(() => box.getAttribute('aria-pressed')).toBe('false');
    await box.click();
    await expect.poll(() => box.getAttribute('aria-pressed')).toBe('true');
    const handle = box.locator('[data-handle="se"]');
    await handle.waitFor();
    const corner = await centre(handle);
    const dy = (of('Mata Uang').y1 - moved.y1) * area.height;
    await drag(page, corner, { x: corner.x + 0.03 * area.width, y: corner.y + dy });
    await expect.poll(async () => (await saved()).y1, { timeout: 10_000 }).toBeGreaterThan(moved.y1 + 0.01);
    const resized = await saved();
    expect(resized.x0).toBeCloseTo(moved.x0, 4);
    expect(resized.y0).toBeCloseTo(moved.y0, 4);
    expect(resized.x1).toBeCloseTo(moved.x1 + 0.03, 2);
    expect(resized.y1).toBeCloseTo(of('Mata Uang').y1, 2);
    await expect.poll(() => percentOf(box)).toBe(describeCorners(resized));
    await expect.poll(() => value.textContent(), { timeout: 20_000 }).not.toMatch(/^(membaca…|FOB JAKARTA)$/);
    const read = await value.textContent();
    expect(read).toContain('USD');
    await shot('rect-resized');

    // The arrow keys nudge the selected rectangle.
    await box.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await saved()).x0, { timeout: 10_000 }).toBeCloseTo(resized.x0 - 0.002, 5);
    expect((await saved()).y0).toBeCloseTo(resized.y0, 5);

    // Undo and redo of placement edits: Ctrl+Z takes the nudge back, the button the resize (the
    // value read follows); redo makes the resize again.
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await saved()).x0, { timeout: 10_000 }).toBeCloseTo(resized.x0, 5);
    await page.getByRole('button', { name: 'Urungkan pemindahan' }).click();
    await expect.poll(async () => (await saved()).y1, { timeout: 10_000 }).toBeCloseTo(moved.y1, 4);
    await expect.poll(() => value.textContent(), { timeout: 20_000 }).toBe('FOB JAKARTA');
    await page.getByRole('button', { name: 'Ulangi pemindahan' }).click();
    await expect.poll(async () => (await saved()).y1, { timeout: 10_000 }).toBeCloseTo(resized.y1, 4);
    await shot('rect-undo-redo');

    await page.reload();
    await expect
      .poll(() => percentOf(rect(page, 'Nomor Invoice')), { timeout: 15_000 })
      .toBe(describeCorners(await saved()));
  });
});
