import { templatesApi } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import {
  addAdditionalDocumentType,
  listAdditionalDocumentTypes,
} from '../../services/templates/additional-documents.ts';
import { deleteDocument } from '../../services/templates/delete-document.ts';
import { documentByType } from '../../services/templates/document-by-type.ts';
import { documentLabelsUsed } from '../../services/templates/document-labels-used.ts';
import { documentViews, sampleDocumentRows } from '../../services/templates/document-view.ts';
import { patchDocument, updateDocumentStatus } from '../../services/templates/patch-document.ts';
import { samplePageImage } from '../../services/templates/sample-page-image.ts';
import { findTemplate } from '../../services/templates/template-view.ts';
import { sendImage } from '../file-reply.ts';

/** docs/product.md §7 "Templates" and "Documents and files": a template's sample documents. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  const listDocuments = async (companyId: string, templateId: string) => {
    await findTemplate(ctx.db, companyId, templateId);
    return documentViews(ctx.db, companyId, await sampleDocumentRows(ctx.db, companyId, templateId));
  };

  registerRoute(app, templatesApi.documents, async (request) => ({
    message: 'Berhasil',
    data: await listDocuments(callerOf(request).companyId, request.params.id),
  }));

  registerRoute(app, templatesApi.documentsByTemplate, async (request) => ({
    message: 'Berhasil',
    data: await listDocuments(callerOf(request).companyId, request.params.id),
  }));

  registerRoute(app, templatesApi.documentsByType, async (request) => ({
    message: 'Berhasil',
    data: await documentByType(
      ctx.db,
      callerOf(request).companyId,
      request.params.id,
      request.params.type,
      request.query.document_id,
    ),
  }));

  registerRoute(app, templatesApi.deleteDocument, async (request) => {
    await deleteDocument(ctx, callerOf(request).companyId, request.params.id, request.params.docId);
    return { message: 'Dokumen dihapus.', data: { id: request.params.docId } };
  });

  registerRoute(app, templatesApi.patchDocument, async (request) => ({
    message: 'Dokumen disimpan.',
    data: await patchDocument(ctx.db, callerOf(request).companyId, request.params.id, request.body),
  }));

  registerRoute(app, templatesApi.documentLabels, async (request) => ({
    message: 'Berhasil',
    data: await documentLabelsUsed(ctx.db, callerOf(request).companyId, request.params.id),
  }));

  registerRoute(app, templatesApi.additionalDocuments, async (request) => ({
    message: 'Berhasil',
    data: await listAdditionalDocumentTypes(ctx.db, callerOf(request).companyId, request.query.template_id),
  }));

  registerRoute(app, templatesApi.addAdditionalDocument, async (request) => {
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
  });

  registerRoute(app, templatesApi.updateDocumentStatus, async (request) => ({
    message: 'Status dokumen disimpan.',
    data: await updateDocumentStatus(
      ctx.db,
      callerOf(request).companyId,
      request.body.document_id,
      request.body.labelling_status,
    ),
  }));

  registerRoute(app, templatesApi.pageImage, async (request, reply) => {
    const image = await samplePageImage(
      ctx,
      callerOf(request).companyId,
      request.params.id,
      request.params.n,
    );
    return sendImage(reply, 'image/webp', image, 3600);
  });
};
