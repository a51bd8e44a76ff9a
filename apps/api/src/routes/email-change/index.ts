import { emailChangeApi } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { byUser, perAccount } from '../../plugins/limits.ts';
import { registerRoute } from '../../plugins/route.ts';
import {
  chooseNewEmail,
  resendEmailChangeCode,
  startEmailChange,
  verifyCurrentEmail,
  verifyNewEmail,
} from '../../services/email-change/change-email.ts';

/** The e-mail change: a code to the current address, then the new address and a code to it. */
export const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const emailLimit = perAccount(app, 10, 15, byUser);

  registerRoute(
    app,
    emailChangeApi.sendCurrentCode,
    async (request) => {
      await startEmailChange(ctx, callerOf(request));
      return { message: 'Kode verifikasi telah dikirim ke email Anda saat ini.' };
    },
    { preHandler: [emailLimit] },
  );
  registerRoute(
    app,
    emailChangeApi.verifyCurrentCode,
    async (request) => {
      await verifyCurrentEmail(ctx, callerOf(request), request.body.code);
      return { message: 'Email saat ini terverifikasi. Masukkan alamat email baru.' };
    },
    { preHandler: [emailLimit] },
  );
  registerRoute(
    app,
    emailChangeApi.sendNewCode,
    async (request) => {
      await chooseNewEmail(ctx, callerOf(request), request.body.email);
      return { message: 'Kode verifikasi telah dikirim ke alamat email baru.' };
    },
    { preHandler: [emailLimit] },
  );
  registerRoute(
    app,
    emailChangeApi.verifyNewCode,
    async (request) => {
      await verifyNewEmail(ctx, callerOf(request), request.body.code);
      return { message: 'Alamat email berhasil diubah.' };
    },
    { preHandler: [emailLimit] },
  );
  registerRoute(app, emailChangeApi.resendCurrentCode, async (request) => {
    await resendEmailChangeCode(ctx, callerOf(request), 'current');
    return { message: 'Kode baru telah dikirim.' };
  });
  registerRoute(app, emailChangeApi.resendNewCode, async (request) => {
    await resendEmailChangeCode(ctx, callerOf(request), 'new');
    return { message: 'Kode baru telah dikirim.' };
  });
};
