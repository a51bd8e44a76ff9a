import { z } from 'zod';
import { applyRetention } from '../../services/saved-storage/apply-retention.ts';
import { defineJob } from '../define-job.ts';

/** Daily (the workers' schedule): documents older than each company's retention are deleted. */
export const applyRetentionJob = defineJob({
  name: 'apply-retention',
  payload: z.object({}),
  maxAttempts: 3,
  async handler(_payload, { ctx, log }) {
    const result = await applyRetention(ctx.db, ctx.storage);
    log.info(result, 'retention applied');
  },
});
