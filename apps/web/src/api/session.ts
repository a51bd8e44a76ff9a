/**
 * The browser session of SPEC §4 and §9: tokens in localStorage (`token`, `refresh_token`), the
 * remember flag and the sign-in `session_id` in cookies with the path /.
 */
import Cookies from 'js-cookie';

const TOKEN = 'token';
const REFRESH_TOKEN = 'refresh_token';
const REMEMBER = 'remember';
const SESSION_ID = 'session_id';
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

/** What a failed refresh does (SPEC §4): the access token goes, and so does the session cookie. */
export function clearSession(): void {
  localStorage.removeItem(TOKEN);
  localStorage.removeItem(REFRESH_TOKEN);
  removeSessionId();
}

/** Log out: everything the session left in the browser. */
export function signOut(): void {
  clearSession();
  Cookies.remove(REMEMBER, cookiePath);
}
