/**
 * A pending top-up given up (POST transaction/{id}/cancel), and the invoice a confirmed payment
 * issues by itself, with the seller's identity and no "NPWP: -" for a buyer without one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalAuth, pdfText } from '../../../test/billing.ts';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';

describe('a pending top-up and the invoice of a paid one', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function openTopup(auth: Record<string, string>) {
    const price = await t.app.inject({ method: 'GET', url: '/api/v1/price', headers: auth });
    const pkg = price.json().data.packages[0];
    const topup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/transaction/topup',
      headers: auth,
      payload: { package_id: pkg.id },
    });
    expect(topup.statusCode, topup.body).toBe(201);
    return topup.json().data as { transaction: { id: string; order_id: string }; redirect_url: string };
  }
  const cancel = (auth: Record<string, string>, id: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/transaction/${id}/cancel`, headers: auth });
  async function payOnSimulator(redirectUrl: string) {
    const page = new URL(redirectUrl);
    return t.app.inject({
      method: 'POST',
      url: page.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'pay', ticket: page.searchParams.get('ticket')! }).toString(),
    });
  }

  it('lets an owner cancel a pending top-up, which then cannot be paid or cancelled again', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const { transaction, redirect_url } = await openTopup(owner.auth);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/v1/transaction/history',
      headers: owner.auth,
    });
    expect(history.json().data[0]).toMatchObject({ status: 'pending', redirect_url });

    const cancelled = await cancel(owner.auth, transaction.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', redirect_url: null });
    await payOnSimulator(redirect_url);
    const slot = await t.app.inject({ method: 'GET', url: '/api/v1/slot', headers: owner.auth });
    expect(slot.json().data.balance).toBe(0);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v1/transaction/history',
      headers: owner.auth,
    });
    expect(after.json().data[0].status).toBe('cancelled');

    const again = await cancel(owner.auth, transaction.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Hanya transaksi yang masih menunggu pembayaran yang dapat dibatalkan.',
    );
  });

  it("refuses members and internal staff, and answers 404 for another company's top-up", async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const member = await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'member' });
    const stranger = await seedUser(t.ctx.db, t.ctx.config);
    const { transaction } = await openTopup(owner.auth);
    expect((await cancel(member.auth, transaction.id)).statusCode).toBe(403);
    const staff = await internalAuth(t.ctx.db, t.ctx.config, owner.companyId);
    expect((await cancel(staff, transaction.id)).json().code).toBe('READ_ONLY');
    expect((await cancel(stranger.auth, transaction.id)).statusCode).toBe(404);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/v1/transaction/history',
      headers: owner.auth,
    });
    expect(history.json().data[0].status).toBe('pending');
  });

  it('issues the invoice when the payment is confirmed; a buyer without NPWP gets no NPWP line', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const { transaction, redirect_url } = await openTopup(owner.auth);
    expect((await payOnSimulator(redirect_url)).statusCode).toBe(303);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/v1/transaction/history',
      headers: owner.auth,
    });
    const paid = history.json().data.find((row: { id: string }) => row.id === transaction.id);
    expect(paid).toMatchObject({ status: 'paid', invoice_id: expect.any(String) });

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/invoice/${paid.invoice_id}?format=pdf`,
      headers: owner.auth,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    const seller = t.ctx.config.invoiceSeller;
    expect(text).toContain(seller.name);
    expect(text).toContain(`NPWP: ${seller.npwp}`);
    expect(text).toContain(owner.companyName);
    expect(text).not.toContain('NPWP: -');
    expect(text.match(/NPWP:/g)).toHaveLength(1);
  });
});
