import { emailOutbox, memberships, topupTransactions } from '@vd/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/billing.ts';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';

describe('top-up through the simulator, invoice, PDF and e-mail', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('pays, credits, invoices, renders and sends', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: owner.auth, ...(payload && { payload }) });
    await call('PUT', '/api/v1/settings/update', {
      company: { address: 'Jl. Pelabuhan No. 1, Jakarta Utara', npwp: '01.234.567.8-901.000' },
    });
    const price = (await call('GET', '/api/v1/price')).json().data;
    const pkg = price.packages.find((p: { slots: number }) => p.slots === 100);
    expect(pkg).toMatchObject({ price: 1_200_000, dpp: 1_100_000, ppn: 132_000, total: 1_332_000 });

    const topup = await call('POST', '/api/v1/transaction/topup', { package_id: pkg.id });
    const { redirect_url, transaction } = topup.json().data;
    expect(transaction).toMatchObject({ status: 'pending', gateway: 'simulator', total: 1_332_000 });
    expect(transaction.order_id).toMatch(/^[A-Za-z0-9\-_~.]{1,50}$/);
    const pageUrl = new URL(redirect_url);
    const pagePath = pageUrl.pathname;
    expect(pagePath).toBe(`/api/v1/payment-simulator/${transaction.order_id}`);
    const ticket = pageUrl.searchParams.get('ticket')!;
    const page = await t.app.inject({ method: 'GET', url: `${pagePath}${pageUrl.search}` });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Rp\u00a01.332.000');
    expect(page.body).toContain('Bayar');
    expect(page.body).not.toMatch(/<script/i);

    const paid = await t.app.inject({
      method: 'POST',
      url: pagePath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'pay', ticket }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `/payment-finish?order_id=${transaction.order_id}&status_code=200&transaction_status=settlement`,
    );
    const slot = (await call('GET', '/api/v1/slot')).json().data;
    expect(slot.balance).toBe(100);
    expect(slot.entries[0]).toMatchObject({ kind: 'topup', delta: 100, reference: transaction.id });
    const history = await call('GET', `/api/v1/transaction/history?order_id=${transaction.order_id}`);
    expect(history.json().data[0]).toMatchObject({ status: 'paid', payment_type: 'simulator' });
    // The confirmed payment issued the invoice: nobody has to create it by hand.
    const issued = history.json().data[0].invoice_id;
    expect(issued).toEqual(expect.any(String));

    const invoice = await call('POST', '/api/v1/invoice', { transaction_id: transaction.id });
    expect(invoice.statusCode, invoice.body).toBe(200);
    const inv = invoice.json().data;
    expect(inv.id).toBe(issued);
    expect(inv.number).toMatch(/^INV\/\d{4}\/\d{2}\/\d{4}$/);
    expect(inv).toMatchObject({ dpp: 1_100_000, ppn: 132_000, total: 1_332_000 });
    expect(inv.company.npwp).toBe('01.234.567.8-901.000');
    const again = await call('POST', '/api/v1/invoice', { transaction_id: transaction.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.number).toBe(inv.number);

    const pdf = await call('GET', `/api/v1/invoice/${inv.id}?format=pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const part of [
      inv.number,
      'Rp 1.200.000',
      'Rp 1.100.000',
      'PPN 12% x DPP',
      'Rp 132.000',
      'Rp 1.332.000',
      t.ctx.config.invoiceSeller.name,
      'Jakarta Selatan',
      `NPWP: ${t.ctx.config.invoiceSeller.npwp}`,
      'NPWP: 01.234.567.8-901.000',
    ]) {
      expect(text).toContain(part);
    }
    const byAccept = await t.app.inject({
      method: 'GET',
      url: `/api/v1/invoice/${inv.id}`,
      headers: { ...owner.auth, accept: 'application/pdf' },
    });
    expect(byAccept.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const sent = await call('POST', `/api/v1/invoice/${inv.id}/send`, { emails: ['Keuangan@Contoh.co.id'] });
    expect(sent.json().data.sent_to).toEqual(['keuangan@contoh.co.id']);
    const [email] = await t.ctx.db.select().from(emailOutbox).orderBy(desc(emailOutbox.created_at)).limit(1);
    expect(email!.to).toEqual(['keuangan@contoh.co.id']);
    expect(email!.subject).toContain(inv.number);
    expect(email!.attachments).toEqual([
      expect.objectContaining({ content_type: 'application/pdf', filename: expect.stringMatching(/\.pdf$/) }),
    ]);
    const attached = await t.ctx.storage.get(email!.attachments[0]!.storage_key);
    expect(await pdfText(attached)).toContain(inv.number);
  });

  it('cancels through the simulator without crediting, and refuses an invoice for it', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const pkg = (await t.app.inject({ method: 'GET', url: '/api/v1/price', headers: owner.auth })).json().data
      .packages[0];
    const topup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/transaction/topup',
      headers: owner.auth,
      payload: { package_id: pkg.id },
    });
    const { transaction, redirect_url } = topup.json().data;
    const pageUrl = new URL(redirect_url);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: pageUrl.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        action: 'cancel',
        ticket: pageUrl.searchParams.get('ticket')!,
      }).toString(),
    });
    expect(cancelled.headers.location).toContain('transaction_status=cancel');
    const slot = await t.app.inject({ method: 'GET', url: '/api/v1/slot', headers: owner.auth });
    expect(slot.json().data.balance).toBe(0);
    const invoice = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invoice',
      headers: owner.auth,
      payload: { transaction_id: transaction.id },
    });
    expect(invoice.statusCode).toBe(409);
    const page = await t.app.inject({ method: 'GET', url: `${pageUrl.pathname}${pageUrl.search}` });
    expect(page.body).not.toContain('Bayar</button>');
  });

  it('acts only for the company that owns the order and its signed-in users', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const pkg = (await t.app.inject({ method: 'GET', url: '/api/v1/price', headers: owner.auth })).json().data
      .packages[0];
    const topup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/transaction/topup',
      headers: owner.auth,
      payload: { package_id: pkg.id },
    });
    const { transaction, redirect_url } = topup.json().data;
    const pageUrl = new URL(redirect_url);
    const path = pageUrl.pathname;
    const post = (ticket?: string) =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ action: 'cancel', ...(ticket && { ticket }) }).toString(),
      });

    // Anonymous: the order id alone opens nothing and cancels nothing.
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await post()).statusCode).toBe(404);
    expect((await post('bukan.tiket.sah')).statusCode).toBe(404);

    // Another company: its own top-up's ticket does not open this order.
    const other = await seedUser(t.ctx.db, t.ctx.config);
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/v1/transaction/topup',
      headers: other.auth,
      payload: { package_id: pkg.id },
    });
    const theirTicket = new URL(theirs.json().data.redirect_url).searchParams.get('ticket')!;
    expect((await t.app.inject({ method: 'GET', url: `${path}?ticket=${theirTicket}` })).statusCode).toBe(
      404,
    );
    expect((await post(theirTicket)).statusCode).toBe(404);

    // A user no longer active in the company: refused too.
    const ticket = pageUrl.searchParams.get('ticket')!;
    await t.ctx.db
      .update(memberships)
      .set({ status: 'inactive' })
      .where(eq(memberships.user_id, owner.user.id));
    expect((await t.app.inject({ method: 'GET', url: `${path}${pageUrl.search}` })).statusCode).toBe(404);
    expect((await post(ticket)).statusCode).toBe(404);

    const [row] = await t.ctx.db
      .select()
      .from(topupTransactions)
      .where(eq(topupTransactions.id, transaction.id));
    expect(row!.status).toBe('pending');
  });
});
