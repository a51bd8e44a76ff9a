/**
 * What the user sees of the reads: each shipment (a set's files of one variant) compared as a
 * validation compares it (`compareShipment`, every label with its data type's default logic), once
 * on the engine's values and once on the truth. A label row counts when the truth compares it
 * (two or more documents hold it); its engine verdict is then right (Sesuai or Tidak Sesuai as the
 * truth says), Perlu Diperiksa, not found, or wrong: Tidak Sesuai where the documents agree, or
 * Sesuai where they differ (the fine the product exists to prevent).
 */
import {
  compareShipment,
  type DataType,
  defaultLogicOf,
  type JsonValue,
  type Placement,
  type ShipmentLabel,
  type ShipmentReading,
} from '@vd/engine';
import type { FixtureFile } from '../../packages/engine/src/fixtures/generate.ts';
import type { Graded } from '../../packages/engine/src/fixtures/grade.ts';

/** One file's graded fields, with what the comparison needs of it. */
export interface ReadFile {
  file: FixtureFile;
  graded: readonly Graded[];
  labels: readonly Placement[];
  scanned: boolean;
}

export interface VerdictCounts {
  /** Label rows the truth compares across two or more documents. */
  compared: number;
  right: number;
  review: number;
  missing: number;
  /** Tidak Sesuai where the documents agree. */
  falseMismatch: number;
  /** Sesuai where the documents differ. */
  falseMatch: number;
}

export const noVerdicts = (): VerdictCounts => ({
  compared: 0,
  right: 0,
  review: 0,
  missing: 0,
  falseMismatch: 0,
  falseMatch: 0,
});

const agrees = (verdict: string) => verdict === 'match' || verdict === 'match_within_tolerance';

/**
 * The shipment's label rows compared on the engine's reads and on the truth, counted into
 * `counts`; answers a line for each row whose verdict is not the truth's (for `--verbose`).
 */
export function countVerdicts(files: readonly ReadFile[], counts: VerdictCounts): string[] {
  const documents = files.map((f) => ({
    id: f.file.document,
    name: f.file.document,
    type_code: f.file.document,
    // The customs declaration is the shipment's master: the PEB for an export, the PIB for an import.
    is_master: f.file.document === 'peb' || f.file.document === 'pib',
    scanned: f.scanned,
  }));
  const types = new Map<string, DataType>();
  for (const f of files) for (const p of f.labels) types.set(p.label, p.type);
  const holders = new Map<string, string[]>();
  for (const f of files)
    for (const label of Object.keys(f.file.expected))
      holders.set(label, [...(holders.get(label) ?? []), f.file.document]);
  const labels: ShipmentLabel[] = [...holders]
    .filter(([name, docs]) => docs.length >= 2 && types.has(name))
    .map(([name, docs]) => ({
      id: name,
      name,
      data_type: types.get(name)!,
      is_master: false,
      active: true,
      logic: defaultLogicOf(types.get(name)!),
      documents: docs,
    }));
  const readings = (truth: boolean): ShipmentReading[] =>
    files.flatMap((f) =>
      f.graded.map((g, i) => {
        const table = Array.isArray(f.file.expected[g.label]);
        const value: JsonValue = truth ? g.expected : (g.read?.value ?? null);
        return {
          id: `${f.file.document}-${i}`,
          document_id: f.file.document,
          document_label_id: g.label,
          label_name: g.label,
          data_type: types.get(g.label) ?? 'text',
          row: table ? g.row : 0,
          text: String(value ?? ''),
          value,
          unit: null,
          reason: null,
          confidence: truth ? 1 : (g.read?.confidence ?? 0),
          review: truth ? false : (g.read?.review ?? false),
          invalid: false,
        };
      }),
    );
  const shipment = (truth: boolean) =>
    compareShipment({
      documents: truth ? documents.map((d) => ({ ...d, scanned: false })) : documents,
      labels,
      rules: [],
      decisions: [],
      readings: readings(truth),
    }).result.labels;
  const truthRows = new Map(shipment(true).map((l) => [`${l.label_name}#${l.row}`, l.verdict]));
  const lines: string[] = [];
  for (const row of shipment(false)) {
    const truth = truthRows.get(`${row.label_name}#${row.row}`);
    if (truth === undefined || !(agrees(truth) || truth === 'mismatch')) continue;
    counts.compared++;
    if (row.verdict === 'review') counts.review++;
    else if (row.verdict === 'missing' || row.verdict === 'invalid') counts.missing++;
    else if (agrees(row.verdict) === agrees(truth)) counts.right++;
    else if (agrees(truth)) counts.falseMismatch++;
    else counts.falseMatch++;
    if (agrees(row.verdict) !== agrees(truth) && row.verdict !== 'missing')
      lines.push(
        `VERDICT set ${files[0]?.file.set} ${row.label_name}#${row.row}: truth ${truth}, read ${row.verdict}: ${row.reason}`,
      );
  }
  return lines;
}
