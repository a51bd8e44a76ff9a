import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { PASSWORD_RESET_JOB, sendPasswordReset } from '../../services/auth/reset-password.ts';
import { defineJob } from '../define-job.ts';

/** forgot-password's work, done after the answer: the link e-mailed to a known address. */
export const sendPasswordResetJob = (ctx: AppContext) =>
  defineJob({
    name: PASSWORD_RESET_JOB,
    payload: z.object({ email: z.string() }),
    async handler({ email }) {
      await sendPasswordReset(ctx, email);
    },
  });
