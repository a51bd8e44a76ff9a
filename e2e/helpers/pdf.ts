/** The text of a PDF, page after page, as pdf.js reads it (no-break spaces made plain). */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return pages
      .join('\n')
      .replace(/\u00a0/g, ' ')
      .replace(/[ \t]+/g, ' ');
  } finally {
    await document.destroy();
  }
}
