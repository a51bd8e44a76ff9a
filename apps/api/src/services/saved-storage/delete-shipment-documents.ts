import { savedStorageMessages as m } from '@vd/contract';
import { type Db, validationDocumentPages, validationDocuments, validations } from '@vd/db';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { AppError, notFound } from '../../errors.ts';
import type { FileStorage } from '../storage/file-storage.ts';

export interface DeletedBy {
  reason: 'manual' | 'retention';
  /** Who deleted them (a user's name, or the retention job's). */
  name: string;
}

/**
 * Deletes the uploaded files of one shipment (a validation): the originals and their page images.
 * The validation, its readings, its result and its audit stay, marked with when, why and by whom
 * the documents were deleted. A draft's documents go back to awaiting an upload. The rows change in
 * one transaction; the files go after it commits (a file whose removal fails is left to the
 * storage sweep, since no row names it any more).
 */
export async function deleteShipmentDocuments(
  db: Db,
  storage: FileStorage,
  companyId: string,
  validationId: string,
  by: DeletedBy,
): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    const [validation] = await tx
      .select({ status: validations.status, deletedAt: validations.documents_deleted_at })
      .from(validations)
      .where(and(eq(validations.id, validationId), eq(validations.company_id, companyId)))
      .for('update');
    if (!validation) throw notFound();
    if (validation.deletedAt) throw new AppError('CONFLICT', m.alreadyDeleted);
    if (validation.status === 'processing') throw new AppError('CONFLICT', m.processing);
    const documents = await tx
      .select({ id: validationDocuments.id, key: validationDocuments.storage_key })
      .from(validationDocuments)
      .where(
        and(eq(validationDocuments.validation_id, validationId), isNotNull(validationDocuments.storage_key)),
      );
    const ids = documents.map((d) => d.id);
    const pages = ids.length
      ? await tx
          .delete(validationDocumentPages)
          .where(inArray(validationDocumentPages.document_id, ids))
          .returning({ key: validationDocumentPages.image_key })
      : [];
    if (ids.length) {
      const draft = validation.status === 'draft' || validation.status === 'ready';
      await tx
        .update(validationDocuments)
        .set({
          storage_key: null,
          updated_at: sql`now()`,
          ...(draft
            ? {
                status: 'awaiting' as const,
                file_name: null,
                file_kind: null,
                size_bytes: null,
                page_count: 0,
                uid: null,
              }
            : {}),
        })
        .where(inArray(validationDocuments.id, ids));
    }
    await tx
      .update(validations)
      .set({
        documents_deleted_at: sql`now()`,
        documents_deleted_reason: by.reason,
        documents_deleted_by_name: by.name,
        ...(validation.status === 'ready' ? { status: 'draft' as const } : {}),
        updated_at: sql`now()`,
      })
      .where(eq(validations.id, validationId));
    return [...documents.map((d) => d.key as string), ...pages.map((p) => p.key)];
  });
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}
