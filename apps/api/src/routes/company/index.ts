import { ZInternalCompanyListResponse, ZPageQuery } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireInternal } from '../../plugins/auth.ts';
import { listCompaniesInternal } from '../../services/company/list-companies-internal.ts';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company/internal',
    {
      schema: {
        tags: ['company'],
        security: [{ bearerAuth: [] }],
        summary: 'Daftar semua perusahaan (staf internal)',
        querystring: ZPageQuery.extend({ search: z.string().max(100).optional() }),
        response: { 200: ZInternalCompanyListResponse },
      },
      preHandler: requireInternal(app),
    },
    async (request) => ({ message: 'Berhasil', ...(await listCompaniesInternal(app.ctx.db, request.query)) }),
  );
};
