import type { PageQuery } from '@vd/contract';
import { companies, type Db } from '@vd/db';
import { asc, count, ilike, sql } from 'drizzle-orm';
import { likeTerm, pageMeta } from '../pagination.ts';

/** Every company, for internal staff (company/internal), with its active members and slot balance. */
export async function listCompaniesInternal(db: Db, query: PageQuery & { search?: string }) {
  const search = query.search?.trim();
  const where = search ? ilike(companies.name, likeTerm(search)) : undefined;
  const members = sql<number>`(select count(*)::int from memberships m
    where m.company_id = companies.id and m.deleted_at is null and m.status = 'active')`;
  const slotBalance = sql<number>`(select greatest(coalesce(sum(l.delta), 0), 0)::int from slot_ledger l
    where l.company_id = companies.id)`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        members,
        slot_balance: slotBalance,
        created_at: companies.created_at,
      })
      .from(companies)
      .where(where)
      .orderBy(asc(companies.name))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return {
    data: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
    meta: pageMeta(query, total?.total ?? 0),
  };
}
