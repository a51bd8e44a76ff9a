import type { DataType, DocumentLabel, UpdateDocumentLabelRequest } from '@vd/contract';
import { type Db, defaultLogicOf, documentLabels } from '@vd/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { findLabel, labelView } from './label-view.ts';
import { logicFits } from './logic-fits.ts';
import { isUniqueViolation } from './unique-violation.ts';

/**
 * PUT document-labels/update/{id}: name, data type, description. When the new data type no longer
 * fits the label's logic (number logic on a text label), the logic goes back to the type's default.
 */
export async function updateDocumentLabel(
  db: Db,
  companyId: string,
  id: string,
  input: UpdateDocumentLabelRequest,
): Promise<DocumentLabel> {
  const label = await findLabel(db, companyId, id);
  if (input.name) {
    const [taken] = await db
      .select({ id: documentLabels.id })
      .from(documentLabels)
      .where(
        and(
          eq(documentLabels.company_id, companyId),
          sql`lower(${documentLabels.name}) = lower(${input.name})`,
          ne(documentLabels.id, id),
        ),
      );
    if (taken) {
      const message = `Nama label "${input.name}" sudah dipakai.`;
      throw new AppError('LABEL_NAME_TAKEN', message, { name: message });
    }
  }
  const type = (input.data_type ?? label.data_type) as DataType;
  const logic = logicFits(label.validation_logic, type) ? label.validation_logic : defaultLogicOf(type);
  await db
    .update(documentLabels)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.description !== undefined && { description: input.description || null }),
      data_type: type,
      validation_logic: logic,
      updated_at: new Date(),
    })
    .where(and(eq(documentLabels.id, id), eq(documentLabels.company_id, companyId)))
    .catch((error) => {
      throw isUniqueViolation(error) ? new AppError('LABEL_NAME_TAKEN') : error;
    });
  return labelView(db, companyId, id);
}
