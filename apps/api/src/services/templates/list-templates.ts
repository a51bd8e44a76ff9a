import type { PageMeta, Template, TemplateStatus } from '@vd/contract';
import { type Db, templates } from '@vd/db';
import { and, arrayContains, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { likeTerm, pageMeta } from '../pagination.ts';
import { templateViewQuery, toTemplate } from './template-view.ts';

export interface TemplateFilter {
  page: number;
  per_page: number;
  search?: string | undefined;
  status?: TemplateStatus | undefined;
  document_type?: string | undefined;
}

/**
 * GET template (the library), GET template/list/draft (status draft) and
 * GET template/validation/collection (status active): newest change first.
 */
export async function listTemplates(
  db: Db,
  companyId: string,
  filter: TemplateFilter,
): Promise<{ data: Template[]; meta: PageMeta }> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(templates.status, filter.status));
  if (filter.document_type)
    conditions.push(arrayContains(templates.document_type_ids, [filter.document_type]));
  if (filter.search) {
    const term = likeTerm(filter.search);
    const match = or(ilike(templates.name, term), ilike(templates.description, term));
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    templateViewQuery(db, companyId, where)
      .orderBy(desc(templates.updated_at), desc(templates.id))
      .limit(filter.per_page)
      .offset((filter.page - 1) * filter.per_page),
    db
      .select({ n: count() })
      .from(templates)
      .where(and(eq(templates.company_id, companyId), where)),
  ]);
  return { data: rows.map(toTemplate), meta: pageMeta(filter, total?.n ?? 0) };
}
