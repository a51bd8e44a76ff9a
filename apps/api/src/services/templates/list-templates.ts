import type { PageMeta, Template, TemplateStatus } from '@vd/contract';
import { type Db, templates } from '@vd/db';
import { and, arrayContains, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
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
import { toTemplate, viewColumns } from './template-view.ts';

export interface TemplateFilter {
  page: number;
  per_page: number;
  search?: string | undefined;
  status?: TemplateStatus | undefined;
  document_type?: string | undefined;
}

/** The values of the list's filter: its company, and each filter (undefined when not asked). */
interface ListFilter extends QueryValues {
  companyId: string;
  /** ILIKE pattern of the name and the description. */
  term: string | undefined;
  status: TemplateStatus | undefined;
  documentTypeIds: string[] | undefined;
}

type PageValues = ListFilter & PageWindow;

const listWhere = (p: Bindable<ListFilter>) =>
  and(
    p.status !== undefined ? eq(templates.status, p.status) : undefined,
    p.documentTypeIds !== undefined
      ? arrayContains(templates.document_type_ids, p.documentTypeIds)
      : undefined,
    p.term !== undefined
      ? or(ilike(templates.name, p.term), ilike(templates.description, p.term))
      : undefined,
  );

/** How many templates of the company the filter finds. */
const countQuery = (db: Db, p: Bindable<ListFilter>) =>
  db
    .select({ n: count() })
    .from(templates)
    .where(and(eq(templates.company_id, p.companyId), listWhere(p)));

/**
 * A page with the filter's count on each row (a subquery PostgreSQL runs once: one round trip for a
 * page instead of two, docs/speed.md, and the page and its total in one snapshot). A first page of
 * one of FIRST_PAGE_SIZES has its size written in and no offset (pagination.ts: so PostgreSQL keeps
 * one plan of it); another page binds its limit and offset.
 */
const pageQuery = (db: Db, p: Bindable<ListFilter>, window: Bindable<PageWindow> | number) => {
  const page = db
    .select({ ...viewColumns(db, p.companyId), total: sql<number>`(${countQuery(db, p)})`.mapWith(Number) })
    .from(templates)
    .where(and(eq(templates.company_id, p.companyId), listWhere(p)))
    .orderBy(desc(templates.updated_at), desc(templates.id))
    .$dynamic();
  return limitedTo(page, window);
};

/** The page, and the count alone for a page past the last: prepared statements, one per combination of filters. */
const preparedPage = preparedQuery('template_page_total', (db, p: Placeholders<PageValues>, statement) =>
  pageQuery(db, p, p).prepare(statement),
);
const preparedFirstPages = new Map(
  [...FIRST_PAGE_SIZES].map((size) => [
    size,
    preparedQuery(`template_first_${size}`, (db, p: Placeholders<ListFilter>, statement) =>
      pageQuery(db, p, size).prepare(statement),
    ),
  ]),
);
const preparedCount = preparedQuery('template_count', (db, p: Placeholders<ListFilter>, statement) =>
  countQuery(db, p).prepare(statement),
);

/**
 * GET template (the library), GET template/list/draft (status draft) and
 * GET template/validation/collection (status active): newest change first.
 */
export async function listTemplates(
  db: Db,
  companyId: string,
  filter: TemplateFilter,
): Promise<{ data: Template[]; meta: PageMeta }> {
  const values: ListFilter = {
    companyId,
    term: filter.search ? likeTerm(filter.search) : undefined,
    status: filter.status || undefined,
    documentTypeIds: filter.document_type ? [filter.document_type] : undefined,
  };
  const first = preparedFirstPages.get(firstPageSize(filter) ?? 0);
  const rows = first ? await first(db, values) : await preparedPage(db, { ...values, ...pageWindow(filter) });
  const total = await pageTotal(rows, filter, () => preparedCount(db, values));
  return { data: rows.map(toTemplate), meta: pageMeta(filter, total) };
}
