import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewaySays, internalAuth, signed } from '../../../test/billing.ts';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';

describe('settings, subscription and company isolation of billing', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload && { payload }) });

  it('saves the profile, preferences and formats; validates the NPWP; members and staff cannot change', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const initial = (await call('GET', '/api/v1/settings', owner.auth)).json().data;
    expect(initial.preferences).toEqual({ date_format: 'auto', number_format: 'auto' });
    const bad = await call('PUT', '/api/v1/settings/update', owner.auth, { company: { npwp: '12345' } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('NPWP harus 15 atau 16 angka');
    const full = {
      company: {
        name: `${owner.companyName} Baru`,
        address: 'Jl. Sudirman 1',
        npwp: '0012345678901000',
        phone: '021-555-1234',
      },
      notifications: {
        email_validation_completed: false,
        email_payment: true,
        email_low_balance: true,
        low_balance_threshold: 3,
      },
      preferences: { date_format: 'DD/MM/YYYY', number_format: 'id' },
    };
    const saved = await call('POST', '/api/v1/settings', owner.auth, full);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.company).toMatchObject({
      npwp: '0012345678901000',
      npwp_formatted: '0012 3456 7890 1000',
    });
    const partial = await call('PUT', '/api/v1/settings/update', owner.auth, {
      preferences: { number_format: 'en' },
    });
    expect(partial.json().data.preferences).toEqual({ date_format: 'DD/MM/YYYY', number_format: 'en' });
    expect(partial.json().data.notifications.low_balance_threshold).toBe(3);

    const member = await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'member' });
    const staff = await internalAuth(t.ctx.db, t.ctx.config, owner.companyId);
    expect((await call('GET', '/api/v1/settings', member.auth)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/settings', staff)).statusCode).toBe(200);
    expect(
      (await call('PUT', '/api/v1/settings/update', staff, { preferences: { number_format: 'id' } }))
        .statusCode,
    ).toBe(403);
    const other = await seedUser(t.ctx.db, t.ctx.config);
    const taken = await call('PUT', '/api/v1/settings/update', other.auth, {
      company: { name: full.company.name.toUpperCase() },
    });
    expect(taken.statusCode).toBe(409);
  });

  it('answers 404 for another company’s transaction and invoice, and shows only its own data', async () => {
    const a = await seedUser(t.ctx.db, t.ctx.config);
    const b = await seedUser(t.ctx.db, t.ctx.config);
    const pkg = (await call('GET', '/api/v1/price', a.auth)).json().data.packages[0];
    const { transaction } = (
      await call('POST', '/api/v1/transaction/topup', a.auth, { package_id: pkg.id })
    ).json().data;
    await gatewaySays(t.ctx.db, transaction.order_id, 'settlement');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/notification',
      payload: signed(
        t.ctx.config.payment.serverKey,
        transaction.order_id,
        'settlement',
        `${transaction.total}.00`,
      ),
    });
    const invoice = (await call('POST', '/api/v1/invoice', a.auth, { transaction_id: transaction.id })).json()
      .data;

    expect(
      (await call('POST', '/api/v1/invoice', b.auth, { transaction_id: transaction.id })).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/v1/invoice/${invoice.id}`, b.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/invoice/${invoice.id}?format=pdf`, b.auth)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/v1/invoice/${invoice.id}/send`, b.auth, { emails: ['x@contoh.co.id'] }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/v1/transaction/history', b.auth)).json().meta.total).toBe(0);
    expect(
      (await call('GET', `/api/v1/transaction/history?order_id=${transaction.order_id}`, b.auth)).json().data,
    ).toEqual([]);
    expect((await call('GET', '/api/v1/slot', b.auth)).json().data).toEqual({ balance: 0, entries: [] });
    expect((await call('GET', '/api/v1/settings/subscription', b.auth)).json().data.slots_bought).toBe(0);
    expect((await call('GET', '/api/v1/settings', b.auth)).json().data.company.id).toBe(b.companyId);

    const sub = (await call('GET', '/api/v1/settings/subscription', a.auth)).json().data;
    expect(sub).toMatchObject({ slots_bought: pkg.slots, slots_left: pkg.slots, slots_used: 0 });
    expect(sub.usage_by_month).toHaveLength(6);
    expect(sub.usage_by_month.at(-1)).toMatchObject({ month: sub.month, slots_bought: pkg.slots });
    const filtered = await call(
      'GET',
      '/api/v1/transaction/history?status=pending&date_from=2000-01-01',
      a.auth,
    );
    expect(filtered.json().meta.total).toBe(0);
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const byDay = await call(
      'GET',
      `/api/v1/transaction/history?status=paid&date_from=${today}&date_to=${today}`,
      a.auth,
    );
    expect(byDay.json().data[0]).toMatchObject({ id: transaction.id, invoice_id: invoice.id });
  });

  it('refuses billing calls without a token', async () => {
    for (const url of ['/api/v1/slot', '/api/v1/price', '/api/v1/transaction/history', '/api/v1/settings']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
