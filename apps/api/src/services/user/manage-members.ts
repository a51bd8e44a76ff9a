import { type Db, memberships } from '@vd/db';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError, notFound } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { revokeUserTokens } from '../auth/revoke-tokens.ts';

/** A membership of the caller's company that the caller may change (never the owner, never oneself). */
async function changeableMembership(db: Db, caller: Caller, userId: string) {
  const [membership] = await db
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.company_id, caller.companyId),
        eq(memberships.user_id, userId),
        isNull(memberships.deleted_at),
      ),
    );
  if (!membership) throw notFound('Pengguna tidak ditemukan.');
  if (membership.role === 'owner') throw new AppError('OWNER_PROTECTED');
  if (userId === caller.userId)
    throw new AppError('FORBIDDEN', 'Anda tidak dapat mengubah status akun Anda sendiri.');
  return membership;
}

/** Activates or deactivates a member; a deactivated member's sign-ins in this company end at once. */
export async function updateMemberStatus(
  db: Db,
  caller: Caller,
  userId: string,
  status: 'active' | 'inactive',
) {
  const membership = await changeableMembership(db, caller, userId);
  await db.transaction(async (tx) => {
    await tx
      .update(memberships)
      .set({ status, updated_at: new Date() })
      .where(eq(memberships.id, membership.id));
    if (status === 'inactive') await revokeUserTokens(tx, userId, { companyId: caller.companyId });
  });
}

/** Removes a member from the company (the account itself stays, for its other companies). */
export async function deleteMember(db: Db, caller: Caller, userId: string) {
  const membership = await changeableMembership(db, caller, userId);
  await db.transaction(async (tx) => {
    await tx
      .update(memberships)
      .set({ deleted_at: new Date(), status: 'inactive', updated_at: new Date() })
      .where(eq(memberships.id, membership.id));
    await revokeUserTokens(tx, userId, { companyId: caller.companyId });
  });
}
