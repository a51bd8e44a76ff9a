import { z } from 'zod';
import { sendPasswordReset } from '../../services/auth/reset-password.ts';
import { defineJob } from '../define-job.ts';

/** forgot-password's work, done after the answer: the link e-mailed to a known address. */
export const sendPasswordResetJob = defineJob({
  name: 'send-password-reset',
  payload: z.object({ email: z.string() }),
  async handler({ email }, { ctx }) {
    await sendPasswordReset(ctx, email);
  },
});
