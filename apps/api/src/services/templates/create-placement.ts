import type { CreatePlacementRequest, LabelCoordinates } from '@vd/contract';
import { type Db, templateLabels } from '@vd/db';
import { AppError } from '../../errors.ts';
import { findLabel } from '../master-data/label-view.ts';
import { checkPage, findGroup, labellableDocument } from './labelling-checks.ts';
import { labelCoordinate } from './placement-view.ts';

/** POST document-detail/{id}/label: places a company label on a page (optionally in a group). */
export async function createPlacement(
  db: Db,
  companyId: string,
  documentId: string,
  input: CreatePlacementRequest,
): Promise<LabelCoordinates> {
  const document = await labellableDocument(db, companyId, documentId);
  checkPage(document, input.page);
  await findLabel(db, companyId, input.document_label_id);
  if (input.label_group_id) {
    const group = await findGroup(db, companyId, documentId, input.label_group_id);
    if (group.page !== input.page) {
      throw new AppError(
        'VALIDATION_FAILED',
        'Semua label dalam satu grup harus berada di halaman yang sama.',
      );
    }
  }
  const [row] = await db
    .insert(templateLabels)
    .values({
      company_id: companyId,
      template_id: document.template_id,
      document_id: documentId,
      document_label_id: input.document_label_id,
      label_group_id: input.label_group_id ?? null,
      page: input.page,
      ...input.coordinate,
    })
    .returning({ id: templateLabels.id });
  return labelCoordinate(db, companyId, documentId, row!.id);
}
