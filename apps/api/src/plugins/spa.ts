import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendFailure } from './errors.ts';

const API_PATH = /^\/(api|auth)(\/|$)/;
/** A file's path (the built assets, or any name with an extension), never a page of the router. */
const FILE_PATH = /^\/assets\/|\.[A-Za-z0-9]+$/;

/**
 * Serves the built SPA: hashed assets cached for good (and precompressed), any other page path answered with
 * index.html so the browser's router takes over. API paths that match no route, and files that do
 * not exist, answer the 404 envelope.
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: { root: string }) => {
  const hasSpa = existsSync(path.join(options.root, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      // The build writes each text asset's .br and .gz (vite-plugin-compression2): sent as is.
      preCompressed: true,
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ root: options.root }, 'built SPA not found: only the API is served');
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const pathname = request.url.split('?')[0] ?? '';
    // A missing asset (a page open across a deploy asks for the old build's) is a 404, not the
    // page: served as a script or style, index.html would leave the screen blank.
    if (hasSpa && wantsPage && !API_PATH.test(pathname) && !FILE_PATH.test(pathname)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendFailure(reply, 'ROUTE_NOT_FOUND');
  });
});
