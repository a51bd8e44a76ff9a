import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewaySays, signed } from '../../../test/billing.ts';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { emailsTo } from '../../../test/mail.ts';

describe('the payment e-mail', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** A pending top-up of the smallest package. */
  async function topup(auth: Record<string, string>) {
    const pkg = (await t.app.inject({ method: 'GET', url: '/api/v1/price', headers: auth })).json().data
      .packages[0];
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/transaction/topup',
      headers: auth,
      payload: { package_id: pkg.id },
    });
    return answer.json().data.transaction as { order_id: string; total: number; slots: number };
  }
  const notify = async (orderId: string, status: string, amount: number) => {
    await gatewaySays(t.ctx.db, orderId, status);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/notification',
      payload: signed(t.ctx.config.payment.serverKey, orderId, status, `${amount}.00`),
    });
  };

  it('goes once to the owner and admins when paid, however often the gateway says so', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const admin = await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'admin' });
    const member = await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'member' });
    const trx = await topup(owner.auth);
    await notify(trx.order_id, 'pending', trx.total);
    for (let i = 0; i < 5; i++)
      expect((await notify(trx.order_id, 'settlement', trx.total)).statusCode).toBe(200);

    const [mail, ...more] = await emailsTo(t.ctx.db, owner.user.email, 'Pembayaran diterima');
    expect(more).toEqual([]);
    expect(mail?.to).toEqual([owner.user.email, admin.user.email].map((e) => e.toLowerCase()).sort());
    expect(mail?.text).toContain(trx.order_id);
    expect(mail?.text).toContain(`Saldo slot sekarang: ${trx.slots} slot`);
    expect(mail?.text).toMatch(/Rp\s/);
    expect(await emailsTo(t.ctx.db, member.user.email, 'Pembayaran')).toEqual([]);
  });

  it('says when a payment failed, and is not sent when the preference is off', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const failed = await topup(owner.auth);
    await notify(failed.order_id, 'deny', failed.total);
    const [mail] = await emailsTo(t.ctx.db, owner.user.email, 'Pembayaran gagal');
    expect(mail?.text).toContain(failed.order_id);

    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/settings/update',
      headers: owner.auth,
      payload: { notifications: { email_payment: false } },
    });
    const paid = await topup(owner.auth);
    await notify(paid.order_id, 'settlement', paid.total);
    const slot = (await t.app.inject({ method: 'GET', url: '/api/v1/slot', headers: owner.auth })).json()
      .data;
    expect(slot.balance).toBe(paid.slots);
    expect(await emailsTo(t.ctx.db, owner.user.email, 'Pembayaran diterima')).toEqual([]);
  });
});
