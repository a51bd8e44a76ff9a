import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assistRoutes } from './assist-routes.ts';
import { classifyRoutes } from './classify-routes.ts';
import { documentRoutes } from './document-routes.ts';
import { labellingRoutes } from './labelling-routes.ts';
import { reviewRoutes } from './review-routes.ts';
import { templateRoutes } from './template-routes.ts';
import { uploadRoutes } from './upload-routes.ts';

/** docs/product.md §7 "Templates", "Documents and files" (template samples) and the labelling calls. */
export const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(templateRoutes);
  await app.register(documentRoutes);
  await app.register(uploadRoutes);
  await app.register(labellingRoutes);
  await app.register(reviewRoutes);
  await app.register(assistRoutes);
  await app.register(classifyRoutes);
};
