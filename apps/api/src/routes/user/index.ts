import { managerRoles, ZMeResponse, ZPageQuery, ZUserListResponse } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, requireCaller } from '../../plugins/auth.ts';
import { getMe } from '../../services/user/get-me.ts';
import { listUsers } from '../../services/user/list-users.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/me',
    {
      schema: {
        tags: ['user'],
        summary: 'Profil pengguna yang masuk, perusahaannya dan perannya',
        security: [{ bearerAuth: [] }],
        response: { 200: ZMeResponse },
      },
      preHandler: requireCaller(app),
    },
    async (request) => ({ message: 'OK', data: await getMe(app.ctx.db, callerOf(request)) }),
  );

  app.get(
    '/user/list',
    {
      schema: {
        tags: ['user'],
        summary: 'Daftar pengguna perusahaan (pemilik dan admin)',
        security: [{ bearerAuth: [] }],
        querystring: ZPageQuery.extend({ search: z.string().max(100).optional() }),
        response: { 200: ZUserListResponse },
      },
      preHandler: requireCaller(app, ...managerRoles),
    },
    async (request) => ({
      message: 'OK',
      ...(await listUsers(app.ctx.db, callerOf(request).companyId, request.query)),
    }),
  );
};
