import { validationApi } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import { exportValidation } from '../../services/validation/export-validation.ts';
import { attachmentNamed, sendDownload } from '../file-reply.ts';

/**
 * GET validation/{id}/export: one validation's result as a file a broker files with the shipment
 * (XLSX or a PDF report). Everyone of the company may download it, internal staff too.
 */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  registerRoute(app, validationApi.export, async (request, reply) => {
    const file = await exportValidation(
      ctx,
      callerOf(request).companyId,
      request.params.id,
      request.query.format,
      request.log,
    );
    return sendDownload(reply, file.contentType, attachmentNamed(file.fileName), file.body);
  });
};
