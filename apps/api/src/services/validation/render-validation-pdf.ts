import {
  type LabelResult,
  type OverallVerdict,
  overallVerdictNames,
  problemVerdicts,
  type Verdict,
  verdictNames,
} from '@vd/contract';
import PDFDocument from 'pdfkit';
import { wibText } from '../wib-time.ts';
import { type Doc, footers, GREEN, GREY, heading, LEFT, LINE, room, table, WIDTH } from './report-layout.ts';
import { decisionsOf, decisionText, type ValidationExportData } from './validation-export-data.ts';

const SELLER = 'Validasi Dokumen Ekspor/Impor';
/** Crops are drawn at most this size (points), beside the value they show. */
const CROP_BOX: [number, number] = [230, 80];

const verdictColors: Record<Verdict, string> = {
  match: GREEN,
  match_within_tolerance: '#0c8599',
  mismatch: '#e03131',
  review: '#e8590c',
  missing: '#d9480f',
  invalid: '#9c36b5',
  skipped: '#868e96',
};
const overallColors: Record<OverallVerdict, string> = {
  match: GREEN,
  mismatch: '#e03131',
  review: '#e8590c',
};
const ACCEPTED = '#3b5bdb';

/** An evidence crop as PNG or JPEG (PDFKit reads no WebP), with its size in pixels. */
export interface Crop {
  image: Buffer;
  width: number;
  height: number;
}

const rowLabel = (label: LabelResult) =>
  label.row > 0 ? `${label.label_name} (baris ${label.row})` : label.label_name;

function header(doc: Doc, data: ValidationExportData) {
  const { validation, summary } = data.result;
  doc.fillColor(GREEN).font('Helvetica-Bold').fontSize(18).text('LAPORAN HASIL VALIDASI', LEFT, 50);
  doc.fillColor(GREY).font('Helvetica').fontSize(9).text(`${SELLER} · ${data.company}`);
  doc.moveDown(0.8).fillColor('black').font('Helvetica-Bold').fontSize(14).text(validation.name);
  doc.font('Helvetica').fontSize(10);
  const lines: [string, string][] = [
    ['Perusahaan', data.company],
    ['Template', validation.templates.map((t) => t.name).join(', ')],
    ['Dokumen', validation.documents.map((d) => d.document_type_name).join(', ')],
    ...(data.aju ? ([['Nomor aju', data.aju]] as [string, string][]) : []),
    ['Dijalankan', validation.executed_at ? wibText(validation.executed_at) : '-'],
    ['Selesai', validation.completed_at ? wibText(validation.completed_at) : '-'],
  ];
  doc.moveDown(0.4);
  for (const [name, value] of lines) {
    const y = doc.y;
    doc.fillColor(GREY).text(name, LEFT, y, { width: 90 });
    doc.fillColor('black').text(value, LEFT + 95, y, { width: WIDTH - 95 });
  }
  const y = doc.y + 10;
  const accepted = summary.accepted > 0 ? ` (termasuk ${summary.accepted} perbedaan diterima)` : '';
  doc.rect(LEFT, y, WIDTH, 26).fill(overallColors[summary.overall]);
  doc
    .fillColor('white')
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(`Hasil keseluruhan: ${overallVerdictNames[summary.overall]}${accepted}`, LEFT + 10, y + 8, {
      width: WIDTH - 20,
    });
  doc.fillColor('black').font('Helvetica-Bold').fontSize(10);
  const signed = validation.signed_off;
  doc.text(
    signed ? `Disetujui oleh ${signed.user_name} pada ${wibText(signed.at)}` : 'Belum disetujui',
    LEFT,
    y + 36,
  );
  doc.font('Helvetica');
}

function counts(doc: Doc, data: ValidationExportData) {
  const { summary } = data.result;
  const boxes: [string, number, string][] = [
    [verdictNames.match, summary.match - summary.within_tolerance, verdictColors.match],
    [verdictNames.match_within_tolerance, summary.within_tolerance, verdictColors.match_within_tolerance],
    [verdictNames.mismatch, summary.mismatch, verdictColors.mismatch],
    ['Diterima', summary.accepted, ACCEPTED],
    [verdictNames.review, summary.review, verdictColors.review],
    [verdictNames.missing, summary.missing, verdictColors.missing],
    [verdictNames.invalid, summary.invalid, verdictColors.invalid],
    [verdictNames.skipped, summary.skipped, verdictColors.skipped],
  ];
  heading(doc, 'Ringkasan');
  const top = doc.y;
  const w = (WIDTH - 3 * 8) / 4;
  boxes.forEach(([name, n, color], i) => {
    const x = LEFT + (i % 4) * (w + 8);
    const y = top + Math.floor(i / 4) * 48;
    doc.roundedRect(x, y, w, 40, 4).lineWidth(1).strokeColor(LINE).stroke();
    doc
      .fillColor(color)
      .font('Helvetica-Bold')
      .fontSize(15)
      .text(String(n), x + 8, y + 6, { width: w - 16 });
    doc
      .fillColor(GREY)
      .font('Helvetica')
      .fontSize(8)
      .text(name, x + 8, y + 26, { width: w - 16 });
  });
  doc.y = top + 2 * 48;
  doc.fillColor('black').fontSize(9);
  const rules = data.result.rules;
  if (rules.length > 0)
    doc.text(
      `Validasi logis: ${summary.rules_passed} lulus, ${summary.rules_failed} gagal, ${
        rules.length - summary.rules_passed - summary.rules_failed
      } tidak dapat diperiksa.`,
      LEFT,
      doc.y,
    );
}

/** A problem: its verdict, reason, decisions, and each reading with its crop beside it. */
function problem(doc: Doc, data: ValidationExportData, label: LabelResult, crops: Map<string, Crop>) {
  const decisions = decisionsOf(label, data.decisions);
  const accepted = label.decision !== null;
  room(doc, 70);
  const y = doc.y;
  const badge = accepted ? `${verdictNames[label.verdict]} · Diterima` : verdictNames[label.verdict];
  doc.font('Helvetica-Bold').fontSize(8);
  const badgeWidth = doc.widthOfString(badge) + 12;
  doc.roundedRect(LEFT, y, badgeWidth, 14, 3).fill(accepted ? ACCEPTED : verdictColors[label.verdict]);
  doc.fillColor('white').text(badge, LEFT + 6, y + 3.5);
  doc
    .fillColor('black')
    .fontSize(11)
    .text(rowLabel(label), LEFT + badgeWidth + 8, y + 1.5, { width: WIDTH - badgeWidth - 8 });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('black')
    .text(label.reason, LEFT, doc.y + 3, { width: WIDTH });
  for (const decision of decisions)
    doc
      .fillColor(decision.withdrawn_at ? GREY : ACCEPTED)
      .text(decisionText(decision), LEFT, doc.y + 2, { width: WIDTH });
  doc.moveDown(0.4);
  for (const reading of label.readings) {
    const crop = crops.get(reading.id);
    const textWidth = crop ? WIDTH - CROP_BOX[0] - 12 : WIDTH;
    const value = reading.text.trim() === '' ? 'tidak terbaca' : `"${reading.text}"`;
    const lines = [
      `${value}${reading.value !== null && reading.display !== reading.text ? ` = ${reading.display}` : ''}`,
      `Keyakinan ${Math.round(reading.confidence * 100)}%${
        reading.equal === null ? '' : reading.equal ? ' · sama dengan acuan' : ' · berbeda dari acuan'
      }${reading.corrected ? ' · dikoreksi' : ''}`,
      ...(reading.reason ? [reading.reason] : []),
    ];
    doc.font('Helvetica').fontSize(9);
    const title = `${reading.document_type_name}${
      reading.document_id === label.reference_document_id ? ' (acuan)' : ''
    } · halaman ${reading.page}`;
    const textHeight =
      doc.heightOfString(title, { width: textWidth }) +
      doc.heightOfString(lines.join('\n'), { width: textWidth });
    const scale = crop ? Math.min(CROP_BOX[0] / crop.width, CROP_BOX[1] / crop.height, 1) : 0;
    const height = Math.max(textHeight, crop ? crop.height * scale : 0) + 10;
    room(doc, height);
    const top = doc.y;
    doc
      .font('Helvetica-Bold')
      .fillColor('black')
      .text(title, LEFT + 10, top, { width: textWidth - 10 });
    doc
      .font('Helvetica')
      .fillColor(GREY)
      .text(lines.join('\n'), { width: textWidth - 10 });
    if (crop) {
      const x = LEFT + WIDTH - CROP_BOX[0];
      doc.image(crop.image, x, top, { width: crop.width * scale, height: crop.height * scale });
      doc
        .rect(x, top, crop.width * scale, crop.height * scale)
        .lineWidth(0.5)
        .strokeColor(LINE)
        .stroke();
    }
    doc.y = top + height;
  }
  doc
    .moveTo(LEFT, doc.y)
    .lineTo(LEFT + WIDTH, doc.y)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
  doc.moveDown(0.6);
}

/** The value to show for a matching label: the reference document's, else the first read. */
function shownValue(label: LabelResult): string {
  const reading =
    label.readings.find((r) => r.document_id === label.reference_document_id && r.value !== null) ??
    label.readings.find((r) => r.value !== null);
  return reading?.display ?? '-';
}

/**
 * The validation's report as an A4 PDF (the invoice's fonts and layout): the header with the
 * company, templates, overall verdict, WIB times and the sign-off ("Disetujui oleh ... pada ...
 * WIB" or "Belum disetujui"), the counts, the problems with their reasons and evidence crops
 * (`crops` by reading id), every decision, the labels that match as a table.
 */
export function renderValidationPdf(data: ValidationExportData, crops: Map<string, Crop>): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    bufferPages: true,
    info: { Title: `Laporan Hasil Validasi ${data.result.validation.name}`, Author: SELLER },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  header(doc, data);
  counts(doc, data);

  const labels = data.result.labels;
  const problems = problemVerdicts.flatMap((v) => labels.filter((l) => l.verdict === v));
  heading(doc, `Masalah (${problems.length})`);
  if (problems.length === 0)
    doc.text('Tidak ada label yang Tidak Sesuai, Perlu Diperiksa, Tidak Ditemukan atau Format tidak valid.');
  for (const label of problems) problem(doc, data, label, crops);

  const failedRules = data.result.rules.filter((r) => r.passed !== true);
  if (failedRules.length > 0) {
    heading(doc, 'Validasi logis yang tidak lulus');
    table(
      doc,
      [
        { title: 'Aturan', width: 160 },
        { title: 'Hasil', width: 80 },
        { title: 'Alasan', width: 255 },
      ],
      failedRules.map((r) => [r.name, r.passed === false ? 'Gagal' : 'Tidak dapat diperiksa', r.reason]),
    );
  }

  heading(doc, `Keputusan (${data.decisions.length})`);
  if (data.decisions.length === 0) doc.text('Belum ada perbedaan yang diterima dengan keputusan.');
  else
    table(
      doc,
      [
        { title: 'Label', width: 90 },
        { title: 'Alasan', width: 165 },
        { title: 'Oleh', width: 80 },
        { title: 'Waktu (WIB)', width: 65 },
        { title: 'Status', width: 95 },
      ],
      data.decisions.map((d) => [
        d.row > 0 ? `${d.label_name} (baris ${d.row})` : d.label_name,
        d.reason,
        d.user_name,
        wibText(d.created_at),
        d.withdrawn_at
          ? `Ditarik${d.withdrawn_by_name ? ` oleh ${d.withdrawn_by_name}` : ''}, ${wibText(d.withdrawn_at)}`
          : 'Berlaku',
      ]),
    );

  const matching = labels.filter((l) => l.verdict === 'match' || l.verdict === 'match_within_tolerance');
  heading(doc, `Label yang sesuai (${matching.length})`);
  if (matching.length > 0)
    table(
      doc,
      [
        { title: 'Label', width: 150 },
        { title: 'Nilai', width: 130 },
        { title: 'Hasil', width: 215 },
      ],
      matching.map((l) => [
        rowLabel(l),
        shownValue(l),
        l.verdict === 'match' ? verdictNames.match : l.reason,
      ]),
    );
  const skipped = labels.filter((l) => l.verdict === 'skipped');
  if (skipped.length > 0) {
    room(doc, 30);
    doc
      .moveDown(0.6)
      .fillColor(GREY)
      .fontSize(8)
      .text(
        `${verdictNames.skipped} (hanya ada di satu dokumen): ${skipped.map(rowLabel).join(', ')}`,
        LEFT,
        doc.y,
        {
          width: WIDTH,
        },
      );
  }

  footers(doc, `${data.result.validation.name} · dibuat ${wibText(data.madeAt)}`);
  doc.end();
  return done;
}
