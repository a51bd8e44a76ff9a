import type { TemplateValidationHistoryQuery, ZTemplateValidationHistoryResponse } from '@vd/contract';
import { type Db, validations } from '@vd/db';
import { and, arrayContains, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { pageMeta } from '../pagination.ts';
import { findTemplate } from './template-view.ts';

/**
 * GET template/validation/history: validations run with the company's templates (with one
 * template when `template_id` is given; another company's template is not found), newest first.
 */
export async function templateRunHistory(
  db: Db,
  companyId: string,
  query: TemplateValidationHistoryQuery,
): Promise<Omit<z.infer<typeof ZTemplateValidationHistoryResponse>, 'message'>> {
  if (query.template_id) await findTemplate(db, companyId, query.template_id);
  const v = validations;
  const where = and(
    eq(v.company_id, companyId),
    query.template_id ? arrayContains(v.template_ids, [query.template_id]) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: v.id,
        template_ids: v.template_ids,
        template_names: v.template_names,
        status: v.status,
        created_at: v.created_at,
      })
      .from(v)
      .where(where)
      .orderBy(desc(v.created_at), desc(v.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(v).where(where),
  ]);
  return {
    data: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    meta: pageMeta(query, total?.n ?? 0),
  };
}
