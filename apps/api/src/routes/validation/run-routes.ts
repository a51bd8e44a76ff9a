import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const runRoutes: FastifyPluginAsyncZod = async () => {};
