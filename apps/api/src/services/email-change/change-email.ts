import { type Db, emailChanges, users } from '@vd/db';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { hashCode, randomCode, sameHash } from '../auth/secrets.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { emails } from '../mail/templates.ts';

const CODE_TTL_MS = 10 * 60 * 1000;
const RESEND_SECONDS = 60;
const MAX_ATTEMPTS = 5;

/**
 * Changing the e-mail address: a code to the current address proves the owner, then a code to the
 * new address proves it exists and is theirs. The address changes only when both are proven.
 */
async function userOf(db: Db, caller: Caller) {
  const [user] = await db.select().from(users).where(eq(users.id, caller.userId));
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

async function openChange(db: Db, userId: string, stage: 'current' | 'new') {
  const [change] = await db
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.user_id, userId), inArray(emailChanges.stage, ['current', 'new'])))
    .orderBy(desc(emailChanges.created_at))
    .limit(1);
  if (!change || change.stage !== stage) {
    throw new AppError('CODE_INVALID', 'Mulai ulang perubahan email dari langkah pertama.');
  }
  return change;
}

async function sendCode(ctx: AppContext, tx: Db, to: string, name: string, changeId: string, toNew: boolean) {
  const code = randomCode();
  await tx
    .update(emailChanges)
    .set({
      code_hash: hashCode(changeId, code),
      attempts: 0,
      last_sent_at: new Date(),
      expires_at: new Date(Date.now() + CODE_TTL_MS),
    })
    .where(eq(emailChanges.id, changeId));
  await enqueueEmail(tx, ctx.queue, {
    to: [to],
    ...emails.emailChangeCode(name, code, toNew),
    logHint: `kode ${code}`,
  });
}

/** Step 1: a code to the current address (any earlier unfinished change is cancelled). */
export async function startEmailChange(ctx: AppContext, caller: Caller) {
  const user = await userOf(ctx.db, caller);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(emailChanges)
      .set({ stage: 'cancelled' })
      .where(and(eq(emailChanges.user_id, user.id), inArray(emailChanges.stage, ['current', 'new'])));
    const [change] = await tx
      .insert(emailChanges)
      .values({ user_id: user.id, code_hash: 'pending', expires_at: new Date(Date.now() + CODE_TTL_MS) })
      .returning({ id: emailChanges.id });
    await sendCode(ctx, tx, user.email, user.first_name, change!.id, false);
  });
}

async function checkCode(db: Db, change: typeof emailChanges.$inferSelect, code: string) {
  if (change.expires_at <= new Date() || change.attempts >= MAX_ATTEMPTS) {
    throw new AppError('CODE_INVALID', 'Kode sudah tidak berlaku. Kirim ulang kode.');
  }
  if (!sameHash(change.code_hash, hashCode(change.id, code))) {
    await db
      .update(emailChanges)
      .set({ attempts: change.attempts + 1 })
      .where(eq(emailChanges.id, change.id));
    throw new AppError('CODE_INVALID', undefined, { code: 'Kode verifikasi salah.' });
  }
}

/** Step 2: the code of the current address. */
export async function verifyCurrentEmail(ctx: AppContext, caller: Caller, code: string) {
  const change = await openChange(ctx.db, caller.userId, 'current');
  await checkCode(ctx.db, change, code);
  await ctx.db
    .update(emailChanges)
    .set({ stage: 'new', code_hash: 'pending', attempts: 0 })
    .where(eq(emailChanges.id, change.id));
}

/** Step 3: the new address, which gets its own code. */
export async function chooseNewEmail(ctx: AppContext, caller: Caller, newEmail: string) {
  const email = newEmail.trim().toLowerCase();
  const change = await openChange(ctx.db, caller.userId, 'new');
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (taken) throw new AppError('EMAIL_TAKEN', undefined, { email: 'Email sudah terdaftar.' });
  const user = await userOf(ctx.db, caller);
  await ctx.db.transaction(async (tx) => {
    await tx.update(emailChanges).set({ new_email: email }).where(eq(emailChanges.id, change.id));
    await sendCode(ctx, tx, email, user.first_name, change.id, true);
  });
}

/** Step 4: the code of the new address; the address changes now. */
export async function verifyNewEmail(ctx: AppContext, caller: Caller, code: string) {
  const change = await openChange(ctx.db, caller.userId, 'new');
  if (!change.new_email) throw new AppError('CODE_INVALID', 'Masukkan alamat email baru terlebih dahulu.');
  await checkCode(ctx.db, change, code);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ email: change.new_email!, updated_at: new Date() })
      .where(eq(users.id, caller.userId));
    await tx.update(emailChanges).set({ stage: 'done' }).where(eq(emailChanges.id, change.id));
  });
}

/** Resends the code of the current step, at most once a minute. */
export async function resendEmailChangeCode(ctx: AppContext, caller: Caller, stage: 'current' | 'new') {
  const change = await openChange(ctx.db, caller.userId, stage);
  const waited = (Date.now() - change.last_sent_at.getTime()) / 1000;
  if (waited < RESEND_SECONDS) {
    const retry = Math.ceil(RESEND_SECONDS - waited);
    throw new AppError('RATE_LIMITED', `Kode dapat dikirim ulang dalam ${retry} detik.`, undefined, {
      'retry-after': String(retry),
    });
  }
  const user = await userOf(ctx.db, caller);
  const to = stage === 'current' ? user.email : change.new_email;
  if (!to) throw new AppError('CODE_INVALID', 'Masukkan alamat email baru terlebih dahulu.');
  await ctx.db.transaction((tx) => sendCode(ctx, tx, to, user.first_name, change.id, stage === 'new'));
}
