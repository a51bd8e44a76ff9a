import { configureOcr } from '@vd/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import type { JobDefinition } from './define-job.ts';
import { applyRetentionJob } from './definitions/apply-retention.ts';
import { deleteFinishedJobsJob } from './definitions/delete-finished-jobs.ts';
import { expireTopupsJob } from './definitions/expire-topups.ts';
import { ingestDocumentJob } from './definitions/ingest-document.ts';
import { runValidationJob } from './definitions/run-validation.ts';
import { sendEmailJob } from './definitions/send-email.ts';
import { sendPasswordResetJob } from './definitions/send-password-reset.ts';
import { sweepStorageJob } from './definitions/sweep-storage.ts';
import { JobWorker, type RecurringJob } from './worker.ts';

/** Every job the product runs. */
export const jobDefinitions: readonly JobDefinition[] = [
  sendEmailJob,
  sendPasswordResetJob,
  expireTopupsJob,
  ingestDocumentJob,
  runValidationJob,
  sweepStorageJob,
  applyRetentionJob,
  deleteFinishedJobsJob,
];

const HOUR = 60 * 60;

/** The jobs every worker keeps queued (docs/deploy.md, "Files": the sweep; docs/decisions/job-retention.md). */
export const recurringJobs: readonly RecurringJob[] = [
  { job: expireTopupsJob, everySeconds: HOUR / 4 },
  { job: sweepStorageJob, everySeconds: HOUR },
  { job: applyRetentionJob, everySeconds: 24 * HOUR },
  { job: deleteFinishedJobsJob, everySeconds: 24 * HOUR },
];

export function createWorker(ctx: AppContext, log: FastifyBaseLogger, options?: { leaseSeconds?: number }) {
  // The job worker is what reads scans: its OCR workers end after OCR_IDLE_SECONDS unused.
  configureOcr({ idleMs: ctx.config.ocrIdleSeconds * 1000 });
  return new JobWorker(ctx, jobDefinitions, log, {
    concurrency: ctx.config.workerConcurrency,
    metrics: ctx.metrics,
    recurring: recurringJobs,
    ...options,
  });
}
