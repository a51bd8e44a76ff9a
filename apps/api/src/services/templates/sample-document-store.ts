import { templateDocumentPages, templateDocuments } from '@vd/db';
import { and, eq } from 'drizzle-orm';
import type { DocumentStore } from '../documents/document-store.ts';
import type { SampleDocumentRow } from './document-view.ts';

const thisUpload = (row: SampleDocumentRow) =>
  and(eq(templateDocuments.id, row.id), eq(templateDocuments.uid, row.uid));

/**
 * Sample documents as the ingest job reads and writes them. A sample's scanned pages are
 * OCRed whole at upload: the builder needs every word of them (captions offered for a rectangle,
 * proposals and document-type profiles of assisted templating, and the captions a validation
 * re-aligns each placement by), so they are read once and stored (docs/speed.md).
 */
export const sampleDocumentStore: DocumentStore<SampleDocumentRow> = {
  kind: 'template',
  pages: templateDocumentPages,
  ocr: 'full',
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
