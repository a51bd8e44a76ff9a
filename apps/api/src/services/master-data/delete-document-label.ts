import { type Db, documentLabels } from '@vd/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { findLabel } from './label-view.ts';
import { inUse, labelUsage } from './usage.ts';

/** DELETE document-labels/delete/{id}: with its aliases; refused while a template or a rule uses it. */
export async function deleteDocumentLabel(db: Db, companyId: string, id: string): Promise<void> {
  const label = await findLabel(db, companyId, id);
  const usage = await labelUsage(db, companyId, id);
  if (inUse(usage)) {
    throw new AppError(
      'LABEL_IN_USE',
      `Label "${label.name}" masih dipakai oleh ${usage.templates} template dan ${usage.rules} aturan logika, sehingga tidak dapat dihapus. Nonaktifkan saja bila tidak diperlukan.`,
    );
  }
  await db
    .delete(documentLabels)
    .where(and(eq(documentLabels.id, id), eq(documentLabels.company_id, companyId)));
}
