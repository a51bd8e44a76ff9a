/**
 * The one axios instance of the SPA (docs/product.md §3, §5-§7): same origin, bearer token except for the
 * sign-in and sign-up family, a time-out the server may change, one refresh on 401, and the
 * access-denied toast on 403.
 */
import axios, { type AxiosResponse, type InternalAxiosRequestConfig, isAxiosError } from 'axios';
import { navigateTo } from './navigation.ts';
import { isNoRefreshCall, isTokenlessCall } from './paths.ts';
import { refreshAccessToken } from './refresh.ts';
import { clearSession, getToken, setSignedOutReason } from './session.ts';
import { showAccessDenied } from './toasts.ts';

export const DEFAULT_TIMEOUT_MS = 500_000;

export const api = axios.create({ baseURL: '', timeout: DEFAULT_TIMEOUT_MS, withCredentials: false });

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };

/** docs/product.md §6: a `response-timeout` header replaces the time-out of the requests that follow. */
function applyTimeoutHeader(response: AxiosResponse | undefined): void {
  const value = Number(response?.headers['response-timeout']);
  if (Number.isFinite(value) && value > 0) api.defaults.timeout = value;
}

api.interceptors.request.use((config) => {
  const token = getToken();
  if (token && !isTokenlessCall(config.url)) config.headers.set('Authorization', `Bearer ${token}`);
  else config.headers.delete('Authorization');
  return config;
});

api.interceptors.response.use(
  (response) => {
    applyTimeoutHeader(response);
    return response;
  },
  async (error: unknown) => {
    if (!isAxiosError(error) || !error.response || !error.config) throw error;
    applyTimeoutHeader(error.response);
    const config: RetriableConfig = error.config;
    // Sign-in and sign-up answers (wrong password, unverified e-mail) belong to their forms.
    if (isTokenlessCall(config.url)) throw error;

    if (error.response.status === 403) {
      showAccessDenied();
      navigateTo('/admin/homepage');
      throw error;
    }
    if (error.response.status !== 401 || config._retried || isNoRefreshCall(config.url)) throw error;

    const sentWith = config.headers.get('Authorization');
    const current = getToken();
    let token: string;
    if (current && sentWith !== `Bearer ${current}`) {
      token = current; // another call refreshed while this one was in flight
    } else {
      try {
        token = await refreshAccessToken();
      } catch (refreshError) {
        // A deactivated or removed member: /login says why the session ended.
        const answer: unknown = isAxiosError(refreshError) ? refreshError.response?.data : null;
        if (
          answer &&
          typeof answer === 'object' &&
          'code' in answer &&
          answer.code === 'ACCOUNT_DEACTIVATED'
        ) {
          if ('message' in answer && typeof answer.message === 'string') setSignedOutReason(answer.message);
        }
        clearSession();
        navigateTo('/login');
        throw error;
      }
    }
    config._retried = true;
    config.headers.set('Authorization', `Bearer ${token}`);
    return api.request(config);
  },
);
