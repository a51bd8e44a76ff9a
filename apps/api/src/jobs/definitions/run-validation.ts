import { validationMessages } from '@vd/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import {
  failValidation,
  RUN_VALIDATION_ATTEMPTS,
  RUN_VALIDATION_JOB,
  runValidation,
} from '../../services/validation/run-validation.ts';
import { defineJob } from '../define-job.ts';

/** Runs an executed validation: reading, comparison, rules, result (the slot was charged by the execute). */
export const runValidationJob = (ctx: AppContext) =>
  defineJob({
    name: RUN_VALIDATION_JOB,
    payload: z.object({ validation_id: z.uuid(), run_uid: z.string() }),
    maxAttempts: RUN_VALIDATION_ATTEMPTS,
    async handler({ validation_id, run_uid }, run) {
      await runValidation(ctx, validation_id, run_uid, run.attempt >= RUN_VALIDATION_ATTEMPTS);
    },
    async onExhausted({ validation_id, run_uid }) {
      await failValidation(ctx, validation_id, run_uid, validationMessages.runFailed);
    },
  });
