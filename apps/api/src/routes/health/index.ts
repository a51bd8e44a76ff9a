import { healthApi } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../plugins/route.ts';
import { readiness } from '../../services/health/readiness.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, healthApi.health, async (_request, reply) => {
    const up = await app.ctx.database.ping();
    const data = {
      version: app.ctx.config.version,
      database: up ? ('ok' as const) : ('down' as const),
      uptime_seconds: Math.round(process.uptime()),
    };
    return reply
      .status(up ? 200 : 503)
      .send({ message: up ? 'Layanan berjalan normal' : 'Basis data tidak menjawab', data });
  });

  registerRoute(app, healthApi.ready, async (_request, reply) => {
    const { ready, data } = await readiness(app.ctx, app.processState);
    return reply.status(ready ? 200 : 503).send({
      message: ready
        ? 'Siap menerima permintaan'
        : data.stopping
          ? 'Proses sedang berhenti'
          : 'Belum siap: ada layanan pendukung yang tidak menjawab',
      data,
    });
  });
};
