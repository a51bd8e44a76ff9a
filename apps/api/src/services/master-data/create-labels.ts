import type { DataType, ValidationLogic } from '@vd/contract';
import { type Db, defaultLogicOf, documentLabelAliases, documentLabels } from '@vd/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import type { LabelRow } from './label-view.ts';
import { assertLogicFits } from './logic-fits.ts';
import { isUniqueViolation } from './unique-violation.ts';

export interface NewLabel {
  name: string;
  data_type: DataType;
  description?: string | null;
  aliases: string[];
  validation_logic?: ValidationLogic;
  label_parameter_id?: string | null;
}

const dedupe = (aliases: string[]) =>
  aliases.filter((a, i) => aliases.findIndex((b) => b.toLowerCase() === a.toLowerCase()) === i);

/**
 * Creates labels of a company with their aliases, in one transaction. A name the company already
 * uses (in any letter case), or used twice in the same request, answers 409.
 */
export async function createLabels(db: Db, companyId: string, labels: NewLabel[]): Promise<LabelRow[]> {
  const names = labels.map((l) => l.name.toLowerCase());
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  const [taken] = await db
    .select({ name: documentLabels.name })
    .from(documentLabels)
    .where(and(eq(documentLabels.company_id, companyId), inArray(sql`lower(${documentLabels.name})`, names)));
  if (twice || taken) {
    const message = `Nama label "${taken?.name ?? twice}" sudah dipakai.`;
    throw new AppError('LABEL_NAME_TAKEN', message, { name: message });
  }
  for (const label of labels)
    if (label.validation_logic) assertLogicFits(label.validation_logic, label.data_type);
  try {
    return await db.transaction(async (tx) => {
      const rows = await tx
        .insert(documentLabels)
        .values(
          labels.map((l) => ({
            company_id: companyId,
            label_parameter_id: l.label_parameter_id ?? null,
            name: l.name,
            data_type: l.data_type,
            description: l.description ?? null,
            validation_logic: l.validation_logic ?? defaultLogicOf(l.data_type),
          })),
        )
        .returning();
      const aliases = rows.flatMap((row, i) =>
        dedupe(labels[i]!.aliases).map((alias) => ({
          company_id: companyId,
          document_label_id: row.id,
          alias,
        })),
      );
      if (aliases.length) await tx.insert(documentLabelAliases).values(aliases);
      return rows;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('LABEL_NAME_TAKEN');
    throw error;
  }
}
