import {
  ZPriceResponse,
  ZSlotResponse,
  ZTopupRequest,
  ZTopupResponse,
  ZTransactionResponse,
} from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, requireCaller } from '../../plugins/auth.ts';
import { getSlot } from '../../services/billing/get-slot.ts';
import { listPrices } from '../../services/billing/list-prices.ts';
import { cancelTopup } from '../../services/payment/cancel-topup.ts';
import { createTopup } from '../../services/payment/create-topup.ts';
import { slotAdjustmentRoutes } from './slot-adjustment.ts';

const tags = ['billing'];
const security = [{ bearerAuth: [] }];

/** docs/product.md §7 "Payments": price list, slot balance and top-up. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const anyMember = requireCaller(app);
  await app.register(slotAdjustmentRoutes);

  app.get(
    '/price',
    {
      schema: {
        tags,
        security,
        summary: 'Paket slot dengan DPP, PPN dan total',
        response: { 200: ZPriceResponse },
      },
      preHandler: anyMember,
    },
    async () => ({ message: 'Berhasil', data: await listPrices(ctx.db) }),
  );

  app.get(
    '/slot',
    {
      schema: { tags, security, summary: 'Saldo slot dan entri terbaru', response: { 200: ZSlotResponse } },
      preHandler: anyMember,
    },
    async (request) => ({ message: 'Berhasil', data: await getSlot(ctx.db, callerOf(request).companyId) }),
  );

  app.post(
    '/transaction/topup',
    {
      schema: {
        tags,
        security,
        summary: 'Isi ulang slot: transaksi pending dan halaman pembayaran (pemilik dan admin)',
        body: ZTopupRequest,
        response: { 201: ZTopupResponse },
      },
      preHandler: requireCaller(app, { permission: 'billing.manage' }),
    },
    async (request, reply) => {
      const data = await createTopup(ctx, callerOf(request), request.body.package_id);
      return reply.status(201).send({ message: 'Transaksi dibuat. Lanjutkan pembayaran.', data });
    },
  );

  app.post(
    '/transaction/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Batalkan isi ulang yang masih menunggu pembayaran (pemilik dan admin)',
        params: z.object({ id: z.uuid() }),
        response: { 200: ZTransactionResponse },
      },
      preHandler: requireCaller(app, { permission: 'billing.manage' }),
    },
    async (request) => ({
      message: 'Transaksi dibatalkan.',
      data: await cancelTopup(ctx, callerOf(request).companyId, request.params.id),
    }),
  );
};
