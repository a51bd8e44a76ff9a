import type { Audit, AuditListResponse, AuditQuery } from '@vd/contract';
import { type Db, validationAudits } from '@vd/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../errors.ts';
import { pageMeta } from '../pagination.ts';
import { auditWhere } from './audit-filters.ts';
import { auditView, countAudits, readAudits } from './audit-view.ts';

/** GET validation/audit and GET query/list: the company's audits, newest run first. */
export async function listAudits(
  db: Db,
  companyId: string,
  query: AuditQuery,
): Promise<Omit<AuditListResponse, 'message'>> {
  const where = auditWhere(companyId, query);
  const [rows, total] = await Promise.all([
    readAudits(db, where, { limit: query.per_page, offset: (query.page - 1) * query.per_page }),
    countAudits(db, where),
  ]);
  return { data: rows.map(auditView), meta: pageMeta(query, total) };
}

/** One audit of the company; another company's id is not found. */
export async function findAudit(db: Db, companyId: string, id: string): Promise<Audit> {
  const [row] = await readAudits(
    db,
    and(eq(validationAudits.company_id, companyId), eq(validationAudits.id, id)),
    { limit: 1 },
  );
  if (!row) throw notFound();
  return auditView(row);
}
