/**
 * The Auth calls of SPEC §7 that the signed-out screens make. Their request/answer schemas are not
 * in the contract yet; the few answer fields read here are checked with small local schemas.
 */
import { prefixes, ZTokenPair } from '@vd/contract';
import { z } from 'zod';
import { api } from './client.ts';

const auth = (path: string) => `${prefixes.auth}/${path}`;

const ZSessionAnswer = z.object({ data: z.object({ session_id: z.string().min(1) }) });
const ZTokenAnswer = z.object({ data: ZTokenPair });

export async function signIn(body: { email: string; password: string; remember: boolean }) {
  const response = await api.post(auth('sign-in'), body);
  return ZSessionAnswer.parse(response.data).data.session_id;
}

export async function verifySignIn(body: { session_id: string; code: string }) {
  const response = await api.post(auth('sign-in/verify'), body);
  return ZTokenAnswer.parse(response.data).data;
}

export const resendOtp = (body: { session_id: string }) => api.post(auth('sign-in/resend-otp'), body);

export const requestPasswordReset = (body: { email: string }) =>
  api.post(auth('forgot-password/request'), body);

/** SPEC §7: PUT forgot-password with the reset token as the last path segment (body: password). */
export const setNewPassword = (token: string, password: string) =>
  api.put(auth(`forgot-password/${encodeURIComponent(token)}`), { password });

export type SignUpBody = {
  company_name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
};
export const signUp = (body: SignUpBody) => api.post(auth('sign-up'), body);

export const verifyInvitation = (token: string) => api.post(auth('invitation/verify'), { token });

export type InvitationRegisterBody = {
  token: string;
  first_name: string;
  last_name: string;
  phone: string;
  password: string;
};
export const registerInvitation = (body: InvitationRegisterBody) =>
  api.post(auth('invitation/register'), body);

/** GET verify-email/{code}; every status is answered to the caller (SPEC §8 has a toast per case). */
export const verifyEmail = (code: string) =>
  api.get<unknown>(auth(`verify-email/${encodeURIComponent(code)}`), { validateStatus: () => true });
