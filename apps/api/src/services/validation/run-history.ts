import type { ValidationHistoryQuery, ValidationHistoryResponse } from '@vd/contract';
import { type Db, users, validationAudits, validationDocuments, validations } from '@vd/db';
import { and, arrayContains, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { pageMeta } from '../pagination.ts';
import { displayAju } from './aju-number.ts';
import { ajuMatches, validationMatches } from './audit-filters.ts';
import { userName } from './audit-view.ts';

const v = validations;
const creator = alias(users, 'creator');

/** The filter of the history list (company, search in names and nomor aju, status, verdict, template). */
const historyWhere = (companyId: string, query: ValidationHistoryQuery): SQL | undefined =>
  and(
    eq(v.company_id, companyId),
    query.search ? or(validationMatches(query.search), ajuMatches(query.search)) : undefined,
    query.status ? eq(v.status, query.status) : undefined,
    query.overall ? eq(v.overall, query.overall) : undefined,
    query.template_id ? arrayContains(v.template_ids, [query.template_id]) : undefined,
  );

/**
 * One page of the history: only the columns the list answers (the stored result JSON, up to
 * megabytes for a large shipment, is never read here), the counts from their own columns.
 */
export const historyPageQuery = (db: Db, companyId: string, query: ValidationHistoryQuery) =>
  db
    .select({
      id: v.id,
      name: v.name,
      status: v.status,
      overall: v.overall,
      template_names: v.template_names,
      match_count: v.match_count,
      mismatch_count: v.mismatch_count,
      review_count: v.review_count,
      missing_count: v.missing_count,
      created_at: v.created_at,
      executed_at: v.executed_at,
      completed_at: v.completed_at,
      aju_number: validationAudits.aju_number,
      created_by: userName(creator),
      document_count:
        sql<number>`(select count(*) from ${validationDocuments} where ${validationDocuments.validation_id} = ${v.id})`.mapWith(
          Number,
        ),
    })
    .from(v)
    .leftJoin(validationAudits, eq(validationAudits.validation_id, v.id))
    .leftJoin(creator, eq(creator.id, v.created_by))
    .where(historyWhere(companyId, query))
    .orderBy(desc(v.created_at), desc(v.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);

/** How many validations the filter finds; the audits are joined only when the search needs the nomor aju. */
const historyCount = (db: Db, companyId: string, query: ValidationHistoryQuery) => {
  const where = historyWhere(companyId, query);
  const counted = db.select({ n: count() }).from(v);
  return query.search
    ? counted.leftJoin(validationAudits, eq(validationAudits.validation_id, v.id)).where(where)
    : counted.where(where);
};

/** GET validation/history: every validation of the company (drafts too), newest first. */
export async function validationHistory(
  db: Db,
  companyId: string,
  query: ValidationHistoryQuery,
): Promise<Omit<ValidationHistoryResponse, 'message'>> {
  const [rows, [total]] = await Promise.all([
    historyPageQuery(db, companyId, query),
    historyCount(db, companyId, query),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      status: row.status,
      overall: row.overall,
      template_names: row.template_names,
      document_count: row.document_count,
      match: row.match_count,
      mismatch: row.mismatch_count,
      review: row.review_count,
      missing: row.missing_count,
      aju_number: row.aju_number,
      aju_number_display: displayAju(row.aju_number),
      created_by: row.created_by,
      created_at: row.created_at.toISOString(),
      executed_at: row.executed_at?.toISOString() ?? null,
      completed_at: row.completed_at?.toISOString() ?? null,
    })),
    meta: pageMeta(query, total?.n ?? 0),
  };
}
