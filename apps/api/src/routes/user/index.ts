import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailChangeRoutes } from './email-change-routes.ts';
import { memberRoutes } from './member-routes.ts';
import { profileRoutes } from './profile-routes.ts';

/**
 * docs/product.md §7 "User", the routes under user/: the profile, the e-mail change and the members
 * of a company, one file each (registered in this order: it is the order of openapi.json).
 * Invitations, also under user/, are their own area (routes/invitations).
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(profileRoutes);
  await app.register(emailChangeRoutes);
  await app.register(memberRoutes);
};
