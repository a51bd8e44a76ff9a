import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { EngineError } from '../errors.ts';
import { fixtures, readFixture } from '../fixtures/load.ts';
import { writeEncryptedPdf } from '../fixtures/write-pdf.ts';
import { checkFile } from './check-file.ts';
import { ingest } from './ingest.ts';
import type { Limits } from './options.ts';

let folder: string | undefined;
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** `checkFile` reads a file (an upload before it is stored): the bytes are written to one first. */
const checkBytes = async (bytes: Uint8Array, limits: Limits): Promise<void> => {
  folder ??= await mkdtemp(path.join(tmpdir(), 'vd-check-'));
  const file = path.join(folder, `${crypto.randomUUID()}.bin`);
  await writeFile(file, bytes);
  await checkFile(file, limits);
};

/** The two readers of a document must refuse the same input with the same code. */
const readers = [
  { reader: 'ingest', read: (bytes: Uint8Array, limits: Limits) => ingest(bytes, limits) },
  { reader: 'checkFile', read: checkBytes },
];

/** A PDF with `count` pages sharing one content stream, written by hand (pdfkit is too slow for 10,000). */
const manyPages = (count: number): Buffer => {
  const kids = Array.from({ length: count }, (_, i) => `${i + 4} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`,
    '<< /Length 0 >>\nstream\n\nendstream',
    ...Array.from(
      { length: count },
      () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 3 0 R >>',
    ),
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

const chunk = (type: string, data: Buffer): Buffer => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

const bombPng = (width: number, height: number): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1, 255))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

describe.each(readers)('$reader: bad input answers a typed error quickly', ({ read }) => {
  const code = async (bytes: Uint8Array, limits: Limits = {}): Promise<string> => {
    try {
      await read(bytes, limits);
      return 'OK';
    } catch (error) {
      expect(error).toBeInstanceOf(EngineError);
      expect((error as EngineError).message).toMatch(/[a-z]/);
      return (error as EngineError).code;
    }
  };

  it('empty files', async () => {
    expect(await code(new Uint8Array())).toBe('EMPTY');
  });

  it('a ZIP renamed .pdf, and text', async () => {
    expect(await code(Buffer.from('PK\u0003\u0004\u0014\u0000\u0000\u0000 isi zip'))).toBe(
      'UNSUPPORTED_FILE',
    );
    expect(await code(Buffer.from('bukan dokumen'))).toBe('UNSUPPORTED_FILE');
  });

  it('encrypted PDFs', async () => {
    expect(await code(await writeEncryptedPdf())).toBe('ENCRYPTED');
  });

  it('corrupt and truncated PDFs', async () => {
    expect(await code(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage garbage'))).toBe('CORRUPT');
    await fixtures();
    const scan = await readFixture('sets/1/scan/invoice.pdf');
    expect(['CORRUPT', 'EMPTY']).toContain(await code(scan.subarray(0, Math.floor(scan.length / 3))));
  });

  it('truncated images', async () => {
    const jpeg = await readFixture('sets/1/scan-jpg/invoice.jpg');
    expect(await code(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toBe('CORRUPT');
  });

  it('a PDF of 10,000 pages (the page limit is an option)', async () => {
    const pdf = manyPages(10_000);
    const started = Date.now();
    expect(await code(pdf)).toBe('TOO_MANY_PAGES');
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(await code(manyPages(3), { maxPages: 2 })).toBe('TOO_MANY_PAGES');
  });

  it('an image of 30,000 x 30,000 pixels, read from its header only', async () => {
    // A PNG whose header promises 900 million pixels (a decompression bomb); only the header is read.
    const png = bombPng(30_000, 30_000);
    const before = process.memoryUsage().rss;
    expect(await code(png)).toBe('TOO_MANY_PIXELS');
    expect(process.memoryUsage().rss - before).toBeLessThan(500 * 1024 * 1024);
    expect(
      await code(
        await sharp({ create: { width: 400, height: 400, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
        { maxPixels: 100_000 },
      ),
    ).toBe('TOO_MANY_PIXELS');
  });
});

describe('checkFile on good documents', () => {
  it('agrees with ingest on the kind and the pages of digital, scanned and photographed documents', async () => {
    await fixtures();
    for (const name of [
      'sets/1/digital/invoice.pdf',
      'sets/1/scan/invoice.pdf',
      'sets/1/scan-jpg/invoice.jpg',
    ]) {
      const bytes = await readFixture(name);
      folder ??= await mkdtemp(path.join(tmpdir(), 'vd-check-'));
      const file = path.join(folder, path.basename(name));
      await writeFile(file, bytes);
      const ingested = await ingest(bytes);
      expect(await checkFile(file), name).toEqual({ kind: ingested.kind, pageCount: ingested.pages.length });
    }
  });
});
