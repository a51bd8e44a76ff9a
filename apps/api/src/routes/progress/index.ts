import { bearerSocketProtocol, progressApi, serverPathOf } from '@vd/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.ts';
import { callerOf } from '../../plugins/auth.ts';
import { accessGuard } from '../../plugins/route.ts';
import { uploadBelongsTo } from '../../services/progress/upload-belongs-to.ts';

/** The access token offered as a websocket subprotocol (browsers), moved to the Authorization header. */
function bearerFromProtocol(request: FastifyRequest) {
  const offered = String(request.headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((p) => p.trim());
  const token = offered.find((p) => p.startsWith(bearerSocketProtocol))?.slice(bearerSocketProtocol.length);
  if (token && !request.headers.authorization) request.headers.authorization = `Bearer ${token}`;
}

/**
 * The websocket `upload/document/progress?uid=...` (docs/product.md §7): relays that upload's events.
 * The uid stays the channel key; the upgrade needs the access token (subprotocol or Authorization
 * header) of a member of the company the upload or run belongs to (401 or 404 before any upgrade).
 */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = progressApi.socket;
  const caller = accessGuard(app, route.access);
  app.get(
    serverPathOf(route),
    {
      websocket: true,
      schema: { tags: [route.tag], summary: route.summary, querystring: route.query },
      preHandler: async function (request, reply) {
        bearerFromProtocol(request);
        await caller.call(this, request, reply);
        if (!(await uploadBelongsTo(app.ctx.db, callerOf(request).companyId, request.query.uid)))
          throw notFound();
      },
    },
    (socket, request) => {
      const unsubscribe = app.progressHub.subscribe(request.query.uid, (event) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
      });
      socket.on('close', unsubscribe);
      socket.on('error', unsubscribe);
    },
  );
};
