import type { Db, templateDocumentPages, validationDocumentPages } from '@vd/db';
import type { EnginePage } from '@vd/engine';
import { asc, eq } from 'drizzle-orm';

/** The page rows of sample documents or of shipment documents: the same columns in two tables. */
export type PageTable = typeof templateDocumentPages | typeof validationDocumentPages;
export type PageRow = typeof templateDocumentPages.$inferSelect;

// Both tables have the same columns; queries are written once against the first one's type.
export const asOne = (table: PageTable) => table as typeof templateDocumentPages;

/** A document's pages, in order. */
export async function pageRows(db: Db, table: PageTable, documentId: string): Promise<PageRow[]> {
  const t = asOne(table);
  return db.select().from(t).where(eq(t.document_id, documentId)).orderBy(asc(t.number));
}

/** Replaces a document's page rows; answers the image keys of the rows it removed. */
export async function replacePageRows(
  tx: Db,
  table: PageTable,
  documentId: string,
  pages: EnginePage[],
  imageKeys: string[],
): Promise<string[]> {
  const old = await removePageRows(tx, table, documentId);
  await tx.insert(asOne(table)).values(
    pages.map((page, i) => ({
      document_id: documentId,
      number: page.number,
      width: page.width,
      height: page.height,
      rotation: page.rotation,
      source: page.source,
      skew: page.skew,
      words: page.words,
      complete: page.complete,
      image_key: imageKeys[i]!,
    })),
  );
  return old;
}

/** Removes a document's page rows (a new file replaces them); answers their image keys. */
export async function removePageRows(tx: Db, table: PageTable, documentId: string): Promise<string[]> {
  const t = asOne(table);
  const old = await tx.delete(t).where(eq(t.document_id, documentId)).returning({ key: t.image_key });
  return old.map((o) => o.key);
}
