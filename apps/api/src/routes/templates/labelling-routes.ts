import {
  ZCreateGroupRequest,
  ZCreatePlacementRequest,
  ZDeletedResponse,
  ZDocumentIdParam,
  ZDuplicateGroupRequest,
  ZIdParam,
  ZLabelCoordinatesListResponse,
  ZLabelCoordinatesResponse,
  ZPlacementParams,
  ZUpdatePlacementRequest,
} from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, requireCaller } from '../../plugins/auth.ts';
import { createGroup } from '../../services/templates/create-group.ts';
import { createPlacement } from '../../services/templates/create-placement.ts';
import { deleteGroup } from '../../services/templates/delete-group.ts';
import { deletePlacement } from '../../services/templates/delete-placement.ts';
import { findDocument } from '../../services/templates/document-view.ts';
import { duplicateGroup } from '../../services/templates/duplicate-group.ts';
import { labelCoordinates } from '../../services/templates/placement-view.ts';
import { updatePlacement } from '../../services/templates/update-placement.ts';

const tags = ['templates'];
const security = [{ bearerAuth: [] }];

/** docs/product.md §7 "Labels and master data": placing labels on a sample document (document_detail_id). */
export const labellingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.db;
  const reader = requireCaller(app);
  const writer = requireCaller(app, { permission: 'templates.manage' });

  app.get(
    '/document-detail/:id/labels',
    {
      schema: {
        tags,
        security,
        summary: 'Label dokumen dengan koordinat (docs/product.md §13), grup berisi labelnya',
        params: ZDocumentIdParam,
        response: { 200: ZLabelCoordinatesListResponse },
      },
      preHandler: reader,
    },
    async (request) => {
      const { companyId } = callerOf(request);
      await findDocument(db, companyId, request.params.id);
      return { message: 'Berhasil', data: await labelCoordinates(db, companyId, request.params.id) };
    },
  );

  app.post(
    '/document-detail/:id/label',
    {
      schema: {
        tags,
        security,
        summary: 'Tempatkan label (sudut x0,y0,x1,y1 dalam pecahan halaman)',
        params: ZDocumentIdParam,
        body: ZCreatePlacementRequest,
        response: { 201: ZLabelCoordinatesResponse },
      },
      preHandler: writer,
    },
    async (request, reply) => {
      const data = await createPlacement(db, callerOf(request).companyId, request.params.id, request.body);
      return reply.code(201).send({ message: 'Label ditempatkan.', data });
    },
  );

  app.put(
    '/document-detail/:id/label/:coordId',
    {
      schema: {
        tags,
        security,
        summary: 'Pindahkan, ubah ukuran atau ganti label penempatan',
        params: ZPlacementParams,
        body: ZUpdatePlacementRequest,
        response: { 200: ZLabelCoordinatesResponse },
      },
      preHandler: writer,
    },
    async (request) => ({
      message: 'Label disimpan.',
      data: await updatePlacement(
        db,
        callerOf(request).companyId,
        request.params.id,
        request.params.coordId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/document-detail/:id/label/:coordId',
    {
      schema: {
        tags,
        security,
        summary: 'Hapus penempatan label',
        params: ZPlacementParams,
        response: { 200: ZDeletedResponse },
      },
      preHandler: writer,
    },
    async (request) => {
      await deletePlacement(db, callerOf(request).companyId, request.params.id, request.params.coordId);
      return { message: 'Label dihapus.', data: { id: request.params.coordId } };
    },
  );

  app.post(
    '/document-detail/:id/label/group',
    {
      schema: {
        tags,
        security,
        summary: 'Kelompokkan label menjadi satu baris tabel',
        params: ZDocumentIdParam,
        body: ZCreateGroupRequest,
        response: { 201: ZLabelCoordinatesResponse },
      },
      preHandler: writer,
    },
    async (request, reply) => {
      const data = await createGroup(db, callerOf(request).companyId, request.params.id, request.body);
      return reply.code(201).send({ message: 'Grup dibuat.', data });
    },
  );

  app.post(
    '/document-detail/:id/label/group/duplicate',
    {
      schema: {
        tags,
        security,
        summary: 'Gandakan grup untuk baris berikutnya (geser ke bawah)',
        params: ZDocumentIdParam,
        body: ZDuplicateGroupRequest,
        response: { 201: ZLabelCoordinatesResponse },
      },
      preHandler: writer,
    },
    async (request, reply) => {
      const data = await duplicateGroup(db, callerOf(request).companyId, request.params.id, request.body);
      return reply.code(201).send({ message: 'Baris berikutnya dibuat.', data });
    },
  );

  app.delete(
    '/label-group/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Hapus grup beserta labelnya',
        params: ZIdParam,
        response: { 200: ZDeletedResponse },
      },
      preHandler: writer,
    },
    async (request) => {
      await deleteGroup(db, callerOf(request).companyId, request.params.id);
      return { message: 'Grup dihapus.', data: { id: request.params.id } };
    },
  );
};
