import type { TemplateReview } from '@vd/contract';

export type Disagreement = {
  label: string;
  values: { document: string; value: string }[];
};

/**
 * The compared labels whose samples read different values (normalised value and unit, outside
 * tables): the template will compare them, so two samples that already disagree are worth a look
 * before publishing (a box on the wrong field, or samples of two different shipments).
 */
export function sampleDisagreements(
  review: Pick<TemplateReview, 'documents' | 'validation'>,
): Disagreement[] {
  const found: Disagreement[] = [];
  for (const item of review.validation.items) {
    const values: Disagreement['values'] = [];
    const keys = new Set<string>();
    for (const doc of review.documents) {
      if (!item.document_ids.includes(doc.id)) continue;
      const reading = doc.readings.find(
        (r) =>
          r.document_label_id === item.document_label_id && r.label_group_id === null && r.value !== null,
      );
      if (!reading) continue;
      keys.add(JSON.stringify([reading.value, reading.unit]));
      values.push({ document: doc.document_type.name, value: reading.display ?? String(reading.value) });
    }
    if (keys.size > 1) found.push({ label: item.label_name, values });
  }
  return found;
}
