import { validationApi } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import { createValidation } from '../../services/validation/create-validation.ts';
import { dateFormatOptions } from '../../services/validation/date-formats.ts';
import { setValidationDateFormat } from '../../services/validation/set-date-format.ts';
import { setTemplateDateFormat } from '../../services/validation/set-template-date-format.ts';
import { shipmentPageImage } from '../../services/validation/shipment-page-image.ts';
import { uploadStatus } from '../../services/validation/upload-status.ts';
import { validationDetail } from '../../services/validation/validation-view.ts';
import { sendImage } from '../file-reply.ts';

/**
 * docs/product.md §7 "Validation" (the flow before execute: create, documents, upload status, date formats)
 * and the date-format calls of "Documents and files". Uploads go through file/upload/document.
 */
export const validationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // Validations are run by every role; internal staff only read (docs/product.md §9).

  registerRoute(app, validationApi.create, async (request, reply) => {
    const { companyId, userId } = callerOf(request);
    const data = await createValidation(ctx, companyId, userId, request.body);
    return reply.code(201).send({ message: 'Validasi dibuat. Unggah dokumennya.', data });
  });

  registerRoute(app, validationApi.detail, async (request) => ({
    message: 'Berhasil',
    data: await validationDetail(ctx, callerOf(request).companyId, request.params.id),
  }));

  registerRoute(app, validationApi.uploadStatus, async (request) => ({
    message: 'Berhasil',
    data: await uploadStatus(ctx.db, callerOf(request).companyId, request.params.id),
  }));

  registerRoute(app, validationApi.setDateFormat, async (request) => ({
    message: 'Format tanggal disimpan.',
    data: await setValidationDateFormat(ctx, callerOf(request).companyId, request.params.id, request.body),
  }));

  registerRoute(app, validationApi.pageImage, async (request, reply) => {
    const { id, docId, n } = request.params;
    const image = await shipmentPageImage(ctx, callerOf(request).companyId, id, docId, n);
    return sendImage(reply, 'image/webp', image, 3600);
  });

  registerRoute(app, validationApi.setTemplateDateFormat, async (request) => ({
    message: 'Format tanggal disimpan.',
    data: await setTemplateDateFormat(ctx.db, callerOf(request).companyId, request.body),
  }));

  registerRoute(app, validationApi.dateFormats, async () => ({
    message: 'Berhasil',
    data: dateFormatOptions(),
  }));
};
