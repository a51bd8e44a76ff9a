/**
 * The rule form's state and its conversions: a stored rule (GET logical-validation) to the input
 * PUT logical-validation takes, and the form's draft to that input. The server checks the labels
 * and document types and compiles the rule; the user never types code.
 */
import type { LogicalValidation, LogicalValidationInput, RuleOperator, RuleTerm } from '@vd/contract';

export interface DraftTerm {
  key: number;
  kind: 'label' | 'value';
  sign: '+' | '-';
  labelId: string | null;
  documentTypeId: string | null;
  sum: boolean;
  value: number | string;
}

export interface RuleDraft {
  id?: string;
  name: string;
  message: string;
  active: boolean;
  left: DraftTerm[];
  operator: RuleOperator;
  right: DraftTerm[];
  tolerance: number | string;
}

let nextKey = 1;

export const emptyTerm = (): DraftTerm => ({
  key: nextKey++,
  kind: 'label',
  sign: '+',
  labelId: null,
  documentTypeId: null,
  sum: false,
  value: '',
});

export const emptyDraft = (): RuleDraft => ({
  name: '',
  message: '',
  active: true,
  left: [emptyTerm()],
  operator: '<=',
  right: [emptyTerm()],
  tolerance: '',
});

type StoredTerm = LogicalValidation['left'][number];

const storedToTerm = (term: StoredTerm): RuleTerm =>
  term.kind === 'value'
    ? { kind: 'value', sign: term.sign, value: term.value }
    : {
        kind: 'label',
        sign: term.sign,
        document_label_id: term.document_label_id,
        document_type_id: term.document_type_id,
        aggregate: term.aggregate,
      };

/** A stored rule as PUT logical-validation takes it back (the list is saved whole). */
export const ruleToInput = (rule: LogicalValidation): LogicalValidationInput => ({
  id: rule.id,
  name: rule.name,
  message: rule.message,
  active: rule.active,
  left: rule.left.map(storedToTerm),
  operator: rule.operator,
  right: rule.right.map(storedToTerm),
  tolerance: rule.tolerance,
});

const storedToDraft = (term: StoredTerm): DraftTerm => ({
  ...emptyTerm(),
  kind: term.kind,
  sign: term.sign,
  ...(term.kind === 'label'
    ? {
        labelId: term.document_label_id,
        documentTypeId: term.document_type_id,
        sum: term.aggregate === 'sum',
      }
    : { value: term.value }),
});

export const ruleToDraft = (rule: LogicalValidation): RuleDraft => ({
  id: rule.id,
  name: rule.name,
  message: rule.message ?? '',
  active: rule.active,
  left: rule.left.map(storedToDraft),
  operator: rule.operator,
  right: rule.right.map(storedToDraft),
  tolerance: rule.tolerance ?? '',
});

/** A draft term as the contract's input; an unpicked label stays empty for the schema to report. */
const draftToTerm = (term: DraftTerm) =>
  term.kind === 'value'
    ? {
        kind: 'value' as const,
        sign: term.sign,
        value: typeof term.value === 'number' ? term.value : Number.NaN,
      }
    : {
        kind: 'label' as const,
        sign: term.sign,
        document_label_id: term.labelId ?? '',
        document_type_id: term.documentTypeId,
        aggregate: term.sum ? ('sum' as const) : ('value' as const),
      };

/** The draft as the contract's input (not yet checked: ZLogicalValidationInput does that). */
export const draftToInput = (draft: RuleDraft) => ({
  ...(draft.id ? { id: draft.id } : {}),
  name: draft.name,
  message: draft.message.trim() || null,
  active: draft.active,
  left: draft.left.map(draftToTerm),
  operator: draft.operator,
  right: draft.right.map(draftToTerm),
  tolerance: draft.operator === 'approx' && typeof draft.tolerance === 'number' ? draft.tolerance : null,
});
