import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { sweepOrphans } from '../../services/storage/sweep-orphans.ts';
import { defineJob } from '../define-job.ts';

export const SWEEP_STORAGE_JOB = 'sweep-storage';

/** Every hour (queued by the workers' schedule, one at a time across nodes): orphan files go. */
export const sweepStorageJob = (ctx: AppContext) =>
  defineJob({
    name: SWEEP_STORAGE_JOB,
    payload: z.object({}),
    maxAttempts: 3,
    async handler(_payload, run) {
      const result = await sweepOrphans(ctx.db, ctx.storage);
      run.log.info({ examined: result.examined, deleted: result.deleted.length }, 'storage swept');
    },
  });
