import { billingApi } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import { cancelTopup } from '../../services/billing/top-up/cancel-topup.ts';
import { createTopup } from '../../services/billing/top-up/create-topup.ts';
import { listTransactions } from '../../services/billing/top-up/list-transactions.ts';

/** Top-ups: buy a slot package, give up a pending one, and their history. */
export const topUpRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  registerRoute(app, billingApi.transactionTopup, async (request, reply) => {
    const data = await createTopup(ctx, callerOf(request), request.body.package_id);
    return reply.status(201).send({ message: 'Transaksi dibuat. Lanjutkan pembayaran.', data });
  });

  registerRoute(app, billingApi.transactionCancel, async (request) => ({
    message: 'Transaksi dibatalkan.',
    data: await cancelTopup(ctx, callerOf(request).companyId, request.params.id),
  }));

  registerRoute(app, billingApi.transactionHistory, async (request) => ({
    message: 'Berhasil',
    ...(await listTransactions(ctx.db, callerOf(request).companyId, request.query)),
  }));
};
