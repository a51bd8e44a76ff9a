import multipart from '@fastify/multipart';
import { can, templateMessages, templatesApi, validationMessages, ZTemplateIdParam } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../errors.ts';
import { callerOf } from '../../plugins/auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import { reuploadDocument } from '../../services/templates/reupload-document.ts';
import { uploadDocument } from '../../services/templates/upload-document.ts';
import { uploadShipmentDocument } from '../../services/validation/upload-shipment-document.ts';
import { discardUpload, receiveUpload } from '../read-upload.ts';

const idOf = (params: unknown) => {
  const parsed = ZTemplateIdParam.safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data;
};

/** docs/product.md §7 "Documents and files": upload and re-upload of template sample documents. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // Every role uploads a validation's documents; template samples stay for managers (checked below).
  await app.register(multipart, {
    limits: { fileSize: ctx.config.maxUploadBytes, files: 1, fields: 5, parts: 6 },
  });
  // The file an upload was received into goes before the answer is sent, whatever the answer.
  app.addHook('onSend', async (request, _reply, payload) => {
    await discardUpload(request);
    return payload;
  });

  registerRoute(app, templatesApi.uploadDocument, async (request, reply) => {
    const params = idOf(request.params);
    const caller = callerOf(request);
    const upload = await receiveUpload(request);
    if (upload.fields.validation_document_id !== undefined) {
      const documentId = z.uuid().safeParse(upload.fields.validation_document_id);
      if (!documentId.success) throw notFound(validationMessages.documentNotFound);
      const data = await uploadShipmentDocument(ctx, caller.companyId, params.id, documentId.data, upload);
      return reply.code(202).send({ message: 'Dokumen diterima dan sedang diproses.', data });
    }
    if (!can({ role: caller.role, company: true }, 'templates.manage')) throw new AppError('FORBIDDEN');
    const type = z.uuid().safeParse(upload.fields.document_type);
    if (!type.success) {
      throw new AppError('VALIDATION_FAILED', templateMessages.documentTypeMissing, {
        document_type: templateMessages.documentTypeMissing,
      });
    }
    const data = await uploadDocument(ctx, caller.companyId, params.id, type.data, upload);
    return reply.code(202).send({ message: 'Dokumen diterima dan sedang diproses.', data });
  });

  registerRoute(app, templatesApi.reuploadDocument, async (request, reply) => {
    const params = idOf(request.params);
    const upload = await receiveUpload(request);
    const data = await reuploadDocument(ctx, callerOf(request).companyId, params.id, upload);
    return reply.code(202).send({ message: 'Dokumen diterima dan sedang diproses.', data });
  });
};
