/**
 * Issue 5's last acceptance point, in the browser: the upload progress bar follows a job worker
 * running as a separate process (`src/worker.ts`), its events relayed by the API's websocket.
 * A worker in its own process needs a database server both processes reach (the embedded database
 * belongs to one process), so this runs with DATABASE_URL only, as CI runs it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../../apps/api/test/templates.ts';
import { type RunningApp, startApp } from '../helpers/app.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { openSignedIn } from '../helpers/session.ts';

const apiDir = path.resolve(import.meta.dirname, '../../apps/api');
const shots = process.env.E2E_SCREENSHOTS ?? os.tmpdir();

describe.skipIf(!process.env.DATABASE_URL)('upload progress from a separate worker process', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let worker: ChildProcess | undefined;
  let files: string;

  beforeAll(async () => {
    files = await mkdtemp(path.join(os.tmpdir(), 'vd-e2e-worker-'));
    app = await startApp({ server: true });
    browser = await launchBrowser();
    page = await (
      await browser.newContext({ viewport: { width: 1440, height: 1100 }, locale: 'id-ID' })
    ).newPage();
  });

  afterAll(async () => {
    if (worker && worker.exitCode === null) {
      const exited = new Promise((resolve) => worker!.once('exit', resolve));
      worker.kill('SIGTERM');
      await exited;
    }
    await browser?.close();
    await app?.close();
    if (files) await rm(files, { recursive: true, force: true });
  });

  it('shows the progress bar reach 100% only once the worker process runs the ingest', async () => {
    const owner = await app.seedUser('owner');
    const headers = { authorization: `Bearer ${owner.accessToken}` };
    const types = await app.app.inject({ method: 'GET', url: '/api/v1/document-type', headers });
    const ci = types.json().data.find((type: { code: string }) => type.code === 'CI').id;
    const created = await app.app.inject({
      method: 'POST',
      url: '/api/v1/template',
      headers,
      payload: { name: 'Ekspor Kopi - pekerja terpisah', document_type_ids: [ci] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const file = path.join(files, 'invoice.pdf');
    await writeFile(file, (await samplePdf('invoice')).pdf);

    await openSignedIn(page, app.baseUrl, `/admin/template/${created.json().data.id}/builder`, owner);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Unggah contoh Commercial Invoice' }).click();
    await (await chooser).setFiles(file);
    const bar = page.getByRole('progressbar', { name: 'Kemajuan unggahan Commercial Invoice' });
    await bar.waitFor({ timeout: 15_000 });

    // No worker yet: the file is stored and queued (the server has answered), and nothing reads it.
    await page
      .getByTestId('upload-stage')
      .getByText('Menunggu giliran diproses')
      .waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
    expect(await page.getByTestId('page-overlay').count()).toBe(0);

    worker = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: apiDir,
      env: { ...process.env, LOG_LEVEL: 'silent', ...app.workerEnv },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await expect
      .poll(() => bar.getAttribute('aria-valuenow'), { timeout: 90_000, interval: 100 })
      .toBe('100');
    await page.getByTestId('upload-stage').getByText('Selesai').waitFor();
    await page.getByTestId('page-overlay').waitFor({ timeout: 30_000 });
    await page.screenshot({ path: path.join(shots, 'worker-process-done.png') });
  }, 150_000);
});
