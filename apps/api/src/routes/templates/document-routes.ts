import {
  ZAddAdditionalDocumentRequest,
  ZAdditionalDocumentListResponse,
  ZAdditionalDocumentQuery,
  ZDeletedResponse,
  ZDocumentByTypeParams,
  ZDocumentByTypeQuery,
  ZDocumentByTypeResponse,
  ZDocumentIdParam,
  ZDocumentLabelUseResponse,
  ZPageImageParams,
  ZPatchDocumentRequest,
  ZTemplateDocumentListResponse,
  ZTemplateDocumentParams,
  ZTemplateDocumentResponse,
  ZTemplateIdParam,
  ZUpdateDocumentStatusRequest,
} from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, requireCaller } from '../../plugins/auth.ts';
import {
  addAdditionalDocumentType,
  listAdditionalDocumentTypes,
} from '../../services/templates/additional-documents.ts';
import { deleteDocument } from '../../services/templates/delete-document.ts';
import { documentByType } from '../../services/templates/document-by-type.ts';
import { documentLabelsUsed } from '../../services/templates/document-labels-used.ts';
import { documentViews, templateDocumentRows } from '../../services/templates/document-view.ts';
import { pageImage } from '../../services/templates/page-image.ts';
import { patchDocument, updateDocumentStatus } from '../../services/templates/patch-document.ts';
import { findTemplate } from '../../services/templates/template-view.ts';

const tags = ['templates'];
const security = [{ bearerAuth: [] }];

/** docs/product.md §7 "Templates" and "Documents and files": a template's sample documents. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const reader = requireCaller(app);
  const writer = requireCaller(app, { permission: 'templates.manage' });

  const listDocuments = async (companyId: string, templateId: string) => {
    await findTemplate(ctx.db, companyId, templateId);
    return documentViews(ctx.db, companyId, await templateDocumentRows(ctx.db, companyId, templateId));
  };

  app.get(
    '/template/:id/documents',
    {
      schema: {
        tags,
        security,
        summary: 'Contoh dokumen template',
        params: ZTemplateIdParam,
        response: { 200: ZTemplateDocumentListResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      data: await listDocuments(callerOf(request).companyId, request.params.id),
    }),
  );

  app.get(
    '/document/template_id/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Contoh dokumen template (sama dengan template/{id}/documents)',
        params: ZTemplateIdParam,
        response: { 200: ZTemplateDocumentListResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      data: await listDocuments(callerOf(request).companyId, request.params.id),
    }),
  );

  app.get(
    '/document/template_id/:id/type/:type',
    {
      schema: {
        tags,
        security,
        summary: 'Dokumen template dari satu jenis (opsional document_id)',
        params: ZDocumentByTypeParams,
        querystring: ZDocumentByTypeQuery,
        response: { 200: ZDocumentByTypeResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      data: await documentByType(
        ctx.db,
        callerOf(request).companyId,
        request.params.id,
        request.params.type,
        request.query.document_id,
      ),
    }),
  );

  app.delete(
    '/template/:id/document/:docId',
    {
      schema: {
        tags,
        security,
        summary: 'Hapus contoh dokumen beserta berkas, halaman dan labelnya',
        params: ZTemplateDocumentParams,
        response: { 200: ZDeletedResponse },
      },
      preHandler: writer,
    },
    async (request) => {
      await deleteDocument(ctx, callerOf(request).companyId, request.params.id, request.params.docId);
      return { message: 'Dokumen dihapus.', data: { id: request.params.docId } };
    },
  );

  app.patch(
    '/document/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Ubah nama atau jenis dokumen',
        params: ZDocumentIdParam,
        body: ZPatchDocumentRequest,
        response: { 200: ZTemplateDocumentResponse },
      },
      preHandler: writer,
    },
    async (request) => ({
      message: 'Dokumen disimpan.',
      data: await patchDocument(ctx.db, callerOf(request).companyId, request.params.id, request.body),
    }),
  );

  app.get(
    '/document/:id/labels',
    {
      schema: {
        tags,
        security,
        summary: 'Label perusahaan yang ditempatkan pada dokumen',
        params: ZDocumentIdParam,
        response: { 200: ZDocumentLabelUseResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      data: await documentLabelsUsed(ctx.db, callerOf(request).companyId, request.params.id),
    }),
  );

  app.get(
    '/document/additional',
    {
      schema: {
        tags,
        security,
        summary: 'Jenis dokumen yang masih dapat ditambahkan ke template',
        querystring: ZAdditionalDocumentQuery,
        response: { 200: ZAdditionalDocumentListResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      data: await listAdditionalDocumentTypes(ctx.db, callerOf(request).companyId, request.query.template_id),
    }),
  );

  app.post(
    '/document/additional',
    {
      schema: {
        tags,
        security,
        summary: 'Tambahkan jenis dokumen ke template',
        body: ZAddAdditionalDocumentRequest,
        response: { 200: ZAdditionalDocumentListResponse },
      },
      preHandler: writer,
    },
    async (request) => {
      const { companyId } = callerOf(request);
      await addAdditionalDocumentType(
        ctx.db,
        companyId,
        request.body.template_id,
        request.body.document_type_id,
      );
      return {
        message: 'Jenis dokumen ditambahkan.',
        data: await listAdditionalDocumentTypes(ctx.db, companyId, request.body.template_id),
      };
    },
  );

  app.put(
    '/document/update-status',
    {
      schema: {
        tags,
        security,
        summary: 'Tandai pelabelan dokumen selesai atau belum',
        body: ZUpdateDocumentStatusRequest,
        response: { 200: ZTemplateDocumentResponse },
      },
      preHandler: writer,
    },
    async (request) => ({
      message: 'Status dokumen disimpan.',
      data: await updateDocumentStatus(
        ctx.db,
        callerOf(request).companyId,
        request.body.document_id,
        request.body.labelling_status,
      ),
    }),
  );

  app.get(
    '/document/:id/page/:n/image',
    {
      schema: {
        tags,
        security,
        summary: 'Gambar halaman untuk penampil (WebP)',
        params: ZPageImageParams,
        response: {
          200: {
            description: 'Halaman sebagai WebP',
            content: { 'image/webp': { schema: z.string().describe('WebP') } },
          },
        },
      },
      preHandler: reader,
    },
    async (request, reply) => {
      const image = await pageImage(ctx, callerOf(request).companyId, request.params.id, request.params.n);
      return reply
        .type('image/webp')
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(image as never);
    },
  );
};
