import multipart from '@fastify/multipart';
import {
  can,
  templateMessages,
  validationMessages,
  ZDocumentIdParam,
  ZReuploadDocumentRequest,
  ZTemplateIdParam,
  ZUploadDocumentRequest,
  ZUploadDocumentResponse,
} from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../errors.ts';
import { callerOf, requireCaller } from '../../plugins/auth.ts';
import { reuploadDocument } from '../../services/templates/reupload-document.ts';
import { uploadDocument } from '../../services/templates/upload-document.ts';
import { uploadValidationDocument } from '../../services/validation/upload-validation-document.ts';
import { discardUpload, receiveUpload } from './read-upload.ts';

const tags = ['templates'];
const security = [{ bearerAuth: [] }];
// The body is a multipart stream read in the handler; the schemas only document it.
const multipartBody = () => (data: unknown) => ({ value: data });
const idOf = (params: unknown) => {
  const parsed = ZTemplateIdParam.safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data;
};

/** docs/product.md §7 "Documents and files": upload and re-upload of template sample documents. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const writer = requireCaller(app, { permission: 'templates.manage' });
  // Every role uploads a validation's documents; template samples stay for managers (checked below).
  const uploader = requireCaller(app, { write: true });
  await app.register(multipart, {
    limits: { fileSize: ctx.config.maxUploadBytes, files: 1, fields: 5, parts: 6 },
  });
  // The file an upload was received into goes before the answer is sent, whatever the answer.
  app.addHook('onSend', async (request, _reply, payload) => {
    await discardUpload(request);
    return payload;
  });

  app.post(
    '/file/upload/document/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Unggah contoh dokumen template (multipart: document_type, file), atau dokumen validasi (multipart: validation_document_id, file); diproses di latar belakang',
        consumes: ['multipart/form-data'],
        params: ZTemplateIdParam,
        body: ZUploadDocumentRequest,
        response: { 202: ZUploadDocumentResponse },
      },
      validatorCompiler: multipartBody,
      preHandler: uploader,
    },
    async (request, reply) => {
      const params = idOf(request.params);
      const caller = callerOf(request);
      const upload = await receiveUpload(request);
      if (upload.fields.validation_document_id !== undefined) {
        const documentId = z.uuid().safeParse(upload.fields.validation_document_id);
        if (!documentId.success) throw notFound(validationMessages.documentNotFound);
        const data = await uploadValidationDocument(
          ctx,
          caller.companyId,
          params.id,
          documentId.data,
          upload,
        );
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
    },
  );

  app.post(
    '/file/reupload/document/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Unggah ulang berkas contoh dokumen (multipart: file); label tetap',
        consumes: ['multipart/form-data'],
        params: ZDocumentIdParam,
        body: ZReuploadDocumentRequest,
        response: { 202: ZUploadDocumentResponse },
      },
      validatorCompiler: multipartBody,
      preHandler: writer,
    },
    async (request, reply) => {
      const params = idOf(request.params);
      const upload = await receiveUpload(request);
      const data = await reuploadDocument(ctx, callerOf(request).companyId, params.id, upload);
      return reply.code(202).send({ message: 'Dokumen diterima dan sedang diproses.', data });
    },
  );
};
