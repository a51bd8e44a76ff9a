import type { DocumentType } from '@vd/contract';
import { companyMasterData, type Db, documentTypes } from '@vd/db';
import { and, asc, eq } from 'drizzle-orm';
import { notFound } from '../../errors.ts';
import { templateCountsByDocumentType } from './usage.ts';

type Row = typeof documentTypes.$inferSelect;

export const documentTypeView = (row: Row, masterId: string | null, templates: number): DocumentType => ({
  id: row.id,
  code: row.code,
  name: row.name,
  is_master: row.id === masterId,
  template_count: templates,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export async function masterDocumentTypeId(db: Db, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: companyMasterData.master_document_type_id })
    .from(companyMasterData)
    .where(eq(companyMasterData.company_id, companyId));
  return row?.id ?? null;
}

/** The company's document types, in their order; another company's never. */
export async function listDocumentTypeViews(db: Db, companyId: string): Promise<DocumentType[]> {
  const [rows, masterId, counts] = await Promise.all([
    db
      .select()
      .from(documentTypes)
      .where(eq(documentTypes.company_id, companyId))
      .orderBy(asc(documentTypes.sort_order), asc(documentTypes.created_at), asc(documentTypes.name)),
    masterDocumentTypeId(db, companyId),
    templateCountsByDocumentType(db, companyId),
  ]);
  return rows.map((row) => documentTypeView(row, masterId, counts.get(row.id) ?? 0));
}

/** One document type of the company, or 404. */
export async function findDocumentType(db: Db, companyId: string, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(documentTypes)
    .where(and(eq(documentTypes.id, id), eq(documentTypes.company_id, companyId)));
  if (!row) throw notFound('Jenis dokumen tidak ditemukan.');
  return row;
}

export async function documentTypeViewOf(db: Db, companyId: string, id: string): Promise<DocumentType> {
  const view = (await listDocumentTypeViews(db, companyId)).find((t) => t.id === id);
  if (!view) throw notFound('Jenis dokumen tidak ditemukan.');
  return view;
}
