import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyMasterDataRoutes } from './company.ts';
import { documentLabelRoutes } from './document-labels.ts';
import { documentTypeRoutes } from './document-types.ts';
import { logicalValidationRoutes } from './logical-validation.ts';

/** docs/product.md §7 "Labels and master data" (the labelling calls come with templates, issue 5 phase 2). */
export const masterDataRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(documentTypeRoutes);
  await app.register(documentLabelRoutes);
  await app.register(companyMasterDataRoutes);
  await app.register(logicalValidationRoutes);
};
