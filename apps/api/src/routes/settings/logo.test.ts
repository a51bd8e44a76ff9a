import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { companies } from '@vd/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewaySays, internalAuth, signed } from '../../../test/billing.ts';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { saveCompanyLogo } from '../../services/settings/save-company-logo.ts';

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 47, g: 158, b: 68 } } });

describe('company logo in settings', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const upload = (auth: Record<string, string>, bytes: Buffer, name = 'logo.png', type = 'image/png') => {
    const body = multipartFile(bytes, name, type);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/settings/logo',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
  };
  const filesOf = (companyId: string) =>
    readdir(path.join(t.env.config.filesDir, 'logos', companyId)).catch(() => [] as string[]);
  const logoKey = async (companyId: string) =>
    (await t.ctx.db.select().from(companies).where(eq(companies.id, companyId)))[0]?.logo_key;

  it('uploads, shrinks to a 512 px PNG, replaces, serves, prints on the invoice and removes', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const jpeg = await image(1200, 300).jpeg().toBuffer();
    const first = await upload(owner.auth, jpeg, 'logo.jpg', 'image/jpeg');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.logo_url).toMatch(/^\/api\/v1\/settings\/logo\?v=/);
    const settings = await t.app.inject({ method: 'GET', url: '/api/v1/settings', headers: owner.auth });
    expect(settings.json().data.company.logo_url).toBe(first.json().data.logo_url);

    const served = await t.app.inject({ method: 'GET', url: '/api/v1/settings/logo', headers: owner.auth });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 512, height: 128 });

    // Replacing keeps one file; the name of the upload does not matter, its bytes do.
    const webp = await image(200, 100).webp().toBuffer();
    const second = await upload(owner.auth, webp, 'logo.png', 'image/png');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.logo_url).not.toBe(first.json().data.logo_url);
    expect(await filesOf(owner.companyId)).toHaveLength(1);
    const small = await t.app.inject({ method: 'GET', url: '/api/v1/settings/logo', headers: owner.auth });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 200, height: 100 });

    // Any member of the company may see it; another company has none.
    const member = await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'member' });
    const other = await seedUser(t.ctx.db, t.ctx.config);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/settings/logo', headers: member.auth })).statusCode,
    ).toBe(200);
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/settings/logo', headers: other.auth });
    expect(none.statusCode).toBe(404);

    // The invoice PDF carries the image; one of a company without a logo does not.
    const pdfOf = async (auth: Record<string, string>) => {
      const pkg = (await t.app.inject({ method: 'GET', url: '/api/v1/price', headers: auth })).json().data
        .packages[0];
      const { transaction } = (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/transaction/topup',
          headers: auth,
          payload: { package_id: pkg.id },
        })
      ).json().data;
      await gatewaySays(t.ctx.db, transaction.order_id, 'settlement');
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/payment/notification',
        payload: signed(
          t.ctx.config.payment.serverKey,
          transaction.order_id,
          'settlement',
          `${transaction.total}`,
        ),
      });
      const invoice = await t.app.inject({
        method: 'POST',
        url: '/api/v1/invoice',
        headers: auth,
        payload: { transaction_id: transaction.id },
      });
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/v1/invoice/${invoice.json().data.id}?format=pdf`,
        headers: auth,
      });
      return pdf.rawPayload.toString('latin1');
    };
    expect(await pdfOf(owner.auth)).toMatch(/\/Subtype\s*\/Image/);
    expect(await pdfOf(other.auth)).not.toMatch(/\/Subtype\s*\/Image/);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/settings/logo',
      headers: owner.auth,
    });
    expect(removed.json().data).toEqual({ logo_url: null });
    expect(await filesOf(owner.companyId)).toHaveLength(0);
    expect(await logoKey(owner.companyId)).toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/settings/logo', headers: owner.auth })).statusCode,
    ).toBe(404);
  });

  it('refuses bad files in Indonesian and leaves the stored logo and files as they were', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    expect((await upload(owner.auth, await image(64, 64).png().toBuffer())).statusCode).toBe(200);
    const key = await logoKey(owner.companyId);
    const png = await image(10, 10).png().toBuffer();
    const cases: [Buffer, string, number, string][] = [
      [Buffer.from('bukan gambar, hanya teks'), 'logo.png', 415, 'PNG, JPEG atau WebP'],
      [Buffer.from('GIF89a\x01\x00\x01\x00'), 'logo.gif', 415, 'PNG, JPEG atau WebP'],
      [Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]), 'besar.png', 413, 'maksimal 2 MB'],
      [png.subarray(0, 40), 'rusak.png', 422, 'tidak dapat dibaca'],
      [await image(6000, 6000).png({ compressionLevel: 1 }).toBuffer(), 'bom.png', 422, 'megapiksel'],
    ];
    for (const [bytes, name, status, message] of cases) {
      const answer = await upload(owner.auth, bytes, name);
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(status);
      expect(answer.json().message).toContain(message);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/settings/logo',
      headers: owner.auth,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(await logoKey(owner.companyId)).toBe(key);
    expect(await filesOf(owner.companyId)).toEqual([path.basename(key!)]);
  });

  it('lets only owners and admins change it, and leaves no file when the row cannot be written', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const png = await image(32, 32).png().toBuffer();
    const member = await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'member' });
    const admin = await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'admin' });
    const staff = await internalAuth(t.ctx.db, t.ctx.config, owner.companyId);
    expect((await upload(member.auth, png)).statusCode).toBe(403);
    expect((await upload(staff, png)).statusCode).toBe(403);
    expect((await upload(admin.auth, png)).statusCode).toBe(200);
    expect((await upload({}, png)).statusCode).toBe(401);

    const missing = crypto.randomUUID();
    await expect(saveCompanyLogo(t.ctx, missing, png)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await filesOf(missing)).toEqual([]);
  });
});
