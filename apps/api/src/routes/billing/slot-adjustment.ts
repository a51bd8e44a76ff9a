import { billingApi } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import { adjustSlots } from '../../services/billing/adjust-slots.ts';

/** Manual slot corrections with a reason, by internal staff only (issue 7 "slot"). */
export const slotAdjustmentRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, billingApi.slotAdjustment, async (request, reply) => {
    const data = await adjustSlots(app.ctx.db, callerOf(request).userId, request.body);
    return reply.status(201).send({ message: 'Koreksi slot disimpan.', data });
  });
};
