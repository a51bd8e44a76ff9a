import type { PageMeta, Template, TemplateStatus } from '@vd/contract';
import { type Db, templates } from '@vd/db';
import { and, arrayContains, count, desc, eq, ilike, or } from 'drizzle-orm';
import { likeTerm, pageMeta } from '../pagination.ts';
import { type Bindable, type Placeholders, preparedQuery, type QueryValues } from '../prepared-query.ts';
import { templateViewQuery, toTemplate } from './template-view.ts';

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

interface PageValues extends ListFilter {
  limit: number;
  offset: number;
}

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

/** A page and the count as prepared statements, one per combination of filters. */
const preparedPage = preparedQuery('template_page', (db, p: Placeholders<PageValues>, statement) =>
  templateViewQuery(db, p.companyId, listWhere(p))
    .orderBy(desc(templates.updated_at), desc(templates.id))
    .limit(p.limit)
    .offset(p.offset)
    .prepare(statement),
);
const preparedCount = preparedQuery('template_count', (db, p: Placeholders<ListFilter>, statement) =>
  db
    .select({ n: count() })
    .from(templates)
    .where(and(eq(templates.company_id, p.companyId), listWhere(p)))
    .prepare(statement),
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
  const [rows, [total]] = await Promise.all([
    preparedPage(db, { ...values, limit: filter.per_page, offset: (filter.page - 1) * filter.per_page }),
    preparedCount(db, values),
  ]);
  return { data: rows.map(toTemplate), meta: pageMeta(filter, total?.n ?? 0) };
}
