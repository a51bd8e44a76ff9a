import {
  ZDocumentIdParam,
  ZDuplicateTemplateRequest,
  ZPlacementCaptionResponse,
  ZPlacementParams,
  ZPlacementProposalsResponse,
  ZTemplateIdParam,
  ZTemplateResponse,
} from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, requireCaller } from '../../plugins/auth.ts';
import { duplicateTemplate } from '../../services/templates/duplicate-template.ts';
import { placementCaption } from '../../services/templates/placement-caption.ts';
import { suggestPlacements } from '../../services/templates/suggest-placements.ts';

const tags = ['templates'];
const security = [{ bearerAuth: [] }];

/** docs/assisted-templating.md: proposed placements on a sample, and a template's copy. */
export const assistRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const writer = requireCaller(app, { permission: 'templates.manage' });

  app.post(
    '/document-detail/:id/label/suggestions',
    {
      schema: {
        tags,
        security,
        summary: 'Usulan penempatan label aktif perusahaan pada dokumen contoh (tidak disimpan)',
        params: ZDocumentIdParam,
        response: { 200: ZPlacementProposalsResponse },
      },
      preHandler: writer,
    },
    async (request) => ({
      message: 'Berhasil',
      data: await suggestPlacements(ctx, callerOf(request).companyId, request.params.id),
    }),
  );

  app.get(
    '/document-detail/:id/label/:coordId/caption',
    {
      schema: {
        tags,
        security,
        summary: 'Keterangan yang tercetak di samping sebuah penempatan, dan apakah sudah alias labelnya',
        params: ZPlacementParams,
        response: { 200: ZPlacementCaptionResponse },
      },
      preHandler: writer,
    },
    async (request) => ({
      message: 'Berhasil',
      data: await placementCaption(
        ctx,
        callerOf(request).companyId,
        request.params.id,
        request.params.coordId,
      ),
    }),
  );

  app.post(
    '/template/:id/duplicate',
    {
      schema: {
        tags,
        security,
        summary: 'Gandakan template (dokumen contoh, grup dan penempatan) dengan nama baru, sebagai draf',
        params: ZTemplateIdParam,
        body: ZDuplicateTemplateRequest,
        response: { 201: ZTemplateResponse },
      },
      preHandler: writer,
    },
    async (request, reply) => {
      const data = await duplicateTemplate(ctx, callerOf(request).companyId, request.params.id, request.body);
      return reply.code(201).send({ message: 'Template digandakan.', data });
    },
  );
};
