import { emailOutbox } from '@vd/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob } from '../define-job.ts';

/** Sends one e-mail of the outbox; a retried job never sends an e-mail already sent. */
export const sendEmailJob = defineJob({
  name: 'send-email',
  payload: z.object({ email_id: z.uuid() }),
  maxAttempts: 8,
  async handler({ email_id }, { ctx }) {
    const [email] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, email_id));
    if (!email || email.status === 'sent') return;
    const attachments = await Promise.all(
      email.attachments.map(async (a) => ({
        filename: a.filename,
        contentType: a.content_type,
        content: await ctx.storage.get(a.storage_key),
      })),
    );
    try {
      await ctx.mailer.send({ ...email, attachments, logHint: email.log_hint });
    } catch (error) {
      await ctx.db
        .update(emailOutbox)
        .set({ attempts: email.attempts + 1, last_error: String(error).slice(0, 1000) })
        .where(eq(emailOutbox.id, email_id));
      throw error;
    }
    await ctx.db
      .update(emailOutbox)
      .set({ status: 'sent', sent_at: new Date(), attempts: email.attempts + 1, last_error: null })
      .where(eq(emailOutbox.id, email_id));
  },
});
