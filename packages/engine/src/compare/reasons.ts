import { displayValue, formatAmount, formatNumber } from './display-value.ts';
import { type Logic, similarity } from './logics.ts';

/** One document's value of a label, as the reasons name it. */
export interface ReasonValue {
  document: string;
  value: string | number | boolean | null;
  unit: string | null;
  text: string;
  reason?: string | null;
  /** 0-1: how far the engine trusts the read. */
  confidence?: number;
  /** Read with low confidence: a person must check it (Perlu Diperiksa). */
  review?: boolean;
  /** Read, but no valid value of its type (Format tidak valid). */
  invalid?: boolean;
}

/** "A", "A dan B", "A, B dan C". */
export const listNames = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} dan ${names.at(-1)}`;

/** "Berat Kotor", or "Kode HS baris 2" for a table row. */
export const labelTitle = (label: string, row: number) => (row > 0 ? `${label} baris ${row}` : label);

const show = (dataType: string, v: ReasonValue) => displayValue(dataType, v.value, v.unit, v.text);

/** A 0-1 fraction as a whole percentage: "58%". */
const percentOf = (fraction: number) => `${formatNumber(Math.round(fraction * 100))}%`;

function toleranceText(dataType: string, logic: Logic, unit: string | null): string | null {
  if (logic.logic === 'number') {
    const parts = [
      logic.tolerance?.percent ? `${formatNumber(logic.tolerance.percent)}%` : null,
      logic.tolerance?.absolute ? formatAmount(dataType, logic.tolerance.absolute, unit) : null,
    ].filter((p): p is string => p !== null);
    return parts.length > 0 ? parts.join(' atau ') : null;
  }
  if (logic.logic === 'date' && logic.days) return `${logic.days} hari`;
  return null;
}

/**
 * Why one value differs from the reference, from the values themselves: "selisih 100,0 kg (0,29%),
 * melebihi toleransi 0,5%", or within it ("..., dalam toleransi 0,5%").
 */
function difference(
  dataType: string,
  logic: Logic,
  value: ReasonValue,
  reference: ReasonValue,
  within = false,
) {
  const tolerance = toleranceText(dataType, logic, reference.unit);
  const beyond = tolerance ? `, ${within ? 'dalam' : 'melebihi'} toleransi ${tolerance}` : '';
  if (typeof value.value === 'number' && typeof reference.value === 'number') {
    if (value.unit && reference.unit && value.unit !== reference.unit) {
      return `satuan berbeda (${value.unit} dan ${reference.unit})`;
    }
    const diff = Math.abs(value.value - reference.value);
    const percent =
      reference.value !== 0 ? ` (${formatNumber((diff / Math.abs(reference.value)) * 100, 0, 2)}%)` : '';
    return `selisih ${formatAmount(dataType, diff, reference.unit)}${percent}${beyond}`;
  }
  if (dataType === 'date' && typeof value.value === 'string' && typeof reference.value === 'string') {
    const days = Math.round(Math.abs(Date.parse(value.value) - Date.parse(reference.value)) / 86_400_000);
    return `selisih ${formatNumber(days)} hari${beyond}`;
  }
  if (logic.logic === 'fuzzy') {
    const score = similarity(String(value.value ?? value.text), String(reference.value ?? reference.text));
    return `kemiripan ${percentOf(score)}, di bawah ambang ${percentOf(logic.threshold ?? 0.85)}`;
  }
  if (logic.logic === 'contains') return 'yang satu tidak memuat yang lain';
  return 'berbeda';
}

export interface ComparedReasonInput {
  label: string;
  row: number;
  dataType: string;
  logic: Logic;
  reference: ReasonValue;
  values: ReasonValue[];
  /** Per document name: whether it agrees with the reference. */
  equal: Map<string, boolean>;
  /** The values agree only by the logic's tolerance (Sesuai dalam toleransi). */
  within?: boolean;
}

/**
 * "Berat Kotor di PEB 16.399,4 kg, di Packing List 16.274,0 kg: selisih 125,4 kg (0,76%), melebihi
 * toleransi 0,5%", or the agreement: "Berat Kotor sesuai di PEB dan Packing List: 16.399,4 kg".
 */
export function comparedReason(input: ComparedReasonInput): string {
  const { dataType, logic, reference } = input;
  const title = labelTitle(input.label, input.row);
  const others = input.values.filter((v) => v !== reference);
  const differing = others.filter((v) => input.equal.get(v.document) === false);
  if (differing.length === 0) {
    const names = listNames(input.values.map((v) => v.document));
    const shown = new Set(input.values.map((v) => show(dataType, v)));
    if (shown.size === 1 || !input.within)
      return `${title} sesuai di ${names}: ${show(dataType, reference)}.`;
    // Sesuai dalam toleransi: each value that differs, with the difference and the tolerance.
    const apart = others
      .filter((v) => show(dataType, v) !== show(dataType, reference))
      .map(
        (v) => `di ${v.document} ${show(dataType, v)}: ${difference(dataType, logic, v, reference, true)}`,
      );
    return `${title} sesuai dalam toleransi: di ${reference.document} ${show(dataType, reference)}, ${apart.join('; ')}.`;
  }
  const parts = differing.map(
    (v) => `di ${v.document} ${show(dataType, v)}: ${difference(dataType, logic, v, reference)}`,
  );
  return `${title} di ${reference.document} ${show(dataType, reference)}, ${parts.join('; ')}.`;
}

/**
 * Said after the difference when one misread of a scan explains it (`slipExplains` in
 * compare-shipment.ts): the row is Perlu Diperiksa, not Tidak Sesuai.
 */
export const SLIP_NOTE =
  'Bedanya dapat berasal dari salah baca hasil pindaian (karakter yang mirip atau pemisah angka); periksa nilainya pada dokumen.';

/** "Berat Kotor tidak ditemukan di Packing List: Nilai tidak ditemukan di area yang ditandai." */
export function missingReason(label: string, row: number, isMaster: boolean, missing: ReasonValue[]): string {
  const title = `${isMaster ? 'Label utama ' : ''}${labelTitle(label, row)}`;
  const because = missing.length === 1 && missing[0]?.reason ? `: ${missing[0].reason}` : '.';
  return `${title} tidak ditemukan di ${listNames(missing.map((m) => m.document))}${because}`;
}

/**
 * "Nomor Kontainer di Bill of Lading terbaca "TGHU 141955 1", tetapi formatnya tidak valid: Digit
 * pemeriksa nomor kontainer TGHU1419551 tidak cocok (ISO 6346)."
 */
export function invalidReason(label: string, row: number, invalid: ReasonValue[]): string {
  const title = labelTitle(label, row);
  return invalid
    .map((v) => {
      const because = v.reason ? `: ${v.reason}` : '.';
      return `${title} di ${v.document} terbaca "${v.text.replace(/\s+/g, ' ').trim()}", tetapi formatnya tidak valid${because}`;
    })
    .join(' ');
}

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('id-ID') + text.slice(1);
const LOW_CONFIDENCE = /^terbaca dengan keyakinan rendah/i;

/**
 * Why a label needs a person's check, from the engine's reason for each flagged value: "Berat
 * Kotor di Packing List terbaca dengan keyakinan rendah (58%); periksa nilainya pada dokumen.", or
 * "Berat Kotor di PL (41%) dan PEB (55%) ..." when several documents share the reason; a reason of
 * another kind is quoted: "Berat Kotor di PEB (keyakinan 41%) perlu diperiksa: <alasan>".
 */
export function reviewReason(label: string, row: number, flagged: ReasonValue[]): string {
  const title = labelTitle(label, row);
  const byReason = new Map<string, ReasonValue[]>();
  for (const value of flagged) {
    const reason = value.reason?.trim() || 'Terbaca dengan keyakinan rendah; periksa nilainya pada dokumen.';
    byReason.set(reason, [...(byReason.get(reason) ?? []), value]);
  }
  return [...byReason]
    .map(([reason, values]) => {
      if (LOW_CONFIDENCE.test(reason)) {
        const where =
          values.length === 1
            ? `di ${values[0]!.document} ${lowerFirst(reason).replace(LOW_CONFIDENCE, (m) => `${m} (${percentOf(values[0]!.confidence ?? 0)})`)}`
            : `di ${listNames(values.map((v) => `${v.document} (${percentOf(v.confidence ?? 0)})`))} ${lowerFirst(reason)}`;
        return `${title} ${where}`;
      }
      const where = listNames(values.map((v) => `${v.document} (keyakinan ${percentOf(v.confidence ?? 0)})`));
      return `${title} di ${where} perlu diperiksa: ${reason}`;
    })
    .join(' ');
}

/** Why a label was not compared. */
export function skippedReason(
  label: string,
  row: number,
  cause: 'inactive' | 'single' | 'not_configured',
  documents: string[],
): string {
  const title = labelTitle(label, row);
  if (cause === 'inactive') return `${title} tidak aktif; tidak dibandingkan.`;
  if (cause === 'single') return `${title} hanya ada di ${listNames(documents)}; tidak dibandingkan.`;
  return `${title} tidak dibandingkan menurut pengaturan validasi template.`;
}
