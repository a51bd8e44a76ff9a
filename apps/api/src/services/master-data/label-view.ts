import type { DataType, DocumentLabel } from '@vd/contract';
import { type Db, documentLabelAliases, documentLabels } from '@vd/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { notFound } from '../../errors.ts';

export type LabelRow = typeof documentLabels.$inferSelect;

/** The labels as answered, each with its aliases (one query for all of them). */
export async function labelViews(db: Db, companyId: string, rows: LabelRow[]): Promise<DocumentLabel[]> {
  const ids = rows.map((r) => r.id);
  const aliases = ids.length
    ? await db
        .select()
        .from(documentLabelAliases)
        .where(
          and(
            eq(documentLabelAliases.company_id, companyId),
            inArray(documentLabelAliases.document_label_id, ids),
          ),
        )
        .orderBy(asc(sql`lower(${documentLabelAliases.alias})`), asc(documentLabelAliases.alias))
    : [];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    data_type: row.data_type as DataType,
    description: row.description,
    source: row.label_parameter_id ? 'catalogue' : 'additional',
    label_parameter_id: row.label_parameter_id,
    active: row.active,
    is_master: row.is_master,
    validation_logic: row.validation_logic,
    aliases: aliases
      .filter((a) => a.document_label_id === row.id)
      .map((a) => ({ id: a.id, alias: a.alias, created_at: a.created_at.toISOString() })),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
}

/** One label of the company, or 404 (another company's label too). */
export async function findLabel(db: Db, companyId: string, id: string): Promise<LabelRow> {
  const [row] = await db
    .select()
    .from(documentLabels)
    .where(and(eq(documentLabels.id, id), eq(documentLabels.company_id, companyId)));
  if (!row) throw notFound('Label tidak ditemukan.');
  return row;
}

export async function labelView(db: Db, companyId: string, id: string): Promise<DocumentLabel> {
  const [view] = await labelViews(db, companyId, [await findLabel(db, companyId, id)]);
  return view!;
}
