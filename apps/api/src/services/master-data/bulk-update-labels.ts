import { type Db, documentLabels } from '@vd/db';
import { and, eq, inArray } from 'drizzle-orm';
import { notFound } from '../../errors.ts';

/**
 * PUT document-labels/bulk-update-status and PUT document-labels/master: one flag on several labels
 * of the company. An id that is not the company's answers 404 and changes nothing.
 */
export async function bulkUpdateLabels(
  db: Db,
  companyId: string,
  ids: string[],
  set: { active: boolean } | { is_master: boolean },
): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(documentLabels)
      .set({ ...set, updated_at: new Date() })
      .where(and(eq(documentLabels.company_id, companyId), inArray(documentLabels.id, unique)))
      .returning({ id: documentLabels.id });
    if (rows.length !== unique.length) throw notFound('Sebagian label tidak ditemukan.');
    return rows.length;
  });
}
