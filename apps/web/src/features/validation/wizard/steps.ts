import type { ValidationDetail } from '@vd/contract';

/** The wizard's steps: 0 templates, 1 upload, 2 date formats, 3 execute. */
export type WizardStep = 0 | 1 | 2 | 3;

export const allReady = (v: ValidationDetail): boolean =>
  v.documents.length > 0 && v.documents.every((doc) => doc.status === 'ready');

/** Where a resumed validation continues: the first step with something left to do. */
export function stepOf(v: ValidationDetail): WizardStep {
  if (v.status !== 'draft') return 3;
  if (!allReady(v)) return 1;
  if (v.documents.some((doc) => !doc.date_format_confirmed)) return 2;
  return 3;
}

/** Documents can change while the validation has not been executed. */
export const documentsEditable = (v: ValidationDetail): boolean =>
  v.status === 'draft' || v.status === 'ready';
