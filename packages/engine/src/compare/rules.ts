import jsonLogic from 'json-logic-js';
import type { JsonValue } from '../types.ts';

/**
 * A logical validation stored as data: a JSON Logic expression over labels. A label is referred to
 * as `{"label": "Berat Bersih"}` (its value on the master document, else the first document that
 * has it) or `{"label": ["Berat Bersih", "PEB"]}` (its value on one document). A grouped label
 * gives the array of its rows. Extra operations: `sum` (of numbers and arrays of numbers) and
 * `approx` ([a, b, tolerance]).
 */
export interface LogicalRule {
  id?: string;
  name: string;
  rule: unknown;
  /** Indonesian message shown when the rule fails. */
  message?: string;
}

export type RuleValue = JsonValue | JsonValue[];

/** Label values per document: `values[document][label]`. */
export type RuleValues = Record<string, Record<string, RuleValue>>;

export interface RuleResult {
  id?: string;
  name: string;
  /** true passed, false failed, null when a label it needs was not read. */
  passed: boolean | null;
  reason: string;
  labels: string[];
}

const flatNumbers = (args: unknown[]): number[] =>
  args
    .flat(2)
    .map((a) => (typeof a === 'number' ? a : Number(a)))
    .filter((n) => Number.isFinite(n));

jsonLogic.add_operation('sum', (...args: unknown[]) => flatNumbers(args).reduce((a, b) => a + b, 0));
jsonLogic.add_operation('approx', (a: unknown, b: unknown, tolerance: unknown = 0.005) => {
  const x = Number(a);
  const y = Number(b);
  return Number.isFinite(x) && Number.isFinite(y) && Math.abs(x - y) <= Number(tolerance) + 1e-9;
});

const isObject = (node: unknown): node is Record<string, unknown> =>
  typeof node === 'object' && node !== null && !Array.isArray(node);

/** Replaces every `{"label": ...}` by a `var` over safe keys, collecting the references. */
const bindLabels = (node: unknown, refs: Array<[string, string | undefined]>): unknown => {
  if (Array.isArray(node)) return node.map((child) => bindLabels(child, refs));
  if (!isObject(node)) return node;
  const keys = Object.keys(node);
  if (keys.length === 1 && keys[0] === 'label') {
    const arg = node.label;
    const [label, document] = Array.isArray(arg)
      ? [String(arg[0]), arg[1] === undefined ? undefined : String(arg[1])]
      : [String(arg), undefined];
    refs.push([label, document]);
    return { var: `r${refs.length - 1}` };
  }
  return Object.fromEntries(keys.map((key) => [key, bindLabels(node[key], refs)]));
};

const lookup = (
  values: RuleValues,
  label: string,
  document: string | undefined,
  master?: string,
): RuleValue | undefined => {
  if (document !== undefined) return values[document]?.[label];
  const order = [master, ...Object.keys(values)].filter((d): d is string => d !== undefined);
  for (const doc of order) {
    const value = values[doc]?.[label];
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
};

const isMissing = (value: RuleValue | undefined): boolean =>
  value === undefined ||
  value === null ||
  (Array.isArray(value) && (value.length === 0 || value.some((v) => v === null)));

/** Evaluates logical rules with json-logic-js (no `eval`); a rule over a missing label gives null. */
export const evaluateRules = (
  rules: readonly LogicalRule[],
  values: RuleValues,
  master?: string,
): RuleResult[] =>
  rules.map((rule) => {
    const refs: Array<[string, string | undefined]> = [];
    const bound = bindLabels(rule.rule, refs);
    const labels = [...new Set(refs.map(([label]) => label))];
    const data: Record<string, RuleValue | undefined> = {};
    const missing: string[] = [];
    refs.forEach(([label, document], index) => {
      const value = lookup(values, label, document, master);
      if (isMissing(value)) missing.push(document ? `${label} (${document})` : label);
      data[`r${index}`] = value;
    });
    const base = { id: rule.id, name: rule.name, labels };
    if (missing.length > 0) {
      return { ...base, passed: null, reason: `Nilai tidak ditemukan: ${[...new Set(missing)].join(', ')}.` };
    }
    try {
      const passed = Boolean(jsonLogic.apply(bound as Parameters<typeof jsonLogic.apply>[0], data));
      return {
        ...base,
        passed,
        reason: passed ? 'Aturan terpenuhi.' : (rule.message ?? `Aturan "${rule.name}" tidak terpenuhi.`),
      };
    } catch (error) {
      return { ...base, passed: null, reason: `Aturan tidak dapat dievaluasi: ${(error as Error).message}` };
    }
  });
