import { z } from 'zod';
import { documentKinds } from '../../services/documents/document-kind.ts';
import type { DocumentStore } from '../../services/documents/document-store.ts';
import { ingestDocument } from '../../services/documents/ingest-document.ts';
import { sampleDocumentStore } from '../../services/templates/sample-document-store.ts';
import { shipmentDocumentStore } from '../../services/validation/shipment-document-store.ts';
import { defineJob } from '../define-job.ts';

/** Ingests an uploaded document (sample document or shipment document): pages, words (OCR when scanned), page images. */
export const ingestDocumentJob = defineJob({
  name: 'ingest-document',
  // Jobs queued before validation uploads existed carry no kind: sample documents.
  payload: z.object({
    kind: z.enum(documentKinds).default('template'),
    document_id: z.uuid(),
    uid: z.string(),
  }),
  maxAttempts: 3,
  async handler({ kind, document_id, uid }, { ctx, lastAttempt }) {
    // Read at run time (not at import): services import this definition to queue it.
    const stores: Record<typeof kind, DocumentStore> = {
      template: sampleDocumentStore,
      validation: shipmentDocumentStore,
    };
    await ingestDocument(ctx, stores[kind], document_id, uid, lastAttempt);
  },
});
