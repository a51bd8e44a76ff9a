import { type Db, memberships } from '@vd/db';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError, notFound } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { revokeUserTokens } from '../auth/revoke-tokens.ts';

const statusRefusals = {
  owner: 'Pemilik perusahaan tidak dapat dinonaktifkan atau dihapus.',
  self: 'Anda tidak dapat mengubah status akun Anda sendiri.',
};

/** A membership of the caller's company that the caller may change (never the owner, never oneself). */
async function changeableMembership(db: Db, caller: Caller, userId: string, refusals = statusRefusals) {
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
  if (membership.role === 'owner') throw new AppError('OWNER_PROTECTED', refusals.owner);
  if (userId === caller.userId) throw new AppError('FORBIDDEN', refusals.self);
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
export async function removeMember(db: Db, caller: Caller, userId: string) {
  const membership = await changeableMembership(db, caller, userId);
  await db.transaction(async (tx) => {
    await tx
      .update(memberships)
      .set({ deleted_at: new Date(), status: 'inactive', updated_at: new Date() })
      .where(eq(memberships.id, membership.id));
    await revokeUserTokens(tx, userId, { companyId: caller.companyId });
  });
}

/**
 * Changes the role of a member between admin and member (the guard lets owners and admins in).
 * The owner's role never changes and nobody changes their own; the next call of the member already
 * runs with the new role (the guard reads the membership, not the token).
 */
export async function updateMemberRole(db: Db, caller: Caller, userId: string, role: 'admin' | 'member') {
  const membership = await changeableMembership(db, caller, userId, {
    owner: 'Peran pemilik perusahaan tidak dapat diubah.',
    self: 'Anda tidak dapat mengubah peran Anda sendiri.',
  });
  if (membership.role === role) return;
  await db.update(memberships).set({ role, updated_at: new Date() }).where(eq(memberships.id, membership.id));
}
