import multipart from '@fastify/multipart';
import { logoMessages, logoRules, ZLogoResponse, ZLogoUploadRequest } from '@vd/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { callerOf, requireCaller } from '../../plugins/auth.ts';
import { readCompanyLogo } from '../../services/settings/read-company-logo.ts';
import { removeCompanyLogo } from '../../services/settings/remove-company-logo.ts';
import { saveCompanyLogo } from '../../services/settings/save-company-logo.ts';

const tags = ['settings'];
const security = [{ bearerAuth: [] }];

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

  app.post(
    '/settings/logo',
    {
      schema: {
        tags,
        security,
        summary: 'Unggah atau ganti logo perusahaan (multipart, PNG/JPEG/WebP, maksimal 2 MB)',
        consumes: ['multipart/form-data'],
        body: ZLogoUploadRequest,
        response: { 200: ZLogoResponse },
      },
      // The body is a multipart stream read in the handler; the schema above only documents it.
      validatorCompiler: () => (data) => ({ value: data }),
      preHandler: requireCaller(app, { permission: 'company.manage' }),
    },
    async (request) => {
      const upload = await uploadedFile(request);
      return {
        message: 'Logo disimpan.',
        data: await saveCompanyLogo(ctx, callerOf(request).companyId, upload),
      };
    },
  );

  app.get(
    '/settings/logo',
    {
      schema: {
        tags,
        security,
        summary: 'Gambar logo perusahaan (PNG)',
        querystring: z.object({ v: z.string().max(64).optional().describe('Versi logo, untuk cache') }),
        response: {
          200: {
            description: 'Logo sebagai PNG',
            content: { 'image/png': { schema: z.string().describe('PNG') } },
          },
        },
      },
      preHandler: requireCaller(app),
    },
    async (request, reply) => {
      const png = await readCompanyLogo(ctx.db, ctx.storage, callerOf(request).companyId);
      if (!png) throw new AppError('NOT_FOUND', 'Perusahaan belum memiliki logo.');
      return reply
        .type('image/png')
        .header('cache-control', 'private, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .send(png as never);
    },
  );

  app.delete(
    '/settings/logo',
    {
      schema: { tags, security, summary: 'Hapus logo perusahaan', response: { 200: ZLogoResponse } },
      preHandler: requireCaller(app, { permission: 'company.manage' }),
    },
    async (request) => ({
      message: 'Logo dihapus.',
      data: await removeCompanyLogo(ctx, callerOf(request).companyId),
    }),
  );
};
