import type { Invoice } from '@vd/contract';
import PDFDocument from 'pdfkit';
import { formatRupiah } from '../rupiah.ts';

const GREEN = '#2f9e44';
const dateId = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'Asia/Jakarta' });
const rp = (n: number) => formatRupiah(n, { plain: true });

/** Who issues the invoices: the operator of the product (INVOICE_SELLER_* variables). */
export type InvoiceSeller = { name: string; address: string; npwp: string };

/**
 * The invoice as an A4 PDF, Indonesian layout, amounts as `Rp 1.500.000`, with the company's logo
 * (a PNG from settings) above the title when it has one; the seller's name, address and NPWP under
 * the title; the buyer's NPWP only when the company has one (no "NPWP: -").
 */
export function renderInvoicePdf(
  invoice: Invoice,
  seller: InvoiceSeller,
  logo: Buffer | null = null,
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Faktur ${invoice.number}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const titleY = logo ? 104 : 50;
  if (logo) doc.image(logo, 50, 40, { fit: [160, 56] });
  doc.fillColor(GREEN).font('Helvetica-Bold').fontSize(20).text('FAKTUR', 50, titleY);
  doc
    .fillColor('black')
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(seller.name, 50, titleY + 26, { width: 240 });
  doc.font('Helvetica').text(seller.address, { width: 240 });
  doc.text(`NPWP: ${seller.npwp}`);
  const leftBottom = doc.y;
  doc.font('Helvetica-Bold').fontSize(10).text(`Nomor: ${invoice.number}`, 300, 50, { align: 'right' });
  doc.font('Helvetica').text(`Tanggal: ${dateId.format(new Date(invoice.issued_at))}`, { align: 'right' });
  doc.text(`Nomor pesanan: ${invoice.order_id}`, { align: 'right' });
  doc.text(`Status: ${invoice.paid_at ? 'LUNAS' : 'BELUM LUNAS'}`, { align: 'right' });

  doc.y = Math.max(doc.y, leftBottom);
  doc.moveDown(2).font('Helvetica-Bold').text('Ditagihkan kepada', 50);
  doc.font('Helvetica').text(invoice.company.name);
  if (invoice.company.address) doc.text(invoice.company.address, { width: 300 });
  if (invoice.company.npwp) doc.text(`NPWP: ${invoice.company.npwp}`);

  const top = doc.y + 24;
  doc.rect(50, top, 495, 20).fill(GREEN);
  doc.fillColor('white').font('Helvetica-Bold');
  doc
    .text('Deskripsi', 58, top + 6)
    .text('Jumlah', 330, top + 6)
    .text('Harga', 420, top + 6, { width: 117, align: 'right' });
  doc.fillColor('black').font('Helvetica');
  const row = top + 28;
  doc.text(`${invoice.package_name} (${invoice.slots} slot validasi)`, 58, row, { width: 260 });
  doc.text('1', 330, row).text(rp(invoice.price), 420, row, { width: 117, align: 'right' });

  const lines: [string, number, boolean?][] = [
    ['Harga sebelum PPN', invoice.price],
    ['DPP (11/12 x harga)', invoice.dpp],
    [`PPN ${invoice.ppn_rate_percent}% x DPP`, invoice.ppn],
    ['Total', invoice.total, true],
  ];
  let y = row + 40;
  doc
    .moveTo(300, y - 8)
    .lineTo(545, y - 8)
    .strokeColor('#cccccc')
    .stroke();
  for (const [label, amount, bold] of lines) {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, 300, y).text(rp(amount), 420, y, { width: 117, align: 'right' });
    y += 18;
  }

  doc.font('Helvetica').fontSize(8).fillColor('#555555');
  doc.text(
    'Semua jumlah dalam Rupiah. PPN 12% dikenakan atas DPP nilai lain sebesar 11/12 dari harga ' +
      '(efektif 11% dari harga). Faktur ini dibuat secara elektronik dan sah tanpa tanda tangan.',
    50,
    y + 30,
    { width: 495 },
  );
  doc.end();
  return done;
}
