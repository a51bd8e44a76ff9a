import { ZProgressQuery } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * SPEC §7 websocket `upload/document/progress?uid=...`: relays every progress event of that upload.
 * The uid is a random UUID handed only to the uploader, so it is the capability to listen.
 */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/upload/document/progress',
    {
      websocket: true,
      schema: {
        tags: ['documents'],
        summary: 'Websocket: kemajuan unggahan dan pemrosesan dokumen untuk satu uid',
        querystring: ZProgressQuery,
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
