/**
 * The Auth calls of docs/product.md §7 (prefix /auth/v1, no bearer token). Requests and answers are the
 * contract's schemas, so the browser reads exactly what the server promises.
 */
import { authApi, type SignInRequest, type SignUpRequest } from '@vd/contract';
import { call, requestOf } from './call.ts';
import { api } from './client.ts';

export async function signUp(body: SignUpRequest) {
  return (await call(authApi.signUp, { body })).data;
}

/** POST company-check: whether a company name and/or an e-mail are still free (null: not asked). */
export async function checkCompany(body: { company_name?: string; email?: string }) {
  return (await call(authApi.companyCheck, { body })).data;
}

/** POST sign-in, or sign-in-internal for internal staff: e-mails a one-time password. */
export async function signIn(body: SignInRequest, internal = false) {
  return (await call(internal ? authApi.signInInternal : authApi.signIn, { body })).data;
}

export async function verifySignIn(body: { session_id: string; code: string }) {
  return (await call(authApi.signInVerify, { body })).data;
}

export async function resendOtp(body: { session_id: string }) {
  return (await call(authApi.signInResendOtp, { body })).data;
}

/** Always answers the same message, whether the e-mail exists or not. */
export const requestPasswordReset = (body: { email: string }) =>
  call(authApi.forgotPasswordRequest, { body });

/** POST verify-email/resend: a new verification link (same answer for any address). */
export async function resendVerification(email: string): Promise<string> {
  return (await call(authApi.verifyEmailResend, { body: { email } })).message;
}

/** POST reset-password with the token of the e-mailed link. */
export const resetPassword = (body: { token: string; password: string }) =>
  call(authApi.resetPassword, { body });

/** GET verify-email/{code}; every status goes to the caller (docs/product.md §5: a toast per case). */
export const verifyEmail = (code: string) =>
  api.request<unknown>(
    requestOf(authApi.verifyEmail, { params: { code }, config: { validateStatus: () => true } }),
  );
