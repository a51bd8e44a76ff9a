import type { ValidationDetail } from '@vd/contract';

/** The wizard's steps: 0 templates, 1 upload, 2 date formats, 3 execute. */
export type WizardStep = 0 | 1 | 2 | 3;

export const allReady = (v: ValidationDetail): boolean =>
  v.documents.length > 0 && v.documents.every((doc) => doc.status === 'ready');

export const allConfirmed = (v: ValidationDetail): boolean =>
  v.documents.every((doc) => doc.date_format_confirmed);

/**
 * Where a resumed validation continues: the first step with something left to do. A `ready`
 * validation whose date formats were only recognised, not confirmed, continues at the formats.
 */
export function stepOf(v: ValidationDetail): WizardStep {
  if (v.status !== 'draft' && v.status !== 'ready') return 3;
  if (!allReady(v)) return 1;
  if (!allConfirmed(v)) return 2;
  return 3;
}

/**
 * The status the wizard's badge shows: "Siap dijalankan" only on the execute step with every
 * format confirmed; before that, the validation is still a draft to the person filling it in.
 */
export function shownStatus(v: ValidationDetail, active: WizardStep): ValidationDetail['status'] {
  if (v.status === 'ready' && (active < 3 || !allConfirmed(v))) return 'draft';
  return v.status;
}

/** Documents can change while the validation has not been executed. */
export const documentsEditable = (v: ValidationDetail): boolean =>
  v.status === 'draft' || v.status === 'ready';
