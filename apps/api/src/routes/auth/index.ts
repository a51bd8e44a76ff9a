import {
  ZCompanyCheckRequest,
  ZCompanyCheckResponse,
  ZForgotPasswordRequest,
  ZForgotPasswordSetRequest,
  ZInvitationRegisterRequest,
  ZInvitationVerifyRequest,
  ZInvitationVerifyResponse,
  ZMessageResponse,
  ZRefreshTokenRequest,
  ZRefreshTokenResponse,
  ZResendOtpRequest,
  ZResendOtpResponse,
  ZResetPasswordRequest,
  ZSignInRequest,
  ZSignInResponse,
  ZSignInVerifyRequest,
  ZSignInVerifyResponse,
  ZSignUpRequest,
  ZSignUpResponse,
} from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyField, perAccount, perIp } from '../../plugins/limits.ts';
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
import { acceptInvitation, verifyInvitation } from '../../services/user/accept-invitation.ts';

const tags = ['auth'];

/** docs/product.md §7 "Auth (no token)": sign-up, sign-in with a one-time code, sessions, invitations. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const email = bodyField('email');
  const companyName = bodyField('company_name');
  const session = bodyField('session_id');

  app.post(
    '/sign-up',
    {
      schema: {
        tags,
        summary: 'Daftar: perusahaan baru dan pemiliknya',
        body: ZSignUpRequest,
        response: { 201: ZSignUpResponse },
      },
      preHandler: [perIp(app, 10, 60)],
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Pendaftaran berhasil. Buka email Anda untuk memverifikasi alamat email.',
        data: await signUp(ctx, request.body),
      }),
  );

  app.post(
    '/company-check',
    {
      schema: {
        tags,
        summary: 'Apakah nama perusahaan / email masih tersedia',
        body: ZCompanyCheckRequest,
        response: { 200: ZCompanyCheckResponse },
      },
      // It tells whether an e-mail is registered (docs/product.md §7): limited per IP and per e-mail.
      preHandler: [perIp(app, 30, 15), perAccount(app, 10, 15, (r) => email(r) ?? companyName(r))],
    },
    async (request) => ({ message: 'Berhasil', data: await companyCheck(ctx.db, request.body) }),
  );

  app.get(
    '/verify-email/:code',
    {
      schema: {
        tags,
        summary: 'Verifikasi email dari tautan',
        params: z.object({ code: z.string().min(1).max(200) }),
        response: { 200: ZMessageResponse },
      },
      preHandler: [perIp(app, 30, 15)],
    },
    async (request) => {
      const outcome = await verifyEmail(ctx.db, request.params.code);
      return {
        message:
          outcome === 'already'
            ? 'Email Anda sudah terverifikasi. Silakan masuk.'
            : 'Email berhasil diverifikasi. Silakan masuk.',
      };
    },
  );

  app.post(
    '/verify-email/resend',
    {
      schema: {
        tags,
        summary: 'Kirim ulang email verifikasi (jawaban sama untuk email terdaftar atau tidak)',
        body: ZForgotPasswordRequest,
        response: { 200: ZMessageResponse },
      },
      preHandler: [perIp(app, 10, 15), perAccount(app, 3, 15, email)],
    },
    async (request) => {
      await resendVerification(ctx, request.body.email);
      return {
        message:
          'Jika email tersebut terdaftar dan belum diverifikasi, link verifikasi baru sudah kami kirim. Link berlaku 24 jam.',
      };
    },
  );

  app.post(
    '/sign-in',
    {
      schema: {
        tags,
        summary: 'Masuk: kirim kode sekali pakai ke email',
        body: ZSignInRequest,
        response: { 200: ZSignInResponse },
      },
      preHandler: [perIp(app, 30, 5), perAccount(app, 10, 15, email)],
    },
    async (request) => ({
      message: 'Kode verifikasi telah dikirim ke email Anda.',
      data: await signIn(ctx, request.body),
    }),
  );

  app.post(
    '/sign-in-internal',
    {
      schema: {
        tags,
        summary: 'Masuk staf internal: kirim kode sekali pakai',
        body: ZSignInRequest,
        response: { 200: ZSignInResponse },
      },
      preHandler: [perIp(app, 30, 5), perAccount(app, 10, 15, email)],
    },
    async (request) => ({
      message: 'Kode verifikasi telah dikirim ke email Anda.',
      data: await signInInternal(ctx, request.body),
    }),
  );

  app.post(
    '/sign-in/verify',
    {
      schema: {
        tags,
        summary: 'Kode sekali pakai: token akses dan refresh',
        body: ZSignInVerifyRequest,
        response: { 200: ZSignInVerifyResponse },
      },
      preHandler: [perIp(app, 30, 5)],
    },
    async (request) => ({ message: 'Berhasil masuk.', data: await verifyOtp(ctx, request.body) }),
  );

  app.post(
    '/sign-in/resend-otp',
    {
      schema: {
        tags,
        summary: 'Kirim ulang kode (paling sering sekali semenit)',
        body: ZResendOtpRequest,
        response: { 200: ZResendOtpResponse },
      },
      preHandler: [perIp(app, 10, 5), perAccount(app, 5, 15, session)],
    },
    async (request) => ({
      message: 'Kode baru telah dikirim.',
      data: await resendOtp(ctx, request.body.session_id),
    }),
  );

  app.post(
    '/refresh-token',
    {
      schema: {
        tags,
        summary: 'Tukar refresh token dengan pasangan token baru',
        body: ZRefreshTokenRequest,
        response: { 200: ZRefreshTokenResponse },
      },
      preHandler: [perIp(app, 120, 5)],
    },
    async (request) => ({ message: 'Berhasil', data: await refreshSession(ctx, request.body.token) }),
  );

  app.post(
    '/forgot-password/request',
    {
      schema: {
        tags,
        summary: 'Minta tautan reset password',
        body: ZForgotPasswordRequest,
        response: { 200: ZMessageResponse },
      },
      preHandler: [perIp(app, 10, 15), perAccount(app, 3, 15, email)],
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body.email);
      return { message: FORGOT_PASSWORD_ANSWER };
    },
  );

  const passwordSaved = {
    message: 'Password berhasil dibuat. Silakan masuk untuk mulai memvalidasi dokumen ekspor/impor.',
  };

  app.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'Password baru dari tautan reset',
        body: ZResetPasswordRequest,
        response: { 200: ZMessageResponse },
      },
      preHandler: [perIp(app, 10, 15)],
    },
    async (request) => {
      await resetPassword(ctx, request.body.token, request.body.password);
      return passwordSaved;
    },
  );

  app.put(
    '/forgot-password/:token',
    {
      schema: {
        tags,
        summary: 'Password baru dari tautan reset (token di alamat)',
        params: z.object({ token: z.string().min(1).max(200) }),
        body: ZForgotPasswordSetRequest,
        response: { 200: ZMessageResponse },
      },
      preHandler: [perIp(app, 10, 15)],
    },
    async (request) => {
      await resetPassword(ctx, request.params.token, request.body.password);
      return passwordSaved;
    },
  );

  app.post(
    '/invitation/verify',
    {
      schema: {
        tags,
        summary: 'Periksa tautan undangan',
        body: ZInvitationVerifyRequest,
        response: { 200: ZInvitationVerifyResponse },
      },
      preHandler: [perIp(app, 30, 15)],
    },
    async (request) => ({ message: 'Berhasil', data: await verifyInvitation(ctx.db, request.body.token) }),
  );

  app.post(
    '/invitation/register',
    {
      schema: {
        tags,
        summary: 'Bergabung melalui undangan',
        body: ZInvitationRegisterRequest,
        response: { 200: ZSignInVerifyResponse },
      },
      preHandler: [perIp(app, 20, 15)],
    },
    async (request) => ({ message: 'Selamat bergabung.', data: await acceptInvitation(ctx, request.body) }),
  );
};
