import { type LabelResult, overallVerdictNames, type Reading, verdictNames } from '@vd/contract';
import ExcelJS from 'exceljs';
import { safeCell } from '../exports/safe-cell.ts';
import { WIB_CELL_FORMAT, wibWallClock } from '../wib-time.ts';
import {
  correctionText,
  type DecisionRow,
  decisionsOf,
  decisionText,
  type ValidationExportData,
} from './validation-export-data.ts';

type Cell = string | number | Date | null;

const moment = (at: Date | string | null | undefined): Date | null =>
  at ? wibWallClock(typeof at === 'string' ? new Date(at) : at) : null;

interface Column {
  header: string;
  width: number;
  numFmt?: string;
}

/** A sheet with a bold, frozen header row; every text cell neutralised (safe-cell). */
function sheetOf(workbook: ExcelJS.Workbook, name: string, columns: Column[], rows: Cell[][]) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.width,
    ...(c.numFmt && { style: { numFmt: c.numFmt } }),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map(safeCell)).alignment = { vertical: 'top', wrapText: true };
  return sheet;
}

const labelColumns: Column[] = [
  { header: 'Label', width: 28 },
  { header: 'Baris', width: 7 },
  { header: 'Dokumen', width: 26 },
  { header: 'Dokumen Acuan', width: 10 },
  { header: 'Nilai Tercetak', width: 30 },
  { header: 'Nilai Ternormalisasi', width: 26 },
  { header: 'Sama dengan Acuan', width: 12 },
  { header: 'Hasil', width: 22 },
  { header: 'Keyakinan', width: 11, numFmt: '0%' },
  { header: 'Koreksi', width: 40 },
  { header: 'Keputusan', width: 48 },
  { header: 'Alasan', width: 60 },
  { header: 'Catatan Nilai', width: 36 },
];

/** A table's row number; empty for a single label (row 0). */
const tableRow = (row: number) => (row > 0 ? row : null);
const yesNo = (value: boolean | null) => (value === null ? null : value ? 'Ya' : 'Tidak');

/** One line per label row and document (a label without readings gets one line without a document). */
function labelRows(label: LabelResult, decisions: DecisionRow[]): Cell[][] {
  const decision = decisionsOf(label, decisions).map(decisionText).join('\n') || null;
  const line = (reading: Reading | null): Cell[] => [
    label.label_name,
    tableRow(label.row),
    reading?.document_type_name ?? null,
    reading ? (reading.document_id === label.reference_document_id ? 'Ya' : null) : null,
    reading?.text ?? null,
    reading && reading.value !== null ? reading.display : null,
    reading ? yesNo(reading.equal) : null,
    verdictNames[label.verdict],
    reading ? reading.confidence : null,
    reading?.corrections.map(correctionText).join('\n') || null,
    decision,
    label.reason,
    reading?.reason ?? null,
  ];
  return label.readings.length === 0 ? [line(null)] : label.readings.map(line);
}

function summaryRows(data: ValidationExportData): Cell[][] {
  const { validation, summary } = data.result;
  const accepted = summary.accepted > 0 ? ` (${summary.accepted} perbedaan diterima)` : '';
  return [
    ['Perusahaan', data.company],
    ['Nama Validasi', validation.name],
    ['Template', validation.templates.map((t) => t.name).join('; ')],
    ['Dokumen', validation.documents.map((d) => d.document_type_name).join('; ')],
    ['Nomor Aju', data.aju],
    ['Hasil Keseluruhan', `${overallVerdictNames[summary.overall]}${accepted}`],
    [verdictNames.match, summary.match - summary.within_tolerance],
    [verdictNames.match_within_tolerance, summary.within_tolerance],
    [verdictNames.mismatch, summary.mismatch],
    ['Perbedaan Diterima', summary.accepted],
    [verdictNames.review, summary.review],
    [verdictNames.missing, summary.missing],
    [verdictNames.invalid, summary.invalid],
    [verdictNames.skipped, summary.skipped],
    ['Validasi Logis Lulus', summary.rules_passed],
    ['Validasi Logis Gagal', summary.rules_failed],
    ['Dibuat Oleh', validation.created_by],
    ['Dijalankan (WIB)', moment(validation.executed_at)],
    ['Selesai (WIB)', moment(validation.completed_at)],
    ['Disetujui Oleh', validation.signed_off?.user_name ?? 'Belum disetujui'],
    ['Disetujui Pada (WIB)', moment(validation.signed_off?.at)],
    ['Berkas Dibuat (WIB)', moment(data.madeAt)],
  ];
}

const decisionRows = (decisions: DecisionRow[]): Cell[][] =>
  decisions.map((d) => [
    d.label_name,
    tableRow(d.row),
    d.reason,
    d.user_name,
    moment(d.created_at),
    d.withdrawn_at ? 'Ditarik' : 'Berlaku',
    d.withdrawn_by_name,
    moment(d.withdrawn_at),
  ]);

/**
 * The validation as an XLSX workbook: "Label x Dokumen" (one line per label row and document: the
 * value as printed, normalised, the verdict, the confidence as a percentage, corrections, decisions
 * and the reason), "Ringkasan" and "Keputusan" (standing and withdrawn). Dates are spreadsheet
 * dates showing the WIB wall clock, formatted with "WIB"; times inside text are written with it.
 */
export async function writeValidationXlsx(data: ValidationExportData): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Validasi Dokumen Ekspor/Impor';
  workbook.created = data.madeAt;
  sheetOf(
    workbook,
    'Label x Dokumen',
    labelColumns,
    data.result.labels.flatMap((label) => labelRows(label, data.decisions)),
  );
  const summary = sheetOf(
    workbook,
    'Ringkasan',
    [
      { header: 'Keterangan', width: 26 },
      { header: 'Nilai', width: 60 },
    ],
    summaryRows(data),
  );
  summary.eachRow((row) => {
    const value = row.getCell(2);
    if (value.value instanceof Date) value.numFmt = WIB_CELL_FORMAT;
    else if (typeof value.value === 'number') value.alignment = { horizontal: 'left' };
  });
  sheetOf(
    workbook,
    'Keputusan',
    [
      { header: 'Label', width: 28 },
      { header: 'Baris', width: 7 },
      { header: 'Alasan', width: 50 },
      { header: 'Diputuskan Oleh', width: 24 },
      { header: 'Waktu (WIB)', width: 22, numFmt: WIB_CELL_FORMAT },
      { header: 'Status', width: 10 },
      { header: 'Ditarik Oleh', width: 24 },
      { header: 'Waktu Ditarik (WIB)', width: 22, numFmt: WIB_CELL_FORMAT },
    ],
    decisionRows(data.decisions),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
