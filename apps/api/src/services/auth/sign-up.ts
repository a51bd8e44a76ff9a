import type { SignUpRequest } from '@vd/contract';
import { companies, emailVerifications, memberships, slotLedger, users } from '@vd/db';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { emails } from '../mail/templates.ts';
import { ensureDocumentTypes } from '../master-data/ensure-document-types.ts';
import { hashPassword } from './passwords.ts';
import { hashSecret, randomToken } from './secrets.ts';

export const TRIAL_SLOTS = 5;
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Creates the company, its owner (e-mail unverified), the trial slots, the default document types
 * and the verification e-mail, all in one transaction: either all of it exists or none of it.
 */
export async function signUp(ctx: AppContext, input: SignUpRequest): Promise<{ email: string }> {
  const passwordHash = await hashPassword(input.password);
  const email = input.email.toLowerCase();
  return ctx.db.transaction(async (tx) => {
    const taken = await tx.execute(sql`
      select (select count(*) from users where lower(email) = ${email})::int as emails,
             (select count(*) from companies where lower(name) = lower(${input.company_name}))::int as names`);
    const counts = (taken as unknown as { rows: { emails: number; names: number }[] }).rows[0]!;
    if (counts.emails > 0) throw new AppError('EMAIL_TAKEN', undefined, { email: 'Email sudah terdaftar.' });
    if (counts.names > 0) {
      throw new AppError('COMPANY_TAKEN', undefined, { company_name: 'Nama perusahaan sudah terdaftar.' });
    }
    const [company] = await tx.insert(companies).values({ name: input.company_name }).returning();
    const [user] = await tx
      .insert(users)
      .values({
        email,
        first_name: input.first_name,
        last_name: input.last_name,
        phone: input.phone,
        password_hash: passwordHash,
        last_company_id: company!.id,
      })
      .returning();
    await tx.insert(memberships).values({ company_id: company!.id, user_id: user!.id, role: 'owner' });
    await tx.insert(slotLedger).values({
      company_id: company!.id,
      delta: TRIAL_SLOTS,
      kind: 'trial',
      note: 'Slot uji coba pendaftaran',
    });
    await ensureDocumentTypes(tx, company!.id);
    const code = randomToken();
    await tx.insert(emailVerifications).values({
      user_id: user!.id,
      code_hash: hashSecret(code),
      expires_at: new Date(Date.now() + VERIFICATION_TTL_MS),
    });
    const url = `${ctx.config.appUrl}/login?code=${code}`;
    await enqueueEmail(tx, ctx.queue, {
      to: [email],
      ...emails.verifyEmail(input.first_name, url),
      logHint: url,
    });
    return { email };
  });
}
