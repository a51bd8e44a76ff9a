import { masterDataApi } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import { deleteDocumentType } from '../../services/master-data/delete-document-type.ts';
import { listDocumentTypes } from '../../services/master-data/list-document-types.ts';
import { createDocumentType, updateDocumentType } from '../../services/master-data/save-document-type.ts';

/** docs/product.md §7: GET, POST document-type; PUT, DELETE document-type/{id}. */
export const documentTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.db;

  registerRoute(app, masterDataApi.documentTypes, async (request) => ({
    message: 'Berhasil',
    data: await listDocumentTypes(db, callerOf(request).companyId),
  }));

  registerRoute(app, masterDataApi.createDocumentType, async (request, reply) => {
    const data = await createDocumentType(db, callerOf(request).companyId, request.body);
    return reply.code(201).send({ message: 'Jenis dokumen ditambahkan.', data });
  });

  registerRoute(app, masterDataApi.updateDocumentType, async (request) => ({
    message: 'Jenis dokumen disimpan.',
    data: await updateDocumentType(db, callerOf(request).companyId, request.params.id, request.body),
  }));

  registerRoute(app, masterDataApi.deleteDocumentType, async (request) => {
    await deleteDocumentType(db, callerOf(request).companyId, request.params.id);
    return { message: 'Jenis dokumen dihapus.', data: { id: request.params.id } };
  });
};
