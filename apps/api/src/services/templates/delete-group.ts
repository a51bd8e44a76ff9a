import { type Db, templateLabelGroups } from '@vd/db';
import { and, eq } from 'drizzle-orm';
import { findGroup } from './labelling-checks.ts';

/** DELETE label-group/{id}: the row and its placements. */
export async function deleteGroup(db: Db, companyId: string, id: string): Promise<void> {
  await findGroup(db, companyId, null, id);
  await db
    .delete(templateLabelGroups)
    .where(and(eq(templateLabelGroups.id, id), eq(templateLabelGroups.company_id, companyId)));
}
