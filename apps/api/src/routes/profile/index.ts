import { profileApi } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { byUser, perAccount } from '../../plugins/limits.ts';
import { registerRoute } from '../../plugins/route.ts';
import { editPassword } from '../../services/auth/edit-password.ts';
import { getMe } from '../../services/profile/get-me.ts';
import { updateProfile } from '../../services/profile/update-profile.ts';

/** The profile: the signed-in user with their companies, their own name and phone, their password. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  registerRoute(app, profileApi.me, async (request) => ({
    message: 'Berhasil',
    data: await getMe(ctx.db, callerOf(request)),
  }));

  registerRoute(app, profileApi.update, async (request) => {
    await updateProfile(ctx.db, callerOf(request), request.params.id, request.body);
    return { message: 'Profil berhasil disimpan.' };
  });

  registerRoute(
    app,
    profileApi.editPassword,
    async (request) => {
      await editPassword(ctx, callerOf(request), request.body);
      return { message: 'Password berhasil diubah.' };
    },
    { preHandler: [perAccount(app, 10, 15, byUser)] },
  );
};
