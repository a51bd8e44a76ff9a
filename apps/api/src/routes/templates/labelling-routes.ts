import { templatesApi } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import { createGroup } from '../../services/templates/create-group.ts';
import { createPlacement } from '../../services/templates/create-placement.ts';
import { deleteGroup } from '../../services/templates/delete-group.ts';
import { deletePlacement } from '../../services/templates/delete-placement.ts';
import { findDocument } from '../../services/templates/document-view.ts';
import { duplicateGroup } from '../../services/templates/duplicate-group.ts';
import { labelCoordinates } from '../../services/templates/placement-view.ts';
import { updatePlacement } from '../../services/templates/update-placement.ts';

/** docs/product.md §7 "Labels and master data": placing labels on a sample document (document_detail_id). */
export const labellingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.db;

  registerRoute(app, templatesApi.placements, async (request) => {
    const { companyId } = callerOf(request);
    await findDocument(db, companyId, request.params.id);
    return { message: 'Berhasil', data: await labelCoordinates(db, companyId, request.params.id) };
  });

  registerRoute(app, templatesApi.createPlacement, async (request, reply) => {
    const data = await createPlacement(db, callerOf(request).companyId, request.params.id, request.body);
    return reply.code(201).send({ message: 'Label ditempatkan.', data });
  });

  registerRoute(app, templatesApi.updatePlacement, async (request) => ({
    message: 'Label disimpan.',
    data: await updatePlacement(
      db,
      callerOf(request).companyId,
      request.params.id,
      request.params.coordId,
      request.body,
    ),
  }));

  registerRoute(app, templatesApi.deletePlacement, async (request) => {
    await deletePlacement(db, callerOf(request).companyId, request.params.id, request.params.coordId);
    return { message: 'Label dihapus.', data: { id: request.params.coordId } };
  });

  registerRoute(app, templatesApi.createLabelGroup, async (request, reply) => {
    const data = await createGroup(db, callerOf(request).companyId, request.params.id, request.body);
    return reply.code(201).send({ message: 'Grup dibuat.', data });
  });

  registerRoute(app, templatesApi.duplicateLabelGroup, async (request, reply) => {
    const data = await duplicateGroup(db, callerOf(request).companyId, request.params.id, request.body);
    return reply.code(201).send({ message: 'Baris berikutnya dibuat.', data });
  });

  registerRoute(app, templatesApi.deleteLabelGroup, async (request) => {
    await deleteGroup(db, callerOf(request).companyId, request.params.id);
    return { message: 'Grup dihapus.', data: { id: request.params.id } };
  });
};
