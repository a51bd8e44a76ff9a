import { type Db, memberships, users } from '@vd/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';

/** The e-mail addresses of a company's active owner and admins (who receive billing e-mails). */
export async function companyManagerEmails(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(
      and(
        eq(memberships.company_id, companyId),
        eq(memberships.status, 'active'),
        isNull(memberships.deleted_at),
        inArray(memberships.role, ['owner', 'admin']),
      ),
    );
  return [...new Set(rows.map((r) => r.email.toLowerCase()))].sort();
}
