import { billingApi } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import { getSlot } from '../../services/billing/get-slot.ts';
import { listPrices } from '../../services/billing/list-prices.ts';
import { gatewayRoutes } from './gateway-routes.ts';
import { invoiceRoutes } from './invoice-routes.ts';
import { slotAdjustmentRoutes } from './slot-adjustment.ts';
import { topUpRoutes } from './top-up-routes.ts';

/**
 * docs/product.md §7 "Payments": the billing area. Slot balance and packages here; top-ups, the
 * payment gateway, invoices and slot adjustments in their own files (registered in this order:
 * it is the order of openapi.json).
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  await app.register(slotAdjustmentRoutes);

  registerRoute(app, billingApi.price, async () => ({ message: 'Berhasil', data: await listPrices(ctx.db) }));

  registerRoute(app, billingApi.slot, async (request) => ({
    message: 'Berhasil',
    data: await getSlot(ctx.db, callerOf(request).companyId),
  }));

  await app.register(topUpRoutes);
  await app.register(gatewayRoutes);
  await app.register(invoiceRoutes);
};
