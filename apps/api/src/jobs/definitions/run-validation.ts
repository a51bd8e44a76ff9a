import { validationMessages } from '@vd/contract';
import { z } from 'zod';
import { failValidation, runValidation } from '../../services/validation/run-validation.ts';
import { defineJob } from '../define-job.ts';

/** Runs an executed validation: reading, comparison, rules, result (the slot was charged by the execute). */
export const runValidationJob = defineJob({
  name: 'run-validation',
  payload: z.object({ validation_id: z.uuid(), run_uid: z.string() }),
  maxAttempts: 3,
  async handler({ validation_id, run_uid }, { ctx, lastAttempt }) {
    await runValidation(ctx, validation_id, run_uid, lastAttempt);
  },
  async onExhausted({ validation_id, run_uid }, { ctx }) {
    await failValidation(ctx, validation_id, run_uid, validationMessages.runFailed);
  },
});
