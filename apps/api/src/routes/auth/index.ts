import { authApi } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyField, perAccount, perIp } from '../../plugins/limits.ts';
import { registerRoute } from '../../plugins/route.ts';
import { companyCheck } from '../../services/auth/company-check.ts';
import { refreshSession } from '../../services/auth/refresh-session.ts';
import { resendOtp } from '../../services/auth/resend-otp.ts';
import { resendVerification } from '../../services/auth/resend-verification.ts';
import {
  FORGOT_PASSWORD_ANSWER,
  requestPasswordReset,
  resetPassword,
} from '../../services/auth/reset-password.ts';
import { signIn, signInInternal } from '../../services/auth/sign-in.ts';
import { signUp } from '../../services/auth/sign-up.ts';
import { verifyEmail } from '../../services/auth/verify-email.ts';
import { verifyOtp } from '../../services/auth/verify-otp.ts';

/** docs/product.md §7 "Auth (no token)": sign-up, sign-in with a one-time code, sessions, passwords. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const email = bodyField('email');
  const companyName = bodyField('company_name');
  const session = bodyField('session_id');

  registerRoute(
    app,
    authApi.signUp,
    async (request, reply) =>
      reply.status(201).send({
        message: 'Pendaftaran berhasil. Buka email Anda untuk memverifikasi alamat email.',
        data: await signUp(ctx, request.body),
      }),
    { preHandler: [perIp(app, 10, 60)] },
  );

  // It tells whether an e-mail is registered (docs/product.md §7): limited per IP and per e-mail.
  registerRoute(
    app,
    authApi.companyCheck,
    async (request) => ({ message: 'Berhasil', data: await companyCheck(ctx.db, request.body) }),
    { preHandler: [perIp(app, 30, 15), perAccount(app, 10, 15, (r) => email(r) ?? companyName(r))] },
  );

  registerRoute(
    app,
    authApi.verifyEmail,
    async (request) => {
      const outcome = await verifyEmail(ctx.db, request.params.code);
      return {
        message:
          outcome === 'already'
            ? 'Email Anda sudah terverifikasi. Silakan masuk.'
            : 'Email berhasil diverifikasi. Silakan masuk.',
      };
    },
    { preHandler: [perIp(app, 30, 15)] },
  );

  registerRoute(
    app,
    authApi.verifyEmailResend,
    async (request) => {
      await resendVerification(ctx, request.body.email);
      return {
        message:
          'Jika email tersebut terdaftar dan belum diverifikasi, link verifikasi baru sudah kami kirim. Link berlaku 24 jam.',
      };
    },
    { preHandler: [perIp(app, 10, 15), perAccount(app, 3, 15, email)] },
  );

  registerRoute(
    app,
    authApi.signIn,
    async (request) => ({
      message: 'Kode verifikasi telah dikirim ke email Anda.',
      data: await signIn(ctx, request.body),
    }),
    { preHandler: [perIp(app, 30, 5), perAccount(app, 10, 15, email)] },
  );

  registerRoute(
    app,
    authApi.signInInternal,
    async (request) => ({
      message: 'Kode verifikasi telah dikirim ke email Anda.',
      data: await signInInternal(ctx, request.body),
    }),
    { preHandler: [perIp(app, 30, 5), perAccount(app, 10, 15, email)] },
  );

  registerRoute(
    app,
    authApi.signInVerify,
    async (request) => ({ message: 'Berhasil masuk.', data: await verifyOtp(ctx, request.body) }),
    { preHandler: [perIp(app, 30, 5)] },
  );

  registerRoute(
    app,
    authApi.signInResendOtp,
    async (request) => ({
      message: 'Kode baru telah dikirim.',
      data: await resendOtp(ctx, request.body.session_id),
    }),
    { preHandler: [perIp(app, 10, 5), perAccount(app, 5, 15, session)] },
  );

  registerRoute(
    app,
    authApi.refreshToken,
    async (request) => ({ message: 'Berhasil', data: await refreshSession(ctx, request.body.token) }),
    { preHandler: [perIp(app, 120, 5)] },
  );

  registerRoute(
    app,
    authApi.forgotPasswordRequest,
    async (request) => {
      await requestPasswordReset(ctx, request.body.email);
      return { message: FORGOT_PASSWORD_ANSWER };
    },
    { preHandler: [perIp(app, 10, 15), perAccount(app, 3, 15, email)] },
  );

  const passwordSaved = {
    message: 'Password berhasil dibuat. Silakan masuk untuk mulai memvalidasi dokumen ekspor/impor.',
  };

  registerRoute(
    app,
    authApi.resetPassword,
    async (request) => {
      await resetPassword(ctx, request.body.token, request.body.password);
      return passwordSaved;
    },
    { preHandler: [perIp(app, 10, 15)] },
  );

  registerRoute(
    app,
    authApi.forgotPassword,
    async (request) => {
      await resetPassword(ctx, request.params.token, request.body.password);
      return passwordSaved;
    },
    { preHandler: [perIp(app, 10, 15)] },
  );
};
