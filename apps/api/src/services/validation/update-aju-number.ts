import type { Audit } from '@vd/contract';
import { type Db, validationAudits } from '@vd/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../errors.ts';
import { parseAju } from './aju-number.ts';
import { findAudit } from './list-audits.ts';

/**
 * PUT validation/audit/{id}/update-aju-number and PUT query/aju-number: sets the nomor aju of one
 * audit (normalised, checked) and records who changed it and when.
 */
export async function updateAjuNumber(
  db: Db,
  caller: { companyId: string; userId: string },
  auditId: string,
  ajuNumber: string,
): Promise<Audit> {
  const aju = parseAju(ajuNumber);
  const now = new Date();
  const updated = await db
    .update(validationAudits)
    .set({ aju_number: aju, aju_updated_by: caller.userId, aju_updated_at: now, updated_at: now })
    .where(and(eq(validationAudits.company_id, caller.companyId), eq(validationAudits.id, auditId)))
    .returning({ id: validationAudits.id });
  if (updated.length === 0) throw notFound();
  return findAudit(db, caller.companyId, auditId);
}
