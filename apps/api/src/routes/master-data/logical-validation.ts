import { ZLogicalValidationListResponse, ZSaveLogicalValidationsRequest } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, requireCaller } from '../../plugins/auth.ts';
import { listLogicalValidations } from '../../services/master-data/logical-validations.ts';
import { saveLogicalValidations } from '../../services/master-data/save-logical-validations.ts';

const tags = ['master-data'];
const security = [{ bearerAuth: [] }];

/** docs/product.md §7: GET, PUT logical-validation (the company's rules over labels). */
export const logicalValidationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.db;

  app.get(
    '/logical-validation',
    {
      schema: {
        tags,
        security,
        summary: 'Aturan logika perusahaan, masing-masing dengan JSON Logic untuk mesin',
        response: { 200: ZLogicalValidationListResponse },
      },
      preHandler: requireCaller(app),
    },
    async (request) => ({
      message: 'Berhasil',
      data: await listLogicalValidations(db, callerOf(request).companyId),
    }),
  );

  app.put(
    '/logical-validation',
    {
      schema: {
        tags,
        security,
        summary: 'Simpan seluruh daftar aturan logika (urutan dipertahankan)',
        body: ZSaveLogicalValidationsRequest,
        response: { 200: ZLogicalValidationListResponse },
      },
      preHandler: requireCaller(app, { permission: 'master-data.manage' }),
    },
    async (request) => ({
      message: 'Aturan logika disimpan.',
      data: await saveLogicalValidations(db, callerOf(request).companyId, request.body.rules),
    }),
  );
};
