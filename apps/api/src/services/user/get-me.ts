import type { Me } from '@vd/contract';
import { companies, type Db, memberships, users } from '@vd/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { notFound } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';

/** The caller, the company of the token, and every company the caller is an active member of. */
export async function getMe(db: Db, caller: Caller): Promise<Me> {
  const [user] = await db.select().from(users).where(eq(users.id, caller.userId));
  if (!user) throw notFound();
  const rows = await db
    .select({ id: companies.id, name: companies.name, role: memberships.role })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.company_id))
    .where(
      and(
        eq(memberships.user_id, caller.userId),
        eq(memberships.status, 'active'),
        isNull(memberships.deleted_at),
      ),
    )
    .orderBy(asc(companies.name));
  const company = rows.find((c) => c.id === caller.companyId);
  if (!company) throw notFound();
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    role: caller.role,
    company: { id: company.id, name: company.name },
    companies: rows,
  };
}
