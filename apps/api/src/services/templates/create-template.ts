import type { CreateTemplateRequest, Template } from '@vd/contract';
import { type Db, templates } from '@vd/db';
import { checkDocumentTypes } from './check-document-types.ts';
import { templateView } from './template-view.ts';

/** POST template: a new draft with its document types. */
export async function createTemplate(
  db: Db,
  companyId: string,
  input: CreateTemplateRequest,
): Promise<Template> {
  await checkDocumentTypes(db, companyId, input.document_type_ids);
  const [row] = await db
    .insert(templates)
    .values({
      company_id: companyId,
      name: input.name,
      description: input.description ?? null,
      document_type_ids: input.document_type_ids,
    })
    .returning({ id: templates.id });
  return templateView(db, companyId, row!.id);
}
