import { type SampleDocument, templateMessages } from '@vd/contract';
import { type Db, documentTypes, templateDocumentPages, templateDocuments, templateLabels } from '@vd/db';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { notFound } from '../../errors.ts';

export type SampleDocumentRow = typeof templateDocuments.$inferSelect;

/** One sample document of the company, or 404 (another company's document too). */
export async function findDocument(db: Db, companyId: string, id: string): Promise<SampleDocumentRow> {
  const [row] = await db
    .select()
    .from(templateDocuments)
    .where(and(eq(templateDocuments.id, id), eq(templateDocuments.company_id, companyId)));
  if (!row) throw notFound(templateMessages.documentNotFound);
  return row;
}

export const pageImageUrl = (documentId: string, page: number) =>
  `/api/v1/document/${documentId}/page/${page}/image`;

/** The documents as answered: type, pages (without words) and placement counts. */
export async function documentViews(
  db: Db,
  companyId: string,
  rows: SampleDocumentRow[],
): Promise<SampleDocument[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const typeIds = [...new Set(rows.map((r) => r.document_type_id))];
  const [types, pages, labels] = await Promise.all([
    db
      .select({ id: documentTypes.id, code: documentTypes.code, name: documentTypes.name })
      .from(documentTypes)
      .where(and(eq(documentTypes.company_id, companyId), inArray(documentTypes.id, typeIds))),
    db
      .select({
        document_id: templateDocumentPages.document_id,
        number: templateDocumentPages.number,
        width: templateDocumentPages.width,
        height: templateDocumentPages.height,
        source: templateDocumentPages.source,
      })
      .from(templateDocumentPages)
      .where(inArray(templateDocumentPages.document_id, ids))
      .orderBy(asc(templateDocumentPages.number)),
    db
      .select({ id: templateLabels.document_id, n: count() })
      .from(templateLabels)
      .where(inArray(templateLabels.document_id, ids))
      .groupBy(templateLabels.document_id),
  ]);
  const typeById = new Map(types.map((t) => [t.id, t]));
  const labelCount = new Map(labels.map((l) => [l.id, l.n]));
  return rows.map((row) => ({
    id: row.id,
    template_id: row.template_id,
    name: row.name,
    document_type: typeById.get(row.document_type_id) ?? { id: row.document_type_id, code: '', name: '' },
    file_name: row.file_name,
    file_kind: (row.file_kind as SampleDocument['file_kind']) ?? null,
    size_bytes: row.size_bytes,
    status: row.status,
    failure_reason: row.failure_reason,
    uid: row.uid,
    labelling_status: row.labelling_status,
    page_count: row.page_count,
    pages: pages
      .filter((p) => p.document_id === row.id)
      .map((p) => ({
        number: p.number,
        width: p.width,
        height: p.height,
        source: p.source,
        image_url: pageImageUrl(row.id, p.number),
      })),
    label_count: labelCount.get(row.id) ?? 0,
    prompt: row.prompt,
    date_format: row.date_format,
    number_format: row.number_format,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
}

export async function documentView(db: Db, companyId: string, id: string): Promise<SampleDocument> {
  const [view] = await documentViews(db, companyId, [await findDocument(db, companyId, id)]);
  return view!;
}

/** A template's documents, in upload order. */
export async function sampleDocumentRows(
  db: Db,
  companyId: string,
  templateId: string,
): Promise<SampleDocumentRow[]> {
  return db
    .select()
    .from(templateDocuments)
    .where(and(eq(templateDocuments.template_id, templateId), eq(templateDocuments.company_id, companyId)))
    .orderBy(asc(templateDocuments.created_at), asc(templateDocuments.id));
}
