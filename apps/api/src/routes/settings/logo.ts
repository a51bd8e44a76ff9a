import multipart from '@fastify/multipart';
import { logoMessages, logoRules, settingsApi } from '@vd/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { callerOf } from '../../plugins/auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import { readCompanyLogo } from '../../services/settings/read-company-logo.ts';
import { removeCompanyLogo } from '../../services/settings/remove-company-logo.ts';
import { saveCompanyLogo } from '../../services/settings/save-company-logo.ts';
import { sendImage } from '../file-reply.ts';

/** The one file part of the upload, read into memory up to the limit; multipart errors in Indonesian. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', logoMessages.unsupported);
  try {
    const part = await request.file();
    if (!part) throw new AppError('BAD_REQUEST', logoMessages.missing);
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw new AppError('VALIDATION_FAILED', logoMessages.fileField, { file: logoMessages.fileField });
    }
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', logoMessages.tooLarge);
    }
    throw new AppError('BAD_REQUEST', logoMessages.missing);
  }
}

/** The company logo (an extension of docs/product.md §7 "Settings"): upload or replace, read, remove. */
export const logoRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  await app.register(multipart, { limits: { fileSize: logoRules.maxBytes, files: 1, fields: 5, parts: 6 } });

  registerRoute(app, settingsApi.uploadLogo, async (request) => {
    const upload = await uploadedFile(request);
    return {
      message: 'Logo disimpan.',
      data: await saveCompanyLogo(ctx, callerOf(request).companyId, upload),
    };
  });

  registerRoute(app, settingsApi.logo, async (request, reply) => {
    const png = await readCompanyLogo(ctx.db, ctx.storage, callerOf(request).companyId);
    if (!png) throw new AppError('NOT_FOUND', 'Perusahaan belum memiliki logo.');
    return sendImage(reply, 'image/png', png, 300);
  });

  registerRoute(app, settingsApi.deleteLogo, async (request) => ({
    message: 'Logo dihapus.',
    data: await removeCompanyLogo(ctx, callerOf(request).companyId),
  }));
};
