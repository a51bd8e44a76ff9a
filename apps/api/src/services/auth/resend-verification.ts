import { emailVerifications, users } from '@vd/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { emails } from '../mail/templates.ts';
import { hashSecret, randomToken } from './secrets.ts';
import { VERIFICATION_TTL_MS } from './sign-up.ts';

/**
 * "Kirim ulang email verifikasi": a new link for an account whose e-mail is not verified yet; the
 * older unused links stop working. An unknown or already verified address gets nothing, and the
 * answer is the same either way (nobody learns which addresses are registered).
 */
export async function resendVerification(ctx: AppContext, address: string): Promise<void> {
  const email = address.toLowerCase();
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, first_name: users.first_name })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.email_verified_at)));
    if (!user) return;
    await tx
      .update(emailVerifications)
      .set({ used_at: new Date() })
      .where(and(eq(emailVerifications.user_id, user.id), isNull(emailVerifications.used_at)));
    const code = randomToken();
    await tx.insert(emailVerifications).values({
      user_id: user.id,
      code_hash: hashSecret(code),
      expires_at: new Date(Date.now() + VERIFICATION_TTL_MS),
    });
    const url = `${ctx.config.appUrl}/login?code=${code}`;
    await enqueueEmail(tx, ctx.queue, {
      to: [email],
      ...emails.verifyEmail(user.first_name, url),
      logHint: url,
    });
  });
}
