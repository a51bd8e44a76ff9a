import { configureOcr } from '@vd/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import type { JobDefinition } from './define-job.ts';
import { APPLY_RETENTION_JOB, applyRetentionJob } from './definitions/apply-retention.ts';
import { expireTopupsJob } from './definitions/expire-topups.ts';
import { ingestDocumentJob } from './definitions/ingest-document.ts';
import { runValidationJob } from './definitions/run-validation.ts';
import { sendEmailJob } from './definitions/send-email.ts';
import { sendPasswordResetJob } from './definitions/send-password-reset.ts';
import { SWEEP_STORAGE_JOB, sweepStorageJob } from './definitions/sweep-storage.ts';
import { JobWorker } from './worker.ts';

/** Every job the product runs. */
export function jobDefinitions(ctx: AppContext): JobDefinition[] {
  return [
    sendEmailJob(ctx),
    sendPasswordResetJob(ctx),
    expireTopupsJob(ctx),
    ingestDocumentJob(ctx),
    runValidationJob(ctx),
    sweepStorageJob(ctx),
    applyRetentionJob(ctx),
  ];
}

export function createWorker(ctx: AppContext, log: FastifyBaseLogger, options?: { leaseSeconds?: number }) {
  // The job worker is what reads scans: its OCR workers end after OCR_IDLE_SECONDS unused.
  configureOcr({ idleMs: ctx.config.ocrIdleSeconds * 1000 });
  return new JobWorker(ctx.database, jobDefinitions(ctx), log, {
    concurrency: ctx.config.workerConcurrency,
    metrics: ctx.metrics,
    recurring: [
      { name: SWEEP_STORAGE_JOB, everySeconds: 60 * 60 },
      { name: APPLY_RETENTION_JOB, everySeconds: 24 * 60 * 60 },
    ],
    ...options,
  });
}
