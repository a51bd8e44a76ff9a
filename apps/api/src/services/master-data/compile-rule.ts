import type { LogicalValidation, LogicalValidationInput, RuleTerm } from '@vd/contract';

type StoredTerm = LogicalValidation['left'][number];

/** What a stored rule refers to, by id, with current names (a renamed label renames its rules). */
export interface Names {
  labels: Map<string, string>;
  labelTypes?: Map<string, string>;
  documentTypes: Map<string, string>;
}

/** A form term with its label and document type names. */
export function storedTerm(term: RuleTerm, names: Names): StoredTerm {
  if (term.kind === 'value') return { kind: 'value', sign: term.sign, value: term.value };
  const typeId = term.document_type_id ?? null;
  return {
    kind: 'label',
    sign: term.sign,
    document_label_id: term.document_label_id,
    label_name: names.labels.get(term.document_label_id) ?? '?',
    document_type_id: typeId,
    document_type_code: typeId ? (names.documentTypes.get(typeId) ?? '?') : null,
    aggregate: term.aggregate,
  };
}

const operand = (term: StoredTerm): unknown => {
  if (term.kind === 'value') return term.value;
  const ref = {
    label: term.document_type_code ? [term.label_name, term.document_type_code] : term.label_name,
  };
  return term.aggregate === 'sum' ? { sum: [ref] } : ref;
};

/** One side as JSON Logic: a single term as itself, several as a sum (subtracted terms negated). */
const side = (terms: StoredTerm[]): unknown => {
  const parts = terms.map((t) => (t.sign === '-' ? { '-': [operand(t)] } : operand(t)));
  return parts.length === 1 ? parts[0] : { '+': parts };
};

/**
 * The JSON Logic the engine's `evaluateRules` runs: `{"<=": [{"label": "Berat Bersih"}, {"label":
 * "Berat Kotor"}]}`; a document is named by its type code; `approx` carries the tolerance.
 */
export function compileRule(
  left: StoredTerm[],
  operator: LogicalValidationInput['operator'],
  right: StoredTerm[],
  tolerance: number | null,
): unknown {
  return operator === 'approx'
    ? { approx: [side(left), side(right), tolerance ?? 0] }
    : { [operator]: [side(left), side(right)] };
}

const termText = (term: StoredTerm): string => {
  const name =
    term.kind === 'value'
      ? String(term.value)
      : `${term.aggregate === 'sum' ? 'jumlah ' : ''}${term.label_name}${term.document_type_code ? ` (${term.document_type_code})` : ''}`;
  return name;
};

const sideText = (terms: StoredTerm[]) =>
  terms
    .map((t, i) => (i === 0 ? `${t.sign === '-' ? '-' : ''}${termText(t)}` : `${t.sign} ${termText(t)}`))
    .join(' ');

/** The rule in words, for lists: "Berat Bersih (PL) <= Berat Kotor (PL)". */
export function ruleExpression(
  left: StoredTerm[],
  operator: LogicalValidationInput['operator'],
  right: StoredTerm[],
  tolerance: number | null,
): string {
  const op = operator === 'approx' ? '≈' : operator;
  return `${sideText(left)} ${op} ${sideText(right)}${operator === 'approx' ? ` (toleransi ${tolerance})` : ''}`;
}
