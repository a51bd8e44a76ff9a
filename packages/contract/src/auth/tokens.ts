import { z } from 'zod';
import { envelope } from '../envelope.ts';

/** docs/product.md §13 "Refresh request": token and a remember flag. */
export const ZRefreshTokenRequest = z.object({
  token: z.string().min(1).max(500).describe('Refresh token'),
  remember: z.boolean().default(false).describe('Sesi diingat 30 hari'),
});
export type RefreshTokenRequest = z.infer<typeof ZRefreshTokenRequest>;

/** docs/product.md §13 "Refresh response": refresh_token and access_token. */
export const ZTokenPair = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
});
export type TokenPair = z.infer<typeof ZTokenPair>;
export const ZRefreshTokenResponse = envelope(ZTokenPair);
