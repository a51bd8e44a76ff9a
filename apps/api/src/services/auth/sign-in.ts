import { type Db, internalStaff, memberships, otpSessions, users } from '@vd/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { emails } from '../mail/templates.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { hashCode, maskEmail, randomCode } from './secrets.ts';

export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_ATTEMPTS = 5;
/** Wrong codes of one sign-in in all, across resends, before it is locked (docs/security.md). */
export const OTP_MAX_WRONG_CODES = 10;
export const otpLockedMessage =
  'Kode salah 10 kali. Proses masuk ini dikunci; silakan masuk kembali untuk mendapatkan kode baru.';

/** Verified against when the e-mail is unknown, so a wrong e-mail costs the same time as a wrong password. */
let decoyHash: Promise<string> | undefined;

interface Credentials {
  email: string;
  password: string;
  remember: boolean;
}

/**
 * Right credentials e-mail a 6-digit code and answer a session id for /check-in. Wrong ones answer
 * the same message whether the e-mail exists or not.
 */
export async function signIn(ctx: AppContext, input: Credentials) {
  const email = input.email.trim().toLowerCase();
  const [user] = await ctx.db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
  decoyHash ??= hashPassword('bukan-password-siapa-pun');
  const ok = await verifyPassword(user?.password_hash ?? (await decoyHash), input.password);
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS');
  if (!user.email_verified_at) throw new AppError('EMAIL_NOT_VERIFIED');
  if (!(await hasActiveMembership(ctx.db, user.id))) throw new AppError('ACCOUNT_INACTIVE');
  return startOtp(ctx, { user_id: user.id }, user.email, user.first_name, input.remember);
}

/** The same for internal staff, from their own table. */
export async function signInInternal(ctx: AppContext, input: Credentials) {
  const email = input.email.trim().toLowerCase();
  const [staff] = await ctx.db
    .select()
    .from(internalStaff)
    .where(sql`lower(${internalStaff.email}) = ${email}`);
  decoyHash ??= hashPassword('bukan-password-siapa-pun');
  const ok = await verifyPassword(staff?.password_hash ?? (await decoyHash), input.password);
  if (!staff || !ok || !staff.active) throw new AppError('INVALID_CREDENTIALS');
  return startOtp(ctx, { staff_id: staff.id }, staff.email, staff.name, input.remember);
}

export async function hasActiveMembership(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(eq(memberships.user_id, userId), eq(memberships.status, 'active'), isNull(memberships.deleted_at)),
    )
    .limit(1);
  return Boolean(row);
}

async function startOtp(
  ctx: AppContext,
  subject: { user_id: string } | { staff_id: string },
  email: string,
  name: string,
  remember: boolean,
) {
  const code = randomCode();
  const sessionId = await ctx.db.transaction(async (tx) => {
    const [session] = await tx
      .insert(otpSessions)
      .values({
        ...subject,
        code_hash: 'pending',
        remember,
        expires_at: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
      })
      .returning({ id: otpSessions.id });
    await tx
      .update(otpSessions)
      .set({ code_hash: hashCode(session!.id, code) })
      .where(eq(otpSessions.id, session!.id));
    await enqueueEmail(tx, ctx.queue, {
      to: [email],
      ...emails.signInCode(name, code),
      logHint: `OTP ${code}`,
    });
    return session!.id;
  });
  return otpAnswer(sessionId, email);
}

export const otpAnswer = (sessionId: string, email: string, resendIn = OTP_RESEND_SECONDS) => ({
  session_id: sessionId,
  email: maskEmail(email),
  expires_in: OTP_TTL_SECONDS,
  resend_in: resendIn,
});
