import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditRoutes } from './audit-routes.ts';
import { exportRoutes } from './export-routes.ts';
import { runRoutes } from './run-routes.ts';
import { validationRoutes } from './validation-routes.ts';

/** docs/product.md §7 "Validation", the date-format calls of "Documents and files", and notifications. */
export const validationAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(validationRoutes);
  await app.register(runRoutes);
  await app.register(auditRoutes);
  await app.register(exportRoutes);
};
