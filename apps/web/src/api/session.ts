/**
 * The browser session of docs/product.md §3 and §6: tokens in localStorage (`token`, `refresh_token`), the
 * remember flag and the sign-in `session_id` in cookies with the path /.
 */
import Cookies from 'js-cookie';

const TOKEN = 'token';
const REFRESH_TOKEN = 'refresh_token';
const REMEMBER = 'remember';
const SESSION_ID = 'session_id';
const INTERNAL = 'internal';
const OTP = 'otp';
const cookiePath = { path: '/' } as const;

export const getToken = (): string | null => localStorage.getItem(TOKEN);
export const getRefreshToken = (): string | null => localStorage.getItem(REFRESH_TOKEN);
export const hasToken = (): boolean => Boolean(getToken());

export function setTokens(accessToken: string, refreshToken: string): void {
  localStorage.setItem(TOKEN, accessToken);
  localStorage.setItem(REFRESH_TOKEN, refreshToken);
}

export const getRemember = (): boolean => Cookies.get(REMEMBER) === 'true';
export const setRemember = (remember: boolean): void => {
  Cookies.set(REMEMBER, String(remember), { ...cookiePath, expires: remember ? 30 : undefined });
};

export const getSessionId = (): string | undefined => Cookies.get(SESSION_ID);
export const hasSessionId = (): boolean => Boolean(getSessionId());
export const setSessionId = (id: string): void => {
  Cookies.set(SESSION_ID, id, cookiePath);
};
export const removeSessionId = (): void => Cookies.remove(SESSION_ID, cookiePath);

/** Internal staff (set at verify time from the `internal` flag of the answer). */
export const isInternal = (): boolean => localStorage.getItem(INTERNAL) === 'true';

/** Why the last session ended, when the server said (a deactivated account): shown once on /login. */
const SIGNED_OUT = 'signed_out_reason';
export const setSignedOutReason = (message: string): void => sessionStorage.setItem(SIGNED_OUT, message);
export const getSignedOutReason = (): string | null => sessionStorage.getItem(SIGNED_OUT);
export const clearSignedOutReason = (): void => sessionStorage.removeItem(SIGNED_OUT);

/** The pending one-time password of /check-in: masked address and when a resend is allowed. */
export type PendingOtp = { email: string; resendAt: number };
export function setPendingOtp(email: string, resendInSeconds: number): void {
  sessionStorage.setItem(OTP, JSON.stringify({ email, resendAt: Date.now() + resendInSeconds * 1000 }));
}
export function getPendingOtp(): PendingOtp | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(OTP) ?? 'null');
    if (value && typeof value === 'object' && 'email' in value && 'resendAt' in value) {
      return { email: String(value.email), resendAt: Number(value.resendAt) };
    }
  } catch {}
  return null;
}

/** A finished sign-in (sign-in/verify or invitation/register): tokens in, session_id cookie out. */
export function startSession(session: { access_token: string; refresh_token: string; internal: boolean }) {
  setTokens(session.access_token, session.refresh_token);
  if (session.internal) localStorage.setItem(INTERNAL, 'true');
  else localStorage.removeItem(INTERNAL);
  removeSessionId();
  sessionStorage.removeItem(OTP);
}

/** What a failed refresh does (docs/product.md §3): the access token goes, and so does the session cookie. */
export function clearSession(): void {
  localStorage.removeItem(TOKEN);
  localStorage.removeItem(REFRESH_TOKEN);
  removeSessionId();
}

/** Log out: everything the session left in the browser. */
export function signOut(): void {
  clearSession();
  localStorage.removeItem(INTERNAL);
  sessionStorage.removeItem(OTP);
  Cookies.remove(REMEMBER, cookiePath);
}
