import type { ValidationHistoryQuery, ValidationHistoryResponse } from '@vd/contract';
import { type Db, users, validationAudits, validationDocuments, validations } from '@vd/db';
import { and, arrayContains, count, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { pageMeta } from '../pagination.ts';
import { displayAju } from './aju-number.ts';
import { ajuMatches, validationMatches } from './audit-filters.ts';
import { userName } from './audit-view.ts';

const v = validations;
const creator = alias(users, 'creator');

/** GET validation/history: every validation of the company (drafts too), newest first. */
export async function validationHistory(
  db: Db,
  companyId: string,
  query: ValidationHistoryQuery,
): Promise<Omit<ValidationHistoryResponse, 'message'>> {
  const where = and(
    eq(v.company_id, companyId),
    query.search ? or(validationMatches(query.search), ajuMatches(query.search)) : undefined,
    query.status ? eq(v.status, query.status) : undefined,
    query.overall ? eq(v.overall, query.overall) : undefined,
    query.template_id ? arrayContains(v.template_ids, [query.template_id]) : undefined,
  );
  const withAudit = eq(validationAudits.validation_id, v.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        v,
        aju_number: validationAudits.aju_number,
        created_by: userName(creator),
        document_count:
          sql<number>`(select count(*) from ${validationDocuments} where ${validationDocuments.validation_id} = ${v.id})`.mapWith(
            Number,
          ),
      })
      .from(v)
      .leftJoin(validationAudits, withAudit)
      .leftJoin(creator, eq(creator.id, v.created_by))
      .where(where)
      .orderBy(desc(v.created_at), desc(v.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(v).leftJoin(validationAudits, withAudit).where(where),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.v.id,
      name: row.v.name,
      status: row.v.status,
      overall: row.v.overall,
      template_names: row.v.template_names,
      document_count: row.document_count,
      match: row.v.match_count,
      mismatch: row.v.mismatch_count,
      review: row.v.review_count,
      missing: row.v.missing_count,
      aju_number: row.aju_number,
      aju_number_display: displayAju(row.aju_number),
      created_by: row.created_by,
      created_at: row.v.created_at.toISOString(),
      executed_at: row.v.executed_at?.toISOString() ?? null,
      completed_at: row.v.completed_at?.toISOString() ?? null,
    })),
    meta: pageMeta(query, total?.n ?? 0),
  };
}
