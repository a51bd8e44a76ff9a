import { noRefreshOn401, prefixes, unauthenticatedAuthCalls } from '@vd/contract';

/** The part of a call's URL after its prefix (`/auth/v1/sign-in?x=1` -> `sign-in`), or null. */
export function callPath(url: string | undefined, prefix: string): string | null {
  if (!url) return null;
  const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length + 1) : null;
}

const matchesAny = (path: string | null, list: readonly string[]): boolean =>
  path !== null && list.some((entry) => path === entry || path.startsWith(`${entry}/`));

/** The sign-in and sign-up family of docs/product.md §7: sent without a bearer token. */
export const isTokenlessCall = (url: string | undefined): boolean =>
  matchesAny(callPath(url, prefixes.auth), unauthenticatedAuthCalls);

/** docs/product.md §5: the calls whose 401 goes to the caller without a refresh attempt. */
export const isNoRefreshCall = (url: string | undefined): boolean =>
  matchesAny(callPath(url, prefixes.auth), noRefreshOn401) ||
  matchesAny(callPath(url, prefixes.api), noRefreshOn401);
