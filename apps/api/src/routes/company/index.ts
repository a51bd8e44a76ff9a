import { companyApi } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../plugins/route.ts';
import { listCompaniesInternal } from '../../services/company/list-companies-internal.ts';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, companyApi.internal, async (request) => ({
    message: 'Berhasil',
    ...(await listCompaniesInternal(app.ctx.db, request.query)),
  }));
};
