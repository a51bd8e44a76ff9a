import { templateDocumentPages, templateDocuments } from '@vd/db';
import { and, eq } from 'drizzle-orm';
import type { DocumentRow } from './document-view.ts';
import type { DocumentStore } from './process-document.ts';

const thisUpload = (row: DocumentRow) =>
  and(eq(templateDocuments.id, row.id), eq(templateDocuments.uid, row.uid));

/** Template sample documents as the ingest job reads and writes them. */
export const templateDocumentStore: DocumentStore<DocumentRow> = {
  kind: 'template',
  pages: templateDocumentPages,
  readyMessage: 'Dokumen siap dilabeli',
  async load(db, documentId) {
    const [row] = await db.select().from(templateDocuments).where(eq(templateDocuments.id, documentId));
    return row;
  },
  async markProcessing(db, row) {
    await db
      .update(templateDocuments)
      .set({ status: 'processing', updated_at: new Date() })
      .where(thisUpload(row));
  },
  async markReady(tx, row, pageCount) {
    const updated = await tx
      .update(templateDocuments)
      .set({ status: 'ready', failure_reason: null, page_count: pageCount, updated_at: new Date() })
      .where(thisUpload(row))
      .returning({ id: templateDocuments.id });
    return updated.length > 0;
  },
  async markFailed(db, row, reason) {
    await db
      .update(templateDocuments)
      .set({ status: 'failed', failure_reason: reason, updated_at: new Date() })
      .where(thisUpload(row));
  },
};
