import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { applyRetention } from '../../services/saved-storage/apply-retention.ts';
import { defineJob } from '../define-job.ts';

export const APPLY_RETENTION_JOB = 'apply-retention';

/** Daily (the workers' schedule): documents older than each company's retention are deleted. */
export const applyRetentionJob = (ctx: AppContext) =>
  defineJob({
    name: APPLY_RETENTION_JOB,
    payload: z.object({}),
    maxAttempts: 3,
    async handler(_payload, run) {
      const result = await applyRetention(ctx.db, ctx.storage);
      run.log.info(result, 'retention applied');
    },
  });
