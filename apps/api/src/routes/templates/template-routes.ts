import {
  ZCreateTemplateRequest,
  ZDeletedResponse,
  ZDraftListQuery,
  ZSaveDraftRequest,
  ZTemplateIdParam,
  ZTemplateListQuery,
  ZTemplateListResponse,
  ZTemplateResponse,
  ZTemplateValidationHistoryQuery,
  ZTemplateValidationHistoryResponse,
  ZUpdateTemplateRequest,
  ZValidationCollectionQuery,
  ZValidationCollectionResponse,
} from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, requireCaller } from '../../plugins/auth.ts';
import { createTemplate } from '../../services/templates/create-template.ts';
import { deleteTemplate } from '../../services/templates/delete-template.ts';
import { listTemplates } from '../../services/templates/list-templates.ts';
import { templateView } from '../../services/templates/template-view.ts';
import { updateTemplate } from '../../services/templates/update-template.ts';
import { templateValidationHistory } from '../../services/templates/validation-history.ts';

const tags = ['templates'];
const security = [{ bearerAuth: [] }];

/** docs/product.md §7 "Templates": CRUD, drafts, the library, the validation collection and history. */
export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const reader = requireCaller(app);
  const writer = requireCaller(app, { permission: 'templates.manage' });

  app.get(
    '/template',
    {
      schema: {
        tags,
        security,
        summary: 'Pustaka template (cari, saring, halaman)',
        querystring: ZTemplateListQuery,
        response: { 200: ZTemplateListResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      ...(await listTemplates(ctx.db, callerOf(request).companyId, request.query)),
    }),
  );

  app.post(
    '/template',
    {
      schema: {
        tags,
        security,
        summary: 'Buat template (draf)',
        body: ZCreateTemplateRequest,
        response: { 201: ZTemplateResponse },
      },
      preHandler: writer,
    },
    async (request, reply) => {
      const data = await createTemplate(ctx.db, callerOf(request).companyId, request.body);
      return reply.code(201).send({ message: 'Template dibuat.', data });
    },
  );

  app.get(
    '/template/list/draft',
    {
      schema: {
        tags,
        security,
        summary: 'Template draf',
        querystring: ZDraftListQuery,
        response: { 200: ZTemplateListResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      ...(await listTemplates(ctx.db, callerOf(request).companyId, { ...request.query, status: 'draft' })),
    }),
  );

  app.get(
    '/template/validation/collection',
    {
      schema: {
        tags,
        security,
        summary: 'Template aktif yang ditawarkan untuk validasi',
        querystring: ZValidationCollectionQuery,
        response: { 200: ZValidationCollectionResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      ...(await listTemplates(ctx.db, callerOf(request).companyId, { ...request.query, status: 'active' })),
    }),
  );

  app.get(
    '/template/validation/history',
    {
      schema: {
        tags,
        security,
        summary: 'Riwayat validasi dengan template perusahaan',
        querystring: ZTemplateValidationHistoryQuery,
        response: { 200: ZTemplateValidationHistoryResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      ...(await templateValidationHistory(ctx.db, callerOf(request).companyId, request.query)),
    }),
  );

  app.get(
    '/template/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Detail template',
        params: ZTemplateIdParam,
        response: { 200: ZTemplateResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      data: await templateView(ctx.db, callerOf(request).companyId, request.params.id),
    }),
  );

  app.put(
    '/template/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Ubah template; status active menerbitkan (ditolak bila masih ada masalah tinjauan)',
        params: ZTemplateIdParam,
        body: ZUpdateTemplateRequest,
        response: { 200: ZTemplateResponse },
      },
      preHandler: writer,
    },
    async (request) => {
      const data = await updateTemplate(ctx.db, callerOf(request).companyId, request.params.id, request.body);
      return {
        message: request.body.status === 'active' ? 'Template diterbitkan.' : 'Template disimpan.',
        data,
      };
    },
  );

  app.put(
    '/template/:id/draft',
    {
      schema: {
        tags,
        security,
        summary: 'Simpan sebagai draf',
        params: ZTemplateIdParam,
        body: ZSaveDraftRequest,
        response: { 200: ZTemplateResponse },
      },
      preHandler: writer,
    },
    async (request) => ({
      message: 'Draf disimpan.',
      data: await updateTemplate(ctx.db, callerOf(request).companyId, request.params.id, {
        ...request.body,
        status: 'draft',
      }),
    }),
  );

  app.delete(
    '/template/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Hapus template beserta dokumen dan labelnya',
        params: ZTemplateIdParam,
        response: { 200: ZDeletedResponse },
      },
      preHandler: writer,
    },
    async (request) => {
      await deleteTemplate(ctx, callerOf(request).companyId, request.params.id);
      return { message: 'Template dihapus.', data: { id: request.params.id } };
    },
  );
};
