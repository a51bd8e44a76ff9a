import { authApi, type RefreshTokenRequest, urlOf, ZRefreshTokenResponse } from '@vd/contract';
import axios from 'axios';
import { getRefreshToken, getRemember, setTokens } from './session.ts';

let pending: Promise<string> | null = null;

/**
 * One refresh for all the calls that failed with 401 at the same time (docs/product.md §3): they share the
 * promise of the new access token. A bare axios call, so a failing refresh never loops.
 */
export function refreshAccessToken(): Promise<string> {
  pending ??= refresh().finally(() => {
    pending = null;
  });
  return pending;
}

async function refresh(): Promise<string> {
  const token = getRefreshToken();
  if (!token) throw new Error('Tidak ada refresh token');
  const body: RefreshTokenRequest = { token, remember: getRemember() };
  const response = await axios.post(urlOf(authApi.refreshToken), body, { withCredentials: false });
  const { data } = ZRefreshTokenResponse.parse(response.data);
  setTokens(data.access_token, data.refresh_token);
  return data.access_token;
}
