/** The job that ingests a template document (apps/api/src/jobs/definitions/ingest-document.ts). */
export const INGEST_DOCUMENT_JOB = 'ingest-document';
export const INGEST_DOCUMENT_ATTEMPTS = 3;
