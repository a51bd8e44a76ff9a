/**
 * Reading the e-mails the product writes to its outbox (one JSON file per message), as a person
 * would read their inbox: the newest message to an address, its link, its code.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export type OutboxEmail = {
  to: string | string[];
  subject: string;
  text: string;
  html: string;
  attachments: unknown[];
  created_at: string;
};

type Filter = { to: string; subject?: string | RegExp; after?: Date };

const recipients = (email: OutboxEmail): string[] =>
  (Array.isArray(email.to) ? email.to : [email.to]).map((address) => address.toLowerCase());

async function readOutbox(dir: string): Promise<OutboxEmail[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const emails = await Promise.all(
    files
      .filter((file) => file.endsWith('.json'))
      .map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as OutboxEmail),
  );
  return emails.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

function matches(email: OutboxEmail, filter: Filter): boolean {
  if (!recipients(email).some((address) => address.includes(filter.to.toLowerCase()))) return false;
  if (filter.after && new Date(email.created_at) < filter.after) return false;
  if (filter.subject === undefined) return true;
  return typeof filter.subject === 'string'
    ? email.subject.includes(filter.subject)
    : filter.subject.test(email.subject);
}

/** The newest e-mail matching the filter, waiting for it to arrive (the mail job is asynchronous). */
export async function waitForEmail(dir: string, filter: Filter, timeoutMs = 15_000): Promise<OutboxEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(dir)).filter((email) => matches(email, filter)).at(-1);
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(`No e-mail to ${filter.to} (${String(filter.subject ?? 'any subject')}) in ${dir}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Path and query of the first link in the e-mail that leads to `pathname` (e.g. `/login`). */
export function linkIn(email: OutboxEmail, pathname: string): string {
  for (const match of email.text.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === pathname) return `${url.pathname}${url.search}`;
  }
  throw new Error(`No link to ${pathname} in the e-mail "${email.subject}": ${email.text}`);
}

/** The 6-digit code of a one-time-password e-mail. */
export function codeIn(email: OutboxEmail): string {
  const code = email.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No 6-digit code in the e-mail "${email.subject}": ${email.text}`);
  return code;
}
