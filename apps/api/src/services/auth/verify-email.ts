import { type Db, emailVerifications, users } from '@vd/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { hashSecret } from './secrets.ts';

/**
 * Marks the e-mail of a verification link verified; each link works once, within its validity.
 * A link opened again after it verified the address answers `already` (the address is verified,
 * which is what the person wants to know), not an invalid link.
 */
export async function verifyEmail(db: Db, code: string): Promise<'verified' | 'already'> {
  return db.transaction(async (tx) => {
    const hash = hashSecret(code);
    const [used] = await tx
      .update(emailVerifications)
      .set({ used_at: new Date() })
      .where(
        and(
          eq(emailVerifications.code_hash, hash),
          isNull(emailVerifications.used_at),
          gt(emailVerifications.expires_at, new Date()),
        ),
      )
      .returning({ user_id: emailVerifications.user_id });
    if (used) {
      await tx.update(users).set({ email_verified_at: new Date() }).where(eq(users.id, used.user_id));
      return 'verified';
    }
    const [seen] = await tx
      .select({ verified_at: users.email_verified_at })
      .from(emailVerifications)
      .innerJoin(users, eq(users.id, emailVerifications.user_id))
      .where(eq(emailVerifications.code_hash, hash));
    if (seen?.verified_at) return 'already';
    throw new AppError('LINK_INVALID', 'Tautan verifikasi tidak valid atau sudah kedaluwarsa.');
  });
}
