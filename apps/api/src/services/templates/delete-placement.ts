import { type Db, templateLabelGroups, templateLabels } from '@vd/db';
import { and, count, eq } from 'drizzle-orm';
import { findPlacement } from './update-placement.ts';

/** DELETE document-detail/{id}/label/{coordId}; a group left empty goes with its last label. */
export async function deletePlacement(
  db: Db,
  companyId: string,
  documentId: string,
  id: string,
): Promise<void> {
  const placement = await findPlacement(db, companyId, documentId, id);
  await db.transaction(async (tx) => {
    await tx.delete(templateLabels).where(eq(templateLabels.id, id));
    if (!placement.label_group_id) return;
    const [left] = await tx
      .select({ n: count() })
      .from(templateLabels)
      .where(eq(templateLabels.label_group_id, placement.label_group_id));
    if ((left?.n ?? 0) === 0) {
      await tx
        .delete(templateLabelGroups)
        .where(
          and(
            eq(templateLabelGroups.id, placement.label_group_id),
            eq(templateLabelGroups.company_id, companyId),
          ),
        );
    }
  });
}
