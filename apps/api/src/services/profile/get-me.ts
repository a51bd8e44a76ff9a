import type { Me } from '@vd/contract';
import { companies, type Db, internalStaff, memberships, users } from '@vd/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { notFound } from '../../errors.ts';
import { type Placeholders, preparedQuery } from '../prepared-query.ts';

interface Who {
  kind: 'user' | 'internal';
  userId: string;
  companyId: string | null;
  role: Me['role'];
}

/** The user and every company they are an active member of (by name), in one prepared query. */
const userWithCompanies = preparedQuery('me_user', (db, p: Placeholders<{ userId: string }>, statement) =>
  db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
      phone: users.phone,
      companies: sql<Me['companies']>`(${db
        .select({
          list: sql`coalesce(json_agg(json_build_object('id', ${companies.id}, 'name', ${companies.name}, 'role', ${memberships.role}) order by ${companies.name}), '[]'::json)`,
        })
        .from(memberships)
        .innerJoin(companies, eq(companies.id, memberships.company_id))
        .where(
          and(
            eq(memberships.user_id, users.id),
            eq(memberships.status, 'active'),
            isNull(memberships.deleted_at),
          ),
        )})`,
    })
    .from(users)
    .where(eq(users.id, p.userId))
    .prepare(statement),
);

/** The caller, the company of the token, and every company the caller is an active member of. */
export async function getMe(db: Db, who: Who): Promise<Me> {
  if (who.kind === 'internal') return getStaff(db, who);
  const [user] = await userWithCompanies(db, { userId: who.userId });
  if (!user) throw notFound();
  const company = user.companies.find((c) => c.id === who.companyId);
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
    companies: user.companies,
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
