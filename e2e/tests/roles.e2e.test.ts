/**
 * The UI knows each role (issue 18): a member's and an internal staff member's whole menu walked in
 * a real browser with no 403 answered to anything the UI did; what a role cannot use is hidden or
 * disabled with the reason on hover; staff start on their company list; an owner changes a
 * member's role; a deactivated member is told on /login why the session ended.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { internalStaff } from '@vd/db';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../apps/api/src/services/auth/passwords.ts';
import { seedUser } from '../../apps/api/test/factories.ts';
import { type RunningApp, startApp } from '../helpers/app.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { signInWithOtp, waitForPath } from '../helpers/forms.ts';
import { openSignedIn } from '../helpers/session.ts';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let refused: string[];

const shots = process.env.E2E_SCREENSHOTS;
const shoot = async (name: string) => {
  if (shots) await page.screenshot({ path: path.join(shots, `roles-${name}.png`), fullPage: true });
};

/**
 * Hovers `target` until `shown` is visible: a hover that lands while the menu or the button is
 * still being drawn (a busy machine) fires no second mouseenter once it is, so the pointer is moved
 * off and back until the reason shows.
 */
const hoverUntilShown = async (target: Locator, shown: Locator) => {
  await expect
    .poll(
      async () => {
        await page.mouse.move(0, 0);
        await target.hover();
        return shown.isVisible();
      },
      { timeout: 30_000 },
    )
    .toBe(true);
};

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function newPage(width = 1440, height = 900) {
  context = await browser.newContext({ viewport: { width, height }, locale: 'id-ID' });
  page = await context.newPage();
  refused = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(`${response.request().method()} ${response.url()}`);
  });
}

beforeEach(() => newPage());
afterEach(async () => {
  await context?.close();
});

const pathOf = () => new URL(page.url()).pathname;

/** Lets a page finish the calls it makes when it opens. */
async function settle() {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.waitForLoadState('networkidle');
}

/** Every enabled link of the side navigation, opened one after the other. */
async function walkMenu(): Promise<string[]> {
  const nav = page.getByRole('navigation');
  const hrefs = await nav.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(5);
  for (const href of hrefs) {
    await nav.locator(`a[href="${href}"]`).click();
    await settle();
    expect(refused, `403 after opening ${href}`).toEqual([]);
  }
  return hrefs;
}

const staffPassword = 'Internal2025';
async function seedStaff() {
  const email = `staf.${randomUUID().slice(0, 8)}@validasi.id`;
  await app.ctx.db
    .insert(internalStaff)
    .values({ email, name: 'Staf Uji', password_hash: await hashPassword(staffPassword) });
  return email;
}

describe('a member', { timeout: 120_000 }, () => {
  it('walks the whole menu without meeting a 403 and sees nothing a member cannot use', async () => {
    const member = await app.seedUser('member');
    await openSignedIn(page, app.baseUrl, '/admin/homepage', member);
    await page.getByText(`Selamat datang, ${member.firstName}`).waitFor();
    await settle();
    const nav = page.getByRole('navigation');
    expect(await nav.getByRole('link', { name: 'Buat Template', exact: true }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Pengaturan', exact: true }).count()).toBe(0);
    expect(await page.getByText('Buat template', { exact: true }).count()).toBe(0);
    expect(await page.getByText('Undang tim Anda', { exact: true }).count()).toBe(0);
    expect(await page.getByText('Validasi dokumen', { exact: true }).isVisible()).toBe(true);
    await shoot('member-home-1440');

    const visited = await walkMenu();
    expect(visited).not.toContain('/admin/settings');
    expect(visited).not.toContain('/admin/template/create');

    // Every tab of Master Data reads; the master document (a company setting) is not offered.
    await page.goto(`${app.baseUrl}/admin/master-data`);
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    const names = await tabs.allTextContents();
    expect(names).not.toContain('Dokumen Master');
    for (const name of names) {
      await page.getByRole('tab', { name, exact: true }).click();
      await settle();
      expect(refused, `403 on the tab ${name}`).toEqual([]);
    }

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Profil saya' }).click();
    await waitForPath(page, '/admin/profile');
    await settle();
    expect(refused).toEqual([]);
  });

  it('opening Buat Template by its address goes home with one access-denied toast, before any call', async () => {
    const member = await app.seedUser('member');
    await openSignedIn(page, app.baseUrl, '/admin/template/create', member);
    await waitForPath(page, '/admin/homepage');
    const toasts = page
      .locator('.mantine-Notification-root')
      .filter({ hasText: 'Anda tidak memiliki akses' });
    await toasts.first().waitFor();
    await settle();
    expect(await toasts.count()).toBe(1);
    expect(refused).toEqual([]);
  });

  it('at phone width has the same menu, without 403', async () => {
    await context.close();
    await newPage(390, 844);
    const member = await app.seedUser('member');
    await openSignedIn(page, app.baseUrl, '/admin/homepage', member);
    await page.getByText(`Selamat datang, ${member.firstName}`).waitFor();
    await settle();
    await shoot('member-home-390');
    await page.getByRole('button', { name: 'Buka atau tutup navigasi' }).click();
    const nav = page.getByRole('navigation');
    await nav.getByRole('link', { name: 'Beranda', exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: 'Pengaturan', exact: true }).count()).toBe(0);
    await shoot('member-nav-390');
    expect(refused).toEqual([]);
  });
});

describe('internal staff', { timeout: 150_000 }, () => {
  it('start on the company list with every other area closed, then walk a company read-only', async () => {
    const owner = await app.seedUser('owner');
    const staff = await seedStaff();
    await signInWithOtp(page, app, { email: staff, password: staffPassword, internal: true });
    await page.getByTestId('company-table').waitFor();
    await settle();

    // Before a company is picked: only Beranda (the company list) opens; the reason is on hover.
    const nav = page.getByRole('navigation');
    // The menu is drawn once the session is known: counted as it settles, not at one instant.
    await expect.poll(() => nav.locator('a').count()).toBe(1);
    const closed = page.getByTestId('nav-disabled');
    await expect.poll(() => closed.count()).toBeGreaterThan(8);
    await hoverUntilShown(
      closed.filter({ hasText: 'Query' }),
      page.getByText('Pilih perusahaan dari daftar perusahaan terlebih dahulu.'),
    );
    await shoot('staff-no-company-1440');
    await page.goto(`${app.baseUrl}/admin/query`);
    await waitForPath(page, '/admin/homepage');
    await settle();
    expect(refused).toEqual([]);

    // Viewing a company: said so, read-only.
    await page.getByLabel('Cari nama perusahaan').fill(owner.companyName);
    await page.getByRole('button', { name: `Lihat ${owner.companyName}` }).click();
    await page.getByText(`Anda sekarang melihat ${owner.companyName} (hanya baca).`).waitFor();
    expect(await page.getByText('Anda sekarang bekerja di', { exact: false }).count()).toBe(0);
    await page.getByTestId('read-only-banner').waitFor();
    await settle();

    const createTemplate = page.getByTestId('nav-disabled').filter({ hasText: 'Buat Template' });
    await hoverUntilShown(
      createTemplate,
      page.getByText('Staf internal hanya dapat melihat data perusahaan ini (hanya baca).'),
    );

    const visited = await walkMenu();
    expect(visited).toContain('/admin/settings');

    await page.goto(`${app.baseUrl}/admin/settings`);
    const invite = page.getByRole('button', { name: 'Undang pengguna' });
    await invite.waitFor();
    await expect.poll(() => invite.getAttribute('data-disabled')).not.toBeNull();
    await hoverUntilShown(invite, page.getByRole('tooltip').getByText('hanya baca', { exact: false }));
    await invite.click({ force: true });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await settle();
    await shoot('staff-settings-1440');
    // A read-only field shows no example that could pass for the company's data.
    const placeholder = await page
      .locator('input:disabled[placeholder]')
      .first()
      .evaluate((input) => getComputedStyle(input, '::placeholder').color);
    expect(placeholder).toBe('rgba(0, 0, 0, 0)');
    expect(refused).toEqual([]);
  });
});

describe('roles of the users of a company', { timeout: 120_000 }, () => {
  it('the invite dialog explains Admin and Anggota, and the owner makes a member an admin', async () => {
    const owner = await app.seedUser('owner');
    const member = await seedUser(app.ctx.db, app.ctx.config, { companyId: owner.companyId, role: 'member' });
    const name = `${member.user.first_name} ${member.user.last_name}`;
    await openSignedIn(page, app.baseUrl, '/admin/settings', owner);

    await page.getByRole('button', { name: 'Undang pengguna' }).click();
    const invite = page.getByRole('dialog');
    await invite.getByTestId('role-help').getByText('Admin: mengelola template', { exact: false }).waitFor();
    expect(await invite.getByText('Anggota: menjalankan validasi', { exact: false }).isVisible()).toBe(true);
    await shoot('invite-dialog-1440');
    await invite.getByRole('button', { name: 'Batal' }).click();

    const row = page.getByTestId('user-row').filter({ hasText: member.user.email });
    await row.getByText('Anggota', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Tindakan untuk ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Ubah peran' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Admin' }).check();
    await shoot('change-role-1440');
    await dialog.getByRole('button', { name: 'Simpan peran' }).click();
    await page.getByText(`Peran ${name} sekarang Admin.`).waitFor();
    await row.getByText('Admin', { exact: true }).waitFor();
    // The owner's own row offers no role change.
    const ownerRow = page.getByTestId('user-row').filter({ hasText: owner.email });
    expect(await ownerRow.getByRole('button').count()).toBe(0);
    expect(refused).toEqual([]);
  });

  it('a member deactivated while signed in is told why on /login', async () => {
    const owner = await app.seedUser('owner');
    const member = await seedUser(app.ctx.db, app.ctx.config, { companyId: owner.companyId, role: 'member' });
    await openSignedIn(page, app.baseUrl, '/admin/homepage', member);
    await page.getByText(`Selamat datang, ${member.user.first_name}`).waitFor();
    const off = await app.app.inject({
      method: 'POST',
      url: '/api/v1/user/update-status',
      headers: { authorization: `Bearer ${owner.accessToken}` },
      payload: { user_id: member.user.id, status: 'inactive' },
    });
    expect(off.statusCode).toBe(200);
    await page.getByRole('navigation').getByRole('link', { name: 'Riwayat', exact: true }).click();
    await waitForPath(page, '/login');
    const reason = page.getByTestId('signed-out-reason');
    await reason.getByText('dinonaktifkan atau dihapus oleh admin perusahaan', { exact: false }).waitFor();
    await shoot('deactivated-login-1440');
    expect(pathOf()).toBe('/login');
    // Said once: a reload of /login no longer shows it.
    await page.reload();
    await page.getByRole('button', { name: 'MASUK' }).waitFor();
    expect(await page.getByTestId('signed-out-reason').count()).toBe(0);
  });
});
