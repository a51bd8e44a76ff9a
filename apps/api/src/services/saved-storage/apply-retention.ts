import { type Db, storageSettings, validationDocuments, validations } from '@vd/db';
import { and, eq, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FileStorage } from '../storage/file-storage.ts';
import { deleteShipmentDocuments } from './delete-shipment-documents.ts';

/** The name the audit shows for documents deleted by the retention job. */
export const RETENTION_ACTOR = 'Tugas retensi otomatis';

export interface RetentionResult {
  companies: number;
  shipments: number;
}

/**
 * The daily retention job's work: for every company with a retention setting, the documents of
 * shipments created more than that many months ago are deleted (audits kept, marked `retention`).
 * Safe to run twice: a shipment already deleted is skipped.
 */
export async function applyRetention(
  db: Db,
  storage: FileStorage,
  now = new Date(),
): Promise<RetentionResult> {
  const settings = await db
    .select({ companyId: storageSettings.company_id, months: storageSettings.retention_months })
    .from(storageSettings)
    .where(isNotNull(storageSettings.retention_months));
  const result: RetentionResult = { companies: 0, shipments: 0 };
  for (const { companyId, months } of settings) {
    if (!months) continue;
    const cutoff = new Date(now);
    cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
    const due = await db
      .select({ id: validations.id })
      .from(validations)
      .where(
        and(
          eq(validations.company_id, companyId),
          lt(validations.created_at, cutoff),
          isNull(validations.documents_deleted_at),
          ne(validations.status, 'processing'),
          sql`exists (select 1 from ${validationDocuments} where ${validationDocuments.validation_id} = ${validations.id} and ${validationDocuments.storage_key} is not null)`,
        ),
      );
    for (const { id } of due) {
      await deleteShipmentDocuments(db, storage, companyId, id, {
        reason: 'retention',
        name: RETENTION_ACTOR,
      }).catch(
        () => undefined, // started processing or deleted meanwhile: the next run looks again
      );
    }
    await db
      .update(storageSettings)
      .set({ last_retention_run_at: now })
      .where(eq(storageSettings.company_id, companyId));
    result.companies++;
    result.shipments += due.length;
  }
  return result;
}
