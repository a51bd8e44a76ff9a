/**
 * The SPA shell in a real browser against the real server (issue 2, item 7): the redirect rules of
 * docs/product.md §2, its theme (§6: Poppins, green primary), and the 403 path of §5.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApp } from '../helpers/app.ts';
import { launchBrowser } from '../helpers/browser.ts';

type App = Awaited<ReturnType<typeof startApp>>;

let app: App;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const pathOf = (p: Page) => new URL(p.url()).pathname;

async function endsOn(p: Page, path: string) {
  await p.waitForURL((url) => url.pathname === path, { timeout: 10_000 });
  expect(pathOf(p)).toBe(path);
}

/** Puts a seeded user's tokens where the SPA keeps them (docs/product.md §3), from a public page. */
async function signInAs(role: 'owner' | 'admin' | 'member') {
  const user = await app.seedUser(role);
  await page.goto(`${app.baseUrl}/toc`);
  await page.evaluate(({ accessToken, refreshToken }) => {
    localStorage.setItem('token', accessToken);
    localStorage.setItem('refresh_token', refreshToken);
  }, user);
  return user;
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'id-ID' });
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

describe('redirect rules (docs/product.md §2)', { timeout: 30_000 }, () => {
  it('shows the landing page on /', async () => {
    await page.goto(`${app.baseUrl}/`);
    await expect.poll(() => page.getByRole('link', { name: 'Daftar gratis' }).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Masuk', exact: true }).isVisible()).toBe(true);
    expect(pathOf(page)).toBe('/');
  });

  it('sends an unknown path to /login', async () => {
    await page.goto(`${app.baseUrl}/anything-unknown`);
    await endsOn(page, '/login');
  });

  it('sends /admin/homepage without a token to /login', async () => {
    await page.goto(`${app.baseUrl}/admin/homepage`);
    await endsOn(page, '/login');
  });

  it('sends a visitor with a session_id cookie and no token to /check-in', async () => {
    await context.addCookies([{ name: 'session_id', value: 'pending-otp', url: app.baseUrl }]);
    await page.goto(`${app.baseUrl}/admin/homepage`);
    await endsOn(page, '/check-in');
  });

  it('sends a signed-in user from /login and / to /admin/homepage', async () => {
    await signInAs('owner');
    await page.goto(`${app.baseUrl}/login`);
    await endsOn(page, '/admin/homepage');
    await page.goto(`${app.baseUrl}/`);
    await endsOn(page, '/admin/homepage');
  });
});

describe('theme on /login (docs/product.md §6)', { timeout: 30_000 }, () => {
  it('uses Poppins, shipped with the app', async () => {
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(request.url());
    });
    await page.goto(`${app.baseUrl}/login`);
    await page.getByRole('button', { name: 'MASUK' }).waitFor();
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      const heading = document.querySelector('h1, h2');
      return {
        body: getComputedStyle(document.body).fontFamily,
        heading: heading ? getComputedStyle(heading).fontFamily : '',
        check: document.fonts.check('16px Poppins'),
        loaded: [...document.fonts].some(
          (face) => face.family.replaceAll('"', '') === 'Poppins' && face.status === 'loaded',
        ),
      };
    });
    expect(fonts.body).toContain('Poppins');
    expect(fonts.heading).toContain('Poppins');
    expect(fonts.check).toBe(true);
    expect(fonts.loaded).toBe(true);
    expect(fontRequests.length).toBeGreaterThan(0);
    for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(app.baseUrl).origin);
  });

  it('paints the primary button green', async () => {
    await page.goto(`${app.baseUrl}/login`);
    const button = page.getByRole('button', { name: 'MASUK' });
    await button.waitFor();
    const colour = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
    const [r, g, b] = (colour.match(/\d+/g) ?? []).map(Number);
    expect(r, colour).toBeDefined();
    expect(g! - r!, colour).toBeGreaterThan(60);
    expect(g! - b!, colour).toBeGreaterThan(60);
  });
});

describe('signed-in shell', { timeout: 30_000 }, () => {
  it('shows the access-denied toast to a member opening settings, then goes home (product §5)', async () => {
    await signInAs('member');
    await page.goto(`${app.baseUrl}/admin/settings`);
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'An error occurred.' });
    await toast.waitFor({ timeout: 10_000 });
    expect(await toast.getByText('An error occurred.', { exact: true }).isVisible()).toBe(true);
    expect(await toast.getByText('Anda tidak memiliki akses', { exact: true }).isVisible()).toBe(true);
    await endsOn(page, '/admin/homepage');
  });

  it('lists the users of the company for an owner', async () => {
    const owner = await signInAs('owner');
    await page.goto(`${app.baseUrl}/admin/settings`);
    const table = page.getByTestId('users-table');
    await table.getByText(owner.email, { exact: true }).waitFor({ timeout: 10_000 });
    expect(pathOf(page)).toBe('/admin/settings');
    expect(await page.getByText(owner.companyName).first().isVisible()).toBe(true);
  });

  it('has the side navigation and a content area of at least 100vh - 64px', async () => {
    await signInAs('owner');
    await page.goto(`${app.baseUrl}/admin/homepage`);
    await page.getByRole('link', { name: 'Pengaturan' }).waitFor();
    for (const label of ['Beranda', 'Template', 'Master Data', 'Validasi', 'Query', 'Riwayat', 'Saldo']) {
      expect(await page.getByRole('link', { name: label, exact: true }).isVisible(), label).toBe(true);
    }
    const minHeight = await page
      .getByTestId('admin-content')
      .evaluate((el) => el.getBoundingClientRect().height);
    expect(minHeight).toBeGreaterThanOrEqual(800 - 64);
  });

  it('refreshes an expired access token silently, once (docs/product.md §3)', async () => {
    const user = await app.seedUser('owner', { expiredAccessToken: true });
    await page.goto(`${app.baseUrl}/toc`);
    await page.evaluate(({ accessToken, refreshToken }) => {
      localStorage.setItem('token', accessToken);
      localStorage.setItem('refresh_token', refreshToken);
    }, user);
    const refreshCalls: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/auth/v1/refresh-token')) refreshCalls.push(response.status());
    });
    await page.goto(`${app.baseUrl}/admin/homepage`);
    await page.getByText(user.firstName).first().waitFor({ timeout: 10_000 });
    expect(pathOf(page)).toBe('/admin/homepage');
    expect(refreshCalls).toEqual([200]);
    const stored = await page.evaluate(() => [
      localStorage.getItem('token'),
      localStorage.getItem('refresh_token'),
    ]);
    expect(stored[0]).not.toBe(user.accessToken);
    expect(stored[1]).not.toBe(user.refreshToken);
  });

  it('clears the session and lands on /login when the token is refused and the refresh fails', async () => {
    await page.goto(`${app.baseUrl}/toc`);
    await page.evaluate(() => {
      localStorage.setItem('token', 'token-yang-sudah-kedaluwarsa');
      localStorage.setItem('refresh_token', 'refresh-yang-tidak-dikenal');
    });
    const refreshCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/auth/v1/refresh-token')) refreshCalls.push(request.method());
    });
    await page.goto(`${app.baseUrl}/admin/homepage`);
    await endsOn(page, '/login');
    expect(refreshCalls).toEqual(['POST']);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('logs out with Keluar and lands on /login', async () => {
    await signInAs('owner');
    await page.goto(`${app.baseUrl}/admin/homepage`);
    await page.getByRole('button', { name: 'Keluar' }).first().click();
    await endsOn(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
