import type { Session } from '@vd/contract';
import { memberships, otpSessions, users } from '@vd/db';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { getMe } from '../profile/get-me.ts';
import { issueTokens } from './issue-tokens.ts';
import { hashCode, sameHash } from './secrets.ts';
import { OTP_MAX_ATTEMPTS, OTP_MAX_WRONG_CODES, otpLockedMessage } from './sign-in.ts';

/**
 * The second step of a sign-in: the code from the e-mail, at most five wrong tries a code and ten
 * for the whole sign-in (resends included), within five minutes. Answers the tokens for the company the user last worked in.
 */
export async function verifyOtp(
  ctx: AppContext,
  input: { session_id: string; code: string },
): Promise<Session> {
  const session = await consumeCode(ctx, input.session_id, input.code);
  if (session.staff_id) {
    const tokens = await issueTokens(
      ctx.db,
      ctx.config,
      { kind: 'internal', staffId: session.staff_id, companyId: null },
      { remember: session.remember },
    );
    return { ...tokens, user: null, internal: true };
  }
  const userId = session.user_id!;
  const membership = await openingMembership(ctx, userId);
  if (!membership) throw new AppError('ACCOUNT_INACTIVE');
  const subject = { kind: 'user', userId, companyId: membership.company_id, role: membership.role } as const;
  const tokens = await issueTokens(ctx.db, ctx.config, subject, { remember: session.remember });
  const user = await getMe(ctx.db, { ...subject });
  return { ...tokens, user, internal: false };
}

async function consumeCode(ctx: AppContext, sessionId: string, code: string) {
  if (!/^[0-9a-f-]{36}$/.test(sessionId)) throw new AppError('OTP_EXPIRED');
  // The outcome is decided inside the transaction and thrown after it, so a wrong try is counted.
  const outcome = await ctx.db.transaction(async (tx) => {
    const [session] = await tx.select().from(otpSessions).where(eq(otpSessions.id, sessionId)).for('update');
    if (!session || session.consumed_at || session.expires_at <= new Date())
      return { error: 'expired' as const };
    if (session.wrong_codes >= OTP_MAX_WRONG_CODES) return { error: 'locked' as const };
    if (session.attempts >= OTP_MAX_ATTEMPTS) return { error: 'expired' as const };
    if (!sameHash(session.code_hash, hashCode(session.id, code))) {
      const attempts = session.attempts + 1;
      const wrongCodes = session.wrong_codes + 1;
      await tx
        .update(otpSessions)
        .set({ attempts, wrong_codes: wrongCodes })
        .where(eq(otpSessions.id, session.id));
      if (wrongCodes >= OTP_MAX_WRONG_CODES) return { error: 'locked' as const };
      return { error: 'wrong' as const, attempts };
    }
    await tx.update(otpSessions).set({ consumed_at: new Date() }).where(eq(otpSessions.id, session.id));
    return { session };
  });
  if ('session' in outcome && outcome.session) return outcome.session;
  if (outcome.error === 'expired') throw new AppError('OTP_EXPIRED');
  if (outcome.error === 'locked') throw new AppError('OTP_EXPIRED', otpLockedMessage);
  if (outcome.attempts >= OTP_MAX_ATTEMPTS) {
    throw new AppError(
      'OTP_EXPIRED',
      'Kode salah 5 kali. Silakan masuk kembali untuk mendapatkan kode baru.',
    );
  }
  throw new AppError(
    'OTP_INVALID',
    `Kode verifikasi salah. Sisa percobaan: ${OTP_MAX_ATTEMPTS - outcome.attempts}.`,
  );
}

/** The company a sign-in opens: the last one switched to while still active, else the oldest. */
async function openingMembership(ctx: AppContext, userId: string) {
  const [user] = await ctx.db.select({ last: users.last_company_id }).from(users).where(eq(users.id, userId));
  const rows = await ctx.db
    .select({ company_id: memberships.company_id, role: memberships.role })
    .from(memberships)
    .where(
      and(eq(memberships.user_id, userId), eq(memberships.status, 'active'), isNull(memberships.deleted_at)),
    )
    .orderBy(
      sql`${memberships.company_id} = ${user?.last ?? null} desc nulls last`,
      asc(memberships.created_at),
    );
  return rows[0];
}
