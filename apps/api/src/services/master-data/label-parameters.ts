import type {
  CreateLabelParameterRequest,
  DataType,
  LabelParameter,
  LabelParameterQuery,
} from '@vd/contract';
import { type Db, defaultLogicOf, documentLabels, labelParameters } from '@vd/db';
import { and, asc, eq, ilike, max, or, sql } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { likeTerm } from '../pagination.ts';
import { isUniqueViolation } from './unique-violation.ts';

type Row = typeof labelParameters.$inferSelect;

const view = (row: Row, used: Set<string>): LabelParameter => ({
  id: row.id,
  key: row.key,
  name: row.name,
  name_en: row.name_en,
  category: row.category as LabelParameter['category'],
  data_type: row.data_type as DataType,
  aliases: row.aliases,
  validation_logic: row.validation_logic,
  used: used.has(row.id),
});

/** GET label-parameters: the global catalogue, with whether the company already uses each label. */
export async function listLabelParameters(
  db: Db,
  companyId: string,
  query: LabelParameterQuery,
): Promise<LabelParameter[]> {
  const search = query.search?.trim();
  const [rows, used] = await Promise.all([
    db
      .select()
      .from(labelParameters)
      .where(
        and(
          query.category ? eq(labelParameters.category, query.category) : undefined,
          search
            ? or(
                ilike(labelParameters.name, likeTerm(search)),
                ilike(labelParameters.name_en, likeTerm(search)),
                sql`${labelParameters.aliases}::text ilike ${likeTerm(search)}`,
              )
            : undefined,
        ),
      )
      .orderBy(asc(labelParameters.sort_order), asc(labelParameters.name)),
    db
      .select({ id: documentLabels.label_parameter_id })
      .from(documentLabels)
      .where(eq(documentLabels.company_id, companyId)),
  ]);
  const usedIds = new Set(used.map((u) => u.id).filter((id): id is string => id !== null));
  return rows.map((row) => view(row, usedIds));
}

/** POST label-parameters (internal staff): a new label in the global catalogue, after the others. */
export async function createLabelParameter(
  db: Db,
  input: CreateLabelParameterRequest,
): Promise<LabelParameter> {
  const [taken] = await db
    .select({ id: labelParameters.id })
    .from(labelParameters)
    .where(
      or(eq(labelParameters.key, input.key), sql`lower(${labelParameters.name}) = lower(${input.name})`),
    );
  if (taken) throw new AppError('LABEL_PARAMETER_TAKEN');
  const [last] = await db.select({ n: max(labelParameters.sort_order) }).from(labelParameters);
  const [row] = await db
    .insert(labelParameters)
    .values({
      ...input,
      validation_logic: input.validation_logic ?? defaultLogicOf(input.data_type),
      sort_order: (last?.n ?? 0) + 1,
    })
    .returning()
    .catch((error) => {
      throw isUniqueViolation(error) ? new AppError('LABEL_PARAMETER_TAKEN') : error;
    });
  return view(row!, new Set());
}
