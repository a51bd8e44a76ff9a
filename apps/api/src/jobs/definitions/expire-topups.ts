import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { expireTopups } from '../../services/payment/expire-topups.ts';
import { defineJob } from '../define-job.ts';

/** Queued at each top-up for just after its expiry: pending top-ups past expiry become `expired`. */
export const expireTopupsJob = (ctx: AppContext) =>
  defineJob({
    name: 'expire-topups',
    payload: z.object({}),
    async handler() {
      await expireTopups(ctx.db);
    },
  });
