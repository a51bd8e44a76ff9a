import type { PageMeta, TemplateValidationHistoryQuery } from '@vd/contract';
import type { Db } from '@vd/db';
import { pageMeta } from '../pagination.ts';
import { findTemplate } from './template-view.ts';

/**
 * GET template/validation/history: validations run with the company's templates. Validations are
 * built in issue 6; until then the history is empty (a template filter is still checked).
 */
export async function templateValidationHistory(
  db: Db,
  companyId: string,
  query: TemplateValidationHistoryQuery,
): Promise<{ data: never[]; meta: PageMeta }> {
  if (query.template_id) await findTemplate(db, companyId, query.template_id);
  return { data: [], meta: pageMeta(query, 0) };
}
