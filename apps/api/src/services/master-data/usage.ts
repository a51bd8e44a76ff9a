import { type Db, logicalValidations, templateLabels, templates } from '@vd/db';
import { and, arrayContains, count, countDistinct, eq, sql } from 'drizzle-orm';

/** What still uses a document type or a label, so that deleting it can be refused. */
export interface Usage {
  templates: number;
  rules: number;
}

export const inUse = (usage: Usage) => usage.templates + usage.rules > 0;

/** Templates listing the type (with or without a document of it yet). */
async function templatesUsingDocumentType(db: Db, companyId: string, documentTypeId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(templates)
    .where(
      and(eq(templates.company_id, companyId), arrayContains(templates.document_type_ids, [documentTypeId])),
    );
  return row?.n ?? 0;
}

/** Templates with a placement of the label. */
async function templatesUsingLabel(db: Db, companyId: string, labelId: string) {
  const [row] = await db
    .select({ n: countDistinct(templateLabels.template_id) })
    .from(templateLabels)
    .where(and(eq(templateLabels.company_id, companyId), eq(templateLabels.document_label_id, labelId)));
  return row?.n ?? 0;
}

export async function documentTypeUsage(db: Db, companyId: string, documentTypeId: string): Promise<Usage> {
  const [rules] = await db
    .select({ n: count() })
    .from(logicalValidations)
    .where(
      and(
        eq(logicalValidations.company_id, companyId),
        arrayContains(logicalValidations.document_type_ids, [documentTypeId]),
      ),
    );
  return {
    templates: await templatesUsingDocumentType(db, companyId, documentTypeId),
    rules: rules?.n ?? 0,
  };
}

export async function labelUsage(db: Db, companyId: string, labelId: string): Promise<Usage> {
  const [rules] = await db
    .select({ n: count() })
    .from(logicalValidations)
    .where(
      and(
        eq(logicalValidations.company_id, companyId),
        arrayContains(logicalValidations.label_ids, [labelId]),
      ),
    );
  return { templates: await templatesUsingLabel(db, companyId, labelId), rules: rules?.n ?? 0 };
}

/** Template counts per document type, for the list. */
export async function templateCountsByDocumentType(db: Db, companyId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: sql<string>`t.type_id`, n: count() })
    .from(sql`${templates}, unnest(${templates.document_type_ids}) as t(type_id)`)
    .where(eq(templates.company_id, companyId))
    .groupBy(sql`t.type_id`);
  return new Map(rows.map((r) => [r.id, r.n]));
}
