import { ZSlotAdjustmentRequest, ZSlotAdjustmentResponse } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, requireInternal } from '../../plugins/auth.ts';
import { adjustSlots } from '../../services/billing/adjust-slots.ts';

/** Manual slot corrections with a reason, by internal staff only (issue 7 "slot"). */
export const slotAdjustmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/slot/adjustment',
    {
      schema: {
        tags: ['billing'],
        security: [{ bearerAuth: [] }],
        summary: 'Koreksi saldo slot sebuah perusahaan dengan alasan (staf internal)',
        body: ZSlotAdjustmentRequest,
        response: { 201: ZSlotAdjustmentResponse },
      },
      preHandler: requireInternal(app),
    },
    async (request, reply) => {
      const data = await adjustSlots(app.ctx.db, callerOf(request).userId, request.body);
      return reply.status(201).send({ message: 'Koreksi slot disimpan.', data });
    },
  );
};
