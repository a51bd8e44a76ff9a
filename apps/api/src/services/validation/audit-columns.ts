import { type Audit, documentsDeletedNames, overallVerdictNames, validationStatusNames } from '@vd/contract';

/** A cell of an exported audit: text, a count, or a moment (a Date, formatted by each writer). */
export type AuditCell = string | number | Date | null;

export interface AuditColumn {
  header: string;
  /** Width in characters, for the spreadsheet. */
  width: number;
  /** The cell is a moment. */
  time?: true;
  cell(audit: Audit): AuditCell;
}

const moment = (iso: string | null) => (iso ? new Date(iso) : null);

/** The columns of the audit exports (CSV and XLSX), named in Indonesian; times are WIB. */
export const auditColumns: AuditColumn[] = [
  { header: 'Nomor Aju', width: 32, cell: (a) => a.aju_number_display },
  { header: 'Nama Validasi', width: 36, cell: (a) => a.validation_name },
  { header: 'Template', width: 36, cell: (a) => a.template_names.join('; ') },
  { header: 'Jenis Dokumen', width: 40, cell: (a) => a.document_types.join('; ') },
  { header: 'Status', width: 14, cell: (a) => validationStatusNames[a.status] },
  { header: 'Hasil', width: 16, cell: (a) => (a.overall ? overallVerdictNames[a.overall] : null) },
  { header: 'Sesuai', width: 9, cell: (a) => a.match },
  { header: 'Tidak Sesuai', width: 13, cell: (a) => a.mismatch },
  { header: 'Perlu Diperiksa', width: 16, cell: (a) => a.review },
  { header: 'Tidak Ditemukan', width: 16, cell: (a) => a.missing },
  { header: 'Dijalankan Oleh', width: 26, cell: (a) => a.executed_by },
  { header: 'Waktu Validasi (WIB)', width: 20, time: true, cell: (a) => moment(a.executed_at) },
  { header: 'Nomor Aju Diubah Oleh', width: 26, cell: (a) => a.aju_updated_by },
  { header: 'Waktu Ubah Nomor Aju (WIB)', width: 26, time: true, cell: (a) => moment(a.aju_updated_at) },
  { header: 'Format Tidak Valid', width: 18, cell: (a) => a.invalid },
  { header: 'Perbedaan Diterima', width: 18, cell: (a) => a.accepted },
  { header: 'Keputusan', width: 60, cell: (a) => (a.decisions.length ? a.decisions.join('; ') : null) },
  { header: 'Disetujui Oleh', width: 26, cell: (a) => a.signed_off_by },
  { header: 'Waktu Persetujuan (WIB)', width: 24, time: true, cell: (a) => moment(a.signed_off_at) },
  // The shipment's files deleted in Penyimpanan (by hand or by the retention job); the audit stays.
  {
    header: 'Dokumen Dihapus',
    width: 38,
    cell: (a) => (a.documents_deleted_reason ? documentsDeletedNames[a.documents_deleted_reason] : null),
  },
  {
    header: 'Waktu Dokumen Dihapus (WIB)',
    width: 26,
    time: true,
    cell: (a) => moment(a.documents_deleted_at),
  },
];
