import type { DataType, DocumentLabel, SetValidationLogicRequest } from '@vd/contract';
import { type Db, documentLabels } from '@vd/db';
import { and, eq } from 'drizzle-orm';
import { findLabel, labelView } from './label-view.ts';
import { assertLogicFits } from './logic-fits.ts';

/** PUT document-labels/validation-logic: the label's logic and its parameters (docs/product.md §14). */
export async function setValidationLogic(
  db: Db,
  companyId: string,
  input: SetValidationLogicRequest,
): Promise<DocumentLabel> {
  const label = await findLabel(db, companyId, input.document_label_id);
  assertLogicFits(input.validation_logic, label.data_type as DataType);
  await db
    .update(documentLabels)
    .set({ validation_logic: input.validation_logic, updated_at: new Date() })
    .where(and(eq(documentLabels.id, label.id), eq(documentLabels.company_id, companyId)));
  return labelView(db, companyId, label.id);
}
