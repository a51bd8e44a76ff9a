import { users } from '@vd/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { revokeUserTokens } from './revoke-tokens.ts';

/** Changes the password with the current one; every other sign-in of the user ends. */
export async function editPassword(
  ctx: AppContext,
  caller: Caller,
  input: { current_password: string; password: string },
): Promise<void> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, caller.userId));
  if (!user || !(await verifyPassword(user.password_hash, input.current_password))) {
    throw new AppError('VALIDATION_FAILED', 'Password saat ini salah.', {
      current_password: 'Password saat ini salah.',
    });
  }
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where(eq(users.id, user.id));
    await revokeUserTokens(tx, user.id, { exceptFamilyId: caller.familyId });
  });
}
