/** The job that ingests an uploaded document (apps/api/src/jobs/definitions/ingest-document.ts). */
export const INGEST_DOCUMENT_JOB = 'ingest-document';
export const INGEST_DOCUMENT_ATTEMPTS = 3;

/** The documents the ingest job reads: template samples and validation uploads. */
export const documentKinds = ['template', 'validation'] as const;
export type DocumentKind = (typeof documentKinds)[number];
