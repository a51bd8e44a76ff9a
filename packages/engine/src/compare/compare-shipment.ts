import { normalize } from '../normalize/index.ts';
import { DATA_TYPES, type DataType, type JsonValue } from '../types.ts';
import {
  compareLabel,
  type DocumentValue,
  type LabelVerdict,
  type Verdict as ValueVerdict,
} from './compare-label.ts';
import type { Logic } from './logics.ts';
import { oneSlipApart } from './ocr-slip.ts';
import {
  comparedReason,
  invalidReason,
  missingReason,
  type ReasonValue,
  reviewReason,
  SLIP_NOTE,
  skippedReason,
} from './reasons.ts';
import { evaluateRules, type RuleValues } from './rules.ts';

/**
 * A label row's verdict in a shipment: the comparison's verdicts, and `review` (Perlu Diperiksa)
 * when a value that decides it was read with low confidence.
 */
export type Verdict = ValueVerdict | 'review';

/** The shipment's overall verdict: Sesuai, Tidak Sesuai or Perlu Diperiksa. */
export type OverallVerdict = 'match' | 'mismatch' | 'review';

/** One label row of a shipment's result (stored on the validation as `result.labels[]`). */
export interface ShipmentEntry {
  document_label_id: string | null;
  label_name: string;
  data_type: string;
  is_master: boolean;
  logic: Logic;
  row: number;
  verdict: Verdict;
  reason: string;
  reference_document_id: string | null;
  /** The standing decision that accepts this row's difference (mismatch only). */
  decision?: { id: string; reason: string; user_name: string; created_at: string } | null;
  /** Per reading: whether it agrees with the reference (null: not compared). */
  documents: Array<{ reading_id: string; equal: boolean | null }>;
}

/** A shipment's result: its label rows and its logical validations. */
export interface ShipmentResult {
  labels: ShipmentEntry[];
  rules: Array<{
    id: string | null;
    name: string;
    expression: string;
    passed: boolean | null;
    reason: string;
  }>;
}

/** The counts of a result (`match` includes the rows Sesuai dalam toleransi). */
export interface ShipmentSummary {
  overall: OverallVerdict;
  match: number;
  /** Differences no decision accepted. */
  mismatch: number;
  review: number;
  missing: number;
  skipped: number;
  within_tolerance: number;
  invalid: number;
  /** Differences a decision accepted. */
  accepted: number;
  rules_passed: number;
  rules_failed: number;
}

/** A document of the shipment, in the validation's order. */
export interface ShipmentDocument {
  id: string;
  /** How reasons name it: the document type (with the template when two share a type). */
  name: string;
  type_code: string;
  is_master: boolean;
  /** Read by OCR (a scan or a photo): its values may carry a misread (`oneSlipApart`). */
  scanned?: boolean;
}

/** A stored reading: one label (one table row of it) read from one document. */
export interface ShipmentReading {
  id: string;
  document_id: string;
  document_label_id: string | null;
  label_name: string;
  data_type: string;
  /** 0 for a single label, 1.. for table rows. */
  row: number;
  text: string;
  value: JsonValue;
  unit: string | null;
  /** Why the value is null, or why it needs review. */
  reason: string | null;
  /** 0-1: how far the engine trusts the read (1 once a person typed or confirmed it). */
  confidence: number;
  /** Read with a confidence under the engine's threshold, not yet corrected or confirmed. */
  review: boolean;
  /** Corrected or confirmed by a person: what the document says, no misread of the engine's. */
  settled?: boolean;
  /** Text was read but is no valid value of the type (Format tidak valid). */
  invalid: boolean;
}

/** A standing decision: a person accepted a label row's difference with a reason. */
export interface ShipmentDecision {
  id: string;
  /** The company label's id, or `name:<label>` once the label is gone (as `byLabel` keys them). */
  label_key: string;
  row: number;
  reason: string;
  user_name: string;
  created_at: string;
}

/** A company label with the documents its templates compare it across. */
export interface ShipmentLabel {
  id: string;
  name: string;
  data_type: string;
  /** Label utama: must be found; not finding it makes the validation Tidak Sesuai. */
  is_master: boolean;
  active: boolean;
  logic: Logic;
  /** Validation documents the label is compared across (from the templates' validation items). */
  documents: readonly string[];
}

/** An active logical validation, compiled to JSON Logic over label names and document type codes. */
export interface ShipmentRule {
  id: string | null;
  name: string;
  expression: string;
  rule: unknown;
  message: string | null;
}

export interface ShipmentInput {
  documents: readonly ShipmentDocument[];
  /** In display order (document, then page position): labels keep the order they are first read in. */
  readings: readonly ShipmentReading[];
  labels: readonly ShipmentLabel[];
  rules: readonly ShipmentRule[];
  decisions: readonly ShipmentDecision[];
}

export interface ShipmentOutcome {
  result: ShipmentResult;
  summary: ShipmentSummary;
}

type Entry = ShipmentEntry;
type RuleValue = RuleValues[string][string];

const textLogic: Logic = { logic: 'text' };

/** How results and decisions key a label: its company label, or its name once the label is gone. */
export const labelKeyOf = (label: { document_label_id: string | null; label_name: string }): string =>
  label.document_label_id ?? `name:${label.label_name}`;

/** Readings of one label, keyed by `labelKeyOf`. */
function byLabel(readings: readonly ShipmentReading[]) {
  const groups = new Map<string, ShipmentReading[]>();
  for (const reading of readings) {
    const key = labelKeyOf(reading);
    groups.set(key, [...(groups.get(key) ?? []), reading]);
  }
  return groups;
}

type Compared = DocumentValue & { source: ReasonValue; scanned: boolean; settled: boolean };

/** A row's verdict, and whether it is Perlu Diperiksa for a difference one misread explains. */
type RowVerdict = Omit<LabelVerdict, 'verdict'> & { verdict: Verdict; slip?: boolean };

/**
 * A difference one misread explains (docs/review.md): each value that differs from the reference
 * is flagged, or is one OCR slip apart from it (`oneSlipApart`) with one of the two read from a
 * scan by the engine alone (a value a person corrected or confirmed is no misread).
 * Such a mismatch is Perlu Diperiksa, not Tidak Sesuai.
 */
function slipExplains(verdict: LabelVerdict, values: readonly Compared[]): boolean {
  const reference = values.find((v) => v.document === verdict.reference);
  if (verdict.verdict !== 'mismatch' || !reference) return false;
  const misreadable = (v: Compared) => v.scanned && !v.settled;
  const differing = verdict.documents.filter((d) => d.equal === false);
  return differing.every((d) => {
    const value = values.find((v) => v.document === d.document);
    if (!value) return false;
    if (value.source.review) return true;
    return (misreadable(value) || misreadable(reference)) && oneSlipApart(value.value, reference.value);
  });
}

const slipped = (verdict: LabelVerdict, values: readonly Compared[]): RowVerdict =>
  slipExplains(verdict, values) ? { ...verdict, verdict: 'review', slip: true } : verdict;

/**
 * The verdict of one label row over its compared values, the first that applies (docs/review.md):
 * missing (a value not found) > mismatch between confidently read values > review (a value read
 * with low confidence) > match. Values that disagree only because one of them is flagged are not a
 * mismatch: the flagged read may be the misread; nor are values one misread of a scan apart
 * (`slipExplains`). Against the master document when it is compared, else against the first
 * confident value when the master's own read is flagged.
 */
function rowVerdict(
  label: ShipmentLabel,
  values: readonly Compared[],
  master: string | undefined,
): RowVerdict {
  const compare = (among: readonly Compared[], reference: string | undefined) =>
    compareLabel({
      label: label.name,
      values: [...among],
      ...label.logic,
      ...(reference ? { master: reference } : {}),
    });
  const all = compare(values, master);
  const flagged = values.filter((v) => v.source.review);
  if (all.verdict === 'missing' || all.verdict === 'invalid') return all;
  if (flagged.length === 0) return slipped(all, values);
  const confident = values.filter((v) => !v.source.review);
  const trusted = master && confident.some((v) => v.document === master) ? master : undefined;
  const clash = confident.length >= 2 ? compare(confident, trusted) : undefined;
  if (clash?.verdict === 'mismatch') return slipped(compare(values, clash.reference), values);
  return { ...all, verdict: 'review' };
}

/** One label's result for one row: compared across its documents, or why not. */
function labelRow(
  label: ShipmentLabel,
  row: number,
  readings: readonly ShipmentReading[],
  structured: readonly ShipmentDocument[],
  master: ShipmentDocument | undefined,
): Entry {
  const atRow = readings.filter((r) => r.row === row);
  const nameOf = new Map(structured.map((d) => [d.id, d.name]));
  const reasonValue = (r: ShipmentReading): ReasonValue => ({
    document: nameOf.get(r.document_id) ?? '',
    value: r.value,
    unit: r.unit,
    text: r.text,
    reason: r.reason,
    confidence: r.confidence,
    review: r.review,
    invalid: r.invalid,
  });
  const base = {
    document_label_id: label.id || null,
    label_name: label.name,
    data_type: label.data_type,
    is_master: label.is_master,
    logic: label.logic,
    row,
  };
  const uncompared = (verdict: Verdict, reason: string): Entry => ({
    ...base,
    verdict,
    reason,
    reference_document_id: null,
    documents: atRow.map((r) => ({ reading_id: r.id, equal: null })),
  });
  if (!label.active) return uncompared('skipped', skippedReason(label.name, row, 'inactive', []));
  const compared = structured.filter((d) => label.logic.logic === 'format' || label.documents.includes(d.id));
  if (compared.length < 2 && !(label.logic.logic === 'format' && compared.length === 1)) {
    const missing = atRow.filter((r) => r.value === null);
    if (label.is_master && missing.length > 0) {
      return uncompared('missing', missingReason(label.name, row, true, missing.map(reasonValue)));
    }
    const names = [...new Set(atRow.map((r) => nameOf.get(r.document_id) ?? ''))];
    return uncompared(
      'skipped',
      skippedReason(label.name, row, names.length === 1 ? 'single' : 'not_configured', names),
    );
  }
  const values: Compared[] = compared.map((d) => {
    const reading = atRow.find((r) => r.document_id === d.id);
    const rows = Math.max(0, ...readings.filter((r) => r.document_id === d.id).map((r) => r.row));
    const source = reading
      ? reasonValue(reading)
      : { document: d.name, value: null, unit: null, text: '', reason: `tabelnya hanya ${rows} baris.` };
    return {
      document: d.id,
      value: source.value as JsonValue,
      text: source.text,
      ...(source.unit ? { unit: source.unit } : {}),
      ...(source.invalid ? { invalid: true } : {}),
      source,
      scanned: d.scanned === true,
      settled: reading?.settled === true,
    };
  });
  const verdict = rowVerdict(label, values, master && compared.includes(master) ? master.id : undefined);
  const equal = new Map(verdict.documents.map((d) => [d.document, d.equal ?? null]));
  const comparedInput = (v: RowVerdict) => ({
    label: label.name,
    row,
    dataType: label.data_type,
    logic: label.logic,
    reference: (values.find((c) => c.document === v.reference) ?? values[0]!).source,
    values: values.map((c) => c.source),
    equal: new Map(values.map((c) => [c.source.document, equal.get(c.document) !== false])),
    within: v.verdict === 'match_within_tolerance',
  });
  let reason = verdict.reason;
  if (verdict.verdict === 'missing') {
    const missing = values.filter((v) => v.value === null && !v.source.invalid).map((v) => v.source);
    reason = missingReason(label.name, row, label.is_master, missing);
  } else if (verdict.verdict === 'invalid') {
    reason = invalidReason(
      label.name,
      row,
      values.filter((v) => v.source.invalid).map((v) => v.source),
    );
  } else if (verdict.slip) {
    reason = `${comparedReason(comparedInput(verdict))} ${SLIP_NOTE}`;
  } else if (verdict.verdict === 'review') {
    reason = reviewReason(
      label.name,
      row,
      values.filter((v) => v.source.review).map((v) => v.source),
    );
  } else if (
    verdict.verdict === 'match' ||
    verdict.verdict === 'match_within_tolerance' ||
    verdict.verdict === 'mismatch'
  ) {
    reason = comparedReason(comparedInput(verdict));
  }
  return {
    ...base,
    verdict: verdict.verdict,
    reason,
    reference_document_id: verdict.reference ?? null,
    documents: atRow.map((r) => ({ reading_id: r.id, equal: equal.get(r.document_id) ?? null })),
  };
}

/** Every row of one label: single labels on row 0, table rows compared row i with row i. */
function labelEntries(
  label: ShipmentLabel,
  readings: readonly ShipmentReading[],
  documents: readonly ShipmentDocument[],
  master: ShipmentDocument | undefined,
): Entry[] {
  const rows = [...new Set(readings.map((r) => r.row))].sort((a, b) => a - b);
  return rows.map((row) => {
    // A row is expected of the documents that read the label the same way (single or as a table).
    const structured = documents.filter((d) =>
      readings.some((r) => r.document_id === d.id && (row === 0 ? r.row === 0 : r.row > 0)),
    );
    return labelRow(label, row, readings, structured, master);
  });
}

/** Label values per document type code for the logical validations (table rows as arrays). */
function ruleValues(
  documents: readonly ShipmentDocument[],
  readings: readonly ShipmentReading[],
  nameOf: (r: ShipmentReading) => string,
): RuleValues {
  const values: RuleValues = {};
  const ordered = [...documents].sort((a, b) => Number(b.is_master) - Number(a.is_master));
  for (const document of ordered) {
    const own = readings.filter((r) => r.document_id === document.id);
    const byName = new Map<string, ShipmentReading[]>();
    for (const r of own) byName.set(nameOf(r), [...(byName.get(nameOf(r)) ?? []), r]);
    const target = values[document.type_code] ?? {};
    values[document.type_code] = target;
    for (const [name, rows] of byName) {
      if (name in target) continue; // two documents of one type: the first (master) keeps the name
      const grouped = rows.some((r) => r.row > 0);
      target[name] = grouped
        ? (rows
            .filter((r) => r.row > 0)
            .sort((a, b) => a.row - b.row)
            .map((r) => r.value) as RuleValue)
        : (rows[0]?.value ?? null);
    }
  }
  return values;
}

/** A difference no decision accepted. */
const standingMismatch = (l: Entry) => l.verdict === 'mismatch' && !l.decision;

/**
 * The overall verdict (ZOverallVerdict): Tidak Sesuai when a label differs (no decision accepted
 * it), a label utama is not found or not valid, or a rule fails; Perlu Diperiksa when a label needs
 * a person's check (read with low confidence), other labels are not found or not valid, a rule
 * could not be evaluated, or nothing was compared at all (never Sesuai for nothing); otherwise
 * Sesuai.
 */
export function overallOf(labels: readonly Entry[], rules: ShipmentResult['rules']): OverallVerdict {
  const unread = (l: Entry) => l.verdict === 'missing' || l.verdict === 'invalid';
  if (
    labels.some((l) => standingMismatch(l) || (unread(l) && l.is_master)) ||
    rules.some((r) => r.passed === false)
  ) {
    return 'mismatch';
  }
  if (labels.some((l) => unread(l) || l.verdict === 'review') || rules.some((r) => r.passed === null)) {
    return 'review';
  }
  const compared = labels.some((l) => l.verdict !== 'skipped') || rules.length > 0;
  return compared ? 'match' : 'review';
}

/** Attaches each standing decision to the mismatch it accepts; other rows carry none. */
function withDecisions(labels: Entry[], decisions: readonly ShipmentDecision[]): Entry[] {
  const byRow = new Map(decisions.map((d) => [`${d.label_key}#${d.row}`, d]));
  return labels.map((l) => {
    const decision = l.verdict === 'mismatch' ? byRow.get(`${labelKeyOf(l)}#${l.row}`) : undefined;
    return {
      ...l,
      decision: decision
        ? {
            id: decision.id,
            reason: decision.reason,
            user_name: decision.user_name,
            created_at: decision.created_at,
          }
        : null,
    };
  });
}

/**
 * Compares a shipment from its stored readings (pure): each label across the documents its
 * templates compare it in, against the master document, row by row for tables; then the company's
 * logical validations; then the counts and the overall verdict.
 */
export function compareShipment(input: ShipmentInput): ShipmentOutcome {
  const master = input.documents.find((d) => d.is_master);
  const labelsById = new Map(input.labels.map((l) => [l.id, l]));
  const labelOf = (r: ShipmentReading): ShipmentLabel =>
    (r.document_label_id ? labelsById.get(r.document_label_id) : undefined) ?? {
      id: r.document_label_id ?? '',
      name: r.label_name,
      data_type: r.data_type,
      is_master: false,
      active: true,
      logic: textLogic,
      documents: [],
    };
  const labels = withDecisions(
    [...byLabel(input.readings).values()].flatMap((readings) =>
      labelEntries(labelOf(readings[0]!), readings, input.documents, master),
    ),
    input.decisions,
  );
  const values = ruleValues(input.documents, input.readings, (r) => labelOf(r).name);
  const evaluated = evaluateRules(
    input.rules.map((r) => ({
      ...(r.id ? { id: r.id } : {}),
      name: r.name,
      rule: r.rule,
      ...(r.message ? { message: r.message } : {}),
    })),
    values,
    master?.type_code,
  );
  const rules = evaluated.map((r, i) => ({
    id: input.rules[i]?.id ?? null,
    name: r.name,
    expression: input.rules[i]?.expression ?? '',
    passed: r.passed,
    reason: r.reason,
  }));
  const count = (verdict: Verdict) => labels.filter((l) => l.verdict === verdict).length;
  return {
    result: { labels, rules },
    summary: {
      overall: overallOf(labels, rules),
      match: count('match') + count('match_within_tolerance'),
      mismatch: labels.filter(standingMismatch).length,
      review: count('review'),
      missing: count('missing'),
      skipped: count('skipped'),
      within_tolerance: count('match_within_tolerance'),
      invalid: count('invalid'),
      accepted: labels.filter((l) => l.verdict === 'mismatch' && l.decision).length,
      rules_passed: rules.filter((r) => r.passed === true).length,
      rules_failed: rules.filter((r) => r.passed === false).length,
    },
  };
}

/**
 * A read whose text is no valid value of its type (a container number failing its check digit):
 * Format tidak valid rather than Tidak Ditemukan. The normaliser says so; the identifier types it
 * concerns need no document formats.
 */
export const isInvalidRead = (r: {
  value: JsonValue | undefined;
  text: string;
  data_type: string;
}): boolean =>
  (r.value ?? null) === null &&
  r.text.trim() !== '' &&
  (DATA_TYPES as readonly string[]).includes(r.data_type) &&
  normalize(r.data_type as DataType, r.text).invalid === true;
