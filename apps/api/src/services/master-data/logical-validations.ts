import type { LogicalValidation, LogicalValidationInput, RuleTerm } from '@vd/contract';
import { type Db, documentLabels, documentTypes, logicalValidations, readTogether } from '@vd/db';
import { asc, eq } from 'drizzle-orm';
import { compileRule, type Names, ruleExpression, storedTerm } from './compile-rule.ts';

type Row = typeof logicalValidations.$inferSelect;
export type Definition = Pick<LogicalValidationInput, 'left' | 'operator' | 'right'> & {
  tolerance: number | null;
};

/** Names of the company's labels and document type codes, by id. */
export async function namesOf(db: Db, companyId: string): Promise<Names> {
  const [labels, types] = await readTogether(db, [
    () =>
      db
        .select({ id: documentLabels.id, name: documentLabels.name, type: documentLabels.data_type })
        .from(documentLabels)
        .where(eq(documentLabels.company_id, companyId)),
    () =>
      db
        .select({ id: documentTypes.id, code: documentTypes.code })
        .from(documentTypes)
        .where(eq(documentTypes.company_id, companyId)),
  ]);
  return {
    labels: new Map(labels.map((l) => [l.id, l.name])),
    labelTypes: new Map(labels.map((l) => [l.id, l.type])),
    documentTypes: new Map(types.map((t) => [t.id, t.code])),
  };
}

export function ruleView(row: Row, names: Names): LogicalValidation {
  const def = row.definition as Definition;
  const left = def.left.map((t: RuleTerm) => storedTerm(t, names));
  const right = def.right.map((t: RuleTerm) => storedTerm(t, names));
  return {
    id: row.id,
    name: row.name,
    message: row.message,
    active: row.active,
    left,
    operator: def.operator,
    right,
    tolerance: def.tolerance,
    rule: compileRule(left, def.operator, right, def.tolerance),
    expression: ruleExpression(left, def.operator, right, def.tolerance),
    updated_at: row.updated_at.toISOString(),
  };
}

/** GET logical-validation: the company's rules in order, each with the JSON Logic the engine runs. */
export async function listLogicalValidations(db: Db, companyId: string): Promise<LogicalValidation[]> {
  const [rows, names] = await readTogether(db, [
    () =>
      db
        .select()
        .from(logicalValidations)
        .where(eq(logicalValidations.company_id, companyId))
        .orderBy(asc(logicalValidations.position)),
    () => namesOf(db, companyId),
  ]);
  return rows.map((row) => ruleView(row, names));
}
