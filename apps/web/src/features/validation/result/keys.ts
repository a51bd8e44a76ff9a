import type { LabelResult } from '@vd/contract';

/** The name of a label row in data-testid attributes: the label, and its table row when it has one. */
export const rowKey = (label: Pick<LabelResult, 'label_name' | 'row'>): string =>
  label.row > 0 ? `${label.label_name}-${label.row}` : label.label_name;
