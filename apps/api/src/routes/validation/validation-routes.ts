import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const validationRoutes: FastifyPluginAsyncZod = async () => {};
