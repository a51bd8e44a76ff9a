import { type Template, templateMessages } from '@vd/contract';
import { type Db, documentTypes, templateDocuments, templateLabels, templates } from '@vd/db';
import { and, count, eq, inArray } from 'drizzle-orm';
import { notFound } from '../../errors.ts';

export type TemplateRow = typeof templates.$inferSelect;

/** One template of the company, or 404 (another company's template too). */
export async function findTemplate(db: Db, companyId: string, id: string): Promise<TemplateRow> {
  const [row] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.id, id), eq(templates.company_id, companyId)));
  if (!row) throw notFound(templateMessages.templateNotFound);
  return row;
}

const countBy = async (db: Db, table: typeof templateDocuments | typeof templateLabels, ids: string[]) => {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: table.template_id, n: count() })
    .from(table)
    .where(inArray(table.template_id, ids))
    .groupBy(table.template_id);
  return new Map(rows.map((r) => [r.id, r.n]));
};

/** The templates as answered: document types in order, document and placement counts. */
export async function templateViews(db: Db, companyId: string, rows: TemplateRow[]): Promise<Template[]> {
  const ids = rows.map((r) => r.id);
  const typeIds = [...new Set(rows.flatMap((r) => r.document_type_ids))];
  const [types, documents, labels] = await Promise.all([
    typeIds.length
      ? db
          .select({ id: documentTypes.id, code: documentTypes.code, name: documentTypes.name })
          .from(documentTypes)
          .where(and(eq(documentTypes.company_id, companyId), inArray(documentTypes.id, typeIds)))
      : [],
    countBy(db, templateDocuments, ids),
    countBy(db, templateLabels, ids),
  ]);
  const typeById = new Map(types.map((t) => [t.id, t]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    document_types: row.document_type_ids.flatMap((id) => {
      const type = typeById.get(id);
      return type ? [type] : [];
    }),
    document_count: documents.get(row.id) ?? 0,
    label_count: labels.get(row.id) ?? 0,
    published_at: row.published_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
}

export async function templateView(db: Db, companyId: string, id: string): Promise<Template> {
  const [view] = await templateViews(db, companyId, [await findTemplate(db, companyId, id)]);
  return view!;
}
