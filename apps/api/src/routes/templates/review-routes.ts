import {
  ZPreviewDocumentResponse,
  ZPromptParams,
  ZPromptResponse,
  ZSaveTemplateValidationRequest,
  ZSetPromptRequest,
  ZTemplateDocumentParams,
  ZTemplateIdParam,
  ZTemplateReviewResponse,
  ZTemplateValidationResponse,
} from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, requireCaller } from '../../plugins/auth.ts';
import { templateDocument } from '../../services/templates/delete-document.ts';
import { readPlacements } from '../../services/templates/read-placements.ts';
import { reviewTemplate } from '../../services/templates/review-template.ts';
import { setPrompt } from '../../services/templates/set-prompt.ts';
import {
  getTemplateValidation,
  saveTemplateValidation,
} from '../../services/templates/template-validation.ts';

const tags = ['templates'];
const security = [{ bearerAuth: [] }];

/** docs/product.md §7 "Templates": preview of read values, prompts, review and the comparisons. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const reader = requireCaller(app);
  const writer = requireCaller(app, { permission: 'templates.manage' });

  app.get(
    '/template/:id/preview-document-detail/:docId',
    {
      schema: {
        tags,
        security,
        summary: 'Nilai yang dibaca mesin di setiap penempatan label saat ini',
        params: ZTemplateDocumentParams,
        response: { 200: ZPreviewDocumentResponse },
      },
      preHandler: reader,
    },
    async (request) => {
      const { companyId } = callerOf(request);
      const document = await templateDocument(ctx.db, companyId, request.params.id, request.params.docId);
      return {
        message: 'Berhasil',
        data: { document_id: document.id, ...(await readPlacements(ctx, companyId, document)) },
      };
    },
  );

  app.put(
    '/template/:id/prompt/:promptId',
    {
      schema: {
        tags,
        security,
        summary: 'Petunjuk ekstraksi dokumen template (pola dan teks yang dibuang)',
        params: ZPromptParams,
        body: ZSetPromptRequest,
        response: { 200: ZPromptResponse },
      },
      preHandler: writer,
    },
    async (request) => ({
      message: 'Petunjuk disimpan.',
      data: await setPrompt(
        ctx.db,
        callerOf(request).companyId,
        request.params.id,
        request.params.promptId,
        request.body,
      ),
    }),
  );

  app.get(
    '/template/:id/review',
    {
      schema: {
        tags,
        security,
        summary: 'Tinjauan sebelum terbit: dokumen, nilai terbaca dan masalah',
        params: ZTemplateIdParam,
        response: { 200: ZTemplateReviewResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      data: await reviewTemplate(ctx, callerOf(request).companyId, request.params.id),
    }),
  );

  app.get(
    '/template/:id/validation',
    {
      schema: {
        tags,
        security,
        summary: 'Label yang dibandingkan antardokumen',
        params: ZTemplateIdParam,
        response: { 200: ZTemplateValidationResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      data: await getTemplateValidation(ctx.db, callerOf(request).companyId, request.params.id),
    }),
  );

  app.post(
    '/template/:id/validation',
    {
      schema: {
        tags,
        security,
        summary: 'Simpan label yang dibandingkan antardokumen',
        params: ZTemplateIdParam,
        body: ZSaveTemplateValidationRequest,
        response: { 200: ZTemplateValidationResponse },
      },
      preHandler: writer,
    },
    async (request) => ({
      message: 'Validasi template disimpan.',
      data: await saveTemplateValidation(
        ctx.db,
        callerOf(request).companyId,
        request.params.id,
        request.body,
      ),
    }),
  );
};
