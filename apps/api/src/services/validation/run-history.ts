import type { ValidationHistoryQuery, ValidationHistoryResponse } from '@vd/contract';
import { type Db, users, validationAudits, validationDocuments, validations } from '@vd/db';
import { and, arrayContains, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  FIRST_PAGE_SIZES,
  firstPageSize,
  likeTerm,
  limitedTo,
  type PageWindow,
  pageMeta,
  pageTotal,
  pageWindow,
} from '../pagination.ts';
import { type Bindable, type Placeholders, preparedQuery, type QueryValues } from '../prepared-query.ts';
import { displayAju } from './aju-number.ts';
import { ajuPattern, validationMatchesPattern } from './audit-filters.ts';
import { userName } from './audit-view.ts';

const v = validations;
const creator = alias(users, 'creator');

/** The values of the history's filter: its company, and each filter (undefined when not asked). */
interface HistoryFilter extends QueryValues {
  companyId: string;
  /** ILIKE pattern of the validation's and its templates' names. */
  term: string | undefined;
  /** ILIKE pattern of the nomor aju, when the search holds one. */
  ajuTerm: string | undefined;
  status: ValidationHistoryQuery['status'];
  overall: ValidationHistoryQuery['overall'];
  templateIds: string[] | undefined;
}

/** The filter's values and the page's. */
type HistoryValues = HistoryFilter & PageWindow;

const historyFilter = (companyId: string, query: ValidationHistoryQuery): HistoryFilter => ({
  companyId,
  term: query.search ? likeTerm(query.search) : undefined,
  ajuTerm: query.search ? ajuPattern(query.search) : undefined,
  status: query.status,
  overall: query.overall,
  templateIds: query.template_id ? [query.template_id] : undefined,
});

/** The filter of the history list (company, search in names and nomor aju, status, verdict, template). */
const historyWhere = (p: Bindable<HistoryFilter>): SQL | undefined =>
  and(
    eq(v.company_id, p.companyId),
    p.term !== undefined
      ? or(
          validationMatchesPattern(p.term),
          p.ajuTerm !== undefined ? ilike(validationAudits.aju_number, p.ajuTerm) : undefined,
        )
      : undefined,
    p.status !== undefined ? eq(v.status, p.status) : undefined,
    p.overall !== undefined ? eq(v.overall, p.overall) : undefined,
    p.templateIds !== undefined ? arrayContains(v.template_ids, p.templateIds) : undefined,
  );

/** How many validations the filter finds; the audits are joined only when the search needs the nomor aju. */
const historyCount = (db: Db, p: Bindable<HistoryFilter>) => {
  const counted = db.select({ n: count() }).from(v);
  return p.ajuTerm !== undefined
    ? counted.leftJoin(validationAudits, eq(validationAudits.validation_id, v.id)).where(historyWhere(p))
    : counted.where(historyWhere(p));
};

/**
 * One page of the history: only the columns the list answers (the stored result JSON, up to
 * megabytes for a large shipment, is never read here), the counts from their own columns, and the
 * filter's total. A first page of one of FIRST_PAGE_SIZES has its size written in and no offset
 * (pagination.ts: so PostgreSQL keeps one plan of it); another page binds its limit and offset.
 */
const historyPage = (db: Db, p: Bindable<HistoryFilter>, window: Bindable<PageWindow> | number) => {
  const page = db
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
      // The filter's count, a subquery run once (one round trip for a page and its total).
      total: sql<number>`(${historyCount(db, p)})`.mapWith(Number),
    })
    .from(v)
    .leftJoin(validationAudits, eq(validationAudits.validation_id, v.id))
    .leftJoin(creator, eq(creator.id, v.created_by))
    .where(historyWhere(p))
    .orderBy(desc(v.created_at), desc(v.id))
    .$dynamic();
  return limitedTo(page, window);
};

/** The page's query with its values bound (its SQL and plan are read by a test and bench/explain-history.ts). */
export const historyPageQuery = (db: Db, companyId: string, query: ValidationHistoryQuery) =>
  historyPage(db, historyFilter(companyId, query), firstPageSize(query) ?? pageWindow(query));

/**
 * The page (with the filter's count on each row: the page and its total in one round trip and one
 * snapshot), and the count alone for a page past the last: prepared statements, one per combination
 * of filters, and per size of a first page.
 */
const preparedPage = preparedQuery('history_page_total', (db, p: Placeholders<HistoryValues>, statement) =>
  historyPage(db, p, p).prepare(statement),
);
const preparedFirstPages = new Map(
  [...FIRST_PAGE_SIZES].map((size) => [
    size,
    preparedQuery(`history_first_${size}`, (db, p: Placeholders<HistoryFilter>, statement) =>
      historyPage(db, p, size).prepare(statement),
    ),
  ]),
);
const preparedCount = preparedQuery('history_count', (db, p: Placeholders<HistoryFilter>, statement) =>
  historyCount(db, p).prepare(statement),
);

/** GET validation/history: every validation of the company (drafts too), newest first. */
export async function validationHistory(
  db: Db,
  companyId: string,
  query: ValidationHistoryQuery,
): Promise<Omit<ValidationHistoryResponse, 'message'>> {
  const filter = historyFilter(companyId, query);
  const first = preparedFirstPages.get(firstPageSize(query) ?? 0);
  const rows = first ? await first(db, filter) : await preparedPage(db, { ...filter, ...pageWindow(query) });
  const total = await pageTotal(rows, query, () => preparedCount(db, filter));
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
    meta: pageMeta(query, total),
  };
}
