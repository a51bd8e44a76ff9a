import type { PageQuery } from '@vd/contract';
import { type Db, invitations, users } from '@vd/db';
import { count, desc, eq, sql } from 'drizzle-orm';
import { pageMeta } from '../pagination.ts';

/** The invitations of one company, newest first, with their state. */
export async function listInvitations(db: Db, companyId: string, query: PageQuery) {
  const status = sql<'pending' | 'accepted' | 'expired' | 'revoked'>`case
      when ${invitations.accepted_at} is not null then 'accepted'
      when ${invitations.revoked_at} is not null then 'revoked'
      when ${invitations.expires_at} <= now() then 'expired'
      else 'pending' end`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: invitations.id,
        email: invitations.email,
        role: invitations.role,
        status,
        invited_by: sql<string>`coalesce(${users.first_name} || ' ' || ${users.last_name}, '-')`,
        created_at: invitations.created_at,
        expires_at: invitations.expires_at,
      })
      .from(invitations)
      .leftJoin(users, eq(users.id, invitations.invited_by))
      .where(eq(invitations.company_id, companyId))
      .orderBy(desc(invitations.created_at))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(invitations).where(eq(invitations.company_id, companyId)),
  ]);
  return {
    data: rows.map((r) => ({
      ...r,
      created_at: r.created_at.toISOString(),
      expires_at: r.expires_at.toISOString(),
    })),
    meta: pageMeta(query, total?.total ?? 0),
  };
}
