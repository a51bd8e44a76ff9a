import { invitationsApi } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { byUser, perAccount, perIp } from '../../plugins/limits.ts';
import { registerRoute } from '../../plugins/route.ts';
import { acceptInvitation, verifyInvitation } from '../../services/invitations/accept-invitation.ts';
import { inviteUser } from '../../services/invitations/invite-user.ts';
import { listInvitations } from '../../services/invitations/list-invitations.ts';

/** docs/product.md §7 "User": an owner or admin invites a user with a role; the invitation history. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  registerRoute(
    app,
    invitationsApi.invite,
    async (request, reply) => {
      await inviteUser(ctx, callerOf(request), request.body);
      return reply.status(201).send({ message: 'Undangan telah dikirim.' });
    },
    { preHandler: [perAccount(app, 30, 60, byUser), perIp(app, 60, 60)] },
  );

  registerRoute(app, invitationsApi.history, async (request) => ({
    message: 'Berhasil',
    ...(await listInvitations(ctx.db, callerOf(request).companyId, request.query)),
  }));
};

/** docs/product.md §7 "Auth (no token)": the invited person checks the link, then joins. */
export const acceptInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  registerRoute(
    app,
    invitationsApi.verify,
    async (request) => ({ message: 'Berhasil', data: await verifyInvitation(ctx.db, request.body.token) }),
    { preHandler: [perIp(app, 30, 15)] },
  );

  registerRoute(
    app,
    invitationsApi.register,
    async (request) => ({ message: 'Selamat bergabung.', data: await acceptInvitation(ctx, request.body) }),
    { preHandler: [perIp(app, 20, 15)] },
  );
};
