import { templatesApi } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import { createTemplate } from '../../services/templates/create-template.ts';
import { deleteTemplate } from '../../services/templates/delete-template.ts';
import { listTemplates } from '../../services/templates/list-templates.ts';
import { templateRunHistory } from '../../services/templates/template-run-history.ts';
import { templateView } from '../../services/templates/template-view.ts';
import { updateTemplate } from '../../services/templates/update-template.ts';

/** docs/product.md §7 "Templates": CRUD, drafts, the library, the validation collection and history. */
export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  registerRoute(
    app,
    templatesApi.list,
    async (request) => ({
      message: 'Berhasil',
      ...(await listTemplates(ctx.db, callerOf(request).companyId, request.query)),
    }),
    { listCache: true },
  );

  registerRoute(app, templatesApi.create, async (request, reply) => {
    const data = await createTemplate(ctx.db, callerOf(request).companyId, request.body);
    return reply.code(201).send({ message: 'Template dibuat.', data });
  });

  registerRoute(
    app,
    templatesApi.listDraft,
    async (request) => ({
      message: 'Berhasil',
      ...(await listTemplates(ctx.db, callerOf(request).companyId, { ...request.query, status: 'draft' })),
    }),
    { listCache: true },
  );

  registerRoute(
    app,
    templatesApi.validationCollection,
    async (request) => ({
      message: 'Berhasil',
      ...(await listTemplates(ctx.db, callerOf(request).companyId, { ...request.query, status: 'active' })),
    }),
    { listCache: true },
  );

  registerRoute(app, templatesApi.validationHistory, async (request) => ({
    message: 'Berhasil',
    ...(await templateRunHistory(ctx.db, callerOf(request).companyId, request.query)),
  }));

  registerRoute(app, templatesApi.get, async (request) => ({
    message: 'Berhasil',
    data: await templateView(ctx.db, callerOf(request).companyId, request.params.id),
  }));

  registerRoute(app, templatesApi.update, async (request) => {
    const data = await updateTemplate(ctx.db, callerOf(request).companyId, request.params.id, request.body);
    return {
      message: request.body.status === 'active' ? 'Template diterbitkan.' : 'Template disimpan.',
      data,
    };
  });

  registerRoute(app, templatesApi.saveDraft, async (request) => ({
    message: 'Draf disimpan.',
    data: await updateTemplate(ctx.db, callerOf(request).companyId, request.params.id, {
      ...request.body,
      status: 'draft',
    }),
  }));

  registerRoute(app, templatesApi.delete, async (request) => {
    await deleteTemplate(ctx, callerOf(request).companyId, request.params.id);
    return { message: 'Template dihapus.', data: { id: request.params.id } };
  });
};
