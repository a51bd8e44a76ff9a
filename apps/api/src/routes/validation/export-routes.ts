import { ZValidationExportQuery, ZValidationIdParam } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, requireCaller } from '../../plugins/auth.ts';
import { exportValidation } from '../../services/validation/export-validation.ts';

const tags = ['validation'];
const security = [{ bearerAuth: [] }];
const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const pdf = 'application/pdf';

/**
 * GET validation/{id}/export: one validation's result as a file a broker files with the shipment
 * (XLSX or a PDF report). Everyone of the company may download it, internal staff too.
 */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const reader = requireCaller(app);

  app.get(
    '/validation/:id/export',
    {
      schema: {
        tags,
        security,
        summary:
          'Unduh hasil validasi: XLSX (label x dokumen, ringkasan, keputusan) atau laporan PDF (masalah dengan bukti, keputusan, persetujuan)',
        params: ZValidationIdParam,
        querystring: ZValidationExportQuery,
        response: {
          200: {
            description: 'Hasil validasi sebagai berkas',
            content: {
              [xlsx]: { schema: z.string().describe('Lembar kerja XLSX') },
              [pdf]: { schema: z.string().describe('Laporan PDF') },
            },
          },
        },
      },
      preHandler: reader,
    },
    async (request, reply) => {
      const file = await exportValidation(
        ctx,
        callerOf(request).companyId,
        request.params.id,
        request.query.format,
        request.log,
      );
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body as never);
    },
  );
};
