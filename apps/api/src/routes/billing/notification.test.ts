import type { PaymentNotification } from '@vd/contract';
import { slotLedger, topupTransactions } from '@vd/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewaySays, internalAuth, signed } from '../../../test/billing.ts';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';

describe('payment notifications (simulator key), exactly-once crediting', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const key = () => t.ctx.config.payment.serverKey;
  const notify = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/payment/notification', payload });
  /** A notification whose status the gateway's status call confirms. */
  const fromGateway = async (payload: PaymentNotification) => {
    await gatewaySays(t.ctx.db, payload.order_id, payload.transaction_status);
    return notify(payload);
  };

  async function pendingTopup() {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const price = await t.app.inject({ method: 'GET', url: '/api/v1/price', headers: owner.auth });
    const pkg = price.json().data.packages[0];
    const topup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/transaction/topup',
      headers: owner.auth,
      payload: { package_id: pkg.id },
    });
    expect(topup.statusCode, topup.body).toBe(201);
    const trx = topup.json().data.transaction;
    return { owner, pkg, trx, gross: `${trx.total}.00` };
  }
  const balance = async (auth: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/slot', headers: auth })).json().data.balance as number;
  const ledgerOf = (companyId: string) =>
    t.ctx.db.select().from(slotLedger).where(eq(slotLedger.company_id, companyId));
  const stored = async (orderId: string) =>
    (await t.ctx.db.select().from(topupTransactions).where(eq(topupTransactions.order_id, orderId)))[0]!;

  it('refuses a wrong signature and changes nothing', async () => {
    const { owner, trx, gross } = await pendingTopup();
    const forged = signed('kunci-palsu-12345678', trx.order_id, 'settlement', gross);
    const answer = await notify(forged);
    expect(answer.statusCode).toBe(401);
    expect(answer.json().code).toBe('SIGNATURE_INVALID');
    const tampered = { ...signed(key(), trx.order_id, 'pending', gross), transaction_status: 'settlement' };
    expect((await notify(tampered)).statusCode).toBe(401); // a paid status needs the signed code 200
    expect(
      (await notify({ ...signed(key(), trx.order_id, 'settlement', gross), status_code: '201' })).statusCode,
    ).toBe(401);
    expect((await stored(trx.order_id)).status).toBe('pending');
    expect(await ledgerOf(owner.companyId)).toHaveLength(0);
    expect(await balance(owner.auth)).toBe(0);
  });

  it('credits once for the same paid notification five times and out of order after pending', async () => {
    const { owner, pkg, trx, gross } = await pendingTopup();
    const paid = signed(key(), trx.order_id, 'settlement', gross);
    expect((await fromGateway(signed(key(), trx.order_id, 'pending', gross))).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 5 }, () => fromGateway(paid)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await fromGateway(signed(key(), trx.order_id, 'pending', gross))).statusCode).toBe(200);
    expect((await fromGateway(signed(key(), trx.order_id, 'expire', gross))).statusCode).toBe(200);
    expect((await stored(trx.order_id)).status).toBe('paid');
    const ledger = await ledgerOf(owner.companyId);
    expect(ledger).toEqual([expect.objectContaining({ kind: 'topup', delta: pkg.slots, reference: trx.id })]);
    expect(await balance(owner.auth)).toBe(pkg.slots);
  });

  it('refuses a wrong amount, accepts "166500" and "166500.00" writings', async () => {
    const { owner, trx } = await pendingTopup();
    const wrong = await fromGateway(signed(key(), trx.order_id, 'settlement', `${trx.total - 1}.00`));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('AMOUNT_MISMATCH');
    expect((await fromGateway(signed(key(), trx.order_id, 'settlement', `${trx.total}.50`))).statusCode).toBe(
      400,
    );
    expect((await stored(trx.order_id)).status).toBe('pending');
    expect(await balance(owner.auth)).toBe(0);
    expect((await fromGateway(signed(key(), trx.order_id, 'settlement', String(trx.total)))).statusCode).toBe(
      200,
    );
    expect(await balance(owner.auth)).toBe(trx.slots);
  });

  it('acts on the status the gateway confirms: a re-labelled signed notification changes nothing', async () => {
    const { owner, trx, gross } = await pendingTopup();
    await gatewaySays(t.ctx.db, trx.order_id, 'pending');
    const pending = signed(key(), trx.order_id, 'pending', gross);
    for (const label of ['cancel', 'deny', 'expire', 'failure']) {
      const answer = await notify({ ...pending, transaction_status: label });
      expect(answer.statusCode, answer.body).toBe(200);
      expect((await stored(trx.order_id)).status).toBe('pending');
    }
    // Correctly signed but not what the gateway says: still nothing.
    expect((await notify(signed(key(), trx.order_id, 'cancel', gross))).statusCode).toBe(200);
    expect((await notify(signed(key(), trx.order_id, 'settlement', gross))).statusCode).toBe(200);
    expect((await stored(trx.order_id)).status).toBe('pending');
    expect(await balance(owner.auth)).toBe(0);
    // The source decides: once the gateway says settlement, any signed notification credits, once.
    await gatewaySays(t.ctx.db, trx.order_id, 'settlement');
    expect((await notify(pending)).statusCode).toBe(200);
    expect((await notify(pending)).statusCode).toBe(200);
    expect((await stored(trx.order_id)).status).toBe('paid');
    expect(await balance(owner.auth)).toBe(trx.slots);
    expect(await ledgerOf(owner.companyId)).toHaveLength(1);
  });

  it('answers 404 for an unknown order and 400 for a malformed body', async () => {
    expect((await notify(signed(key(), 'VD-TIDAK-ADA', 'settlement', '1000.00'))).statusCode).toBe(404);
    expect((await notify({ order_id: 'x' })).statusCode).toBe(400);
  });

  it('ends cancelled or failed and then never pays; expired can still be paid by the gateway', async () => {
    const a = await pendingTopup();
    await fromGateway(signed(key(), a.trx.order_id, 'cancel', a.gross));
    await fromGateway(signed(key(), a.trx.order_id, 'settlement', a.gross));
    expect((await stored(a.trx.order_id)).status).toBe('cancelled');
    expect(await balance(a.owner.auth)).toBe(0);
    const b = await pendingTopup();
    await t.ctx.db
      .update(topupTransactions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(topupTransactions.id, b.trx.id));
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/v1/transaction/history',
      headers: b.owner.auth,
    });
    expect(history.json().data[0]).toMatchObject({ status: 'expired', redirect_url: null });
    await fromGateway(signed(key(), b.trx.order_id, 'settlement', b.gross));
    expect(await balance(b.owner.auth)).toBe(b.trx.slots);
  });

  it('lets only owners and admins top up; members and internal staff get 403', async () => {
    const { owner, pkg } = await pendingTopup();
    const admin = await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'admin' });
    const member = await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'member' });
    const staff = await internalAuth(t.ctx.db, t.ctx.config, owner.companyId);
    const topup = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/transaction/topup',
        headers,
        payload: { package_id: pkg.id },
      });
    expect((await topup(admin.auth)).statusCode).toBe(201);
    expect((await topup(member.auth)).statusCode).toBe(403);
    expect((await topup(staff)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/slot', headers: member.auth })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/slot', headers: staff })).statusCode).toBe(200);
    const memberHistory = await t.app.inject({
      method: 'GET',
      url: '/api/v1/transaction/history',
      headers: member.auth,
    });
    expect(memberHistory.statusCode).toBe(403);
    const staffHistory = await t.app.inject({
      method: 'GET',
      url: '/api/v1/transaction/history',
      headers: staff,
    });
    expect(staffHistory.json().meta.total).toBe(2);
  });
});
