/**
 * The Auth calls of docs/product.md §7 (prefix /auth/v1, no bearer token). Requests and answers are the
 * contract's schemas, so the browser reads exactly what the server promises.
 */
import {
  type InvitationRegisterRequest,
  prefixes,
  type SignInRequest,
  type SignUpRequest,
  ZCompanyCheckResponse,
  ZInvitationVerifyResponse,
  ZMessageResponse,
  ZResendOtpResponse,
  ZSignInResponse,
  ZSignInVerifyResponse,
  ZSignUpResponse,
} from '@vd/contract';
import { api } from './client.ts';

const auth = (path: string) => `${prefixes.auth}/${path}`;

export async function signUp(body: SignUpRequest) {
  return ZSignUpResponse.parse((await api.post(auth('sign-up'), body)).data).data;
}

/** POST company-check: whether a company name and/or an e-mail are still free (null: not asked). */
export async function checkCompany(body: { company_name?: string; email?: string }) {
  return ZCompanyCheckResponse.parse((await api.post(auth('company-check'), body)).data).data;
}

/** POST sign-in, or sign-in-internal for internal staff: e-mails a one-time password. */
export async function signIn(body: SignInRequest, internal = false) {
  const response = await api.post(auth(internal ? 'sign-in-internal' : 'sign-in'), body);
  return ZSignInResponse.parse(response.data).data;
}

export async function verifySignIn(body: { session_id: string; code: string }) {
  return ZSignInVerifyResponse.parse((await api.post(auth('sign-in/verify'), body)).data).data;
}

export async function resendOtp(body: { session_id: string }) {
  return ZResendOtpResponse.parse((await api.post(auth('sign-in/resend-otp'), body)).data).data;
}

/** Always answers the same message, whether the e-mail exists or not. */
export const requestPasswordReset = (body: { email: string }) =>
  api.post(auth('forgot-password/request'), body);

/** POST verify-email/resend: a new verification link (same answer for any address). */
export async function resendVerification(email: string): Promise<string> {
  const response = await api.post(auth('verify-email/resend'), { email });
  return ZMessageResponse.parse(response.data).message;
}

/** POST reset-password with the token of the e-mailed link. */
export const resetPassword = (body: { token: string; password: string }) =>
  api.post(auth('reset-password'), body);

export async function verifyInvitation(token: string) {
  return ZInvitationVerifyResponse.parse((await api.post(auth('invitation/verify'), { token })).data).data;
}

/** Joins the company and signs the person in: the answer is the one of sign-in/verify. */
export async function registerInvitation(body: InvitationRegisterRequest) {
  return ZSignInVerifyResponse.parse((await api.post(auth('invitation/register'), body)).data).data;
}

/** GET verify-email/{code}; every status goes to the caller (docs/product.md §5: a toast per case). */
export const verifyEmail = (code: string) =>
  api.get<unknown>(auth(`verify-email/${encodeURIComponent(code)}`), { validateStatus: () => true });
