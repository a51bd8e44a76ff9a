/**
 * Assisted templating in the browser (docs/assisted-templating.md). What is built so far: a new
 * label created from the builder's label picker (typing its name, then opening the type select and
 * pressing "Buat label baru" used to clear the name and hide the button). The template is set up
 * through the API.
 */
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LabelCoordinates, Template } from '@vd/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureDocument, uploadTemplateSample } from '../../apps/api/test/validation.ts';
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

const shots = process.env.E2E_SCREENSHOTS ?? os.tmpdir();
const shot = (name: string) => page.screenshot({ path: path.join(shots, `assisted-templating-${name}.png`) });

async function api<T>(method: string, url: string, payload?: object, status = 200) {
  const res = await app.app.inject({
    method: method as 'GET',
    url: `/api/v1/${url}`,
    headers: { authorization: `Bearer ${owner.accessToken}` },
    ...(payload && { payload }),
  });
  if (res.statusCode !== status) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data as T;
}

beforeAll(async () => {
  await mkdir(shots, { recursive: true });
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
});

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
