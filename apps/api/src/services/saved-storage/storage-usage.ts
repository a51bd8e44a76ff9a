import { STORAGE_QUOTA_BYTES, type StorageSettingsRequest, type StorageUsage } from '@vd/contract';
import { type Db, storageSettings, templateDocuments, validationDocuments } from '@vd/db';
import { and, count, eq, isNotNull, sql, sum } from 'drizzle-orm';

/** GET saved-storage/usage: the originals stored, against the quota, and the retention setting. */
export async function storageUsage(db: Db, companyId: string): Promise<StorageUsage> {
  const [templates, uploads, settings] = await Promise.all([
    db
      .select({ bytes: sum(templateDocuments.size_bytes), n: count() })
      .from(templateDocuments)
      .where(eq(templateDocuments.company_id, companyId)),
    db
      .select({ bytes: sum(validationDocuments.size_bytes), n: count() })
      .from(validationDocuments)
      .where(and(eq(validationDocuments.company_id, companyId), isNotNull(validationDocuments.storage_key))),
    db.select().from(storageSettings).where(eq(storageSettings.company_id, companyId)),
  ]);
  return {
    used_bytes: Number(templates[0]?.bytes ?? 0) + Number(uploads[0]?.bytes ?? 0),
    quota_bytes: STORAGE_QUOTA_BYTES,
    document_count: Number(templates[0]?.n ?? 0) + Number(uploads[0]?.n ?? 0),
    retention_months: settings[0]?.retention_months ?? null,
    last_retention_run_at: settings[0]?.last_retention_run_at?.toISOString() ?? null,
  };
}

/** PUT saved-storage/settings: the retention in months (null: kept until deleted by hand). */
export async function updateStorageSettings(
  db: Db,
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
  return storageUsage(db, companyId);
}
