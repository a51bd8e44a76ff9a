/** The routes of the auth area (apps/api/src/routes/auth), defined once for the API and the SPA. */
import { z } from 'zod';
import {
  ZForgotPasswordRequest,
  ZForgotPasswordSetRequest,
  ZResetPasswordRequest,
} from '../auth/passwords.ts';
import {
  ZResendOtpRequest,
  ZResendOtpResponse,
  ZSignInRequest,
  ZSignInResponse,
  ZSignInVerifyRequest,
  ZSignInVerifyResponse,
} from '../auth/sign-in.ts';
import {
  ZCompanyCheckRequest,
  ZCompanyCheckResponse,
  ZMessageResponse,
  ZSignUpRequest,
  ZSignUpResponse,
} from '../auth/sign-up.ts';
import { ZRefreshTokenRequest, ZRefreshTokenResponse } from '../auth/tokens.ts';
import { defineRoute } from '../route.ts';

const area = { prefix: 'auth', tag: 'auth' } as const;

export const authApi = {
  signUp: defineRoute({
    ...area,
    method: 'POST',
    path: 'sign-up',
    summary: 'Daftar: perusahaan baru dan pemiliknya',
    access: 'public',
    body: ZSignUpRequest,
    responses: { 201: ZSignUpResponse },
  }),
  companyCheck: defineRoute({
    ...area,
    method: 'POST',
    path: 'company-check',
    summary: 'Apakah nama perusahaan / email masih tersedia',
    access: 'public',
    body: ZCompanyCheckRequest,
    responses: { 200: ZCompanyCheckResponse },
  }),
  verifyEmail: defineRoute({
    ...area,
    method: 'GET',
    path: 'verify-email/{code}',
    summary: 'Verifikasi email dari tautan',
    access: 'public',
    params: z.object({ code: z.string().min(1).max(200) }),
    responses: { 200: ZMessageResponse },
  }),
  verifyEmailResend: defineRoute({
    ...area,
    method: 'POST',
    path: 'verify-email/resend',
    summary: 'Kirim ulang email verifikasi (jawaban sama untuk email terdaftar atau tidak)',
    access: 'public',
    body: ZForgotPasswordRequest,
    responses: { 200: ZMessageResponse },
  }),
  signIn: defineRoute({
    ...area,
    method: 'POST',
    path: 'sign-in',
    summary: 'Masuk: kirim kode sekali pakai ke email',
    access: 'public',
    body: ZSignInRequest,
    responses: { 200: ZSignInResponse },
  }),
  signInInternal: defineRoute({
    ...area,
    method: 'POST',
    path: 'sign-in-internal',
    summary: 'Masuk staf internal: kirim kode sekali pakai',
    access: 'public',
    body: ZSignInRequest,
    responses: { 200: ZSignInResponse },
  }),
  signInVerify: defineRoute({
    ...area,
    method: 'POST',
    path: 'sign-in/verify',
    summary: 'Kode sekali pakai: token akses dan refresh',
    access: 'public',
    body: ZSignInVerifyRequest,
    responses: { 200: ZSignInVerifyResponse },
  }),
  signInResendOtp: defineRoute({
    ...area,
    method: 'POST',
    path: 'sign-in/resend-otp',
    summary: 'Kirim ulang kode (paling sering sekali semenit)',
    access: 'public',
    body: ZResendOtpRequest,
    responses: { 200: ZResendOtpResponse },
  }),
  refreshToken: defineRoute({
    ...area,
    method: 'POST',
    path: 'refresh-token',
    summary: 'Tukar refresh token dengan pasangan token baru',
    access: 'public',
    body: ZRefreshTokenRequest,
    responses: { 200: ZRefreshTokenResponse },
  }),
  forgotPasswordRequest: defineRoute({
    ...area,
    method: 'POST',
    path: 'forgot-password/request',
    summary: 'Minta tautan reset password',
    access: 'public',
    body: ZForgotPasswordRequest,
    responses: { 200: ZMessageResponse },
  }),
  resetPassword: defineRoute({
    ...area,
    method: 'POST',
    path: 'reset-password',
    summary: 'Password baru dari tautan reset',
    access: 'public',
    body: ZResetPasswordRequest,
    responses: { 200: ZMessageResponse },
  }),
  forgotPassword: defineRoute({
    ...area,
    method: 'PUT',
    path: 'forgot-password/{token}',
    summary: 'Password baru dari tautan reset (token di alamat)',
    access: 'public',
    params: z.object({ token: z.string().min(1).max(200) }),
    body: ZForgotPasswordSetRequest,
    responses: { 200: ZMessageResponse },
  }),
};
