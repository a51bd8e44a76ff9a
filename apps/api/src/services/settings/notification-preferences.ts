import { companySettings, type Db } from '@vd/db';
import { eq } from 'drizzle-orm';
import { defaultPreferences } from './get-settings.ts';

/** A company's e-mail preferences (the defaults until it saves its own), read inside `db`. */
export async function notificationPreferences(db: Db, companyId: string) {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.company_id, companyId));
  return {
    email_validation_completed:
      row?.email_validation_completed ?? defaultPreferences.email_validation_completed,
    email_payment: row?.email_payment ?? defaultPreferences.email_payment,
    email_low_balance: row?.email_low_balance ?? defaultPreferences.email_low_balance,
    low_balance_threshold: row?.low_balance_threshold ?? defaultPreferences.low_balance_threshold,
    low_balance_alerted_at: row?.low_balance_alerted_at ?? null,
  };
}
