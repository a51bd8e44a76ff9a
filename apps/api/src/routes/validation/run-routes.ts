import {
  ZCorrectReadingRequest,
  ZExecuteValidationResponse,
  ZReadingParams,
  ZValidationIdParam,
  ZValidationResultResponse,
} from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, requireCaller } from '../../plugins/auth.ts';
import { correctReading } from '../../services/validation/correct-reading.ts';
import { evidenceImage } from '../../services/validation/evidence.ts';
import { executeValidation } from '../../services/validation/execute-validation.ts';
import { validationResult } from '../../services/validation/validation-result.ts';

const tags = ['validation'];
const security = [{ bearerAuth: [] }];

/**
 * SPEC §7 "Validation": execute (one slot, run in the background), the result, corrections of
 * misread values and the evidence crops. Every role runs and corrects; internal staff only read.
 */
export const runRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const reader = requireCaller(app);
  const runner = requireCaller(app, { write: true });

  app.post(
    '/validation/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Jalankan validasi: memotong satu slot, diproses di latar belakang (progres lewat websocket)',
        params: ZValidationIdParam,
        response: { 202: ZExecuteValidationResponse },
      },
      preHandler: runner,
    },
    async (request, reply) => {
      const { companyId, userId } = callerOf(request);
      const data = await executeValidation(ctx, companyId, userId, request.params.id);
      return reply.code(202).send({ message: 'Validasi sedang dijalankan.', data });
    },
  );

  app.get(
    '/validation/:id/result',
    {
      schema: {
        tags,
        security,
        summary:
          'Hasil validasi: putusan setiap label dengan nilai, bukti dan koreksinya, serta aturan logika',
        params: ZValidationIdParam,
        response: { 200: ZValidationResultResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      data: await validationResult(ctx, callerOf(request).companyId, request.params.id),
    }),
  );

  app.put(
    '/validation/:id/reading/:readingId',
    {
      schema: {
        tags,
        security,
        summary: 'Koreksi nilai yang salah terbaca; perbandingan dan aturan dihitung ulang seketika',
        params: ZReadingParams,
        body: ZCorrectReadingRequest,
        response: { 200: ZValidationResultResponse },
      },
      preHandler: runner,
    },
    async (request) => ({
      message: 'Nilai dikoreksi.',
      data: await correctReading(
        ctx,
        callerOf(request),
        request.params.id,
        request.params.readingId,
        request.body.text,
      ),
    }),
  );

  app.get(
    '/validation/:id/evidence/:readingId',
    {
      schema: {
        tags,
        security,
        summary: 'Bukti: potongan gambar wilayah tempat nilai dibaca (WebP)',
        params: ZReadingParams,
        response: {
          200: {
            description: 'Potongan gambar sebagai WebP',
            content: { 'image/webp': { schema: z.string().describe('WebP') } },
          },
        },
      },
      preHandler: reader,
    },
    async (request, reply) => {
      const { id, readingId } = request.params;
      const image = await evidenceImage(ctx, callerOf(request).companyId, id, readingId);
      return reply
        .type('image/webp')
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(image as never);
    },
  );
};
