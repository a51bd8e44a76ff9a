import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PaymentNotification } from '@vd/contract';
import { topupTransactions } from '@vd/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signed } from '../../../test/billing.ts';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';

const SERVER_KEY = 'SB-Mid-server-UjiCobaKunci123';

/**
 * A local HTTP server playing Midtrans: Snap records each create call and answers a token; the
 * status call answers what `statuses` holds for the order (404 when nothing).
 */
function fakeSnap() {
  const calls: { authorization?: string; path?: string; body: Record<string, unknown> }[] = [];
  const statuses = new Map<string, Record<string, string>>();
  let fail = false;
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const status = /^\/v2\/([^/]+)\/status$/.exec(req.url ?? '');
      if (req.method === 'GET' && status) {
        const known = statuses.get(decodeURIComponent(status[1]!));
        const authorized =
          req.headers.authorization === `Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`;
        res.writeHead(!authorized ? 401 : known ? 200 : 404, { 'content-type': 'application/json' });
        res.end(JSON.stringify(known ?? { status_code: '404', status_message: 'Transaction not found' }));
        return;
      }
      calls.push({ authorization: req.headers.authorization, path: req.url, body: JSON.parse(raw || '{}') });
      res.writeHead(fail ? 500 : 201, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          fail
            ? { error_messages: ['rusak'] }
            : { token: 'snap-token-1', redirect_url: 'https://snap.test/v4/redirection/snap-token-1' },
        ),
      );
    });
  });
  return { server, calls, statuses, setFail: (f: boolean) => (fail = f) };
}

describe('Midtrans Snap adapter against a local gateway', () => {
  const snap = fakeSnap();
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    await new Promise<void>((resolve) => snap.server.listen(0, '127.0.0.1', resolve));
    const port = (snap.server.address() as AddressInfo).port;
    t = await buildTestApp({
      MIDTRANS_SERVER_KEY: SERVER_KEY,
      MIDTRANS_CLIENT_KEY: 'SB-Mid-client-uji',
      MIDTRANS_BASE_URL: `http://127.0.0.1:${port}`,
      APP_URL: 'https://validasi.contoh.id',
    });
  });
  afterAll(async () => {
    await t.close();
    snap.server.close();
  });

  it('creates the payment with Basic auth and the finish URL, and credits on a Midtrans-signed notification', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const pkg = (await t.app.inject({ method: 'GET', url: '/api/v1/price', headers: owner.auth })).json().data
      .packages[0];
    const topup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/transaction/topup',
      headers: owner.auth,
      payload: { package_id: pkg.id },
    });
    expect(topup.statusCode, topup.body).toBe(201);
    const data = topup.json().data;
    expect(data).toMatchObject({
      token: 'snap-token-1',
      redirect_url: 'https://snap.test/v4/redirection/snap-token-1',
    });
    expect(data.transaction.gateway).toBe('midtrans');
    const call = snap.calls.at(-1)!;
    expect(call.path).toBe('/snap/v1/transactions');
    expect(call.authorization).toBe(`Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`);
    expect(call.body).toMatchObject({
      transaction_details: { order_id: data.transaction.order_id, gross_amount: pkg.total },
      callbacks: { finish: 'https://validasi.contoh.id/payment-finish' },
      expiry: { unit: 'minute', duration: 60 },
    });
    const items = call.body.item_details as { price: number; quantity: number }[];
    expect(items.reduce((s, i) => s + i.price * i.quantity, 0)).toBe(pkg.total);

    /** The gateway's status call says what the notification says. */
    const notify = (payload: PaymentNotification) => {
      const { transaction_status, fraud_status, status_code, gross_amount, order_id } = payload;
      snap.statuses.set(order_id, {
        transaction_status,
        status_code,
        gross_amount,
        ...(fraud_status && { fraud_status }),
        payment_type: 'bank_transfer',
        transaction_id: 'mid-1',
      });
      return t.app.inject({ method: 'POST', url: '/api/v1/payment/notification', payload });
    };
    const gross = `${pkg.total}.00`;
    const order = data.transaction.order_id;
    expect((await notify(signed('kunci-simulator-lain-123', order, 'settlement', gross))).statusCode).toBe(
      401,
    );
    // Midtrans still says pending: a signed pending notification re-labelled cancel changes nothing.
    snap.statuses.set(order, { transaction_status: 'pending', status_code: '201', gross_amount: gross });
    const relabelled = { ...signed(SERVER_KEY, order, 'pending', gross), transaction_status: 'cancel' };
    const raw = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/payment/notification', payload });
    expect((await raw(relabelled)).statusCode).toBe(200);
    const [pending] = await t.ctx.db
      .select()
      .from(topupTransactions)
      .where(eq(topupTransactions.order_id, order));
    expect(pending!.status).toBe('pending');
    // The status call unreachable: 502, so that Midtrans sends the notification again.
    snap.statuses.set(order, { broken: 'yes' });
    expect((await raw(signed(SERVER_KEY, order, 'settlement', gross))).statusCode).toBe(502);
    expect(
      (await notify(signed(SERVER_KEY, order, 'capture', gross, { fraud_status: 'challenge' }))).statusCode,
    ).toBe(200);
    expect(
      (await notify(signed(SERVER_KEY, order, 'capture', gross, { fraud_status: 'accept' }))).statusCode,
    ).toBe(200);
    expect((await notify(signed(SERVER_KEY, order, 'settlement', gross))).statusCode).toBe(200);
    const slot = await t.app.inject({ method: 'GET', url: '/api/v1/slot', headers: owner.auth });
    expect(slot.json().data.balance).toBe(pkg.slots);
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/payment-simulator/${order}` });
    expect(page.statusCode).not.toBe(200);
  });

  it('answers 502 and marks the top-up failed when the gateway refuses', async () => {
    snap.setFail(true);
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const pkg = (await t.app.inject({ method: 'GET', url: '/api/v1/price', headers: owner.auth })).json().data
      .packages[0];
    const topup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/transaction/topup',
      headers: owner.auth,
      payload: { package_id: pkg.id },
    });
    snap.setFail(false);
    expect(topup.statusCode).toBe(502);
    expect(topup.json().code).toBe('PAYMENT_GATEWAY_ERROR');
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/v1/transaction/history',
      headers: owner.auth,
    });
    expect(history.json().data[0].status).toBe('failed');
  });
});
