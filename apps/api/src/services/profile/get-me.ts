import type { Me } from '@vd/contract';
import { companies, type Db, internalStaff, memberships, users } from '@vd/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { notFound } from '../../errors.ts';

interface Who {
  kind: 'user' | 'internal';
  userId: string;
  companyId: string | null;
  role: Me['role'];
}

/** The caller, the company of the token, and every company the caller is an active member of. */
export async function getMe(db: Db, who: Who): Promise<Me> {
  if (who.kind === 'internal') return getStaff(db, who);
  const [user] = await db.select().from(users).where(eq(users.id, who.userId));
  if (!user) throw notFound();
  const rows = await db
    .select({ id: companies.id, name: companies.name, role: memberships.role })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.company_id))
    .where(
      and(
        eq(memberships.user_id, who.userId),
        eq(memberships.status, 'active'),
        isNull(memberships.deleted_at),
      ),
    )
    .orderBy(asc(companies.name));
  const company = rows.find((c) => c.id === who.companyId);
  if (!company) throw notFound();
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    role: who.role,
    company: { id: company.id, name: company.name },
    internal: false,
    companies: rows,
  };
}

async function getStaff(db: Db, who: Who): Promise<Me> {
  const [staff] = await db.select().from(internalStaff).where(eq(internalStaff.id, who.userId));
  if (!staff) throw notFound();
  const [company] = who.companyId
    ? await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(eq(companies.id, who.companyId))
    : [];
  const [first = staff.name, ...rest] = staff.name.split(' ');
  return {
    id: staff.id,
    first_name: first,
    last_name: rest.join(' '),
    email: staff.email,
    phone: null,
    role: 'internal',
    company: company ?? null,
    internal: true,
    companies: [],
  };
}
