import { billingApi, prefixes } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../plugins/route.ts';
import {
  recordSimulatorChoice,
  simulatorNotification,
  simulatorTransaction,
} from '../../services/billing/gateway/simulate-payment.ts';
import { simulatorPage } from '../../services/billing/gateway/simulator-page.ts';
import { verifySimulatorTicket } from '../../services/billing/gateway/simulator-ticket.ts';
import { applyNotification } from '../../services/billing/top-up/apply-notification.ts';

/**
 * The payment gateway's notification (form-encoded or JSON) and, when the simulator plays the
 * gateway, its payment page.
 */
export const gatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  registerRoute(app, billingApi.paymentNotification, async (request) => {
    const result = await applyNotification(ctx, request.body);
    request.log.info({ order_id: request.body.order_id, ...result }, 'payment notification');
    return { message: 'OK' };
  });

  if (ctx.config.payment.gateway !== 'simulator') return;
  const secret = ctx.config.jwtSecret;

  registerRoute(app, billingApi.simulatorPage, async (request, reply) => {
    const payer = await verifySimulatorTicket(ctx.db, request.query.ticket, request.params.order_id, secret);
    const row = await simulatorTransaction(ctx.db, payer);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(simulatorPage(row, request.query.ticket ?? ''));
  });

  registerRoute(app, billingApi.simulatorChoice, async (request, reply) => {
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
  });
};
