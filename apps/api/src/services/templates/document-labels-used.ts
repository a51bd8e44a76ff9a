import { type Db, documentLabels, templateLabels } from '@vd/db';
import { and, asc, count, eq } from 'drizzle-orm';
import { findDocument } from './document-view.ts';

/** GET document/{id}/labels: the company labels placed on a document, with how often. */
export async function documentLabelsUsed(db: Db, companyId: string, id: string) {
  await findDocument(db, companyId, id);
  return db
    .select({
      document_label_id: templateLabels.document_label_id,
      name: documentLabels.name,
      data_type: documentLabels.data_type,
      placement_count: count(),
    })
    .from(templateLabels)
    .innerJoin(documentLabels, eq(documentLabels.id, templateLabels.document_label_id))
    .where(and(eq(templateLabels.document_id, id), eq(templateLabels.company_id, companyId)))
    .groupBy(templateLabels.document_label_id, documentLabels.name, documentLabels.data_type)
    .orderBy(asc(documentLabels.name));
}
