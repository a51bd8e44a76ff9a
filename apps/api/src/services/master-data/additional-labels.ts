import type { CreateAdditionalLabelsRequest, DocumentLabel } from '@vd/contract';
import { type Db, documentLabels } from '@vd/db';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { createLabels } from './create-labels.ts';
import { labelViews } from './label-view.ts';

/** GET company/additional-label-parameters: the company's own labels (not from the catalogue). */
export async function listAdditionalLabels(db: Db, companyId: string): Promise<DocumentLabel[]> {
  const rows = await db
    .select()
    .from(documentLabels)
    .where(and(eq(documentLabels.company_id, companyId), isNull(documentLabels.label_parameter_id)))
    .orderBy(asc(sql`lower(${documentLabels.name})`), asc(documentLabels.id));
  return labelViews(db, companyId, rows);
}

/** POST company/additional-label-parameters: several own labels at once (onboarding's form). */
export async function createAdditionalLabels(
  db: Db,
  companyId: string,
  input: CreateAdditionalLabelsRequest,
): Promise<DocumentLabel[]> {
  return labelViews(db, companyId, await createLabels(db, companyId, input.labels));
}
