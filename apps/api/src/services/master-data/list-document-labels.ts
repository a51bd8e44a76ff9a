import type { DocumentLabelListQuery } from '@vd/contract';
import { type Db, documentLabelAliases, documentLabels } from '@vd/db';
import { and, asc, count, eq, exists, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { likeTerm, pageMeta } from '../pagination.ts';
import { labelViews } from './label-view.ts';

/** GET document-labels/list: the company's labels by name, searched in names and aliases, filtered. */
export async function listDocumentLabels(db: Db, companyId: string, query: DocumentLabelListQuery) {
  const search = query.search?.trim();
  const where = and(
    eq(documentLabels.company_id, companyId),
    query.active === undefined ? undefined : eq(documentLabels.active, query.active),
    query.is_master === undefined ? undefined : eq(documentLabels.is_master, query.is_master),
    query.data_type ? eq(documentLabels.data_type, query.data_type) : undefined,
    query.source === 'catalogue' ? isNotNull(documentLabels.label_parameter_id) : undefined,
    query.source === 'additional' ? isNull(documentLabels.label_parameter_id) : undefined,
    search
      ? or(
          ilike(documentLabels.name, likeTerm(search)),
          exists(
            db
              .select({ one: documentLabelAliases.id })
              .from(documentLabelAliases)
              .where(
                and(
                  eq(documentLabelAliases.document_label_id, documentLabels.id),
                  ilike(documentLabelAliases.alias, likeTerm(search)),
                ),
              ),
          ),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(documentLabels)
      .where(where)
      .orderBy(asc(sql`lower(${documentLabels.name})`), asc(documentLabels.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(documentLabels).where(where),
  ]);
  return { data: await labelViews(db, companyId, rows), meta: pageMeta(query, total?.total ?? 0) };
}
