import { companies, type Db, users } from '@vd/db';
import { count, sql } from 'drizzle-orm';

/** Whether a company name and an e-mail are still free (null for what was not asked). */
export async function companyCheck(db: Db, input: { company_name?: string; email?: string }) {
  const name = input.company_name?.trim();
  const email = input.email?.trim().toLowerCase();
  const [names] = name
    ? await db.select({ n: count() }).from(companies).where(sql`lower(${companies.name}) = lower(${name})`)
    : [undefined];
  const [emails] = email
    ? await db.select({ n: count() }).from(users).where(sql`lower(${users.email}) = ${email}`)
    : [undefined];
  return {
    company_name_available: names ? names.n === 0 : null,
    email_available: emails ? emails.n === 0 : null,
  };
}
