import { masterDataApi } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import { listLogicalValidations } from '../../services/master-data/logical-validations.ts';
import { saveLogicalValidations } from '../../services/master-data/save-logical-validations.ts';

/** docs/product.md §7: GET, PUT logical-validation (the company's rules over labels). */
export const logicalValidationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.db;

  registerRoute(app, masterDataApi.logicalValidations, async (request) => ({
    message: 'Berhasil',
    data: await listLogicalValidations(db, callerOf(request).companyId),
  }));

  registerRoute(app, masterDataApi.saveLogicalValidations, async (request) => ({
    message: 'Aturan logika disimpan.',
    data: await saveLogicalValidations(db, callerOf(request).companyId, request.body.rules),
  }));
};
