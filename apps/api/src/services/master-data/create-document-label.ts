import type { CreateDocumentLabelRequest, DocumentLabel } from '@vd/contract';
import type { Db } from '@vd/db';
import { createLabels } from './create-labels.ts';
import { labelViews } from './label-view.ts';

/** POST document-labels/create: one label of the company's own. */
export async function createDocumentLabel(
  db: Db,
  companyId: string,
  input: CreateDocumentLabelRequest,
): Promise<DocumentLabel> {
  const rows = await createLabels(db, companyId, [input]);
  const [view] = await labelViews(db, companyId, rows);
  return view!;
}
