import type { PageQuery } from '@vd/contract';
import { type Db, memberships, users } from '@vd/db';
import { and, asc, count, eq, ilike, isNull, or } from 'drizzle-orm';
import { likeTerm, pageMeta } from '../pagination.ts';

/** The members of one company (never another's), by name, with an optional search. */
export async function listMembers(db: Db, companyId: string, query: PageQuery & { search?: string }) {
  const search = query.search?.trim();
  const where = and(
    eq(memberships.company_id, companyId),
    isNull(memberships.deleted_at),
    search
      ? or(
          ilike(users.email, likeTerm(search)),
          ilike(users.first_name, likeTerm(search)),
          ilike(users.last_name, likeTerm(search)),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        first_name: users.first_name,
        last_name: users.last_name,
        email: users.email,
        role: memberships.role,
        status: memberships.status,
        created_at: memberships.created_at,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.user_id))
      .where(where)
      .orderBy(asc(users.first_name), asc(users.last_name))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ total: count() })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.user_id))
      .where(where),
  ]);
  return {
    data: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
    meta: pageMeta(query, total?.total ?? 0),
  };
}
