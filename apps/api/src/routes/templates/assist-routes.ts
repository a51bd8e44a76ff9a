import { templatesApi } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import { duplicateTemplate } from '../../services/templates/duplicate-template.ts';
import { placementCaption } from '../../services/templates/placement-caption.ts';
import { suggestPlacements } from '../../services/templates/suggest-placements.ts';

/** docs/assisted-templating.md: proposed placements on a sample, and a template's copy. */
export const assistRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  registerRoute(app, templatesApi.proposals, async (request) => ({
    message: 'Berhasil',
    data: await suggestPlacements(ctx, callerOf(request).companyId, request.params.id),
  }));

  registerRoute(app, templatesApi.placementCaption, async (request) => ({
    message: 'Berhasil',
    data: await placementCaption(ctx, callerOf(request).companyId, request.params.id, request.params.coordId),
  }));

  registerRoute(app, templatesApi.duplicate, async (request, reply) => {
    const data = await duplicateTemplate(ctx, callerOf(request).companyId, request.params.id, request.body);
    return reply.code(201).send({ message: 'Template digandakan.', data });
  });
};
