import type { Page } from 'playwright-core';

/** Opens `path` signed in with a seeded user's tokens (no OTP round: the accounts tests cover it). */
export async function openSignedIn(
  page: Page,
  baseUrl: string,
  path: string,
  tokens: { accessToken: string; refreshToken: string },
): Promise<void> {
  await page.goto(`${baseUrl}/toc`);
  await page.evaluate(({ accessToken, refreshToken }) => {
    localStorage.setItem('token', accessToken);
    localStorage.setItem('refresh_token', refreshToken);
  }, tokens);
  await page.goto(`${baseUrl}${path}`);
}
