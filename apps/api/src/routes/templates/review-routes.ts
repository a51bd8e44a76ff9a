import { templatesApi } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import { getComparisonPlan, saveComparisonPlan } from '../../services/templates/comparison-plan.ts';
import { sampleDocument } from '../../services/templates/delete-document.ts';
import { readPlacements } from '../../services/templates/read-placements.ts';
import { reviewTemplate } from '../../services/templates/review-template.ts';
import { setPrompt } from '../../services/templates/set-prompt.ts';

/** docs/product.md §7 "Templates": preview of read values, prompts, review and the comparisons. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  registerRoute(app, templatesApi.preview, async (request) => {
    const { companyId } = callerOf(request);
    const document = await sampleDocument(ctx.db, companyId, request.params.id, request.params.docId);
    return {
      message: 'Berhasil',
      data: { document_id: document.id, ...(await readPlacements(ctx, companyId, document)) },
    };
  });

  registerRoute(app, templatesApi.setPrompt, async (request) => ({
    message: 'Petunjuk disimpan.',
    data: await setPrompt(
      ctx.db,
      callerOf(request).companyId,
      request.params.id,
      request.params.promptId,
      request.body,
    ),
  }));

  registerRoute(app, templatesApi.review, async (request) => ({
    message: 'Berhasil',
    data: await reviewTemplate(ctx, callerOf(request).companyId, request.params.id),
  }));

  registerRoute(app, templatesApi.comparisonPlan, async (request) => ({
    message: 'Berhasil',
    data: await getComparisonPlan(ctx.db, callerOf(request).companyId, request.params.id),
  }));

  registerRoute(app, templatesApi.saveComparisonPlan, async (request) => ({
    message: 'Validasi template disimpan.',
    data: await saveComparisonPlan(ctx.db, callerOf(request).companyId, request.params.id, request.body),
  }));
};
