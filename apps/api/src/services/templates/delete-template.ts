import { templateDocuments, templates } from '@vd/db';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { deleteFiles } from '../documents/delete-files.ts';
import { forgetDocument } from '../documents/engine-document-cache.ts';
import { sampleFileKeys } from './sample-file-keys.ts';
import { findTemplate } from './template-view.ts';

/** DELETE template/{id}: the template, its documents, pages, placements and files. */
export async function deleteTemplate(ctx: AppContext, companyId: string, id: string): Promise<void> {
  await findTemplate(ctx.db, companyId, id);
  const documents = await ctx.db
    .select({ id: templateDocuments.id })
    .from(templateDocuments)
    .where(eq(templateDocuments.template_id, id));
  const ids = documents.map((d) => d.id);
  const keys = await sampleFileKeys(ctx.db, ids);
  await ctx.db.delete(templates).where(and(eq(templates.id, id), eq(templates.company_id, companyId)));
  for (const documentId of ids) forgetDocument(documentId);
  await deleteFiles(ctx.storage, keys);
}
