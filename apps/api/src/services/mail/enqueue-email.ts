import { type Db, emailOutbox } from '@vd/db';
import { sendEmailJob } from '../../jobs/definitions/send-email.ts';
import type { JobQueue } from '../../jobs/queue.ts';

export interface OutgoingEmail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; storage_key: string; content_type: string }[];
  logHint?: string;
}

/**
 * Records an e-mail in the outbox and queues its sending, in the caller's transaction: the e-mail
 * goes out exactly when the change that caused it commits.
 */
export async function enqueueEmail(tx: Db, queue: JobQueue, email: OutgoingEmail): Promise<string> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      attachments: email.attachments ?? [],
      log_hint: email.logHint,
    })
    .returning({ id: emailOutbox.id });
  const id = row!.id;
  await queue.enqueue(sendEmailJob, { email_id: id }, { tx, singletonKey: `email:${id}` });
  return id;
}
