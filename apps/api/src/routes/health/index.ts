import { ZHealthResponse, ZReadinessResponse } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readiness } from '../../services/health/readiness.ts';

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

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Kesiapan proses ini: basis data, penyimpanan berkas, antrean (dan Redis bila dipakai)',
        response: { 200: ZReadinessResponse, 503: ZReadinessResponse },
      },
    },
    async (_request, reply) => {
      const { ready, data } = await readiness(app.ctx, app.processState);
      return reply.status(ready ? 200 : 503).send({
        message: ready
          ? 'Siap menerima permintaan'
          : data.stopping
            ? 'Proses sedang berhenti'
            : 'Belum siap: ada layanan pendukung yang tidak menjawab',
        data,
      });
    },
  );
};
