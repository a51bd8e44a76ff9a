import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { compareLabel, type DocumentValue } from '../compare/compare-label.ts';
import type { Logic } from '../compare/logics.ts';
import { evaluateRules, type LogicalRule, type RuleValues } from '../compare/rules.ts';
import type { JsonValue } from '../types.ts';
import { type Args, UsageError } from './args.ts';

interface RulesFile {
  /** The master document: one of the files given (its name or path). */
  master?: string;
  labels?: Record<string, Logic & { active?: boolean }>;
  rules?: LogicalRule[];
}

interface ExtractOutput {
  labels: Array<{
    label: string;
    text: string;
    value: JsonValue;
    unit?: string;
    reason?: string;
    row?: number;
    page: number;
    box: unknown;
  }>;
}

/** `compare`: each label's values per document and its verdict, then the logical rules. */
export const compareCommand = async (args: Args): Promise<unknown> => {
  const rulesPath = args.options.get('rules');
  if (!rulesPath || args.positional.length === 0)
    throw new UsageError('compare memerlukan --rules R.json dan berkas hasil extract.');
  const rules = JSON.parse(await readFile(resolve(rulesPath), 'utf8')) as RulesFile;
  const documents = await Promise.all(
    args.positional.map(async (path) => ({
      name: basename(path),
      path,
      output: JSON.parse(await readFile(resolve(path), 'utf8')) as ExtractOutput,
    })),
  );
  const master = documents.find(
    (d) => d.name === rules.master || d.path === rules.master || d.name === `${rules.master}.json`,
  )?.name;
  const keys: string[] = [];
  const values = new Map<string, DocumentValue[]>();
  const ruleValues: RuleValues = {};
  for (const document of documents) {
    const forRules: Record<string, JsonValue | JsonValue[]> = {};
    ruleValues[document.name] = forRules;
    for (const v of document.output.labels) {
      const key = v.row === undefined ? v.label : `${v.label} [baris ${v.row}]`;
      if (!values.has(key)) keys.push(key);
      values.set(key, [
        ...(values.get(key) ?? []),
        { document: document.name, value: v.value, unit: v.unit, text: v.text, reason: v.reason },
      ]);
      if (v.row === undefined) forRules[v.label] = v.value;
      else forRules[v.label] = [...((forRules[v.label] as JsonValue[] | undefined) ?? []), v.value];
    }
  }
  const labels = keys.map((key) => {
    const label = key.replace(/ \[baris \d+\]$/, '');
    const logic = rules.labels?.[label] ?? { logic: 'exact' as const };
    const verdict = compareLabel({ ...logic, label: key, master, values: values.get(key) ?? [] });
    return {
      ...verdict,
      values: (values.get(key) ?? []).map((v) => ({ document: v.document, text: v.text, value: v.value })),
    };
  });
  return {
    documents: documents.map((d) => d.name),
    master: master ?? null,
    labels,
    rules: evaluateRules(rules.rules ?? [], ruleValues, master),
  };
};
