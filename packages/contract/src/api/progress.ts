/**
 * The progress websocket of the progress area (apps/api/src/routes/progress): registered by the API
 * as a websocket (not through registerRoute), its path, summary and access from here.
 */
import { ZProgressQuery } from '../progress.ts';
import { defineRoute } from '../route.ts';

export const progressApi = {
  /** Upgrades to a websocket; the SPA opens it with `urlOf(progressApi.socket)` (upload-progress.ts). */
  socket: defineRoute({
    prefix: 'api',
    tag: 'documents',
    method: 'GET',
    path: 'upload/document/progress',
    summary: 'Websocket: kemajuan unggahan dan pemrosesan dokumen untuk satu uid',
    access: 'member',
    query: ZProgressQuery,
  }),
};
