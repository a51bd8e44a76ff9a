/** Path prefixes of docs/product.md §7. */
export const prefixes = {
  auth: '/auth/v1',
  api: '/api/v1',
  apiV2: '/api/v2',
} as const;

/**
 * Websocket subprotocols of the progress socket: a browser cannot set an Authorization header on a
 * websocket, so it offers `[progressSocketProtocol, bearerSocketProtocol + accessToken]`; the server
 * answers with `progressSocketProtocol`.
 */
export const progressSocketProtocol = 'vd.progress';
export const bearerSocketProtocol = 'vd.bearer.';

/**
 * Calls that carry no bearer token (the sign-in and sign-up family, docs/product.md §7 "Auth (no token)").
 * Paths are relative to the auth prefix.
 */
export const unauthenticatedAuthCalls = [
  'sign-up',
  'invitation/verify',
  'invitation/register',
  'company-check',
  'sign-in',
  'sign-in-internal',
  'sign-in/verify',
  'sign-in/resend-otp',
  'refresh-token',
  'forgot-password/request',
  'reset-password',
  'forgot-password',
  'verify-email',
] as const;

/** Calls whose 401 goes straight to the caller, without a refresh attempt (docs/product.md §5). */
export const noRefreshOn401 = [
  'sign-in/verify',
  'user/edit-email/verification',
  'user/edit-email/new-verification',
  'company-check',
] as const;
