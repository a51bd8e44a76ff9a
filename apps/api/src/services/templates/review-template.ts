import type { TemplateReview } from '@vd/contract';
import type { AppContext } from '../../context.ts';
import { comparisonPlan } from './comparison-plan.ts';
import { documentViews, sampleDocumentRows } from './document-view.ts';
import { publishProblems } from './publish-problems.ts';
import { readPlacements } from './read-placements.ts';
import { findTemplate, templateView } from './template-view.ts';

/** GET template/{id}/review: every document with its read values, the comparisons and the problems. */
export async function reviewTemplate(
  ctx: AppContext,
  companyId: string,
  id: string,
): Promise<TemplateReview> {
  const row = await findTemplate(ctx.db, companyId, id);
  const rows = await sampleDocumentRows(ctx.db, companyId, id);
  const views = await documentViews(ctx.db, companyId, rows);
  const documents = [];
  for (const [i, view] of views.entries()) {
    documents.push({ ...view, ...(await readPlacements(ctx, companyId, rows[i]!)) });
  }
  const problems = await publishProblems(ctx.db, companyId, id);
  return {
    template: await templateView(ctx.db, companyId, id),
    documents,
    validation: await comparisonPlan(ctx.db, companyId, row),
    problems,
    can_publish: problems.length === 0,
  };
}
