import { companies, invitations, memberships, users } from '@vd/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { hashSecret, randomToken } from '../auth/secrets.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { emails } from '../mail/templates.ts';
import { roleLabels } from '../members/roles.ts';

const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** E-mails a link `/user-invitation?token=...` (7 days); a newer invitation replaces a pending one. */
export async function inviteUser(
  ctx: AppContext,
  caller: Caller,
  input: { email: string; role: 'admin' | 'member' },
) {
  const email = input.email.trim().toLowerCase();
  const [member] = await ctx.db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(
      and(
        eq(memberships.company_id, caller.companyId),
        isNull(memberships.deleted_at),
        sql`lower(${users.email}) = ${email}`,
      ),
    );
  if (member)
    throw new AppError('ALREADY_MEMBER', undefined, {
      email: 'Pengguna ini sudah menjadi anggota perusahaan.',
    });
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, caller.companyId));
  const [inviter] = await ctx.db.select().from(users).where(eq(users.id, caller.userId));
  const token = randomToken();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(invitations)
      .set({ revoked_at: new Date() })
      .where(
        and(
          eq(invitations.company_id, caller.companyId),
          eq(invitations.email, email),
          isNull(invitations.accepted_at),
          isNull(invitations.revoked_at),
        ),
      );
    await tx.insert(invitations).values({
      company_id: caller.companyId,
      email,
      role: input.role,
      token_hash: hashSecret(token),
      invited_by: caller.userId,
      expires_at: new Date(Date.now() + INVITATION_TTL_MS),
    });
    const url = `${ctx.config.appUrl}/user-invitation?token=${token}`;
    const inviterName = `${inviter!.first_name} ${inviter!.last_name}`.trim();
    await enqueueEmail(tx, ctx.queue, {
      to: [email],
      ...emails.invitation(company!.name, inviterName, roleLabels[input.role], url),
      logHint: url,
    });
  });
}
