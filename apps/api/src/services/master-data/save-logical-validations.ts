import {
  type DataType,
  type LogicalValidation,
  type LogicalValidationInput,
  numericDataTypes,
  type RuleTerm,
} from '@vd/contract';
import { type Db, logicalValidations } from '@vd/db';
import { and, eq, notInArray } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { listLogicalValidations, namesOf } from './logical-validations.ts';

const labelTerms = (rule: LogicalValidationInput) =>
  [...rule.left, ...rule.right].filter((t): t is Extract<RuleTerm, { kind: 'label' }> => t.kind === 'label');

/**
 * PUT logical-validation: replaces the company's rules with the list given, in order. Every label
 * and document type a rule names must be the company's; a rule must compare at least one label.
 * Rules keep their id when it is given back; rules left out are removed.
 */
export async function saveLogicalValidations(
  db: Db,
  companyId: string,
  rules: LogicalValidationInput[],
): Promise<LogicalValidation[]> {
  const names = await namesOf(db, companyId);
  const errors: Record<string, string> = {};
  rules.forEach((rule, i) => {
    const terms = labelTerms(rule);
    if (terms.length === 0) errors[`rules.${i}`] = 'Aturan harus memuat minimal satu label.';
    for (const t of terms) {
      if (!names.labels.has(t.document_label_id))
        errors[`rules.${i}`] = 'Label pada aturan ini tidak ditemukan.';
      else if (t.document_type_id && !names.documentTypes.has(t.document_type_id))
        errors[`rules.${i}`] = 'Jenis dokumen pada aturan ini tidak ditemukan.';
    }
    const arithmetic =
      !['==', '!='].includes(rule.operator) ||
      rule.left.length + rule.right.length > 2 ||
      terms.some((t) => t.aggregate === 'sum');
    const textual = terms.find(
      (t) => !numericDataTypes.includes(names.labelTypes?.get(t.document_label_id) as DataType),
    );
    if (arithmetic && textual && names.labels.has(textual.document_label_id) && !errors[`rules.${i}`]) {
      errors[`rules.${i}`] =
        `Label "${names.labels.get(textual.document_label_id)}" bukan angka: hanya operator = dan ≠ antara dua isian yang dapat dipakai.`;
    }
  });
  if (Object.keys(errors).length > 0) throw new AppError('RULE_INVALID', undefined, errors);

  await db.transaction(async (tx) => {
    const keep = rules.map((r) => r.id).filter((id): id is string => id !== undefined);
    await tx
      .delete(logicalValidations)
      .where(
        and(
          eq(logicalValidations.company_id, companyId),
          keep.length ? notInArray(logicalValidations.id, keep) : undefined,
        ),
      );
    for (const [position, rule] of rules.entries()) {
      const terms = labelTerms(rule);
      const values = {
        position,
        name: rule.name,
        message: rule.message || null,
        active: rule.active,
        definition: {
          left: rule.left,
          operator: rule.operator,
          right: rule.right,
          tolerance: rule.tolerance ?? null,
        },
        label_ids: [...new Set(terms.map((t) => t.document_label_id))],
        document_type_ids: [
          ...new Set(terms.map((t) => t.document_type_id).filter((id): id is string => Boolean(id))),
        ],
        updated_at: new Date(),
      };
      const updated = rule.id
        ? await tx
            .update(logicalValidations)
            .set(values)
            .where(and(eq(logicalValidations.id, rule.id), eq(logicalValidations.company_id, companyId)))
            .returning({ id: logicalValidations.id })
        : [];
      if (updated.length === 0)
        await tx.insert(logicalValidations).values({ ...values, company_id: companyId });
    }
  });
  return listLogicalValidations(db, companyId);
}
