import { type Db, templateDocumentPages, templateDocuments } from '@vd/db';
import { inArray } from 'drizzle-orm';

/** The stored files (source and page images) of some sample documents, read before their rows go. */
export async function sampleFileKeys(db: Db, documentIds: string[]): Promise<string[]> {
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
