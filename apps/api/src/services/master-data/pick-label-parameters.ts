import type { DataType, PickLabelParametersResponse } from '@vd/contract';
import { type Db, documentLabels, labelParameters } from '@vd/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AppError, notFound } from '../../errors.ts';
import { createLabels } from './create-labels.ts';
import { labelViews } from './label-view.ts';
import { markStage } from './onboarding-progress.ts';

/**
 * POST company/label-parameters: the company starts using catalogue labels. Each becomes a
 * company label (name, type, logic and aliases copied, English name as an alias); labels already
 * picked are left as edited. A catalogue name the company already gave an own label answers 409.
 * Completes the onboarding's "pick labels" stage.
 */
export async function pickLabelParameters(
  db: Db,
  companyId: string,
  ids: string[],
): Promise<PickLabelParametersResponse['data']> {
  const unique = [...new Set(ids)];
  const params = await db.select().from(labelParameters).where(inArray(labelParameters.id, unique));
  if (params.length !== unique.length) throw notFound('Sebagian label katalog tidak ditemukan.');
  const existing = await db
    .select({ parameter: documentLabels.label_parameter_id })
    .from(documentLabels)
    .where(and(eq(documentLabels.company_id, companyId), inArray(documentLabels.label_parameter_id, unique)));
  const have = new Set(existing.map((e) => e.parameter));
  const fresh = params.filter((p) => !have.has(p.id));
  if (fresh.length) {
    await createLabels(
      db,
      companyId,
      fresh.map((p) => ({
        name: p.name,
        data_type: p.data_type as DataType,
        aliases: [p.name_en, ...p.aliases].filter((a) => a.toLowerCase() !== p.name.toLowerCase()),
        validation_logic: p.validation_logic,
        label_parameter_id: p.id,
      })),
    ).catch((error) => {
      if (error instanceof AppError && error.code === 'LABEL_NAME_TAKEN') {
        throw new AppError(
          'LABEL_NAME_TAKEN',
          `${error.message} Ganti nama label Anda sendiri itu sebelum memilih label katalog dengan nama yang sama.`,
          error.errors,
        );
      }
      throw error;
    });
  }
  await markStage(db, companyId, 'pick_labels', 'done');
  const rows = await db
    .select()
    .from(documentLabels)
    .where(and(eq(documentLabels.company_id, companyId), inArray(documentLabels.label_parameter_id, unique)))
    .orderBy(asc(sql`lower(${documentLabels.name})`));
  return { created: fresh.length, labels: await labelViews(db, companyId, rows) };
}
