import { z } from 'zod';
import { expireTopups } from '../../services/billing/top-up/expire-topups.ts';
import { defineJob } from '../define-job.ts';

/**
 * Pending top-ups past their expiry become `expired`: queued at each top-up for just after its
 * expiry, and every 15 minutes by the workers' schedule (for a top-up whose own job was lost).
 */
export const expireTopupsJob = defineJob({
  name: 'expire-topups',
  payload: z.object({}),
  maxAttempts: 3,
  async handler(_payload, { ctx, log }) {
    const expired = await expireTopups(ctx.db);
    if (expired > 0) log.info({ expired }, 'top-ups expired');
  },
});
