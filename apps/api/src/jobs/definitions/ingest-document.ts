import { z } from 'zod';
import { documentKinds } from '../../services/templates/document-kind.ts';
import { type DocumentStore, processDocument } from '../../services/templates/process-document.ts';
import { templateDocumentStore } from '../../services/templates/template-document-store.ts';
import { validationDocumentStore } from '../../services/validation/validation-document-store.ts';
import { defineJob } from '../define-job.ts';

/** Ingests an uploaded document (template sample or validation upload): pages, words (OCR when scanned), page images. */
export const ingestDocumentJob = defineJob({
  name: 'ingest-document',
  // Jobs queued before validation uploads existed carry no kind: template documents.
  payload: z.object({
    kind: z.enum(documentKinds).default('template'),
    document_id: z.uuid(),
    uid: z.string(),
  }),
  maxAttempts: 3,
  async handler({ kind, document_id, uid }, { ctx, lastAttempt }) {
    // Read at run time (not at import): services import this definition to queue it.
    const stores: Record<typeof kind, DocumentStore> = {
      template: templateDocumentStore,
      validation: validationDocumentStore,
    };
    await processDocument(ctx, stores[kind], document_id, uid, lastAttempt);
  },
});
