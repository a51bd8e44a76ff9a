import { passwordResets, users } from '@vd/db';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { sendPasswordResetJob } from '../../jobs/definitions/send-password-reset.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { emails } from '../mail/templates.ts';
import { hashPassword } from './passwords.ts';
import { revokeUserTokens } from './revoke-tokens.ts';
import { hashSecret, randomToken } from './secrets.ts';

const RESET_TTL_MS = 60 * 60 * 1000;

export const FORGOT_PASSWORD_ANSWER =
  'Jika email tersebut terdaftar, tautan untuk membuat password baru telah dikirim. Periksa kotak masuk Anda.';

/**
 * The request only queues its work, the same for a known and an unknown address, so that the time
 * of the answer tells nothing (docs/security.md); the job calls `sendPasswordReset`.
 */
export async function requestPasswordReset(ctx: Pick<AppContext, 'queue'>, email: string): Promise<void> {
  await ctx.queue.enqueue(sendPasswordResetJob, { email: email.trim().toLowerCase() });
}

/** A known address gets a single-use link valid one hour; an unknown one nothing. */
export async function sendPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  if (!user) return;
  const token = randomToken();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      user_id: user.id,
      token_hash: hashSecret(token),
      expires_at: new Date(Date.now() + RESET_TTL_MS),
    });
    const url = `${ctx.config.appUrl}/reset-password?token=${token}`;
    await enqueueEmail(tx, ctx.queue, {
      to: [user.email],
      ...emails.resetPassword(user.first_name, url),
      logHint: url,
    });
  });
}

/** Sets the new password through a reset link (once), and ends every sign-in of the user. */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ used_at: new Date() })
      .where(
        and(
          eq(passwordResets.token_hash, hashSecret(token)),
          isNull(passwordResets.used_at),
          gt(passwordResets.expires_at, new Date()),
        ),
      )
      .returning({ user_id: passwordResets.user_id });
    if (!reset)
      throw new AppError('LINK_INVALID', 'Tautan reset password tidak valid atau sudah kedaluwarsa.');
    // The link proves the address too.
    await tx
      .update(users)
      .set({
        password_hash: passwordHash,
        updated_at: new Date(),
        email_verified_at: sql`coalesce(${users.email_verified_at}, now())`,
      })
      .where(eq(users.id, reset.user_id));
    await revokeUserTokens(tx, reset.user_id);
  });
}
