import type { SaveTemplateValidationRequest, TemplateValidation } from '@vd/contract';
import { type Db, documentLabels, templateLabels, templates } from '@vd/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { findTemplate, type TemplateRow } from './template-view.ts';

/** Every label of the template with the documents it is placed on (in first-placed order). */
async function labelsByDocument(db: Db, companyId: string, templateId: string) {
  const rows = await db
    .selectDistinct({
      document_label_id: templateLabels.document_label_id,
      document_id: templateLabels.document_id,
      label_name: documentLabels.name,
      validation_logic: documentLabels.validation_logic,
    })
    .from(templateLabels)
    .innerJoin(documentLabels, eq(documentLabels.id, templateLabels.document_label_id))
    .where(and(eq(templateLabels.template_id, templateId), eq(templateLabels.company_id, companyId)));
  const labels = new Map<
    string,
    {
      label_name: string;
      validation_logic: (typeof rows)[number]['validation_logic'];
      document_ids: string[];
    }
  >();
  for (const row of rows) {
    const entry = labels.get(row.document_label_id) ?? {
      label_name: row.label_name,
      validation_logic: row.validation_logic,
      document_ids: [],
    };
    entry.document_ids.push(row.document_id);
    labels.set(row.document_label_id, entry);
  }
  return labels;
}

/**
 * GET template/{id}/validation: the template's comparison plan (the wire calls it the template's
 * validation), as saved (kept to labels and documents that still exist), or the default: every
 * label placed in two or more documents, compared across them. A validation run compares what it
 * says (services/validation/load-shipment.ts).
 */
export async function comparisonPlan(
  db: Db,
  companyId: string,
  template: TemplateRow,
): Promise<TemplateValidation> {
  const labels = await labelsByDocument(db, companyId, template.id);
  const shared = [...labels.entries()]
    .filter(([, l]) => l.document_ids.length >= 2)
    .map(([id, l]) => ({
      document_label_id: id,
      label_name: l.label_name,
      validation_logic: l.validation_logic,
      document_ids: l.document_ids,
    }))
    .sort((a, b) => a.label_name.localeCompare(b.label_name));
  const saved = template.validation?.items;
  const items = saved
    ? saved.flatMap((item) => {
        const label = labels.get(item.document_label_id);
        const documentIds = item.document_ids.filter((id) => label?.document_ids.includes(id));
        if (!label || documentIds.length < 2) return [];
        return [
          {
            document_label_id: item.document_label_id,
            label_name: label.label_name,
            validation_logic: label.validation_logic,
            document_ids: documentIds,
          },
        ];
      })
    : shared;
  return { is_default: !saved, items, shared_labels: shared };
}

export async function getComparisonPlan(db: Db, companyId: string, id: string): Promise<TemplateValidation> {
  return comparisonPlan(db, companyId, await findTemplate(db, companyId, id));
}

/**
 * Whether comparisons are the default: every label placed on two or more documents, across all of
 * them. Saved as such, the template follows the default again (a label placed later is compared).
 */
function isDefault(
  items: ReadonlyArray<{ document_label_id: string; document_ids: string[] }>,
  labels: Awaited<ReturnType<typeof labelsByDocument>>,
): boolean {
  const shared = [...labels.entries()].filter(([, l]) => l.document_ids.length >= 2);
  if (items.length !== shared.length) return false;
  return shared.every(([id, label]) => {
    const item = items.find((i) => i.document_label_id === id);
    return item?.document_ids.length === label.document_ids.length;
  });
}

/**
 * POST template/{id}/validation: each item's label must be placed on each of its documents. The
 * default, saved, is kept as the default (is_default true again).
 */
export async function saveComparisonPlan(
  db: Db,
  companyId: string,
  id: string,
  input: SaveTemplateValidationRequest,
): Promise<TemplateValidation> {
  const template = await findTemplate(db, companyId, id);
  const labels = await labelsByDocument(db, companyId, id);
  const items = input.items.map((item, i) => {
    const label = labels.get(item.document_label_id);
    const documentIds = [...new Set(item.document_ids)];
    if (!label || documentIds.some((d) => !label.document_ids.includes(d)) || documentIds.length < 2) {
      throw new AppError('VALIDATION_FAILED', undefined, {
        [`items.${i}`]: 'Label ini tidak ditempatkan pada semua dokumen yang dipilih (minimal dua).',
      });
    }
    return { document_label_id: item.document_label_id, document_ids: documentIds };
  });
  const [row] = await db
    .update(templates)
    .set({ validation: isDefault(items, labels) ? null : { items }, updated_at: new Date() })
    .where(and(eq(templates.id, id), eq(templates.company_id, companyId)))
    .returning();
  return comparisonPlan(db, companyId, row ?? template);
}
