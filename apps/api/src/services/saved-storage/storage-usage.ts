import type { StorageSettingsRequest, StorageUsage } from '@vd/contract';
import { type Db, storageSettings } from '@vd/db';
import { eq, sql } from 'drizzle-orm';
import { storedOriginals } from './storage-quota.ts';

/** GET saved-storage/usage: the originals stored, against the quota, and the retention setting. */
export async function storageUsage(db: Db, quotaBytes: number, companyId: string): Promise<StorageUsage> {
  const [originals, settings] = await Promise.all([
    storedOriginals(db, companyId),
    db.select().from(storageSettings).where(eq(storageSettings.company_id, companyId)),
  ]);
  return {
    used_bytes: originals.bytes,
    quota_bytes: quotaBytes,
    document_count: originals.documents,
    retention_months: settings[0]?.retention_months ?? null,
    last_retention_run_at: settings[0]?.last_retention_run_at?.toISOString() ?? null,
  };
}

/** PUT saved-storage/settings: the retention in months (null: kept until deleted by hand). */
export async function updateStorageSettings(
  db: Db,
  quotaBytes: number,
  companyId: string,
  userId: string,
  body: StorageSettingsRequest,
): Promise<StorageUsage> {
  await db
    .insert(storageSettings)
    .values({ company_id: companyId, retention_months: body.retention_months, updated_by: userId })
    .onConflictDoUpdate({
      target: storageSettings.company_id,
      set: { retention_months: body.retention_months, updated_by: userId, updated_at: sql`now()` },
    });
  return storageUsage(db, quotaBytes, companyId);
}
