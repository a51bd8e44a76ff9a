/** The report's page layout on PDFKit (A4, margins of 50 points, the invoice's Helvetica). */
export const GREEN = '#2f9e44';
export const GREY = '#555555';
export const LINE = '#cccccc';
export const LEFT = 50;
export const WIDTH = 495;

export type Doc = PDFKit.PDFDocument;

/** A new page when fewer than `height` points are left above the bottom margin. */
export function room(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** A section title in green, underlined, with room for a few lines below it. */
export function heading(doc: Doc, text: string) {
  room(doc, 60);
  doc.moveDown(1).fillColor(GREEN).font('Helvetica-Bold').fontSize(13).text(text, LEFT, doc.y);
  doc
    .moveTo(LEFT, doc.y + 2)
    .lineTo(LEFT + WIDTH, doc.y + 2)
    .strokeColor(LINE)
    .stroke();
  doc.moveDown(0.6).fillColor('black').font('Helvetica').fontSize(9);
}

/** A table of text cells, wrapped, with a coloured header row; a new page repeats the header. */
export function table(doc: Doc, columns: { title: string; width: number }[], rows: string[][]) {
  const drawHeader = () => {
    const y = doc.y;
    doc.rect(LEFT, y, WIDTH, 16).fill(GREEN);
    doc.fillColor('white').font('Helvetica-Bold').fontSize(8);
    let x = LEFT;
    for (const c of columns) {
      doc.text(c.title, x + 4, y + 4.5, { width: c.width - 8, lineBreak: false });
      x += c.width;
    }
    doc.y = y + 20;
  };
  room(doc, 40);
  drawHeader();
  doc.font('Helvetica').fontSize(8);
  for (const row of rows) {
    const height =
      Math.max(...row.map((text, i) => doc.heightOfString(text, { width: columns[i]!.width - 8 }))) + 6;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      drawHeader();
      doc.font('Helvetica').fontSize(8);
    }
    const y = doc.y;
    let x = LEFT;
    row.forEach((text, i) => {
      doc.fillColor('black').text(text, x + 4, y, { width: columns[i]!.width - 8 });
      x += columns[i]!.width;
    });
    doc
      .moveTo(LEFT, y + height - 3)
      .lineTo(LEFT + WIDTH, y + height - 3)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
    doc.y = y + height;
  }
}

/** A line at the foot of every page (the document buffers its pages), with "halaman i dari n". */
export function footers(doc: Doc, text: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .fillColor(GREY)
      .font('Helvetica')
      .fontSize(7)
      .text(`${text} · halaman ${i + 1} dari ${count}`, LEFT, doc.page.height - 32, {
        width: WIDTH,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}
