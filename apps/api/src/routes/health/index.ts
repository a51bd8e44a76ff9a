import { ZHealthResponse } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Versi aplikasi dan keadaan basis data',
        response: { 200: ZHealthResponse, 503: ZHealthResponse },
      },
    },
    async (_request, reply) => {
      const up = await app.ctx.database.ping();
      const data = {
        version: app.ctx.config.version,
        database: up ? ('ok' as const) : ('down' as const),
        uptime_seconds: Math.round(process.uptime()),
      };
      return reply
        .status(up ? 200 : 503)
        .send({ message: up ? 'Layanan berjalan normal' : 'Basis data tidak menjawab', data });
    },
  );
};
