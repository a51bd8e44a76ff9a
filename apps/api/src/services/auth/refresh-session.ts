import type { TokenPair } from '@vd/contract';
import { internalStaff, memberships, refreshTokens } from '@vd/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { issueTokens } from './issue-tokens.ts';
import { hashSecret } from './secrets.ts';

/**
 * Rotates a refresh token: the old one is spent, a new pair continues the family. A spent token
 * presented again means it was stolen or replayed: the whole family (that sign-in) is revoked.
 */
export async function refreshSession(ctx: AppContext, token: string): Promise<TokenPair> {
  const hash = hashSecret(token);
  const [row] = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.token_hash, hash));
  if (!row || row.expires_at <= new Date()) throw new AppError('REFRESH_INVALID');
  if (row.revoked_at) {
    // Ended by a deactivation or a removal: the sign-in page says why (ACCOUNT_DEACTIVATED).
    if (row.user_id && (await membershipOf(ctx, row.user_id, row.company_id!))?.status !== 'active') {
      throw new AppError('ACCOUNT_DEACTIVATED');
    }
    throw new AppError('REFRESH_INVALID');
  }
  const [spent] = await ctx.db
    .update(refreshTokens)
    .set({ rotated_at: new Date() })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotated_at)))
    .returning({ id: refreshTokens.id });
  if (!spent) {
    await revokeFamily(ctx, row.family_id);
    throw new AppError('REFRESH_INVALID');
  }
  const options = { remember: row.remember, familyId: row.family_id };
  if (row.staff_id) {
    const [staff] = await ctx.db.select().from(internalStaff).where(eq(internalStaff.id, row.staff_id));
    if (!staff?.active) throw new AppError('REFRESH_INVALID');
    return issueTokens(
      ctx.db,
      ctx.config,
      { kind: 'internal', staffId: staff.id, companyId: row.company_id },
      options,
    );
  }
  const membership = await membershipOf(ctx, row.user_id!, row.company_id!);
  if (membership?.status !== 'active') {
    await revokeFamily(ctx, row.family_id);
    throw new AppError('ACCOUNT_DEACTIVATED');
  }
  const subject = {
    kind: 'user',
    userId: row.user_id!,
    companyId: row.company_id!,
    role: membership.role,
  } as const;
  return issueTokens(ctx.db, ctx.config, subject, options);
}

export async function revokeFamily(ctx: Pick<AppContext, 'db'>, familyId: string): Promise<void> {
  await ctx.db
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
}

async function membershipOf(ctx: AppContext, userId: string, companyId: string) {
  const [membership] = await ctx.db
    .select({ role: memberships.role, status: memberships.status })
    .from(memberships)
    .where(
      and(
        eq(memberships.user_id, userId),
        eq(memberships.company_id, companyId),
        isNull(memberships.deleted_at),
      ),
    );
  return membership;
}
