import {
  ZCreateDocumentTypeRequest,
  ZDeletedResponse,
  ZDocumentTypeListResponse,
  ZDocumentTypeResponse,
  ZIdParam,
  ZUpdateDocumentTypeRequest,
} from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, requireCaller } from '../../plugins/auth.ts';
import { deleteDocumentType } from '../../services/master-data/delete-document-type.ts';
import { listDocumentTypes } from '../../services/master-data/list-document-types.ts';
import { createDocumentType, updateDocumentType } from '../../services/master-data/save-document-type.ts';

const tags = ['master-data'];
const security = [{ bearerAuth: [] }];

/** docs/product.md §7: GET, POST document-type; PUT, DELETE document-type/{id}. */
export const documentTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.db;
  const reader = requireCaller(app);
  const writer = requireCaller(app, { permission: 'master-data.manage' });

  app.get(
    '/document-type',
    {
      schema: {
        tags,
        security,
        summary: 'Jenis dokumen perusahaan',
        response: { 200: ZDocumentTypeListResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      data: await listDocumentTypes(db, callerOf(request).companyId),
    }),
  );

  app.post(
    '/document-type',
    {
      schema: {
        tags,
        security,
        summary: 'Tambah jenis dokumen',
        body: ZCreateDocumentTypeRequest,
        response: { 201: ZDocumentTypeResponse },
      },
      preHandler: writer,
    },
    async (request, reply) => {
      const data = await createDocumentType(db, callerOf(request).companyId, request.body);
      return reply.code(201).send({ message: 'Jenis dokumen ditambahkan.', data });
    },
  );

  app.put(
    '/document-type/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Ubah nama atau kode jenis dokumen',
        params: ZIdParam,
        body: ZUpdateDocumentTypeRequest,
        response: { 200: ZDocumentTypeResponse },
      },
      preHandler: writer,
    },
    async (request) => ({
      message: 'Jenis dokumen disimpan.',
      data: await updateDocumentType(db, callerOf(request).companyId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/document-type/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Hapus jenis dokumen (ditolak selama dipakai template atau aturan logika)',
        params: ZIdParam,
        response: { 200: ZDeletedResponse },
      },
      preHandler: writer,
    },
    async (request) => {
      await deleteDocumentType(db, callerOf(request).companyId, request.params.id);
      return { message: 'Jenis dokumen dihapus.', data: { id: request.params.id } };
    },
  );
};
