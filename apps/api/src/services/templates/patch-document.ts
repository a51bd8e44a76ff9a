import { type PatchDocumentRequest, type SampleDocument, templateMessages } from '@vd/contract';
import { type Db, templateDocuments } from '@vd/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { documentView, findDocument } from './document-view.ts';
import { findTemplate } from './template-view.ts';

/** PATCH document/{id}: rename, or move to another document type of the same template. */
export async function patchDocument(
  db: Db,
  companyId: string,
  id: string,
  input: PatchDocumentRequest,
): Promise<SampleDocument> {
  const document = await findDocument(db, companyId, id);
  if (input.document_type_id) {
    const template = await findTemplate(db, companyId, document.template_id);
    if (!template.document_type_ids.includes(input.document_type_id)) {
      throw new AppError('VALIDATION_FAILED', templateMessages.documentTypeMissing, {
        document_type_id: 'Jenis dokumen ini bukan bagian dari template.',
      });
    }
  }
  await db
    .update(templateDocuments)
    .set({
      ...(input.name ? { name: input.name } : {}),
      ...(input.document_type_id ? { document_type_id: input.document_type_id } : {}),
      updated_at: new Date(),
    })
    .where(eq(templateDocuments.id, id));
  return documentView(db, companyId, id);
}

/** PUT document/update-status: labelling marked done, or reopened. */
export async function updateDocumentStatus(
  db: Db,
  companyId: string,
  id: string,
  labellingStatus: 'todo' | 'done',
): Promise<SampleDocument> {
  await findDocument(db, companyId, id);
  await db
    .update(templateDocuments)
    .set({ labelling_status: labellingStatus, updated_at: new Date() })
    .where(eq(templateDocuments.id, id));
  return documentView(db, companyId, id);
}
