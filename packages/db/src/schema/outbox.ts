import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * E-mails written in the same transaction as the change that causes them, then sent by a job:
 * a sign-up that commits always has its verification e-mail, one that rolls back never has.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').array().notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Files from storage to attach: `{ filename, storage_key, content_type }`. */
    attachments: jsonb('attachments')
      .$type<{ filename: string; storage_key: string; content_type: string }[]>()
      .notNull()
      .default([]),
    /** What the log line shows in the embedded default (a link or a code), never a secret of the user's. */
    log_hint: text('log_hint'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    created_at: createdAt(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_status_idx').on(t.status)],
);
