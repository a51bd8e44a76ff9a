import { randomUUID } from 'node:crypto';
import type { Role, TokenPair } from '@vd/contract';
import { type Db, refreshTokens } from '@vd/db';
import type { Config } from '../../config.ts';
import { signAccessToken } from './access-token.ts';
import { hashSecret, randomToken } from './secrets.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type TokenSubject =
  | { kind: 'user'; userId: string; companyId: string; role: Role }
  | { kind: 'internal'; staffId: string; companyId: string | null };

/**
 * An access token and a refresh token (random, stored only as its hash; 1 day, or 30 days with
 * remember). A new sign-in starts a family; a refresh continues it.
 */
export async function issueTokens(
  db: Db,
  config: Pick<Config, 'jwtSecret'>,
  subject: TokenSubject,
  options: { remember: boolean; familyId?: string },
): Promise<TokenPair> {
  const familyId = options.familyId ?? randomUUID();
  const refreshToken = randomToken();
  await db.insert(refreshTokens).values({
    user_id: subject.kind === 'user' ? subject.userId : null,
    staff_id: subject.kind === 'internal' ? subject.staffId : null,
    company_id: subject.companyId,
    family_id: familyId,
    token_hash: hashSecret(refreshToken),
    remember: options.remember,
    expires_at: new Date(Date.now() + (options.remember ? 30 : 1) * DAY_MS),
  });
  const accessToken = await signAccessToken({ ...subject, familyId }, config.jwtSecret);
  return { access_token: accessToken, refresh_token: refreshToken };
}
