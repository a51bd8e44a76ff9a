import { internalStaff, otpSessions, users } from '@vd/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { emails } from '../mail/templates.ts';
import { hashCode, randomCode } from './secrets.ts';
import {
  OTP_MAX_WRONG_CODES,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  otpAnswer,
  otpLockedMessage,
} from './sign-in.ts';

/**
 * A new code for a pending sign-in, at most once a minute; the old code stops working. The wrong
 * tries of the sign-in keep counting: a locked sign-in gets no new code.
 */
export async function resendOtp(ctx: AppContext, sessionId: string) {
  if (!/^[0-9a-f-]{36}$/.test(sessionId)) throw new AppError('OTP_EXPIRED');
  const code = randomCode();
  return ctx.db.transaction(async (tx) => {
    const [session] = await tx.select().from(otpSessions).where(eq(otpSessions.id, sessionId)).for('update');
    if (!session || session.consumed_at) throw new AppError('OTP_EXPIRED');
    if (session.wrong_codes >= OTP_MAX_WRONG_CODES) throw new AppError('OTP_EXPIRED', otpLockedMessage);
    const waited = (Date.now() - session.last_sent_at.getTime()) / 1000;
    if (waited < OTP_RESEND_SECONDS) {
      const retryAfter = Math.ceil(OTP_RESEND_SECONDS - waited);
      throw new AppError(
        'RATE_LIMITED',
        `Kode baru dapat dikirim ulang dalam ${retryAfter} detik.`,
        undefined,
        { 'retry-after': String(retryAfter) },
      );
    }
    const now = new Date();
    await tx
      .update(otpSessions)
      .set({
        code_hash: hashCode(session.id, code),
        attempts: 0,
        last_sent_at: now,
        expires_at: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      })
      .where(eq(otpSessions.id, session.id));
    const recipient = session.user_id
      ? (
          await tx
            .select({ email: users.email, name: users.first_name })
            .from(users)
            .where(eq(users.id, session.user_id))
        )[0]
      : (
          await tx
            .select({ email: internalStaff.email, name: internalStaff.name })
            .from(internalStaff)
            .where(eq(internalStaff.id, session.staff_id!))
        )[0];
    if (!recipient) throw new AppError('OTP_EXPIRED');
    await enqueueEmail(tx, ctx.queue, {
      to: [recipient.email],
      ...emails.signInCode(recipient.name, code),
      logHint: `OTP ${code}`,
    });
    return otpAnswer(session.id, recipient.email);
  });
}
