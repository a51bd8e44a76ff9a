import type { TemplateDocumentType } from '@vd/contract';
import { type Db, documentTypes, templates } from '@vd/db';
import { and, asc, eq } from 'drizzle-orm';
import { checkDocumentTypes } from './check-document-types.ts';
import { findTemplate } from './template-view.ts';

/** GET document/additional?template_id=: the company's document types the template lacks. */
export async function listAdditionalDocumentTypes(
  db: Db,
  companyId: string,
  templateId: string,
): Promise<TemplateDocumentType[]> {
  const template = await findTemplate(db, companyId, templateId);
  const all = await db
    .select({ id: documentTypes.id, code: documentTypes.code, name: documentTypes.name })
    .from(documentTypes)
    .where(eq(documentTypes.company_id, companyId))
    .orderBy(asc(documentTypes.sort_order), asc(documentTypes.name));
  return all.filter((t) => !template.document_type_ids.includes(t.id));
}

/** POST document/additional: adds a document type to the template (a no-op when it has it). */
export async function addAdditionalDocumentType(
  db: Db,
  companyId: string,
  templateId: string,
  typeId: string,
) {
  const template = await findTemplate(db, companyId, templateId);
  await checkDocumentTypes(db, companyId, [typeId]);
  if (!template.document_type_ids.includes(typeId)) {
    await db
      .update(templates)
      .set({ document_type_ids: [...template.document_type_ids, typeId], updated_at: new Date() })
      .where(and(eq(templates.id, templateId), eq(templates.company_id, companyId)));
  }
}
