import { validationApi } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import { correctReading } from '../../services/validation/correct-reading.ts';
import { acceptDifference, withdrawDecision } from '../../services/validation/decisions.ts';
import { evidenceImage } from '../../services/validation/evidence.ts';
import { executeValidation } from '../../services/validation/execute-validation.ts';
import { signOff, withdrawSignOff } from '../../services/validation/sign-off.ts';
import { validationResult } from '../../services/validation/validation-result.ts';
import { sendImage } from '../file-reply.ts';

/**
 * docs/product.md §7 "Validation": execute (one slot, run in the background), the result, corrections of
 * misread values, decisions on real differences, the sign-off and the evidence crops. Every role
 * runs, corrects and decides; an admin or owner signs off; internal staff only read.
 */
export const runRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  registerRoute(app, validationApi.execute, async (request, reply) => {
    const { companyId, userId } = callerOf(request);
    const data = await executeValidation(ctx, companyId, userId, request.params.id);
    return reply.code(202).send({ message: 'Validasi sedang dijalankan.', data });
  });

  registerRoute(app, validationApi.result, async (request) => ({
    message: 'Berhasil',
    data: await validationResult(ctx, callerOf(request).companyId, request.params.id),
  }));

  registerRoute(app, validationApi.correctReading, async (request) => ({
    message: 'Nilai dikoreksi.',
    data: await correctReading(
      ctx,
      callerOf(request),
      request.params.id,
      request.params.readingId,
      request.body.text,
    ),
  }));

  registerRoute(app, validationApi.acceptDifference, async (request) => ({
    message: 'Perbedaan diterima.',
    data: await acceptDifference(ctx, callerOf(request), request.params.id, request.body),
  }));

  registerRoute(app, validationApi.withdrawDecision, async (request) => ({
    message: 'Keputusan ditarik.',
    data: await withdrawDecision(ctx, callerOf(request), request.params.id, request.params.decisionId),
  }));

  registerRoute(app, validationApi.signOff, async (request) => ({
    message: 'Hasil validasi disetujui.',
    data: await signOff(ctx, callerOf(request), request.params.id),
  }));

  registerRoute(app, validationApi.withdrawSignOff, async (request) => ({
    message: 'Persetujuan ditarik.',
    data: await withdrawSignOff(ctx, callerOf(request), request.params.id),
  }));

  registerRoute(app, validationApi.evidence, async (request, reply) => {
    const { id, readingId } = request.params;
    const image = await evidenceImage(ctx, callerOf(request).companyId, id, readingId);
    return sendImage(reply, 'image/webp', image, 3600);
  });
};
