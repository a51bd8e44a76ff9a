import { validationDocumentPages, validationDocuments } from '@vd/db';
import { and, eq, sql } from 'drizzle-orm';
import type { DocumentStore } from '../documents/document-store.ts';
import { type DetectedFormats, detectDocumentFormats } from './detect-date-format.ts';
import { refreshValidationStatus } from './validation-status.ts';
import type { ShipmentDocumentRow } from './validation-view.ts';

const thisUpload = (row: ShipmentDocumentRow) =>
  and(eq(validationDocuments.id, row.id), eq(validationDocuments.uid, row.uid ?? ''));

/**
 * Shipment documents as the ingest job reads and writes them. A scan is not OCRed whole: its
 * labelled zones are read when a run needs them (docs/speed.md). Once read, the detected date
 * format is kept and becomes the document's format unless one is set, and the number writing is
 * kept for the run and for values corrected by hand; the validation's state follows.
 */
export const shipmentDocumentStore: DocumentStore<ShipmentDocumentRow, DetectedFormats> = {
  kind: 'validation',
  pages: validationDocumentPages,
  ocr: 'lazy',
  readyMessage: 'Dokumen siap divalidasi',
  async load(db, documentId) {
    const [row] = await db.select().from(validationDocuments).where(eq(validationDocuments.id, documentId));
    return row;
  },
  async markProcessing(db, row) {
    await db
      .update(validationDocuments)
      .set({ status: 'processing', updated_at: new Date() })
      .where(thisUpload(row));
  },
  inspect: detectDocumentFormats,
  async markReady(tx, row, pageCount, detected) {
    const updated = await tx
      .update(validationDocuments)
      .set({
        status: 'ready',
        failure_reason: null,
        page_count: pageCount,
        detected_date_format: detected?.dateFormat ?? null,
        detected_number_format: detected?.numberFormat ?? null,
        date_format: sql`coalesce(${validationDocuments.date_format}, ${detected?.dateFormat ?? null})`,
        updated_at: new Date(),
      })
      .where(thisUpload(row))
      .returning({ id: validationDocuments.id });
    if (updated.length === 0) return false;
    await refreshValidationStatus(tx, row.validation_id);
    return true;
  },
  async markFailed(db, row, reason) {
    await db
      .update(validationDocuments)
      .set({ status: 'failed', failure_reason: reason, updated_at: new Date() })
      .where(thisUpload(row));
    await refreshValidationStatus(db, row.validation_id);
  },
};
