import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Logged in the embedded default so a developer can follow the link or type the code. */
  logHint?: string | null;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP when `smtpUrl` is set; otherwise each message becomes a JSON file in `outboxDir`. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  return options.smtpUrl
    ? smtpMailer(options.smtpUrl, options.from)
    : outboxMailer(options.outboxDir, options.from, options.log);
}

function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

function outboxMailer(dir: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(message) {
      // nodemailer checks and normalises the message exactly as it would for SMTP.
      await transport.sendMail({ from, ...message });
      const createdAt = new Date();
      const file = `${createdAt.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`;
      const record = {
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          content_type: a.contentType,
          size: a.content.length,
          content_base64: a.content.toString('base64'),
        })),
        created_at: createdAt.toISOString(),
      };
      await mkdir(dir, { recursive: true });
      const target = path.join(dir, file);
      await writeFile(`${target}.tmp`, JSON.stringify(record, null, 2));
      await rename(`${target}.tmp`, target);
      log.info(
        { outbox: file, subject: message.subject, hint: message.logHint ?? undefined },
        'e-mail written',
      );
    },
    close: () => transport.close(),
  };
}
