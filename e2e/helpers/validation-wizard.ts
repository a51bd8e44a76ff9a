/** The validation wizard and the result page as a user goes through them, shared by the browser tests. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type Fixture, fixtureTypeCode } from '../../apps/api/test/validation.ts';
import { DOCUMENTS } from '../../packages/engine/src/fixtures/generate.ts';

/** The documents of the runnable template (apps/api/test/validation-run.ts), in its order. */
export const FIXTURES: Fixture[] = ['invoice', 'packing-list', 'bill-of-lading', 'peb'];

/** Two date formats that read the same texts (DD MMM YYYY and DD MMMM YYYY do). */
const sameFormat = (a: string, b: string) => a.replace('MMMM', 'MMM') === b.replace('MMMM', 'MMM');

/**
 * The wizard from the start: pick the template, name the shipment, upload each document (a file
 * path per fixture) into its card and watch it reach 100% and Siap, confirm the detected date
 * formats, execute, and land on the result. Answers the validation's id.
 */
export async function runWizard(
  page: Page,
  baseUrl: string,
  run: { template: string; name: string; documents: Record<Fixture, string>; balanceBefore: number },
): Promise<string> {
  await page.goto(`${baseUrl}/admin/validation`);
  await page.getByTestId(`template-option-${run.template}`).click();
  await expect.poll(() => page.getByTestId('chosen-count').textContent()).toBe('1 template dipilih');
  await page.getByLabel('Nama pengiriman (opsional)').fill(run.name);
  await page.getByTestId('create-validation').click();
  await page.waitForURL((url) => /^\/admin\/validation\/[0-9a-f-]{36}$/.test(url.pathname));
  const id = new URL(page.url()).pathname.split('/').at(-1)!;

  // Upload: one card per sample document, each file through the card's "pilih berkas".
  await expect.poll(() => page.locator('[data-testid^="upload-card-"]').count()).toBe(FIXTURES.length);
  for (const fixture of FIXTURES) {
    const code = fixtureTypeCode[fixture];
    await expect(page.getByTestId(`document-status-${code}`).textContent()).resolves.toBe('Belum Diunggah');
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId(`drop-${code}`).getByRole('button').click();
    await (await chooser).setFiles(run.documents[fixture]);
    const bar = page.getByTestId(`upload-progress-${code}`);
    await bar.waitFor({ timeout: 15_000 });
    await expect
      .poll(() => bar.getAttribute('aria-valuenow'), { timeout: 30_000, interval: 100 })
      .toBe('100');
    // The upload's ingest runs on the app's worker beside the unit tests on two cores: a loaded CI
    // machine once took longer than 30 s to show it (the status still "Belum Diunggah").
    await expect
      .poll(() => page.getByTestId(`document-status-${code}`).textContent(), { timeout: 60_000 })
      .toBe('Siap');
    await expect(page.getByTestId(`upload-stage-${code}`).textContent()).resolves.toBe('Selesai');
  }
  await expect.poll(() => page.getByTestId('ready-count').textContent()).toBe('4 dari 4 dokumen siap');
  await page.getByRole('button', { name: 'Lanjut ke Format Tanggal' }).click();

  // Date formats: each document's was detected; confirm them all.
  for (const fixture of FIXTURES) {
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
  await expect.poll(() => page.getByTestId('execute-balance').textContent()).toBe(String(run.balanceBefore));
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
  return id;
}

/** Every label row of the result table, in the order shown, as [testid key, verdict]. */
export const labelRows = (page: Page) =>
  page
    .locator('[data-testid^="label-row-"]')
    .evaluateAll((rows) =>
      rows.map((row) => [row.getAttribute('data-testid')!.slice('label-row-'.length), row.dataset.verdict]),
    );

/**
 * Scrolls an evidence thumbnail into view and waits for its crop (a blob: image) to be decoded. The
 * crop is cut on the server from the decoded page; on a CI machine whose two cores are busy that
 * once took more than 15 s, so the wait is the one the result table gets (30 s).
 */
export async function expectThumbLoaded(page: Page, testId: string) {
  const thumb = page.getByTestId(testId);
  await thumb.scrollIntoViewIfNeeded();
  const image = thumb.locator('img');
  await image.waitFor({ timeout: 30_000 });
  await expect
    .poll(() =>
      image.evaluate((img: HTMLImageElement) => ({
        blob: img.src.startsWith('blob:'),
        loaded: img.complete && img.naturalWidth > 0,
      })),
    )
    .toEqual({ blob: true, loaded: true });
}
