/**
 * The rough edges of issue 18 in the template builder and the validation wizard, in a real browser:
 * the value chips beside the rectangles cover no other rectangle (dense table rows, at desktop width
 * and at 390 px), the review warns when two samples disagree or a one-document template compares
 * nothing (never "Tidak ada masalah"), and the wizard's badge and step: no "Siap dijalankan" at the
 * upload step, and a reload with formats not yet confirmed opens at the formats, not at the run.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ValidationDetail } from '@vd/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ingestNow } from '../../apps/api/test/templates.ts';
import {
  createValidation,
  type Fixture,
  fixtureDocument,
  fixtureTypeCode,
  multipartForm,
  type PublishedTemplate,
  publishedTemplate,
} from '../../apps/api/test/validation.ts';
import { type RunningApp, startApp } from '../helpers/app.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { openSignedIn } from '../helpers/session.ts';

type Tokens = Awaited<ReturnType<RunningApp['seedUser']>>;

let app: RunningApp;
let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;
let owner: Tokens;
let files: string;
/** A draft of the fixture invoice and packing list, every item row of their tables labelled. */
let dense: PublishedTemplate;
let typeIds: Record<string, string>;

const shots = process.env.E2E_SCREENSHOTS ?? os.tmpdir();
const shoot = (name: string) =>
  page.screenshot({ path: path.join(shots, `rough-builder-${name}.png`), fullPage: true });

/** Calls the API as the owner and answers `data`; throws with the body on an unexpected status. */
async function ownerApi<T>(method: string, url: string, payload?: object, status = 200): Promise<T> {
  const res = await app.app.inject({
    method: method as 'GET',
    url: `/api/v1/${url}`,
    headers: { authorization: `Bearer ${owner.accessToken}` },
    ...(payload && { payload }),
  });
  if (res.statusCode !== status) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data as T;
}
const auth = () => ({ authorization: `Bearer ${owner.accessToken}` });

async function newPage(width: number, height: number) {
  context = await browser.newContext({ viewport: { width, height }, locale: 'id-ID' });
  page = await context.newPage();
  await openSignedIn(page, app.baseUrl, '/admin/homepage', owner);
}

beforeAll(async () => {
  await mkdir(shots, { recursive: true });
  files = await mkdtemp(path.join(os.tmpdir(), 'vd-e2e-rough-builder-'));
  app = await startApp();
  owner = await app.seedUser('owner');
  typeIds = Object.fromEntries(
    (await ownerApi<Array<{ id: string; code: string }>>('GET', 'document-type')).map((type) => [
      type.code,
      type.id,
    ]),
  );
  dense = await publishedTemplate({ app: app.app, ctx: app.ctx }, auth(), ['invoice', 'packing-list'], {
    name: 'Ekspor Kopi - baris rapat',
  });
  await ownerApi('PUT', `template/${dense.id}`, { status: 'draft' });
  browser = await launchBrowser();
}, 240_000);

afterEach(async () => {
  await context?.close();
  context = undefined;
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  if (files) await rm(files, { recursive: true, force: true });
});

/**
 * Every tag shown on the page (a value chip beside its rectangle, a label's name on its top edge;
 * not those shown on hover only) that overlaps another rectangle's box or another rectangle's
 * tags, from their bounding boxes on screen; and how many rectangles and value chips are shown.
 */
const tagOverlaps = (on: Page) =>
  on.evaluate(() => {
    const rects = [...document.querySelectorAll<HTMLElement>('[data-testid="label-rect"]')];
    const shown = (rect: HTMLElement, testId: string) => {
      const tag = rect.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
      return tag && getComputedStyle(tag).display !== 'none' ? tag : null;
    };
    const tags = rects.flatMap((rect, owner) =>
      [shown(rect, 'rect-name'), shown(rect, 'rect-value')]
        .filter((tag): tag is HTMLElement => tag !== null)
        .map((tag) => ({ owner, tag, box: tag.getBoundingClientRect() })),
    );
    const boxes = rects.map((rect) => rect.getBoundingClientRect());
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
    const name = (i: number) => `"${rects[i]!.dataset.label}"`;
    const what = (t: (typeof tags)[number]) =>
      `${t.tag.dataset.testid === 'rect-name' ? 'name' : 'value'} "${t.tag.textContent}" of ${name(t.owner)}`;
    const found: string[] = [];
    for (const [i, t] of tags.entries()) {
      for (const [j, box] of boxes.entries()) {
        if (j !== t.owner && overlap(t.box, box)) found.push(`${what(t)} covers the box of ${name(j)}`);
      }
      for (const other of tags.slice(i + 1)) {
        if (other.owner !== t.owner && overlap(t.box, other.box))
          found.push(`${what(t)} covers ${what(other)}`);
      }
    }
    const values = tags.filter((t) => t.tag.dataset.testid === 'rect-value').length;
    return { rects: rects.length, values, found };
  });

/** Opens the builder on a document type's tab and waits until every rectangle's value is read. */
async function openDense(code: string) {
  await page.goto(`${app.baseUrl}/admin/template/${dense.id}/builder?type=${typeIds[code]}`);
  await page.getByRole('heading', { name: /^Penyusun template: / }).waitFor({ timeout: 15_000 });
  await page.getByTestId('page-overlay').waitFor({ timeout: 30_000 });
  const placed = dense.documents.find((doc) => fixtureTypeCode[doc.fixture] === code)!;
  await expect
    .poll(() => page.getByTestId('label-rect').count(), { timeout: 20_000 })
    .toBeGreaterThan(placed.placements.length);
  await expect
    .poll(() => page.getByTestId('rect-value').filter({ hasText: 'membaca…' }).count(), { timeout: 30_000 })
    .toBe(0);
  // Nothing hovered or selected: a chip shown whole on hover may lie over its neighbours.
  await page.mouse.move(1, 1);
}

describe('builder value chips and names', { timeout: 180_000 }, () => {
  for (const [width, height] of [
    [1440, 1500],
    [390, 844],
  ] as const) {
    it(`cover no other rectangle, nor its tags, at ${width} px, on the invoice and the packing list`, async () => {
      await newPage(width, height);
      for (const code of ['CI', 'PL']) {
        await openDense(code);
        await shoot(`tags-${code}-${width}`);
        await page.getByTestId('page-overlay').screenshot({
          path: path.join(shots, `rough-builder-page-${code}-${width}.png`),
        });
        const seen = await tagOverlaps(page);
        expect(seen.found, `${code} at ${width} px`).toEqual([]);
        // Not vacuous: the rows are dense, and many rectangles still show their value beside them
        // (most at desktop width; at 390 px a page 390 px wide leaves room for fewer).
        expect(seen.rects, code).toBeGreaterThan(15);
        expect(seen.values, `${code} at ${width} px`).toBeGreaterThan(seen.rects / (width > 1000 ? 2 : 3));
      }
      // A name left off for want of room shows with its value when the rectangle is hovered.
      const rect = page
        .getByTestId('label-rect')
        .filter({ has: page.locator('[data-testid="rect-name"][data-hidden="true"]') })
        .first();
      await expect.poll(() => rect.count()).toBe(1);
      const hidden = rect.getByTestId('rect-name');
      expect(await hidden.isVisible()).toBe(false);
      await rect.hover();
      await expect.poll(() => hidden.isVisible()).toBe(true);
    });
  }
});

/** Re-uploads a template sample with another file and reads it at once, as the worker would. */
async function reuploadSample(documentId: string, bytes: Buffer, name: string) {
  const body = multipartForm({}, { bytes, name });
  const res = await app.app.inject({
    method: 'POST',
    url: `/api/v1/file/reupload/document/${documentId}`,
    payload: body.payload,
    headers: { ...body.headers, ...auth() },
  });
  if (res.statusCode !== 202) throw new Error(`reupload: ${res.statusCode} ${res.body}`);
  await ingestNow(app.ctx, documentId);
}

describe('template review', { timeout: 180_000 }, () => {
  const review = async (templateId: string) => {
    await page.goto(`${app.baseUrl}/admin/template/${templateId}/builder?step=review`);
    await page.getByTestId('review-panel').waitFor({ timeout: 20_000 });
    await page.getByTestId('review-ok').waitFor({ timeout: 20_000 });
  };
  const OK = 'Tidak ada masalah. Template siap diterbitkan.';
  const WARNED = 'Template dapat diterbitkan, tetapi periksa dulu peringatan di atas.';

  it('says "Tidak ada masalah" when the samples agree, and warns when two samples disagree', async () => {
    await newPage(1440, 1200);
    // The invoice and packing list of one shipment agree on every compared label.
    await review(dense.id);
    expect(await page.getByTestId('review-ok').textContent()).toBe(OK);
    expect(await page.getByTestId('review-disagreements').count()).toBe(0);

    // The same template with the packing list of another shipment as its sample.
    const template = await publishedTemplate(
      { app: app.app, ctx: app.ctx },
      auth(),
      ['invoice', 'packing-list'],
      { name: 'Ekspor Kopi - contoh berbeda', rows: false },
    );
    await ownerApi('PUT', `template/${template.id}`, { status: 'draft' });
    const packing = template.documents.find((doc) => doc.fixture === 'packing-list')!;
    await reuploadSample(packing.id, (await fixtureDocument('packing-list', 2)).pdf, 'packing-list-lain.pdf');
    await review(template.id);
    const warning = page.getByTestId('review-disagreements');
    await warning.getByText('Nilai contoh dokumen berbeda').waitFor();
    const gross = warning.getByRole('listitem').filter({ hasText: /^Berat Kotor: / });
    await gross.waitFor();
    expect(await gross.textContent()).toMatch(/^Berat Kotor: Commercial Invoice .+ · Packing List .+$/);
    expect(await page.getByTestId('review-ok').textContent()).toBe(WARNED);
    expect(await page.getByText('Tidak ada masalah', { exact: false }).count()).toBe(0);
    await shoot('review-disagree-1440');
  });

  it('warns that a one-document template compares nothing', async () => {
    await newPage(1440, 1200);
    const template = await ownerApi<{ id: string }>(
      'POST',
      'template',
      { name: 'Ekspor Kopi - satu dokumen', document_type_ids: [typeIds.CI] },
      201,
    );
    const invoice = await fixtureDocument('invoice', 1);
    const body = multipartForm({ document_type: typeIds.CI! }, { bytes: invoice.pdf, name: 'invoice.pdf' });
    const res = await app.app.inject({
      method: 'POST',
      url: `/api/v1/file/upload/document/${template.id}`,
      payload: body.payload,
      headers: { ...body.headers, ...auth() },
    });
    expect(res.statusCode, res.body).toBe(202);
    const documentId: string = res.json().data.document_id;
    await ingestNow(app.ctx, documentId);
    const number = invoice.placements.find((placement) => placement.label === 'Nomor Invoice')!;
    await ownerApi(
      'POST',
      `document-detail/${documentId}/label`,
      {
        document_label_id: dense.labels['Nomor Invoice'],
        page: 1,
        coordinate: {
          x0: number.x / 100,
          y0: number.y / 100,
          x1: (number.x + number.width) / 100,
          y1: (number.y + number.height) / 100,
        },
      },
      201,
    );
    await review(template.id);
    await page
      .getByTestId('review-nothing-compared')
      .getByText('Template ini belum membandingkan apa pun')
      .waitFor();
    expect(await page.getByTestId('review-ok').textContent()).toBe(WARNED);
    expect(await page.getByText('Tidak ada masalah', { exact: false }).count()).toBe(0);
    await shoot('review-nothing-compared-1440');
  });
});

describe('validation wizard status', { timeout: 240_000 }, () => {
  it('shows no "Siap Dijalankan" at the upload step, and a reload with unconfirmed formats opens at the formats', async () => {
    await newPage(1440, 1200);
    const template = await publishedTemplate(
      { app: app.app, ctx: app.ctx },
      auth(),
      ['invoice', 'packing-list'],
      { name: 'Ekspor Kopi - wizard', rows: false },
    );
    const validation = await createValidation(
      { app: app.app, ctx: app.ctx },
      auth(),
      [template.id],
      'Kopi Osaka',
    );
    const detail = () => ownerApi<ValidationDetail>('GET', `validation/document/${validation.id}`);
    const fixtures: Fixture[] = ['invoice', 'packing-list'];
    const pathOf: Partial<Record<Fixture, string>> = {};
    for (const fixture of fixtures) {
      pathOf[fixture] = path.join(files, `${fixture}.pdf`);
      await writeFile(pathOf[fixture]!, (await fixtureDocument(fixture, 2)).pdf);
    }

    await page.goto(`${app.baseUrl}/admin/validation/${validation.id}`);
    const badge = page.getByTestId('validation-status');
    await expect.poll(() => badge.textContent()).toBe('Draf');
    for (const fixture of fixtures) {
      const code = fixtureTypeCode[fixture];
      const chooser = page.waitForEvent('filechooser');
      await page.getByTestId(`drop-${code}`).getByRole('button').click();
      await (await chooser).setFiles(pathOf[fixture]!);
      await expect
        .poll(() => page.getByTestId(`document-status-${code}`).textContent(), { timeout: 60_000 })
        .toBe('Siap');
    }
    await expect.poll(() => page.getByTestId('ready-count').textContent()).toBe('2 dari 2 dokumen siap');
    // The server calls it ready (every date format recognised); the upload step still says Draf.
    await expect.poll(async () => (await detail()).status, { timeout: 30_000 }).toBe('ready');
    expect((await detail()).documents.every((doc) => !doc.date_format_confirmed)).toBe(true);
    await page.waitForTimeout(500);
    expect(await badge.textContent()).toBe('Draf');
    expect(await page.getByText('Siap Dijalankan', { exact: false }).count()).toBe(0);
    await shoot('wizard-uploaded-1440');

    // A reload: the formats are only recognised, not confirmed; the wizard opens at the formats.
    await page.reload();
    for (const fixture of fixtures) {
      const code = fixtureTypeCode[fixture];
      await expect
        .poll(() => page.getByTestId(`format-status-${code}`).textContent(), { timeout: 20_000 })
        .toBe('Belum dikonfirmasi');
    }
    expect(await page.getByTestId('execute-button').count()).toBe(0);
    expect(await badge.textContent()).toBe('Draf');
    expect(await page.getByText('Siap Dijalankan', { exact: false }).count()).toBe(0);
    await shoot('wizard-reloaded-1440');

    // Confirmed, the run step says what the server does.
    await page.getByTestId('confirm-formats').click();
    await page.getByTestId('execute-button').waitFor();
    await expect.poll(() => badge.textContent()).toBe('Siap Dijalankan');
  });
});
