import type { Template, UpdateTemplateRequest } from '@vd/contract';
import { type Db, templateDocuments, templates } from '@vd/db';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { markStage } from '../master-data/onboarding-progress.ts';
import { checkDocumentTypes } from './check-document-types.ts';
import { publishProblems } from './publish-problems.ts';
import { findTemplate, type TemplateRow, templateView } from './template-view.ts';

/** Dropping a document type is refused while the template holds a document of it. */
async function checkDroppedTypes(db: Db, row: TemplateRow, next: readonly string[]): Promise<void> {
  const dropped = row.document_type_ids.filter((id) => !next.includes(id));
  if (dropped.length === 0) return;
  const [used] = await db
    .select({ id: templateDocuments.id })
    .from(templateDocuments)
    .where(
      and(eq(templateDocuments.template_id, row.id), inArray(templateDocuments.document_type_id, dropped)),
    )
    .limit(1);
  if (used) {
    throw new AppError(
      'CONFLICT',
      'Jenis dokumen yang masih memiliki contoh dokumen tidak dapat dibuang. Hapus dokumennya terlebih dahulu.',
    );
  }
}

/** Publishing is refused with the review's problems, each as one entry of `errors`. */
async function checkPublishable(db: Db, companyId: string, templateId: string): Promise<void> {
  const problems = await publishProblems(db, companyId, templateId);
  if (problems.length === 0) return;
  throw new AppError(
    'TEMPLATE_NOT_PUBLISHABLE',
    undefined,
    Object.fromEntries(
      problems.map((p, i) => [`${p.code}.${p.document_id ?? p.document_label_id ?? i}`, p.message]),
    ),
  );
}

/**
 * PUT template/{id} (and PUT template/{id}/draft with `status: draft`): fields, then the status.
 * Publishing (`active`) happens only without review problems and completes onboarding's stage.
 */
export async function updateTemplate(
  db: Db,
  companyId: string,
  id: string,
  input: UpdateTemplateRequest,
): Promise<Template> {
  const row = await findTemplate(db, companyId, id);
  if (input.document_type_ids) {
    await checkDocumentTypes(db, companyId, input.document_type_ids);
    await checkDroppedTypes(db, row, input.document_type_ids);
  }
  const publishing = input.status === 'active' && row.status !== 'active';
  if (publishing) await checkPublishable(db, companyId, id);
  await db
    .update(templates)
    .set({
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(input.document_type_ids === undefined ? {} : { document_type_ids: input.document_type_ids }),
      ...(input.status === undefined ? {} : { status: input.status }),
      ...(publishing ? { published_at: new Date() } : {}),
      updated_at: new Date(),
    })
    .where(and(eq(templates.id, id), eq(templates.company_id, companyId)));
  if (publishing) await markStage(db, companyId, 'first_template', 'done');
  return templateView(db, companyId, id);
}
