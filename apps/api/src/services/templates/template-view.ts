import { type Template, type TemplateDocumentType, templateMessages } from '@vd/contract';
import { type Db, documentTypes, templateDocuments, templateLabels, templates } from '@vd/db';
import { and, count, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
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

/**
 * What a template's answer reads, in the template's own query: its columns, its document and
 * placement counts, and the company's document types it names (the stored comparison plan is not
 * read). A page of the library is one query, not one per part.
 */
export const viewColumns = (db: Db, companyId: string | Placeholder) => ({
  id: templates.id,
  name: templates.name,
  description: templates.description,
  status: templates.status,
  document_type_ids: templates.document_type_ids,
  published_at: templates.published_at,
  created_at: templates.created_at,
  updated_at: templates.updated_at,
  document_types: sql<TemplateDocumentType[]>`(${db
    .select({
      list: sql`coalesce(json_agg(json_build_object('id', ${documentTypes.id}, 'code', ${documentTypes.code}, 'name', ${documentTypes.name})), '[]'::json)`,
    })
    .from(documentTypes)
    .where(
      and(
        eq(documentTypes.company_id, companyId),
        sql`${documentTypes.id} = any(${templates.document_type_ids})`,
      ),
    )})`,
  document_count: sql<number>`(${db
    .select({ n: count() })
    .from(templateDocuments)
    .where(eq(templateDocuments.template_id, templates.id))})`.mapWith(Number),
  // Counted through the template's documents, by whose ids the placements are indexed.
  label_count: sql<number>`(${db
    .select({ n: count() })
    .from(templateLabels)
    .innerJoin(templateDocuments, eq(templateDocuments.id, templateLabels.document_id))
    .where(eq(templateDocuments.template_id, templates.id))})`.mapWith(Number),
});

/** The templates of the company as answered, filtered by `where` (scoped to the company here). */
export const templateViewQuery = (db: Db, companyId: string | Placeholder, where?: SQL) =>
  db
    .select(viewColumns(db, companyId))
    .from(templates)
    .where(and(eq(templates.company_id, companyId), where));

type ViewRow = Awaited<ReturnType<typeof templateViewQuery>>[number];

export const toTemplate = (row: ViewRow): Template => ({
  id: row.id,
  name: row.name,
  description: row.description,
  status: row.status,
  // In the template's order of types.
  document_types: row.document_type_ids.flatMap((id) => row.document_types.find((t) => t.id === id) ?? []),
  document_count: row.document_count,
  label_count: row.label_count,
  published_at: row.published_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** One template of the company as answered, or 404. */
export async function templateView(db: Db, companyId: string, id: string): Promise<Template> {
  const [row] = await templateViewQuery(db, companyId, eq(templates.id, id));
  if (!row) throw notFound(templateMessages.templateNotFound);
  return toTemplate(row);
}
