import type { DuplicateGroupRequest, LabelCoordinates } from '@vd/contract';
import { type Db, templateLabelGroups, templateLabels } from '@vd/db';
import { eq } from 'drizzle-orm';
import { checkInsidePage, findGroup, labellableDocument } from './labelling-checks.ts';
import { boundingBox, labelCoordinate } from './placement-view.ts';

/**
 * POST document-detail/{id}/label/group/duplicate: the next table row: the group's labels moved
 * down by the group's height (or by `offset`), as a new group whose parent is the source.
 */
export async function duplicateGroup(
  db: Db,
  companyId: string,
  documentId: string,
  input: DuplicateGroupRequest,
): Promise<LabelCoordinates> {
  const document = await labellableDocument(db, companyId, documentId);
  const group = await findGroup(db, companyId, documentId, input.label_group_id);
  const members = await db.select().from(templateLabels).where(eq(templateLabels.label_group_id, group.id));
  const box = boundingBox(members);
  const offset = input.offset ?? box.y1 - box.y0;
  checkInsidePage({ ...box, y0: box.y0 + offset, y1: box.y1 + offset });
  const id = await db.transaction(async (tx) => {
    const [copy] = await tx
      .insert(templateLabelGroups)
      .values({
        company_id: companyId,
        document_id: documentId,
        name: group.name,
        page: group.page,
        parent_label_group_id: group.id,
      })
      .returning({ id: templateLabelGroups.id });
    await tx.insert(templateLabels).values(
      members.map((m) => ({
        company_id: companyId,
        template_id: document.template_id,
        document_id: documentId,
        document_label_id: m.document_label_id,
        label_group_id: copy!.id,
        page: m.page,
        x0: m.x0,
        x1: m.x1,
        y0: m.y0 + offset,
        y1: m.y1 + offset,
      })),
    );
    return copy!.id;
  });
  return labelCoordinate(db, companyId, documentId, id);
}
