import type { SetPromptRequest } from '@vd/contract';
import { type Db, templateDocuments } from '@vd/db';
import { eq } from 'drizzle-orm';
import { notFound } from '../../errors.ts';
import { findLabel } from '../master-data/label-view.ts';
import { findDocument } from './document-view.ts';
import { findTemplate } from './template-view.ts';

/** PUT template/{id}/prompt/{promptId}: replaces the extraction hints of a sample document. */
export async function setPrompt(
  db: Db,
  companyId: string,
  templateId: string,
  documentId: string,
  input: SetPromptRequest,
) {
  await findTemplate(db, companyId, templateId);
  const document = await findDocument(db, companyId, documentId);
  if (document.template_id !== templateId) throw notFound();
  for (const hint of input.hints)
    if (hint.document_label_id) await findLabel(db, companyId, hint.document_label_id);
  await db
    .update(templateDocuments)
    .set({ prompt: input.hints, updated_at: new Date() })
    .where(eq(templateDocuments.id, documentId));
  return { document_id: documentId, hints: input.hints };
}
