import { Readable } from 'node:stream';

/**
 * A one-page PDF of about `bytes` bytes, made as it is read (never whole in memory): the page
 * draws one image XObject whose stream is filler of that length (its pixels are never decoded:
 * an upload only checks a PDF's structure). For tests of large uploads.
 */
export function largePdf(bytes: number): { size: number; stream: () => Readable } {
  const content = 'BT /F1 24 Tf 72 760 Td (INVOICE) Tj ET q 400 0 0 300 72 300 cm /Im0 Do Q';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> /XObject << /Im0 6 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let text = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  offsets.push(text.length);
  const height = Math.max(1, Math.floor(bytes / 3000));
  text += `6 0 obj\n<< /Type /XObject /Subtype /Image /Width 1000 /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Length ${bytes} >>\nstream\n`;
  const before = Buffer.from(text, 'latin1');
  const imageEnd = before.length + bytes;
  const tail = '\nendstream\nendobj\n';
  const xref = `xref\n0 7\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}trailer\n<< /Size 7 /Root 1 0 R >>\nstartxref\n${imageEnd + tail.length}\n%%EOF\n`;
  const after = Buffer.from(tail + xref, 'latin1');
  function* chunks(): Generator<Buffer> {
    yield before;
    const filler = Buffer.alloc(64 * 1024);
    for (let i = 0; i < filler.length; i++) filler[i] = (i * 31) % 251;
    // A new buffer each time, as a socket gives them.
    for (let left = bytes; left > 0; left -= filler.length)
      yield Buffer.from(filler.subarray(0, Math.min(left, filler.length)));
    yield after;
  }
  return { size: before.length + bytes + after.length, stream: () => Readable.from(chunks()) };
}
