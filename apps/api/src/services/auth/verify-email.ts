import { type Db, emailVerifications, users } from '@vd/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { hashSecret } from './secrets.ts';

/** Marks the e-mail of a verification link verified; each link works once, within its validity. */
export async function verifyEmail(db: Db, code: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(emailVerifications)
      .set({ used_at: new Date() })
      .where(
        and(
          eq(emailVerifications.code_hash, hashSecret(code)),
          isNull(emailVerifications.used_at),
          gt(emailVerifications.expires_at, new Date()),
        ),
      )
      .returning({ user_id: emailVerifications.user_id });
    if (!used) {
      throw new AppError('LINK_INVALID', 'Tautan verifikasi tidak valid atau sudah kedaluwarsa.');
    }
    await tx.update(users).set({ email_verified_at: new Date() }).where(eq(users.id, used.user_id));
  });
}
