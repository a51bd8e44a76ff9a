import { type Db, templateDocuments } from '@vd/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { deleteFiles } from '../documents/delete-files.ts';
import { forgetDocument } from '../documents/engine-document-cache.ts';
import { findDocument } from './document-view.ts';
import { sampleFileKeys } from './sample-file-keys.ts';
import { findTemplate } from './template-view.ts';

/** A sample document of the given template (404 when it belongs to another). */
export async function sampleDocument(db: Db, companyId: string, templateId: string, documentId: string) {
  await findTemplate(db, companyId, templateId);
  const document = await findDocument(db, companyId, documentId);
  if (document.template_id !== templateId) throw notFound();
  return document;
}

/** DELETE template/{id}/document/{docId}: the document, its pages, placements, groups and files. */
export async function deleteDocument(
  ctx: AppContext,
  companyId: string,
  templateId: string,
  documentId: string,
) {
  await sampleDocument(ctx.db, companyId, templateId, documentId);
  const keys = await sampleFileKeys(ctx.db, [documentId]);
  await ctx.db.delete(templateDocuments).where(eq(templateDocuments.id, documentId));
  forgetDocument(documentId);
  await deleteFiles(ctx.storage, keys);
}
