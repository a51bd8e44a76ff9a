import multipart from '@fastify/multipart';
import {
  assistMessages,
  CLASSIFY_MAX_FILES,
  templateMessages,
  templatesApi,
  ZTemplateIdParam,
} from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../errors.ts';
import { callerOf } from '../../plugins/auth.ts';
import { assertSafeInput } from '../../plugins/input-guard.ts';
import { registerRoute } from '../../plugins/route.ts';
import {
  classifiedFiles,
  type FileProfile,
  profileFile,
  sampleTypes,
} from '../../services/templates/classify-files.ts';

/**
 * docs/assisted-templating.md: a shipment's files dropped at once, each matched to one of the
 * template's sample documents (engine `classify`). Every role that uploads a validation's documents
 * may ask; nothing is stored.
 */
export const classifyRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  await app.register(multipart, {
    // A file over the size limit is that file's failure, not the request's.
    throwFileSizeLimit: false,
    limits: {
      fileSize: ctx.config.maxUploadBytes,
      files: CLASSIFY_MAX_FILES,
      fields: 0,
      parts: CLASSIFY_MAX_FILES,
    },
  });

  registerRoute(app, templatesApi.classify, async (request) => {
    const params = ZTemplateIdParam.safeParse(request.params);
    if (!params.success) throw notFound(templateMessages.templateNotFound);
    const companyId = callerOf(request).companyId;
    const samples = await sampleTypes(ctx, companyId, params.data.id);
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', templateMessages.unsupported);
    const files: FileProfile[] = [];
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw new AppError('VALIDATION_FAILED', templateMessages.fileField, {
            file: templateMessages.fileField,
          });
        }
        const fileName = (part.filename || 'dokumen').slice(0, 200);
        assertSafeInput(fileName, 'file');
        const bytes = await part.toBuffer();
        files.push(
          part.file.truncated
            ? { fileName, failure: templateMessages.tooLarge }
            : await profileFile(ctx, fileName, bytes),
        );
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
        throw new AppError('VALIDATION_FAILED', assistMessages.tooManyFiles, {
          file: assistMessages.tooManyFiles,
        });
      if (code === 'FST_FIELDS_LIMIT') throw new AppError('BAD_REQUEST', templateMessages.fileField);
      throw new AppError('BAD_REQUEST', templateMessages.fileMissing);
    }
    if (files.length === 0)
      throw new AppError('VALIDATION_FAILED', templateMessages.fileMissing, {
        file: templateMessages.fileMissing,
      });
    return {
      message: 'Berhasil',
      data: { template_id: params.data.id, files: classifiedFiles(samples, files) },
    };
  });
};
