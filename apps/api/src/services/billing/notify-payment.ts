import { companies, type Db, type topupTransactions } from '@vd/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { companyManagerEmails } from '../mail/company-managers.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { emails } from '../mail/templates.ts';
import { notificationPreferences } from '../settings/notification-preferences.ts';
import { formatRupiah } from './rupiah.ts';
import { slotBalance } from './slot-balance.ts';

type Topup = typeof topupTransactions.$inferSelect;

/**
 * The payment e-mail to the company's owner and admins when a top-up is paid (after the credit) or
 * fails, in the transaction that changed it; nothing when the company turned the preference off.
 */
export async function notifyPayment(
  tx: Db,
  deps: Pick<AppContext, 'queue' | 'config'>,
  topup: Topup,
  outcome: 'paid' | 'failed',
): Promise<boolean> {
  const prefs = await notificationPreferences(tx, topup.company_id);
  if (!prefs.email_payment) return false;
  const to = await companyManagerEmails(tx, topup.company_id);
  if (to.length === 0) return false;
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, topup.company_id));
  const common = {
    companyName: company?.name ?? '',
    packageName: topup.package_name,
    total: formatRupiah(topup.total_idr),
    orderId: topup.order_id,
    url: `${deps.config.appUrl}/admin/wallet`,
  };
  const content =
    outcome === 'paid'
      ? emails.paymentPaid({
          ...common,
          slots: topup.slots.toLocaleString('id-ID'),
          balance: (await slotBalance(tx, topup.company_id)).toLocaleString('id-ID'),
        })
      : emails.paymentFailed(common);
  await enqueueEmail(tx, deps.queue, { to, ...content, logHint: `pembayaran ${topup.order_id}` });
  return true;
}
