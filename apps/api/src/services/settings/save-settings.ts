import type { SettingsResponse, UpdateSettingsRequest } from '@vd/contract';
import { companies, companySettings, type Db } from '@vd/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { getSettings } from './get-settings.ts';

/**
 * Saves settings: POST settings gives them whole, PUT settings/update any part; both merge onto
 * what is stored, in one transaction. A company name taken by another company answers 409.
 */
export async function saveSettings(
  db: Db,
  companyId: string,
  input: UpdateSettingsRequest,
): Promise<SettingsResponse['data']> {
  await db.transaction(async (tx) => {
    const company = input.company ?? {};
    if (company.name) {
      const [taken] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(sql`lower(${companies.name}) = lower(${company.name})`, ne(companies.id, companyId)));
      if (taken) throw new AppError('COMPANY_TAKEN');
    }
    if (Object.keys(company).length > 0) {
      await tx
        .update(companies)
        .set({ ...company, updated_at: new Date() })
        .where(eq(companies.id, companyId));
    }
    const prefs = { ...input.notifications, ...input.preferences };
    await tx
      .insert(companySettings)
      .values({ company_id: companyId, ...prefs })
      .onConflictDoUpdate({
        target: companySettings.company_id,
        set: { ...prefs, updated_at: new Date() },
      });
  });
  return getSettings(db, companyId);
}
