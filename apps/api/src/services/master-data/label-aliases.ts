import type { AliasListQuery, LabelAlias } from '@vd/contract';
import { type Db, documentLabelAliases } from '@vd/db';
import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import { AppError, notFound } from '../../errors.ts';
import { likeTerm, pageMeta } from '../pagination.ts';
import { findLabel } from './label-view.ts';
import { isUniqueViolation } from './unique-violation.ts';

const view = (row: typeof documentLabelAliases.$inferSelect): LabelAlias => ({
  id: row.id,
  alias: row.alias,
  created_at: row.created_at.toISOString(),
});

const aliasTaken = () =>
  new AppError('ALIAS_TAKEN', undefined, { alias: 'Alias ini sudah ada pada label tersebut.' });

/** POST document-labels/create-alias: a caption the label is printed under; the same one twice is 409. */
export async function createAlias(
  db: Db,
  companyId: string,
  labelId: string,
  alias: string,
): Promise<LabelAlias> {
  await findLabel(db, companyId, labelId);
  const [taken] = await db
    .select({ id: documentLabelAliases.id })
    .from(documentLabelAliases)
    .where(
      and(
        eq(documentLabelAliases.document_label_id, labelId),
        sql`lower(${documentLabelAliases.alias}) = lower(${alias})`,
      ),
    );
  if (taken) throw aliasTaken();
  const [row] = await db
    .insert(documentLabelAliases)
    .values({ company_id: companyId, document_label_id: labelId, alias })
    .returning()
    .catch((error) => {
      throw isUniqueViolation(error) ? aliasTaken() : error;
    });
  return view(row!);
}

/** DELETE document-labels/delete-alias/{id}: one alias of one of the company's labels. */
export async function deleteAlias(db: Db, companyId: string, aliasId: string): Promise<void> {
  const rows = await db
    .delete(documentLabelAliases)
    .where(and(eq(documentLabelAliases.id, aliasId), eq(documentLabelAliases.company_id, companyId)))
    .returning({ id: documentLabelAliases.id });
  if (rows.length === 0) throw notFound('Alias tidak ditemukan.');
}

/** GET document-labels/list-alias/{id}: the label's aliases, alphabetically, paginated. */
export async function listAliases(db: Db, companyId: string, labelId: string, query: AliasListQuery) {
  await findLabel(db, companyId, labelId);
  const search = query.search?.trim();
  const where = and(
    eq(documentLabelAliases.document_label_id, labelId),
    eq(documentLabelAliases.company_id, companyId),
    search ? ilike(documentLabelAliases.alias, likeTerm(search)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(documentLabelAliases)
      .where(where)
      .orderBy(asc(sql`lower(${documentLabelAliases.alias})`), asc(documentLabelAliases.alias))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(documentLabelAliases).where(where),
  ]);
  return { data: rows.map(view), meta: pageMeta(query, total?.total ?? 0) };
}
