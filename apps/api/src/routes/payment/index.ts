import {
  prefixes,
  ZMessageResponse,
  ZPaymentNotification,
  ZTransactionHistoryQuery,
  ZTransactionHistoryResponse,
} from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, requireCaller } from '../../plugins/auth.ts';
import { applyNotification } from '../../services/payment/apply-notification.ts';
import { listTransactions } from '../../services/payment/list-transactions.ts';
import {
  recordSimulatorChoice,
  simulatorNotification,
  simulatorTransaction,
} from '../../services/payment/simulate-payment.ts';
import { simulatorPage } from '../../services/payment/simulator-page.ts';
import { verifySimulatorTicket } from '../../services/payment/simulator-ticket.ts';

const tags = ['billing'];
const ZOrderParams = z.object({ order_id: z.string().regex(/^[A-Za-z0-9\-_~.]{1,50}$/) });
/** The simulator page's ticket (a signed token for the order's company and user); 404 without it. */
const ZTicket = z.string().max(2000).optional();

/** Transaction history, the gateway's notification and the simulator's payment page. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get(
    '/transaction/history',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Riwayat transaksi isi ulang (filter status, nomor pesanan, tanggal)',
        querystring: ZTransactionHistoryQuery,
        response: { 200: ZTransactionHistoryResponse },
      },
      preHandler: requireCaller(app, { permission: 'billing.read' }),
    },
    async (request) => ({
      message: 'Berhasil',
      ...(await listTransactions(ctx.db, callerOf(request).companyId, request.query)),
    }),
  );

  app.post(
    '/payment/notification',
    {
      schema: {
        tags,
        summary: 'Notifikasi HTTP dari gateway pembayaran (tanpa token; ditandatangani)',
        body: ZPaymentNotification,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      const result = await applyNotification(ctx, request.body);
      request.log.info({ order_id: request.body.order_id, ...result }, 'payment notification');
      return { message: 'OK' };
    },
  );

  if (ctx.config.payment.gateway !== 'simulator') return;
  const secret = ctx.config.jwtSecret;

  app.get(
    '/payment-simulator/:order_id',
    { schema: { hide: true, params: ZOrderParams, querystring: z.object({ ticket: ZTicket }) } },
    async (request, reply) => {
      const payer = await verifySimulatorTicket(
        ctx.db,
        request.query.ticket,
        request.params.order_id,
        secret,
      );
      const row = await simulatorTransaction(ctx.db, payer);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(simulatorPage(row, request.query.ticket ?? ''));
    },
  );

  app.post(
    '/payment-simulator/:order_id',
    {
      schema: {
        hide: true,
        params: ZOrderParams,
        body: z.object({ action: z.enum(['pay', 'cancel', 'expire']), ticket: ZTicket }),
      },
    },
    async (request, reply) => {
      const payer = await verifySimulatorTicket(ctx.db, request.body.ticket, request.params.order_id, secret);
      const row = await simulatorTransaction(ctx.db, payer);
      await recordSimulatorChoice(ctx.db, row, request.body.action);
      const notification = simulatorNotification(row, request.body.action, ctx.config.payment.serverKey);
      const sent = await app.inject({
        method: 'POST',
        url: `${prefixes.api}/payment/notification`,
        payload: notification,
      });
      if (sent.statusCode !== 200)
        request.log.warn({ status: sent.statusCode }, 'simulator notification refused');
      const finish = new URLSearchParams({
        order_id: row.order_id,
        status_code: notification.status_code,
        transaction_status: notification.transaction_status,
      });
      return reply.redirect(`/payment-finish?${finish}`, 303);
    },
  );
};
