import { type Db, emailOutbox } from '@vd/db';
import { desc, sql } from 'drizzle-orm';

/** The newest e-mail queued to an address (read from the outbox table, before any sending). */
export async function lastEmailTo(db: Db, address: string) {
  const [email] = await db
    .select()
    .from(emailOutbox)
    .where(sql`${address.toLowerCase()} = any(${emailOutbox.to})`)
    .orderBy(desc(emailOutbox.created_at))
    .limit(1);
  if (!email) throw new Error(`no e-mail to ${address}`);
  return email;
}

export const linkParam = (text: string, param: string) => {
  const match = text.match(new RegExp(`[?&]${param}=([A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`no ${param} link in: ${text}`);
  return match[1]!;
};

export const sixDigits = (text: string) => {
  const match = text.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`no code in: ${text}`);
  return match[1]!;
};

/** Every e-mail queued to an address whose subject starts with `subject`, oldest first. */
export async function emailsTo(db: Db, address: string, subject: string) {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(
      sql`${address.toLowerCase()} = any(${emailOutbox.to}) and ${emailOutbox.subject} like ${`${subject}%`}`,
    )
    .orderBy(emailOutbox.created_at);
  return rows;
}
