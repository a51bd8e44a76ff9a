import type { InvitationRegisterRequest, Session } from '@vd/contract';
import { companies, type Db, invitations, memberships, users } from '@vd/db';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { issueTokens } from '../auth/issue-tokens.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { hashSecret } from '../auth/secrets.ts';
import { getMe } from '../profile/get-me.ts';

const invalid = () =>
  new AppError('LINK_INVALID', 'Undangan tidak valid, sudah dipakai atau sudah kedaluwarsa.');

async function pendingInvitation(db: Db, token: string) {
  const [row] = await db
    .select({ invitation: invitations, company: companies })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.company_id))
    .where(
      and(
        eq(invitations.token_hash, hashSecret(token)),
        isNull(invitations.accepted_at),
        isNull(invitations.revoked_at),
        gt(invitations.expires_at, new Date()),
      ),
    );
  if (!row) throw invalid();
  return row;
}

/** What the invitation link offers, and whether the address already has an account. */
export async function verifyInvitation(db: Db, token: string) {
  const { invitation, company } = await pendingInvitation(db, token);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${invitation.email}`);
  return {
    email: invitation.email,
    company_name: company.name,
    role: invitation.role,
    existing_account: Boolean(existing),
    expires_at: invitation.expires_at.toISOString(),
  };
}

/**
 * Joins the company through an invitation: a new person registers (the link proves the address),
 * an existing account confirms with its own password. Signs the person in to that company.
 */
export async function acceptInvitation(ctx: AppContext, input: InvitationRegisterRequest): Promise<Session> {
  const newPasswordHash = 'first_name' in input ? await hashPassword(input.password) : undefined;
  const { userId, companyId, role } = await ctx.db.transaction(async (tx) => {
    const { invitation } = await pendingInvitation(tx, input.token);
    const [claimed] = await tx
      .update(invitations)
      .set({ accepted_at: new Date() })
      .where(and(eq(invitations.id, invitation.id), isNull(invitations.accepted_at)))
      .returning({ id: invitations.id });
    if (!claimed) throw invalid();
    const [existing] = await tx.select().from(users).where(sql`lower(${users.email}) = ${invitation.email}`);
    let userId: string;
    if (existing) {
      if (!(await verifyPassword(existing.password_hash, input.password))) {
        throw new AppError('INVALID_CREDENTIALS', 'Password salah.', { password: 'Password salah.' });
      }
      userId = existing.id;
    } else {
      if (!('first_name' in input) || !newPasswordHash) throw new AppError('VALIDATION_FAILED');
      const [created] = await tx
        .insert(users)
        .values({
          email: invitation.email,
          first_name: input.first_name,
          last_name: input.last_name,
          phone: input.phone,
          password_hash: newPasswordHash,
          email_verified_at: new Date(),
        })
        .returning({ id: users.id });
      userId = created!.id;
    }
    await tx
      .insert(memberships)
      .values({ company_id: invitation.company_id, user_id: userId, role: invitation.role, status: 'active' })
      .onConflictDoUpdate({
        target: [memberships.company_id, memberships.user_id],
        set: { role: invitation.role, status: 'active', deleted_at: null, updated_at: new Date() },
      });
    await tx.update(users).set({ last_company_id: invitation.company_id }).where(eq(users.id, userId));
    return { userId, companyId: invitation.company_id, role: invitation.role };
  });
  const subject = { kind: 'user', userId, companyId, role } as const;
  const tokens = await issueTokens(ctx.db, ctx.config, subject, { remember: false });
  return { ...tokens, user: await getMe(ctx.db, subject), internal: false };
}
