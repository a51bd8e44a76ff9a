import { savedStorageMessages } from '@vd/contract';
import { type Db, templateDocuments, validationDocuments } from '@vd/db';
import { and, count, eq, isNotNull, sql, sum } from 'drizzle-orm';
import { AppError } from '../../errors.ts';

/**
 * The originals a company has stored (template samples and shipment documents whose file is still
 * kept), in bytes and documents. Page images are derived from them and not counted.
 */
export async function storedOriginals(
  db: Db,
  companyId: string,
): Promise<{ bytes: number; documents: number }> {
  const [templates, uploads] = await Promise.all([
    db
      .select({ bytes: sum(templateDocuments.size_bytes), n: count() })
      .from(templateDocuments)
      .where(eq(templateDocuments.company_id, companyId)),
    db
      .select({ bytes: sum(validationDocuments.size_bytes), n: count() })
      .from(validationDocuments)
      .where(and(eq(validationDocuments.company_id, companyId), isNotNull(validationDocuments.storage_key))),
  ]);
  return {
    bytes: Number(templates[0]?.bytes ?? 0) + Number(uploads[0]?.bytes ?? 0),
    documents: Number(templates[0]?.n ?? 0) + Number(uploads[0]?.n ?? 0),
  };
}

/** What a store adds to a company's originals, and what it frees (the file it replaces). */
export interface StorageChange {
  adding: number;
  freeing?: number;
}

/**
 * Refuses (409 STORAGE_QUOTA_EXCEEDED, with the sizes in the message) a change that would take the
 * company's originals over its quota. A change that does not grow them (a file replaced by a smaller
 * one) always passes, even over a quota lowered meanwhile.
 */
export async function assertStorageRoom(
  db: Db,
  quotaBytes: number,
  companyId: string,
  change: StorageChange,
): Promise<void> {
  const freeing = change.freeing ?? 0;
  if (change.adding <= freeing) return;
  const { bytes } = await storedOriginals(db, companyId);
  if (bytes - freeing + change.adding <= quotaBytes) return;
  throw new AppError(
    'STORAGE_QUOTA_EXCEEDED',
    savedStorageMessages.quotaExceeded(change.adding, Math.max(0, quotaBytes - bytes + freeing), quotaBytes),
  );
}

/**
 * The check again inside the transaction that writes the rows, after taking the company's storage
 * lock (held until commit): two uploads at once cannot both pass on the same free room.
 */
export async function assertStorageRoomLocked(
  tx: Db,
  quotaBytes: number,
  companyId: string,
  change: StorageChange,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`vd-storage:${companyId}`}))`);
  await assertStorageRoom(tx, quotaBytes, companyId, change);
}
