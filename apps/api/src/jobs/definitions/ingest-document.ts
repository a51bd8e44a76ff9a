import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import {
  INGEST_DOCUMENT_ATTEMPTS,
  INGEST_DOCUMENT_JOB,
} from '../../services/templates/ingest-document-job-name.ts';
import { processDocument } from '../../services/templates/process-document.ts';
import { defineJob } from '../define-job.ts';

/** Ingests an uploaded template document: pages, words (OCR when scanned), page images. */
export const ingestDocumentJob = (ctx: AppContext) =>
  defineJob({
    name: INGEST_DOCUMENT_JOB,
    payload: z.object({ document_id: z.uuid(), uid: z.string() }),
    maxAttempts: INGEST_DOCUMENT_ATTEMPTS,
    async handler({ document_id, uid }, run) {
      await processDocument(ctx, document_id, uid, run.attempt >= INGEST_DOCUMENT_ATTEMPTS);
    },
  });
