import {
  ZCreateValidationRequest,
  ZDocumentDateFormatsResponse,
  ZSetTemplateDateFormatRequest,
  ZSetValidationDateFormatRequest,
  ZTemplateDateFormatResponse,
  ZUploadStatusResponse,
  ZValidationDetailResponse,
  ZValidationIdParam,
  ZValidationPageParams,
} from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, requireCaller } from '../../plugins/auth.ts';
import { createValidation } from '../../services/validation/create-validation.ts';
import { dateFormatOptions } from '../../services/validation/date-formats.ts';
import { validationPageImage } from '../../services/validation/page-image.ts';
import { setValidationDateFormat } from '../../services/validation/set-date-format.ts';
import { setTemplateDateFormat } from '../../services/validation/set-template-date-format.ts';
import { uploadStatus } from '../../services/validation/upload-status.ts';
import { validationDetail } from '../../services/validation/validation-view.ts';

const tags = ['validation'];
const security = [{ bearerAuth: [] }];

/**
 * docs/product.md §7 "Validation" (the flow before execute: create, documents, upload status, date formats)
 * and the date-format calls of "Documents and files". Uploads go through file/upload/document.
 */
export const validationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // Validations are run by every role; internal staff only read (docs/product.md §9).
  const reader = requireCaller(app);
  const runner = requireCaller(app, { write: true });
  const manager = requireCaller(app, { permission: 'templates.manage' });

  app.post(
    '/validation',
    {
      schema: {
        tags,
        security,
        summary: 'Mulai validasi dengan template yang sudah diterbitkan',
        body: ZCreateValidationRequest,
        response: { 201: ZValidationDetailResponse },
      },
      preHandler: runner,
    },
    async (request, reply) => {
      const { companyId, userId } = callerOf(request);
      const data = await createValidation(ctx, companyId, userId, request.body);
      return reply.code(201).send({ message: 'Validasi dibuat. Unggah dokumennya.', data });
    },
  );

  app.get(
    '/validation/document/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Validasi beserta dokumennya, halaman dan hal yang belum lengkap',
        params: ZValidationIdParam,
        response: { 200: ZValidationDetailResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      data: await validationDetail(ctx, callerOf(request).companyId, request.params.id),
    }),
  );

  app.get(
    '/validation/document/:id/upload-status',
    {
      schema: {
        tags,
        security,
        summary: 'Status unggahan setiap dokumen validasi',
        params: ZValidationIdParam,
        response: { 200: ZUploadStatusResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      data: await uploadStatus(ctx.db, callerOf(request).companyId, request.params.id),
    }),
  );

  app.post(
    '/validation/document/:id/set-format-date',
    {
      schema: {
        tags,
        security,
        summary: 'Tetapkan format tanggal (dan penulisan angka) satu dokumen validasi',
        params: ZValidationIdParam,
        body: ZSetValidationDateFormatRequest,
        response: { 200: ZValidationDetailResponse },
      },
      preHandler: runner,
    },
    async (request) => ({
      message: 'Format tanggal disimpan.',
      data: await setValidationDateFormat(ctx, callerOf(request).companyId, request.params.id, request.body),
    }),
  );

  app.get(
    '/validation/:id/document/:docId/page/:n/image',
    {
      schema: {
        tags,
        security,
        summary: 'Gambar halaman dokumen validasi (WebP)',
        params: ZValidationPageParams,
        response: {
          200: {
            description: 'Halaman sebagai WebP',
            content: { 'image/webp': { schema: z.string().describe('WebP') } },
          },
        },
      },
      preHandler: reader,
    },
    async (request, reply) => {
      const { id, docId, n } = request.params;
      const image = await validationPageImage(ctx, callerOf(request).companyId, id, docId, n);
      return reply
        .type('image/webp')
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(image as never);
    },
  );

  app.post(
    '/document/format-date/set',
    {
      schema: {
        tags,
        security,
        summary: 'Format tanggal bawaan contoh dokumen template (null: dikenali otomatis)',
        body: ZSetTemplateDateFormatRequest,
        response: { 200: ZTemplateDateFormatResponse },
      },
      preHandler: manager,
    },
    async (request) => ({
      message: 'Format tanggal disimpan.',
      data: await setTemplateDateFormat(ctx.db, callerOf(request).companyId, request.body),
    }),
  );

  app.get(
    '/format-data/dates',
    {
      schema: {
        tags,
        security,
        summary: 'Format tanggal yang dapat dipilih, dengan contoh',
        response: { 200: ZDocumentDateFormatsResponse },
      },
      preHandler: reader,
    },
    async () => ({ message: 'Berhasil', data: dateFormatOptions() }),
  );
};
