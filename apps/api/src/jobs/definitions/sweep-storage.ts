import { z } from 'zod';
import { sweepOrphans } from '../../services/storage/sweep-orphans.ts';
import { defineJob } from '../define-job.ts';

/** Every hour (queued by the workers' schedule, one at a time across nodes): orphan files go. */
export const sweepStorageJob = defineJob({
  name: 'sweep-storage',
  payload: z.object({}),
  maxAttempts: 3,
  async handler(_payload, { ctx, log }) {
    const result = await sweepOrphans(ctx.db, ctx.storage);
    log.info({ examined: result.examined, deleted: result.deleted.length }, 'storage swept');
  },
});
