import type { SettingsResponse } from '@vd/contract';
import { companies, companySettings, type Db } from '@vd/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { logoUrl } from './logo-url.ts';
import { formatNpwp } from './npwp.ts';

type Prefs = typeof companySettings.$inferSelect;

/** The preferences of a company that never saved any. */
export const defaultPreferences: Omit<Prefs, 'company_id' | 'updated_at' | 'low_balance_alerted_at'> = {
  email_validation_completed: true,
  email_payment: true,
  email_low_balance: true,
  low_balance_threshold: 5,
  date_format: 'auto',
  number_format: 'auto',
};

/** The company profile, notification preferences and default formats (defaults until first saved). */
export async function getSettings(db: Db, companyId: string): Promise<SettingsResponse['data']> {
  const [row] = await db
    .select({ c: companies, s: companySettings })
    .from(companies)
    .leftJoin(companySettings, eq(companySettings.company_id, companies.id))
    .where(eq(companies.id, companyId));
  if (!row) throw new AppError('NOT_FOUND');
  const { c } = row;
  const s = row.s ?? { ...defaultPreferences, updated_at: null };
  return {
    company: {
      id: c.id,
      name: c.name,
      address: c.address,
      npwp: c.npwp,
      npwp_formatted: formatNpwp(c.npwp),
      phone: c.phone,
      logo_url: logoUrl(c.logo_key),
    },
    notifications: {
      email_validation_completed: s.email_validation_completed,
      email_payment: s.email_payment,
      email_low_balance: s.email_low_balance,
      low_balance_threshold: s.low_balance_threshold,
    },
    preferences: {
      date_format: s.date_format as SettingsResponse['data']['preferences']['date_format'],
      number_format: s.number_format,
    },
    updated_at: row.s ? row.s.updated_at.toISOString() : null,
  };
}
