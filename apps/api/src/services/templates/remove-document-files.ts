import { type Db, templateDocumentPages, templateDocuments } from '@vd/db';
import { inArray } from 'drizzle-orm';
import type { FileStorage } from '../storage/file-storage.ts';

/** The stored files (source and page images) of some documents, read before their rows go. */
export async function documentFileKeys(db: Db, documentIds: string[]): Promise<string[]> {
  if (documentIds.length === 0) return [];
  const [documents, pages] = await Promise.all([
    db
      .select({ key: templateDocuments.storage_key })
      .from(templateDocuments)
      .where(inArray(templateDocuments.id, documentIds)),
    db
      .select({ key: templateDocumentPages.image_key })
      .from(templateDocumentPages)
      .where(inArray(templateDocumentPages.document_id, documentIds)),
  ]);
  return [...documents, ...pages].map((r) => r.key);
}

/** Deletes files after their rows are gone (a missing file is no error). */
export async function deleteFiles(storage: FileStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key)));
}
