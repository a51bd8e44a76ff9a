import type { Audit } from '@vd/contract';
import {
  type Db,
  users,
  validationAudits,
  validationDecisions,
  validationDocuments,
  validations,
} from '@vd/db';
import { type AnyColumn, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { displayAju } from './aju-number.ts';

const executor = alias(users, 'executor');
const ajuEditor = alias(users, 'aju_editor');

/** "First Last" of a (left-joined) user, null when there is none. */
export const userName = (u: { first_name: AnyColumn; last_name: AnyColumn }) =>
  sql<string | null>`nullif(trim(${u.first_name} || ' ' || ${u.last_name}), '')`;

const a = validationAudits;
const v = validations;
const d = validationDocuments;

/** The document types of the validation, in the order of its documents. */
const documentTypes = sql<string[]>`array(
  select ${d.document_type_name} from ${d} where ${d.validation_id} = ${v.id} order by ${d.position}
)`;

const decided = validationDecisions;
/** The standing decisions of the validation, "Label: reason (who)", oldest first. */
const decisions = sql<string[]>`array(
  select ${decided.label_name} || case when ${decided.row} > 0 then ' baris ' || ${decided.row} else '' end
    || ': ' || ${decided.reason} || ' (' || ${decided.user_name} || ')'
  from ${decided}
  where ${decided.validation_id} = ${v.id} and ${decided.withdrawn_at} is null
  order by ${decided.created_at}
)`;

const columns = {
  id: a.id,
  validation_id: v.id,
  validation_name: v.name,
  aju_number: a.aju_number,
  template_names: v.template_names,
  document_types: documentTypes,
  status: v.status,
  overall: v.overall,
  match: v.match_count,
  mismatch: v.mismatch_count,
  review: v.review_count,
  missing: v.missing_count,
  invalid: v.invalid_count,
  accepted: v.accepted_count,
  decisions,
  signed_off_by: v.signed_off_name,
  signed_off_at: v.signed_off_at,
  executed_by: userName(executor),
  executed_at: a.executed_at,
  aju_updated_by: userName(ajuEditor),
  aju_updated_at: a.aju_updated_at,
  documents_deleted_at: v.documents_deleted_at,
  documents_deleted_reason: v.documents_deleted_reason,
  /** executed_at at full precision, for keyset pagination. */
  cursor: sql<string>`${a.executed_at}::text`,
};

/**
 * A page of the audits matching `where` (a condition on validation_audits), newest run first,
 * joined with their validation and the names of who ran it and who set the aju. The page is
 * chosen on the audits alone, then joined: a batch costs the same on the first and the last page.
 */
export function readAudits(db: Db, where: SQL | undefined, page: { limit: number; offset?: number }) {
  const newestFirst = [desc(a.executed_at), desc(a.id)];
  const ids = db
    .select({ id: a.id })
    .from(a)
    .where(where)
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset ?? 0)
    .as('page');
  return db
    .select(columns)
    .from(ids)
    .innerJoin(a, eq(a.id, ids.id))
    .innerJoin(v, eq(v.id, a.validation_id))
    .leftJoin(executor, eq(executor.id, v.executed_by))
    .leftJoin(ajuEditor, eq(ajuEditor.id, a.aju_updated_by))
    .orderBy(...newestFirst);
}

/** How many audits match `where`. */
export async function countAudits(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(a).where(where);
  return row?.n ?? 0;
}

export type AuditRow = Awaited<ReturnType<typeof readAudits>>[number];

export function auditView(row: AuditRow): Audit {
  return {
    id: row.id,
    validation_id: row.validation_id,
    validation_name: row.validation_name,
    aju_number: row.aju_number,
    aju_number_display: displayAju(row.aju_number),
    template_names: row.template_names,
    document_types: [...new Set(row.document_types)],
    status: row.status,
    overall: row.overall,
    match: row.match,
    mismatch: row.mismatch,
    review: row.review,
    missing: row.missing,
    invalid: row.invalid,
    accepted: row.accepted,
    decisions: row.decisions,
    signed_off_by: row.signed_off_by,
    signed_off_at: row.signed_off_at?.toISOString() ?? null,
    executed_by: row.executed_by,
    executed_at: row.executed_at.toISOString(),
    aju_updated_by: row.aju_updated_by,
    aju_updated_at: row.aju_updated_at?.toISOString() ?? null,
    documents_deleted_at: row.documents_deleted_at?.toISOString() ?? null,
    documents_deleted_reason: row.documents_deleted_reason ?? null,
  };
}
