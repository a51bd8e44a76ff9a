import { companies, companySettings, type Db, slotLedger } from '@vd/db';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { companyManagerEmails } from '../mail/company-managers.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { emails } from '../mail/templates.ts';
import { notificationPreferences } from '../settings/notification-preferences.ts';

/** Whether slots were credited (top-up, trial, staff correction) after the last alert. */
async function creditedSince(tx: Db, companyId: string, since: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: slotLedger.id })
    .from(slotLedger)
    .where(
      and(
        eq(slotLedger.company_id, companyId),
        inArray(slotLedger.kind, ['topup', 'trial', 'adjustment']),
        gt(slotLedger.delta, 0),
        gt(slotLedger.created_at, since),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * The low-balance e-mail, when a charge takes the balance from above the company's threshold to
 * at or below it: once per crossing (a refund climbing back over the line does not re-arm it, a
 * credit does), to the owner and admins, only when the preference is on; in the charge's
 * transaction, so it goes out exactly when the charge commits.
 */
export async function notifyLowBalance(
  tx: Db,
  deps: Pick<AppContext, 'queue' | 'config'>,
  companyId: string,
  before: number,
  after: number,
): Promise<boolean> {
  const prefs = await notificationPreferences(tx, companyId);
  const threshold = prefs.low_balance_threshold;
  if (!prefs.email_low_balance || before <= threshold || after > threshold) return false;
  const alerted = prefs.low_balance_alerted_at;
  if (alerted && !(await creditedSince(tx, companyId, alerted))) return false;
  await tx
    .insert(companySettings)
    .values({ company_id: companyId, low_balance_alerted_at: sql`now()` })
    .onConflictDoUpdate({ target: companySettings.company_id, set: { low_balance_alerted_at: sql`now()` } });
  const to = await companyManagerEmails(tx, companyId);
  if (to.length === 0) return true;
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  const content = emails.lowBalance({
    companyName: company?.name ?? '',
    balance: after.toLocaleString('id-ID'),
    threshold: threshold.toLocaleString('id-ID'),
    url: `${deps.config.appUrl}/admin/wallet`,
  });
  await enqueueEmail(tx, deps.queue, { to, ...content, logHint: `saldo menipis ${companyId}` });
  return true;
}
