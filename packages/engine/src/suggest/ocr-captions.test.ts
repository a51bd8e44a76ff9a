import { describe, expect, it } from 'vitest';
import { toLines } from '../extract/lines.ts';
import { fraction } from '../geometry/types.ts';
import type { EngineDocument, Word } from '../types.ts';
import { findCaptions, withSlashMisread } from './captions.ts';
import { suggest } from './suggest.ts';
import type { SuggestLabel } from './types.ts';

/** A word as OCR gives it: its box in page fractions, its confidence. */
const word = (text: string, x0: number, y0: number, x1: number, y1: number, confidence = 0.95): Word => ({
  text,
  box: { x0: fraction(x0), y0: fraction(y0), x1: fraction(x1), y1: fraction(y1) },
  confidence,
});

/** Words of one printed line, from x, each 0.012 of the page wide per letter. */
const line = (y: number, x: number, ...texts: string[]): Word[] => {
  const out: Word[] = [];
  let at = x;
  for (const t of texts) {
    out.push(word(t, at, y, at + t.length * 0.008, y + 0.009));
    at += t.length * 0.008 + 0.006;
  }
  return out;
};

/** A scanned page whose whole-page OCR gave these words. */
const scan = (words: Word[]): EngineDocument => ({
  kind: 'png',
  bytes: new Uint8Array(),
  maxPixels: 0,
  pages: [
    { number: 1, width: 1654, height: 2339, rotation: 0, source: 'ocr', skew: 0, words, complete: true },
  ],
});

const labels: SuggestLabel[] = [
  { label: 'Nama Kapal', type: 'text', aliases: ['Vessel'] },
  { label: 'Uraian Barang', type: 'text', aliases: ['Description of Goods'] },
  { label: 'Kode HS', type: 'hs_code', aliases: ['HS Code'] },
  { label: 'Jumlah Barang', type: 'quantity', aliases: ['Quantity'] },
  { label: 'Nilai Item', type: 'money', aliases: ['Amount'] },
  { label: 'Mata Uang', type: 'text', aliases: ['Valuta'] },
  { label: 'Pelabuhan Muat', type: 'port', aliases: ['Loading Port'] },
  { label: 'Nomor Packing List', type: 'text', aliases: ['P/L No.'] },
  { label: 'Tanggal Packing List', type: 'date', aliases: ['P/L Date'] },
  { label: 'Nomor Segel', type: 'text', aliases: ['Seal Number'] },
  { label: 'Nama Pembeli', type: 'text', aliases: ['Messrs'] },
  { label: 'Incoterm', type: 'incoterm', aliases: ['Delivery Terms'] },
  { label: 'Jumlah Kemasan', type: 'quantity', aliases: ['Packages'] },
  { label: 'Nama Pengangkut', type: 'text', aliases: ['Carrier'] },
  { label: 'Notify Party', type: 'text', aliases: ['Notify Party'] },
];

const proposal = (result: Awaited<ReturnType<typeof suggest>>, label: string) =>
  result.proposals.find((p) => p.label === label);

/** A table of goods whose header is at y 0.30 and its first row at y 0.32. */
const table = [
  ...line(0.3, 0.07, 'Description', 'of', 'Goods'),
  ...line(0.3, 0.4, 'HS', 'Code'),
  ...line(0.3, 0.52, 'Quantity'),
  ...line(0.3, 0.77, 'Amount'),
  ...line(0.32, 0.07, 'ROBUSTA', 'COFFEE'),
  ...line(0.32, 0.4, '0901.11.90'),
  ...line(0.32, 0.52, '390', 'BAGS'),
  ...line(0.32, 0.77, '29,168.10'),
  ...line(0.34, 0.07, 'WHITE', 'PEPPER'),
  ...line(0.34, 0.4, '0904.11.20'),
  ...line(0.34, 0.52, '150', 'BAGS'),
  ...line(0.34, 0.77, '6,274.50'),
];

describe('suggest on OCR text: lines split, captions misread', () => {
  it('reads the value beside a caption OCR boxed taller, on a line of its own, not a table row below', async () => {
    // "Vessel" boxed with ink under it (0.236-0.251), its value boxed 0.240-0.248: two lines.
    const result = await suggest(
      scan([
        word('Vessel', 0.537, 0.236, 0.581, 0.251),
        word('MERATUS', 0.706, 0.2395, 0.777, 0.2475, 0.92),
        word('JAYA', 0.782, 0.2395, 0.816, 0.2475, 0.92),
        ...table,
      ]),
      labels,
    );
    expect(proposal(result, 'Nama Kapal')?.value).toBe('MERATUS JAYA');
  });

  it('never reads a caption value from a table row under the table header', async () => {
    // Nothing beside "Vessel": the "390 BAGS" of the Quantity column under it is no vessel.
    const result = await suggest(scan([...line(0.283, 0.52, 'Vessel'), ...table]), labels);
    expect(proposal(result, 'Nama Kapal')).toBeUndefined();
    expect(proposal(result, 'Jumlah Barang')?.value).toBe(390);
  });

  it('takes the caption found over its own words, not over the value before it too', async () => {
    // "USD Loading Port" is 75% like "Loading Port": the value USD would be the port's caption's.
    const result = await suggest(
      scan([
        ...line(0.18, 0.067, 'Valuta'),
        ...line(0.18, 0.236, 'USD'),
        ...line(0.18, 0.3, 'Loading', 'Port'),
        ...line(0.18, 0.5, 'JAKARTA'),
      ]),
      labels,
    );
    expect(proposal(result, 'Mata Uang')?.value).toBe('USD');
    expect(proposal(result, 'Pelabuhan Muat')?.caption).toBe('Loading Port');
  });

  it('finds an abbreviation whose slash OCR read as a letter ("PIL Date" for "P/L Date")', async () => {
    expect(withSlashMisread({ phrase: 'P/L Date', tokens: 2 }).map((p) => p.phrase)).toEqual([
      'P/L Date',
      'PIL Date',
      'PlL Date',
      'P1L Date',
    ]);
    expect(withSlashMisread({ phrase: 'Berat Bersih/Net', tokens: 3 })).toHaveLength(1);
    const result = await suggest(
      scan([
        ...line(0.08, 0.538, 'P/L', 'No.'),
        ...line(0.08, 0.74, 'PIL', 'Date'),
        ...line(0.097, 0.538, 'PL-71321'),
        ...line(0.097, 0.74, '21', 'Desember', '2024'),
      ]),
      labels,
    );
    expect(proposal(result, 'Nomor Packing List')?.value).toBe('PL-71321');
    expect(proposal(result, 'Tanggal Packing List')?.value).toBe('2024-12-21');
  });

  it('reads a value below its caption though taller words follow that are no value under it', async () => {
    // OCR boxes "Delivery" (a descender) and "(KGS)" (brackets) taller than the words over them.
    const result = await suggest(
      scan([
        ...line(0.105, 0.555, 'Messrs.'),
        ...line(0.119, 0.555, 'OSAKA', 'IMPORT', 'CO.,', 'LTD.'),
        word('Delivery', 0.068, 0.133, 0.122, 0.146),
        ...line(0.133, 0.236, 'FOB'),
        ...line(0.2, 0.538, 'Seal', 'Number'),
        ...line(0.216, 0.538, 'SL4080202'),
        ...line(0.232, 0.42, 'Qty'),
        word('(KGS)', 0.607, 0.23, 0.649, 0.245),
      ]),
      labels,
    );
    expect(proposal(result, 'Nama Pembeli')?.value).toBe('OSAKA IMPORT CO., LTD.');
    expect(proposal(result, 'Nomor Segel')?.value).toBe('SL4080202');
  });

  it('takes no sentence word for a caption, no negative count, nothing beside a caption for below it', async () => {
    const result = await suggest(
      scan([
        // "AS AGENT FOR THE CARRIER" over the agent's name, OCR spacing "CARRIER" 1.5 heights off.
        ...line(0.75, 0.653, 'AS', 'AGENT', 'FOR', 'THE'),
        ...line(0.75, 0.789, 'CARRIER'),
        ...line(0.762, 0.653, 'PT', 'SAMUDERA', 'LINTAS'),
        // "PACKAGES" over "-1", a container number's check digit read apart.
        ...line(0.34, 0.3, 'PACKAGES'),
        ...line(0.355, 0.2, 'TGHU', '875312'),
        ...line(0.355, 0.31, '-1'),
        // "SAME AS CONSIGNEE" boxed on two lines: "SAME AS" is no value below "CONSIGNEE".
        ...line(0.18, 0.055, 'Notify', 'Party'),
        ...line(0.1945, 0.121, 'CONSIGNEE'),
        ...line(0.1955, 0.057, 'SAME', 'AS'),
      ]),
      [...labels, { label: 'Nama Pembeli', type: 'text', aliases: ['Consignee'] }],
    );
    expect(proposal(result, 'Nama Pengangkut')).toBeUndefined();
    expect(proposal(result, 'Jumlah Kemasan')).toBeUndefined();
    expect(proposal(result, 'Nama Pembeli')?.value).not.toBe('SAME AS');
  });

  it('keeps a caption after another caption ("SOLD TO CONSIGNEE", "Kepada Yth. To")', async () => {
    const result = await suggest(
      scan([
        ...line(0.26, 0.058, 'SOLD', 'TO', 'CONSIGNEE'),
        ...line(0.275, 0.058, 'HANSOL', 'FOOD', 'CO.,', 'LTD.'),
      ]),
      [{ label: 'Nama Pembeli', type: 'text', aliases: ['Sold To', 'Consignee'] }],
    );
    expect(proposal(result, 'Nama Pembeli')?.value).toBe('HANSOL FOOD CO., LTD.');
  });
});

describe('findCaptions: a phrase over two cells', () => {
  it('takes no caption whose words stand apart ("Jumlah" and "Koli" heading two columns)', () => {
    const lines = toLines([...line(0.32, 0.383, 'Jumlah'), ...line(0.32, 0.482, 'Koli')]);
    const label: SuggestLabel = { label: 'Jumlah Kemasan', type: 'quantity', aliases: ['Jumlah Koli'] };
    expect(findCaptions(lines, [label], 0.75)).toEqual([]);
    const together = toLines(line(0.32, 0.383, 'Jumlah', 'Koli'));
    expect(findCaptions(together, [label], 0.75).map((m) => m.text)).toEqual(['Jumlah Koli']);
  });
});

describe('a value below a caption, past another caption', () => {
  it("is in doubt on a scan: it may be the other caption's, the first one's lost", async () => {
    // "Berat Bersih (Kg" whose value OCR lost; under it "Jumlah" heading an item's 9.000,0000.
    const words = [
      ...line(0.449, 0.558, 'Berat', 'Bersih', '(Kg'),
      ...line(0.467, 0.546, 'Jumlah'),
      ...line(0.467, 0.1, 'Uraian', 'Barang'),
      ...line(0.484, 0.571, '9.000,0000'),
      ...line(0.484, 0.177, 'ARECA', 'NUTS'),
    ];
    const weight: SuggestLabel[] = [
      { label: 'Berat Bersih', type: 'weight', aliases: ['Berat Bersih'] },
      { label: 'Jumlah Barang', type: 'quantity', aliases: ['Jumlah'] },
      { label: 'Uraian Barang', type: 'text', aliases: ['Uraian Barang'] },
    ];
    const result = await suggest(scan(words), weight);
    const net = proposal(result, 'Berat Bersih');
    expect(net === undefined || net.confidence < 0.8).toBe(true);
  });

  it('reads on a value below its caption whose rest OCR put on a line of its own', async () => {
    // "DESICCATED COCONUT" boxed taller (ink of a sloping row under it) than "FINE GRADE" right of it.
    const result = await suggest(
      scan([
        ...line(0.3, 0.1, 'Description', 'of', 'Goods'),
        word('DESICCATED', 0.1, 0.318, 0.19, 0.335),
        word('COCONUT', 0.196, 0.319, 0.262, 0.336),
        ...line(0.3225, 0.269, 'FINE', 'GRADE'),
        ...line(0.32, 0.45, '12,000', 'KGS'),
      ]),
      labels,
    );
    expect(proposal(result, 'Uraian Barang')?.value).toBe('DESICCATED COCONUT FINE GRADE');
  });
});
