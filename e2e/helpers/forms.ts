/** Small steps the account browser tests repeat: reading a field's message, typing a code, signing in. */
import type { Page } from 'playwright-core';
import { codeIn, waitForEmail } from './outbox.ts';

/** The error text under the field with this exact label, or null when the field shows none. */
export async function fieldError(page: Page, label: string): Promise<string | null> {
  const wrapper = page.locator('.mantine-InputWrapper-root', {
    has: page.getByLabel(label, { exact: true }),
  });
  const error = wrapper.locator('.mantine-InputWrapper-error');
  return (await error.count()) > 0 ? error.first().textContent() : null;
}

/** Types a 6-digit code into the PinInput, one digit per box, as a person would. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.locator('.mantine-PinInput-input').first().click();
  await page.keyboard.type(code, { delay: 30 });
}

export async function waitForPath(page: Page, pathname: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
}

/** /login -> e-mailed one-time password -> /check-in -> /admin/homepage. */
export async function signInWithOtp(
  page: Page,
  app: { baseUrl: string; outboxDir: string },
  credentials: { email: string; password: string; remember?: boolean; internal?: boolean },
): Promise<void> {
  await page.goto(`${app.baseUrl}/login`);
  if (credentials.internal) await page.getByLabel('Masuk sebagai staf internal').check();
  await page.getByLabel('Email', { exact: true }).fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  if (credentials.remember) await page.getByLabel('Ingat saya').check();
  const since = new Date(Date.now() - 50);
  await page.getByRole('button', { name: 'MASUK' }).click();
  await waitForPath(page, '/check-in');
  const email = await waitForEmail(app.outboxDir, {
    to: credentials.email,
    subject: 'Kode masuk',
    after: since,
  });
  await typeCode(page, codeIn(email));
  await waitForPath(page, '/admin/homepage');
}
