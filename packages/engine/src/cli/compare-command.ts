import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import {
  compareShipment,
  isInvalidRead,
  type ShipmentInput,
  type ShipmentLabel,
  type ShipmentReading,
} from '../compare/compare-shipment.ts';
import { defaultLogicOf } from '../compare/default-logic.ts';
import type { Logic } from '../compare/logics.ts';
import type { LogicalRule } from '../compare/rules.ts';
import { DATA_TYPES, type DataType, type JsonValue } from '../types.ts';
import { type Args, UsageError } from './args.ts';

/** How the rules file describes a label; without `logic`, the default of its data type. */
type LabelSetting = Partial<Logic> & { active?: boolean; master?: boolean; type?: DataType };

interface RulesFile {
  /** The master document: one of the files given (its name or path). */
  master?: string;
  labels?: Record<string, LabelSetting>;
  rules?: LogicalRule[];
}

interface ExtractOutput {
  labels: Array<{
    label: string;
    text: string;
    value: JsonValue;
    type?: string;
    unit?: string;
    reason?: string;
    confidence?: number;
    review?: boolean;
    row?: number;
  }>;
}

const isDataType = (type: string | undefined): type is DataType =>
  type !== undefined && (DATA_TYPES as readonly string[]).includes(type);

/**
 * `compare`: the shipment compared by the function a validation run uses (`compareShipment`): each
 * label across the files given (table rows row by row), against the master file, with the same
 * verdicts and Indonesian reasons; then the logical rules. A label's logic comes from the rules
 * file, else the default of its data type (as a company label without one).
 */
export const compareCommand = async (args: Args): Promise<unknown> => {
  const rulesPath = args.options.get('rules');
  if (!rulesPath || args.positional.length === 0)
    throw new UsageError('compare memerlukan --rules R.json dan berkas hasil extract.');
  const rules = JSON.parse(await readFile(resolve(rulesPath), 'utf8')) as RulesFile;
  const documents = await Promise.all(
    args.positional.map(async (path) => ({
      // Reasons name a document by its file's name: "PEB.json" is "PEB".
      name: basename(path).replace(/\.json$/i, ''),
      file: basename(path),
      path,
      output: JSON.parse(await readFile(resolve(path), 'utf8')) as ExtractOutput,
    })),
  );
  const master = documents.find(
    (d) => rules.master !== undefined && [d.name, d.file, d.path].includes(rules.master),
  )?.name;
  const readings: ShipmentReading[] = documents.flatMap((document) =>
    document.output.labels.map((v, i) => {
      const data_type = rules.labels?.[v.label]?.type ?? (isDataType(v.type) ? v.type : 'text');
      return {
        id: `${document.name}#${i}`,
        document_id: document.name,
        document_label_id: v.label,
        label_name: v.label,
        data_type,
        row: v.row ?? 0,
        text: v.text,
        value: v.value,
        unit: v.unit ?? null,
        reason: v.reason ?? null,
        confidence: v.confidence ?? 1,
        review: v.review ?? false,
        invalid: isInvalidRead({ value: v.value, text: v.text, data_type }),
      };
    }),
  );
  const labels: ShipmentLabel[] = [...new Map(readings.map((r) => [r.label_name, r])).values()].map((r) => {
    const { active, master: isMaster, type: _type, ...logic } = rules.labels?.[r.label_name] ?? {};
    return {
      id: r.label_name,
      name: r.label_name,
      data_type: r.data_type,
      is_master: isMaster ?? false,
      active: active ?? true,
      logic: logic.logic ? (logic as Logic) : defaultLogicOf(r.data_type as DataType),
      documents: documents.map((d) => d.name),
    };
  });
  const input: ShipmentInput = {
    documents: documents.map((d) => ({
      id: d.name,
      name: d.name,
      type_code: d.name,
      is_master: d.name === master,
    })),
    readings,
    labels,
    rules: (rules.rules ?? []).map((r) => ({
      id: r.id ?? null,
      name: r.name,
      expression: '',
      rule: r.rule,
      message: r.message ?? null,
    })),
    decisions: [],
  };
  const { result, summary } = compareShipment(input);
  const byId = new Map(readings.map((r) => [r.id, r]));
  return {
    documents: documents.map((d) => d.name),
    master: master ?? null,
    overall: summary.overall,
    summary,
    labels: result.labels.map((entry) => ({
      label: entry.row > 0 ? `${entry.label_name} [baris ${entry.row}]` : entry.label_name,
      verdict: entry.verdict,
      reason: entry.reason,
      reference: entry.reference_document_id ?? undefined,
      documents: entry.documents.map((d) => ({
        document: byId.get(d.reading_id)?.document_id ?? '',
        ...(d.equal === null ? {} : { equal: d.equal }),
      })),
      values: entry.documents.map((d) => {
        const r = byId.get(d.reading_id);
        return { document: r?.document_id ?? '', text: r?.text ?? '', value: r?.value ?? null };
      }),
    })),
    rules: result.rules.map(({ expression: _expression, ...r }) => r),
  };
};
