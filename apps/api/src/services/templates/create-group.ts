import { type CreateGroupRequest, type LabelCoordinates, templateMessages } from '@vd/contract';
import { type Db, templateLabelGroups, templateLabels } from '@vd/db';
import { and, count, eq, inArray } from 'drizzle-orm';
import { AppError, notFound } from '../../errors.ts';
import { labellableDocument } from './labelling-checks.ts';
import { labelCoordinate } from './placement-view.ts';

/** POST document-detail/{id}/label/group: placements of one page become one table row. */
export async function createGroup(
  db: Db,
  companyId: string,
  documentId: string,
  input: CreateGroupRequest,
): Promise<LabelCoordinates> {
  await labellableDocument(db, companyId, documentId);
  const ids = [...new Set(input.label_ids)];
  const placements = await db
    .select()
    .from(templateLabels)
    .where(
      and(
        eq(templateLabels.document_id, documentId),
        eq(templateLabels.company_id, companyId),
        inArray(templateLabels.id, ids),
      ),
    );
  if (placements.length !== ids.length) throw notFound(templateMessages.labelNotFound);
  const pages = new Set(placements.map((p) => p.page));
  if (pages.size > 1) throw new AppError('VALIDATION_FAILED', templateMessages.groupOnePage);
  const [existing] = await db
    .select({ n: count() })
    .from(templateLabelGroups)
    .where(eq(templateLabelGroups.document_id, documentId));
  const id = await db.transaction(async (tx) => {
    const [group] = await tx
      .insert(templateLabelGroups)
      .values({
        company_id: companyId,
        document_id: documentId,
        name: input.name || `Grup ${(existing?.n ?? 0) + 1}`,
        page: placements[0]!.page,
      })
      .returning({ id: templateLabelGroups.id });
    await tx.update(templateLabels).set({ label_group_id: group!.id }).where(inArray(templateLabels.id, ids));
    return group!.id;
  });
  return labelCoordinate(db, companyId, documentId, id);
}
