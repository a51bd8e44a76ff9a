import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import {
  type DocumentKind,
  documentKinds,
  INGEST_DOCUMENT_ATTEMPTS,
  INGEST_DOCUMENT_JOB,
} from '../../services/templates/ingest-document-job-name.ts';
import { type DocumentStore, processDocument } from '../../services/templates/process-document.ts';
import { templateDocumentStore } from '../../services/templates/template-document-store.ts';
import { validationDocumentStore } from '../../services/validation/validation-document-store.ts';
import { defineJob } from '../define-job.ts';

const stores: Record<DocumentKind, DocumentStore> = {
  template: templateDocumentStore,
  validation: validationDocumentStore,
};

/** Ingests an uploaded document (template sample or validation upload): pages, words (OCR when scanned), page images. */
export const ingestDocumentJob = (ctx: AppContext) =>
  defineJob({
    name: INGEST_DOCUMENT_JOB,
    // Jobs queued before validation uploads existed carry no kind: template documents.
    payload: z.object({
      kind: z.enum(documentKinds).default('template'),
      document_id: z.uuid(),
      uid: z.string(),
    }),
    maxAttempts: INGEST_DOCUMENT_ATTEMPTS,
    async handler({ kind, document_id, uid }, run) {
      await processDocument(ctx, stores[kind], document_id, uid, run.attempt >= INGEST_DOCUMENT_ATTEMPTS);
    },
  });
