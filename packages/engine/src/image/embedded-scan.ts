import type { EnginePage } from '../types.ts';

/**
 * The JPEG of a scanned PDF page, straight from the file: scanners write one DCT-encoded image per
 * page, and decoding it with sharp is many times faster than letting pdfjs decode and draw it.
 * Only plain cases are taken (one image per page, grey or RGB, no mask, no decode array); anything
 * else returns undefined and the page is rendered instead.
 */
const OBJECT = /\d+\s+\d+\s+obj\s*<<((?:(?!>>\s*stream)[\s\S]){1,2000})>>\s*stream\r?\n/g;

const found = new WeakMap<Uint8Array, Uint8Array[] | undefined>();

const jpegsOf = (bytes: Uint8Array): Uint8Array[] | undefined => {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const images: Uint8Array[] = [];
  for (const match of text.matchAll(OBJECT)) {
    const dict = match[1] ?? '';
    if (!/\/Subtype\s*\/Image/.test(dict)) continue;
    if (!/\/Filter\s*\[?\s*\/DCTDecode\s*\]?/.test(dict) || /\/SMask|\/Mask|\/Decode\s*\[|CMYK/.test(dict))
      return undefined;
    const start = (match.index ?? 0) + match[0].length;
    const direct = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
    const end = direct ? start + Number(direct[1]) : text.indexOf('endstream', start);
    if (end < start || end > bytes.length) return undefined;
    const jpeg = bytes.subarray(start, end);
    if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return undefined;
    images.push(jpeg);
  }
  return images;
};

export const embeddedScan = (
  bytes: Uint8Array,
  page: EnginePage,
  pageCount?: number,
): Uint8Array | undefined => {
  if (!found.has(bytes)) found.set(bytes, jpegsOf(bytes));
  const images = found.get(bytes);
  if (!images || (pageCount !== undefined && images.length !== pageCount)) return undefined;
  return images[page.number - 1];
};
