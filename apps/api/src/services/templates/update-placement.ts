import { type LabelCoordinates, templateMessages, type UpdatePlacementRequest } from '@vd/contract';
import { type Db, templateLabels } from '@vd/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../errors.ts';
import { findLabel } from '../master-data/label-view.ts';
import { findDocument } from './document-view.ts';
import { labelCoordinate } from './placement-view.ts';

export async function findPlacement(db: Db, companyId: string, documentId: string, id: string) {
  await findDocument(db, companyId, documentId);
  const [row] = await db
    .select()
    .from(templateLabels)
    .where(
      and(
        eq(templateLabels.id, id),
        eq(templateLabels.document_id, documentId),
        eq(templateLabels.company_id, companyId),
      ),
    );
  if (!row) throw notFound(templateMessages.labelNotFound);
  return row;
}

/** PUT document-detail/{id}/label/{coordId}: moves or resizes a placement, or changes its label. */
export async function updatePlacement(
  db: Db,
  companyId: string,
  documentId: string,
  id: string,
  input: UpdatePlacementRequest,
): Promise<LabelCoordinates> {
  await findPlacement(db, companyId, documentId, id);
  if (input.document_label_id) await findLabel(db, companyId, input.document_label_id);
  await db
    .update(templateLabels)
    .set({
      ...(input.document_label_id ? { document_label_id: input.document_label_id } : {}),
      ...(input.coordinate ?? {}),
    })
    .where(eq(templateLabels.id, id));
  return labelCoordinate(db, companyId, documentId, id);
}
