import {
  ZCorrectReadingRequest,
  ZCreateDecisionRequest,
  ZDecisionParams,
  ZExecuteValidationResponse,
  ZReadingParams,
  ZValidationDetailResponse,
  ZValidationIdParam,
  ZValidationResultResponse,
} from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, requireCaller } from '../../plugins/auth.ts';
import { correctReading } from '../../services/validation/correct-reading.ts';
import { acceptDifference, withdrawDecision } from '../../services/validation/decisions.ts';
import { evidenceImage } from '../../services/validation/evidence.ts';
import { executeValidation } from '../../services/validation/execute-validation.ts';
import { signOff, withdrawSignOff } from '../../services/validation/sign-off.ts';
import { validationResult } from '../../services/validation/validation-result.ts';

const tags = ['validation'];
const security = [{ bearerAuth: [] }];

/**
 * docs/product.md §7 "Validation": execute (one slot, run in the background), the result, corrections of
 * misread values, decisions on real differences, the sign-off and the evidence crops. Every role
 * runs, corrects and decides; an admin or owner signs off; internal staff only read.
 */
export const runRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const reader = requireCaller(app);
  const runner = requireCaller(app, { write: true });
  const approver = requireCaller(app, { permission: 'validation.sign-off' });

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

  app.post(
    '/validation/:id/decision',
    {
      schema: {
        tags,
        security,
        summary:
          'Terima perbedaan dengan alasan (keputusan, bukan koreksi): label dihitung diterima, putusan dihitung ulang',
        params: ZValidationIdParam,
        body: ZCreateDecisionRequest,
        response: { 200: ZValidationResultResponse },
      },
      preHandler: runner,
    },
    async (request) => ({
      message: 'Perbedaan diterima.',
      data: await acceptDifference(ctx, callerOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/validation/:id/decision/:decisionId',
    {
      schema: {
        tags,
        security,
        summary: 'Tarik keputusan (tetap tercatat di audit); label kembali Tidak Sesuai',
        params: ZDecisionParams,
        response: { 200: ZValidationResultResponse },
      },
      preHandler: runner,
    },
    async (request) => ({
      message: 'Keputusan ditarik.',
      data: await withdrawDecision(ctx, callerOf(request), request.params.id, request.params.decisionId),
    }),
  );

  app.post(
    '/validation/:id/sign-off',
    {
      schema: {
        tags,
        security,
        summary: 'Setujui hasil validasi (admin atau pemilik); koreksi dan keputusan terkunci sampai ditarik',
        params: ZValidationIdParam,
        response: { 200: ZValidationDetailResponse },
      },
      preHandler: approver,
    },
    async (request) => ({
      message: 'Hasil validasi disetujui.',
      data: await signOff(ctx, callerOf(request), request.params.id),
    }),
  );

  app.delete(
    '/validation/:id/sign-off',
    {
      schema: {
        tags,
        security,
        summary: 'Tarik persetujuan hasil validasi (admin atau pemilik)',
        params: ZValidationIdParam,
        response: { 200: ZValidationDetailResponse },
      },
      preHandler: approver,
    },
    async (request) => ({
      message: 'Persetujuan ditarik.',
      data: await withdrawSignOff(ctx, callerOf(request), request.params.id),
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
