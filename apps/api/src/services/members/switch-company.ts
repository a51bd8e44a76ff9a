import type { TokenPair } from '@vd/contract';
import { companies, internalAccessLog, memberships, users } from '@vd/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { issueTokens } from '../auth/issue-tokens.ts';
import { revokeFamily } from '../auth/refresh-session.ts';

/**
 * Tokens for another company: of the user's own active memberships (404 for any other), or, for
 * internal staff, any company, read-only and recorded. The old sign-in ends.
 */
export async function switchCompany(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  ip: string,
): Promise<TokenPair> {
  if (caller.kind === 'internal') {
    const [company] = await ctx.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company) throw notFound();
    await ctx.db.insert(internalAccessLog).values({ staff_id: caller.userId, company_id: companyId, ip });
    const tokens = await issueTokens(
      ctx.db,
      ctx.config,
      { kind: 'internal', staffId: caller.userId, companyId },
      { remember: false },
    );
    await revokeFamily(ctx, caller.familyId);
    return tokens;
  }
  const [membership] = await ctx.db
    .select({ role: memberships.role })
    .from(memberships)
    .where(
      and(
        eq(memberships.user_id, caller.userId),
        eq(memberships.company_id, companyId),
        eq(memberships.status, 'active'),
        isNull(memberships.deleted_at),
      ),
    );
  if (!membership) throw notFound();
  await ctx.db.update(users).set({ last_company_id: companyId }).where(eq(users.id, caller.userId));
  const subject = { kind: 'user', userId: caller.userId, companyId, role: membership.role } as const;
  const tokens = await issueTokens(ctx.db, ctx.config, subject, { remember: false });
  await revokeFamily(ctx, caller.familyId);
  return tokens;
}
