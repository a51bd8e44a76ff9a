import {
  ZActiveLabelListResponse,
  ZAliasListQuery,
  ZAliasListResponse,
  ZBulkLabelResponse,
  ZBulkUpdateStatusRequest,
  ZCreateAliasRequest,
  ZCreateDocumentLabelRequest,
  ZDeletedResponse,
  ZDocumentLabelListQuery,
  ZDocumentLabelListResponse,
  ZDocumentLabelResponse,
  ZIdParam,
  ZLabelAliasResponse,
  ZSetMasterLabelRequest,
  ZSetValidationLogicRequest,
  ZUpdateDocumentLabelRequest,
} from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, requireCaller } from '../../plugins/auth.ts';
import { bulkUpdateLabels } from '../../services/master-data/bulk-update-labels.ts';
import { createDocumentLabel } from '../../services/master-data/create-document-label.ts';
import { deleteDocumentLabel } from '../../services/master-data/delete-document-label.ts';
import { createAlias, deleteAlias, listAliases } from '../../services/master-data/label-aliases.ts';
import { labelView } from '../../services/master-data/label-view.ts';
import { listActiveLabels } from '../../services/master-data/list-active-labels.ts';
import { listDocumentLabels } from '../../services/master-data/list-document-labels.ts';
import { setValidationLogic } from '../../services/master-data/set-validation-logic.ts';
import { updateDocumentLabel } from '../../services/master-data/update-document-label.ts';

const tags = ['master-data'];
const security = [{ bearerAuth: [] }];

/** docs/product.md §7 "document-labels/...": the company's labels, aliases, status, master flag and logic. */
export const documentLabelRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.db;
  const reader = requireCaller(app);
  const writer = requireCaller(app, { permission: 'master-data.manage' });
  const company = (request: Parameters<typeof callerOf>[0]) => callerOf(request).companyId;

  app.get(
    '/document-labels/list',
    {
      schema: {
        tags,
        security,
        summary: 'Daftar label (cari, saring, halaman)',
        querystring: ZDocumentLabelListQuery,
        response: { 200: ZDocumentLabelListResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      ...(await listDocumentLabels(db, company(request), request.query)),
    }),
  );

  app.get(
    '/document-labels/list-active',
    {
      schema: { tags, security, summary: 'Semua label aktif', response: { 200: ZActiveLabelListResponse } },
      preHandler: reader,
    },
    async (request) => ({ message: 'Berhasil', data: await listActiveLabels(db, company(request)) }),
  );

  app.get(
    '/document-labels/detail/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Rincian label',
        params: ZIdParam,
        response: { 200: ZDocumentLabelResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      data: await labelView(db, company(request), request.params.id),
    }),
  );

  app.get(
    '/document-labels/list-alias/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Alias sebuah label (halaman)',
        params: ZIdParam,
        querystring: ZAliasListQuery,
        response: { 200: ZAliasListResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      ...(await listAliases(db, company(request), request.params.id, request.query)),
    }),
  );

  app.post(
    '/document-labels/create',
    {
      schema: {
        tags,
        security,
        summary: 'Buat label',
        body: ZCreateDocumentLabelRequest,
        response: { 201: ZDocumentLabelResponse },
      },
      preHandler: writer,
    },
    async (request, reply) =>
      reply.code(201).send({
        message: 'Label ditambahkan.',
        data: await createDocumentLabel(db, company(request), request.body),
      }),
  );

  app.put(
    '/document-labels/update/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Ubah nama, tipe data atau keterangan label',
        params: ZIdParam,
        body: ZUpdateDocumentLabelRequest,
        response: { 200: ZDocumentLabelResponse },
      },
      preHandler: writer,
    },
    async (request) => ({
      message: 'Label disimpan.',
      data: await updateDocumentLabel(db, company(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/document-labels/delete/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Hapus label (ditolak selama dipakai template atau aturan logika)',
        params: ZIdParam,
        response: { 200: ZDeletedResponse },
      },
      preHandler: writer,
    },
    async (request) => {
      await deleteDocumentLabel(db, company(request), request.params.id);
      return { message: 'Label dihapus.', data: { id: request.params.id } };
    },
  );

  app.post(
    '/document-labels/create-alias',
    {
      schema: {
        tags,
        security,
        summary: 'Tambah alias',
        body: ZCreateAliasRequest,
        response: { 201: ZLabelAliasResponse },
      },
      preHandler: writer,
    },
    async (request, reply) =>
      reply.code(201).send({
        message: 'Alias ditambahkan.',
        data: await createAlias(db, company(request), request.body.document_label_id, request.body.alias),
      }),
  );

  app.delete(
    '/document-labels/delete-alias/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Hapus alias',
        params: ZIdParam,
        response: { 200: ZDeletedResponse },
      },
      preHandler: writer,
    },
    async (request) => {
      await deleteAlias(db, company(request), request.params.id);
      return { message: 'Alias dihapus.', data: { id: request.params.id } };
    },
  );

  app.put(
    '/document-labels/bulk-update-status',
    {
      schema: {
        tags,
        security,
        summary: 'Aktifkan atau nonaktifkan beberapa label',
        body: ZBulkUpdateStatusRequest,
        response: { 200: ZBulkLabelResponse },
      },
      preHandler: writer,
    },
    async (request) => ({
      message: request.body.active ? 'Label diaktifkan.' : 'Label dinonaktifkan.',
      data: {
        updated: await bulkUpdateLabels(db, company(request), request.body.label_ids, {
          active: request.body.active,
        }),
      },
    }),
  );

  app.put(
    '/document-labels/master',
    {
      schema: {
        tags,
        security,
        summary: 'Tandai label utama (atau bukan)',
        body: ZSetMasterLabelRequest,
        response: { 200: ZBulkLabelResponse },
      },
      preHandler: writer,
    },
    async (request) => ({
      message: 'Label utama disimpan.',
      data: {
        updated: await bulkUpdateLabels(db, company(request), request.body.label_ids, {
          is_master: request.body.is_master,
        }),
      },
    }),
  );

  app.put(
    '/document-labels/validation-logic',
    {
      schema: {
        tags,
        security,
        summary: 'Atur logika validasi label dan parameternya',
        body: ZSetValidationLogicRequest,
        response: { 200: ZDocumentLabelResponse },
      },
      preHandler: writer,
    },
    async (request) => ({
      message: 'Logika validasi disimpan.',
      data: await setValidationLogic(db, company(request), request.body),
    }),
  );
};
