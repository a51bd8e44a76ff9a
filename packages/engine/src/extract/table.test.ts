import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generatedApart } from '../fixtures/apart.ts';
import { readPlacements } from '../fixtures/load.ts';
import { hasChromium } from '../fixtures/outside/print.ts';
import { generateOutside17Fixtures } from '../fixtures/outside-17/generate-outside-17.ts';
import { type FractionBox, fraction } from '../geometry/types.ts';
import { ingest } from '../ingest/ingest.ts';
import { normalize } from '../normalize/index.ts';
import { shutdownOcr } from '../ocr/pool.ts';
import type { Placement, Word } from '../types.ts';
import { anchorsOf, withoutRowCaptions } from './anchors.ts';
import { followTables } from './below-table.ts';
import type { Anchor } from './caption.ts';
import { extract } from './extract.ts';
import { clashes, leftOutLines, readContinuation, readGroup } from './read-group.ts';
import type { RawRead } from './read-single.ts';
import { repairByType } from './repair.ts';
import { closesTable, untilTableEnd } from './table-end.ts';
import type { WordSource } from './word-source.ts';

const box = (x0: number, y0: number, x1: number, y1: number): FractionBox => ({
  x0: fraction(x0),
  y0: fraction(y0),
  x1: fraction(x1),
  y1: fraction(y1),
});
const phrase = (text: string, x0: number, y0: number): Word[] => {
  let x = x0;
  return text.split(' ').map((part) => {
    const w = { text: part, box: box(x, y0, x + part.length * 0.008, y0 + 0.012), confidence: 1 };
    x += part.length * 0.008 + 0.008;
    return w;
  });
};
const textSource = (words: readonly Word[]): WordSource => ({
  ocr: false,
  around: async () => [...words],
  all: async () => [...words],
});
/** A scan read zone by zone: a region gives the words lying wholly inside it, as zonal OCR does. */
const zonalSource = (words: readonly Word[]): WordSource & { regions: FractionBox[] } => {
  const regions: FractionBox[] = [];
  return {
    ocr: true,
    regions,
    around: async (r) => {
      regions.push(r);
      return words.filter(
        (w) => w.box.x0 >= r.x0 && w.box.x1 <= r.x1 && w.box.y0 >= r.y0 && w.box.y1 <= r.y1,
      );
    },
    all: async () => {
      regions.push(box(0, 0, 1, 1));
      return [...words];
    },
  };
};

const column = (label: string, type: Placement['type'], x: number, width: number): Placement => ({
  label,
  type,
  group: 'Barang',
  page: 1,
  x: (x * 100) as Placement['x'],
  y: 30 as Placement['y'],
  width: (width * 100) as Placement['width'],
  height: 1.9 as Placement['height'],
});
/** A packing list's item table: description, packages, weight; header at y 0.27, rows from 0.3. */
const columns = [
  column('Uraian Barang', 'text', 0.06, 0.3),
  column('Jumlah Barang', 'quantity', 0.4, 0.14),
  column('Berat Bersih Item', 'weight', 0.6, 0.18),
];
const header = (y: number): Word[] => [
  ...phrase('Description of Goods', 0.06, y),
  ...phrase('Packages', 0.4, y),
  ...phrase('Net Weight (KGS)', 0.6, y),
];
const item = (y: number, description: string, bags: number, kg: string): Word[] => [
  ...phrase(description, 0.06, y),
  ...phrase(`${bags} BAGS`, 0.4, y),
  ...phrase(kg, 0.6, y),
];
const sample = [...header(0.27), ...item(0.3, 'CLOVES GR.1', 10, '500.00')];
const anchors = new Map<Placement, Anchor[]>(columns.map((p) => [p, anchorsOf(p, sample)]));
/**
 * A scanned page whose print moved (`readWhole`: read whole at once): `whole` is what the page read
 * gives for any region, `cut` what a crop of a region reads.
 */
const movedPage = (cut: readonly Word[], whole: readonly Word[], readWhole: boolean): WordSource => ({
  ocr: true,
  around: async (r, options = {}) =>
    options.crop
      ? cut.filter((w) => w.box.x0 >= r.x0 && w.box.x1 <= r.x1 && w.box.y0 >= r.y0 && w.box.y1 <= r.y1)
      : [...whole],
  all: async () => [...whole],
  readWhole: () => readWhole,
});
const rowsOf = (reads: readonly RawRead[], label: string) =>
  reads.filter((r) => r.placement.label === label).map((r) => r.words.map((w) => w.text).join(' '));

describe('the end of a table', () => {
  it('stops at a page footer: "Page 1 of 2" is not a row', async () => {
    const page = [
      ...header(0.27),
      ...item(0.3, 'CLOVES GR.1', 10, '500.00'),
      ...item(0.318, 'MACE WHOLE', 20, '1,000.00'),
      ...phrase('Page 1 of 2', 0.42, 0.345),
    ];
    const reads = await readGroup(columns, anchors, textSource(page));
    expect(rowsOf(reads, 'Jumlah Barang')).toEqual(['10 BAGS', '20 BAGS']);
  });

  it("goes on over rows taller than the key column's line: descriptions wrapping under it", async () => {
    // Rows 0.05 apart (the key's line is 0.019 tall): the lines between the keys belong to the rows.
    const wrapped = (y: number, lines: string[], bags: number, kg: string): Word[] => [
      ...item(y, lines[0]!, bags, kg),
      ...lines.slice(1).flatMap((line, i) => phrase(line, 0.06, y + 0.015 * (i + 1))),
    ];
    const page = [
      ...header(0.27),
      ...wrapped(0.3, ['RATTAN LOUNGE CHAIR', 'WITH CUSHION', 'HONEY FINISH'], 10, '500.00'),
      ...wrapped(0.35, ['SYNTHETIC RATTAN', 'DINING SET'], 20, '1,000.00'),
      ...wrapped(0.4, ['RATTAN BAR STOOL'], 30, '1,500.00'),
      // A block printed well under the table, nothing between: not a row.
      ...item(0.47, 'PACKING', 40, '2,000.00'),
    ];
    const reads = await readGroup(columns, anchors, textSource(page));
    expect(rowsOf(reads, 'Jumlah Barang')).toEqual(['10 BAGS', '20 BAGS', '30 BAGS']);
    expect(rowsOf(reads, 'Uraian Barang')[0]).toBe('RATTAN LOUNGE CHAIR WITH CUSHION HONEY FINISH');
  });

  it("reads a description printed lines above its row's numbers (an item's subtotal line under its cartons)", async () => {
    const above = [
      { ...columns[0]!, y: 30 as Placement['y'] },
      { ...columns[1]!, y: 33 as Placement['y'] },
      { ...columns[2]!, y: 33 as Placement['y'] },
    ];
    /** An item: its description, a line of cartons, then its subtotal line with the item's numbers. */
    const carton = (y: number, description: string, bags: number, kg: string, cartons = true): Word[] => [
      ...phrase(description, 0.06, y),
      ...(cartons ? phrase('1-24', 0.6, y + 0.015) : []),
      ...phrase(`${bags} BAGS`, 0.4, y + (cartons ? 0.03 : 0.015)),
      ...phrase(kg, 0.6, y + (cartons ? 0.03 : 0.015)),
    ];
    const sampleRows = [...header(0.27), ...carton(0.3, 'CLOVES GR.1', 10, '500.00')];
    const aboveAnchors = new Map<Placement, Anchor[]>(above.map((p) => [p, anchorsOf(p, sampleRows)]));
    const page = [
      ...header(0.27),
      ...carton(0.3, 'RATTAN CHAIR', 10, '500.00'),
      ...carton(0.36, 'COFFEE TABLE', 20, '1,000.00'),
      // One carton only: its subtotal line right under its description.
      ...carton(0.42, 'BAR STOOL', 30, '1,500.00', false),
      ...carton(0.465, 'PLACEMAT', 40, '2,000.00'),
    ];
    const reads = await readGroup(above, aboveAnchors, textSource(page));
    expect(rowsOf(reads, 'Uraian Barang')).toEqual(['RATTAN CHAIR', 'COFFEE TABLE', 'BAR STOOL', 'PLACEMAT']);
    expect(rowsOf(reads, 'Jumlah Barang')).toEqual(['10 BAGS', '20 BAGS', '30 BAGS', '40 BAGS']);
    expect(rowsOf(reads, 'Berat Bersih Item')).toEqual(['500.00', '1,000.00', '1,500.00', '2,000.00']);
  });

  it('stops at a totals line printed under the columns', async () => {
    const page = [
      ...header(0.27),
      ...item(0.3, 'CLOVES GR.1', 10, '500.00'),
      ...item(0.318, 'MACE WHOLE', 20, '1,000.00'),
      ...item(0.336, 'TOTAL', 30, '1,500.00'),
    ];
    const reads = await readGroup(columns, anchors, textSource(page));
    expect(rowsOf(reads, 'Uraian Barang')).toEqual(['CLOVES GR.1', 'MACE WHOLE']);
  });

  it('stops at a line whose cells are not of their columns types', () => {
    const cell = (placement: Placement, text: string, row: number): RawRead => ({
      placement,
      words: text ? phrase(text, 0.1, 0.3) : [],
      box: box(0, 0, 1, 1),
      row,
    });
    const [description, bags, kg] = columns as [Placement, Placement, Placement];
    const reads = [
      ...[cell(description, 'CLOVES', 1), cell(bags, '10 BAGS', 1), cell(kg, '500.00', 1)],
      ...[cell(description, 'MACE', 2), cell(bags, '20 BAGS', 2), cell(kg, '', 2)],
      ...[cell(description, 'Authorized', 3), cell(bags, 'Signature', 3), cell(kg, '', 3)],
      ...[cell(description, 'NUTMEG', 4), cell(bags, '30 BAGS', 4), cell(kg, '900.00', 4)],
    ];
    expect(untilTableEnd(reads, false).map((r) => r.row)).toEqual([1, 1, 1, 2, 2, 2]);
    expect(closesTable(phrase('Halaman 2 dari 3', 0.3, 0.9))).toBe(true);
    expect(closesTable(phrase('Jumlah 30 BAGS', 0.1, 0.9))).toBe(true);
    expect(closesTable(phrase('PAGE PEPPER', 0.3, 0.9).slice(1))).toBe(false);
  });
});

describe('a totals line whose caption was not read', () => {
  const [description, bags, kg] = columns as [Placement, Placement, Placement];
  const cell = (placement: Placement, text: string, row: number): RawRead => ({
    placement,
    words: text ? phrase(text, 0.1, 0.3) : [],
    box: box(0, 0, 1, 1),
    row,
  });
  const row = (n: number, goods: string, packages: string, weight: string) => [
    cell(description, goods, n),
    cell(bags, packages, n),
    cell(kg, weight, n),
  ];

  it('ends the table where a row sums the rows above in two columns ("TOTAL" left of the zones read)', () => {
    const reads = [
      ...row(1, 'CLOVES GR.1', '10 BAGS', '500.00'),
      ...row(2, 'MACE WHOLE', '20 BAGS', '1,000.00'),
      ...row(3, 'NUTMEG', '5 BAGS', '300.00'),
      ...row(4, "40'HC)", '35 BAGS', '1,800.00'),
      ...row(5, 'Padang, 4 November', '', '2026'),
    ];
    expect(untilTableEnd(reads, true).map((r) => r.row)).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3]);
  });

  it('ends a table of one item at a row repeating its amounts under no description', () => {
    // outside-16-scan set 1's packing list: one item, then "TOTAL" (not read) and the same tonnes.
    const total = [
      ...row(1, 'CRUDE PALM OIL IN BULK', '18,496.215 MT', '18,496.215 MT'),
      ...row(2, '', '18,496.215 MT', '18,496.215 MT'),
    ];
    expect(untilTableEnd(total, true).map((r) => r.row)).toEqual([1, 1, 1]);
    // Two like items each print their description; a row repeating one amount only is no total.
    const like = [
      ...row(1, 'CLOVES GR.1', '10 BAGS', '500.00'),
      ...row(2, 'CLOVES GR.1', '10 BAGS', '500.00'),
    ];
    expect(untilTableEnd(like, true).map((r) => r.row)).toEqual([1, 1, 1, 2, 2, 2]);
    const one = [...row(1, 'CLOVES GR.1', '10 BAGS', '500.00'), ...row(2, '', '10 BAGS', '600.00')];
    expect(untilTableEnd(one, true).map((r) => r.row)).toEqual([1, 1, 1, 2, 2, 2]);
  });

  it('keeps a row that sums in two columns in proportion: 10, 20 and 30 bags of 50 kg are three items', () => {
    const reads = [
      ...row(1, 'CLOVES GR.1', '10 BAGS', '500.00'),
      ...row(2, 'MACE WHOLE', '20 BAGS', '1,000.00'),
      ...row(3, 'NUTMEG', '30 BAGS', '1,500.00'),
    ];
    expect(untilTableEnd(reads, true).map((r) => r.row)).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3]);
  });

  it('keeps a row that sums in one column only, or in one and not the other', () => {
    const reads = [
      ...row(1, 'CLOVES GR.1', '10 BAGS', '500.00'),
      ...row(2, 'MACE WHOLE', '20 BAGS', '1,000.00'),
      ...row(3, 'NUTMEG', '30 BAGS', '900.00'),
      ...row(4, 'PEPPER', '60 BAGS', '1,500.00'),
    ];
    expect(untilTableEnd(reads, true).map((r) => r.row)).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4]);
  });

  it('ends the table at a line whose "TOTAL" stands left of the labelled columns, however the rows above were read', () => {
    // outside-18-scan's packing list: two like items, their weights misread ("19.200 00"), so that
    // no sum holds, then the totals line, whose "TOTAL (2 x 20'GP)" starts under the unlabelled
    // container and marks columns; under it the place and date.
    const at = (placement: Placement, text: string, n: number, y: number, x: number): RawRead => ({
      placement,
      words: text ? phrase(text, x, y) : [],
      box: box(x, y, x + 0.15, y + 0.03),
      row: n,
    });
    const line = (n: number, y: number, goods: string, net: string, gross: string) => [
      at(description, goods, n, y, 0.35),
      at(bags, net, n, y, 0.6),
      at(kg, gross, n, y, 0.75),
    ];
    const reads = [
      ...line(1, 0.4, 'ARABICA GAYO GRADE 1', '19.200 00', '1942400'),
      ...line(2, 0.45, 'ARABICA MANDHELING GRADE 1', '19.200 00', '1942400'),
      ...line(3, 0.5, "20'GP)", '38,400.00', '38,848.00'),
    ];
    const aside = [...phrase('ASLU 207718-8 AAK', 0.05, 0.4), ...phrase('TOTAL (2 x', 0.2, 0.5)];
    expect(untilTableEnd(reads, true).map((r) => r.row)).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3]);
    expect(untilTableEnd(reads, true, aside).map((r) => r.row)).toEqual([1, 1, 1, 2, 2, 2]);
    // Words left of the columns on an item's line close nothing.
    const items = [...phrase('ASLU 207718-8', 0.05, 0.45), ...phrase('ASLU 207726-0', 0.05, 0.5)];
    expect(untilTableEnd(reads, true, items).map((r) => r.row)).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3]);
  });

  it('keeps a second row like the first: one row above sums to nothing yet', () => {
    const reads = [
      ...row(1, 'COFFEE', '320 BAGS', '19,200.00'),
      ...row(2, 'COFFEE', '320 BAGS', '19,200.00'),
    ];
    expect(untilTableEnd(reads, true).map((r) => r.row)).toEqual([1, 1, 1, 2, 2, 2]);
  });
});

describe('a table whose header line OCR garbled', () => {
  it("keeps its rows where the sample has them when the header found puts the first row's key on a line that is no row", async () => {
    // The header printed on a shaded fill reads as noise; "Packages" (the key column's caption) is
    // found in the totals line under the rows, which puts the first row on the amount in words.
    const page = [
      ...phrase('I | Gue EE | Mane', 0.06, 0.27),
      ...item(0.3, 'CLOVES GR.1', 10, '500.00'),
      ...item(0.318, 'MACE WHOLE', 20, '1,000.00'),
      ...phrase('TOTAL', 0.3, 0.345),
      ...phrase('Packages 30 BAGS', 0.4, 0.345),
      ...phrase('SAY: ONE THOUSAND FIVE HUNDRED KGS ONLY', 0.06, 0.375),
    ];
    const reads = await readGroup(columns, anchors, zonalSource(page));
    expect(rowsOf(reads, 'Uraian Barang')).toEqual(['CLOVES GR.1', 'MACE WHOLE']);
    expect(rowsOf(reads, 'Jumlah Barang')).toEqual(['10 BAGS', '20 BAGS']);
    // Placed by no header, but by its key column reading as quantities where the sample has it.
    expect(reads.every((r) => r.placing?.by === 'keyed')).toBe(true);
  });

  it('doubts its rows when a row of its key type stands right above the first row where drawn: the table starts higher', async () => {
    // The header garbled, the table a tall row higher than the sample's: the second row's key
    // stands where the sample's first row has it.
    const page = [
      ...phrase('I | Gue EE | Mane', 0.06, 0.245),
      ...item(0.264, 'CLOVES GR.1 HAND PICKED', 10, '500.00'),
      ...phrase('SUN DRIED', 0.06, 0.282),
      ...item(0.3, 'MACE WHOLE', 20, '1,000.00'),
      ...item(0.318, 'NUTMEG ABCD', 30, '1,500.00'),
    ];
    const reads = await readGroup(columns, anchors, zonalSource(page));
    expect(rowsOf(reads, 'Jumlah Barang')).toEqual(['20 BAGS', '30 BAGS']);
    expect(reads.every((r) => r.placing?.by === 'lost')).toBe(true);
    // The row above read with its cell's rule as a closing mark ("10)" on a photographed packing list).
    const ruled = [
      ...phrase('I | Gue EE | Mane', 0.06, 0.245),
      ...phrase('CLOVES GR.1 HAND PICKED', 0.06, 0.264),
      ...phrase('10)', 0.4, 0.264),
      ...phrase('500.00', 0.6, 0.264),
      ...phrase('SUN DRIED', 0.06, 0.282),
      ...item(0.3, 'MACE WHOLE', 20, '1,000.00'),
      ...item(0.318, 'NUTMEG ABCD', 30, '1,500.00'),
    ];
    const again = await readGroup(columns, anchors, zonalSource(ruled));
    expect(again.every((r) => r.placing?.by === 'lost')).toBe(true);
  });

  it("is placed by its headers found in a band around where they were drawn, not by a later row's key", async () => {
    // The whole table lifted by 0.036 (shorter addresses above it): its header lies outside the
    // first read, and the third row's key stands where the sample's first row has it.
    const page = [
      ...header(0.234),
      ...item(0.264, 'CLOVES GR.1', 10, '500.00'),
      ...item(0.282, 'MACE WHOLE', 20, '1,000.00'),
      ...item(0.3, 'NUTMEG', 30, '1,500.00'),
      ...item(0.318, 'PEPPER', 40, '2,000.00'),
    ];
    const reads = await readGroup(columns, anchors, zonalSource(page));
    expect(rowsOf(reads, 'Uraian Barang')).toEqual(['CLOVES GR.1', 'MACE WHOLE', 'NUTMEG', 'PEPPER']);
    expect(rowsOf(reads, 'Jumlah Barang')).toEqual(['10 BAGS', '20 BAGS', '30 BAGS', '40 BAGS']);
    expect(reads.every((r) => r.placing?.by === 'caption')).toBe(true);
  });

  it('is placed by no header and no key when its key cell does not read as its type where drawn', async () => {
    const page = [
      ...phrase('I | Gue EE | Mane', 0.06, 0.27),
      ...phrase('CLOVES GR.1', 0.06, 0.3),
      ...phrase('IO BAGS', 0.4, 0.3),
      ...phrase('500.00', 0.6, 0.3),
    ];
    const reads = await readGroup(columns, anchors, zonalSource(page));
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((r) => r.placing?.by === 'lost')).toBe(true);
  });
});

describe("the last row's description", () => {
  it('takes the lines it wraps onto below the sample row, not a sentence under the table', async () => {
    const page = [
      ...header(0.27),
      ...item(0.3, 'CLOVES GR.1', 10, '500.00'),
      ...item(0.318, 'TERMINAL CONNECTOR HOUSING, 12', 20, '1,000.00'),
      ...phrase('POLE', 0.06, 0.333),
      // Under the table, a sentence across the page (its words also under the description column).
      ...phrase('Dengan ini saya menyatakan bertanggung jawab atas kebenaran', 0.02, 0.37),
    ];
    const reads = await readGroup(columns, anchors, textSource(page));
    expect(rowsOf(reads, 'Uraian Barang')).toEqual(['CLOVES GR.1', 'TERMINAL CONNECTOR HOUSING, 12 POLE']);
    // Nothing wraps: the sentence a line and a half under the last row is not taken.
    const single = [
      ...header(0.27),
      ...item(0.3, 'CLOVES GR.1', 10, '500.00'),
      ...phrase('Dengan ini saya menyatakan', 0.06, 0.33),
    ];
    expect(rowsOf(await readGroup(columns, anchors, textSource(single)), 'Uraian Barang')).toEqual([
      'CLOVES GR.1',
    ]);
  });
});

describe("a description's line running on past its rectangle", () => {
  it('stops at the gap to the next column, labelled or not (a monospaced row, an HS code beside it)', async () => {
    /** Words of a typewriter face: 0.006 a character, one character between words. */
    const typed = (text: string, x0: number, y0: number): Word[] => {
      let x = x0;
      return text.split(' ').map((part) => {
        const w = { text: part, box: box(x, y0, x + part.length * 0.006, y0 + 0.012), confidence: 1 };
        x += (part.length + 1) * 0.006;
        return w;
      });
    };
    const narrow = [{ ...columns[0]!, width: 20 as Placement['width'] }, columns[1]!, columns[2]!];
    const drawn = [...header(0.27), ...item(0.3, 'CLOVES GR.1', 10, '500.00')];
    const narrowAnchors = new Map<Placement, Anchor[]>(narrow.map((p) => [p, anchorsOf(p, drawn)]));
    const page = [
      ...header(0.27),
      // A description longer than the rectangle (x 0.06-0.26) runs on; the HS code two and a quarter
      // characters after its last word (within a line's height) is the next column's.
      ...typed('FERMENTED COCOA BEANS GRADE II, 60 KG JUTE', 0.06, 0.3),
      ...typed('18010010', 0.3255, 0.3),
      ...phrase('10 BAGS', 0.4, 0.3),
      ...phrase('500.00', 0.6, 0.3),
    ];
    const reads = await readGroup(narrow, narrowAnchors, textSource(page));
    expect(rowsOf(reads, 'Uraian Barang')).toEqual(['FERMENTED COCOA BEANS GRADE II, 60 KG JUTE']);
  });
});

describe('a table continued on the next page', () => {
  it('follows the repeated header, not a caption found inside a totals line', async () => {
    const page = [
      ...phrase('PACKING LIST (continued)', 0.06, 0.04),
      ...header(0.08),
      ...item(0.11, 'NUTMEG SIAUW', 30, '900.00'),
      ...item(0.128, 'CINNAMON', 40, '1,200.00'),
      // "Net Weight (KGS)" printed again, inside a totals line, nearer the sample's header.
      ...phrase('TOTAL NET WEIGHT (KGS)', 0.5, 0.27),
      ...phrase('2,100.00', 0.8, 0.27),
    ];
    const reads = await readContinuation(columns, anchors, textSource(page), 2);
    expect(rowsOf(reads, 'Berat Bersih Item')).toEqual(['900.00', '1,200.00']);
    expect(rowsOf(reads, 'Jumlah Barang')).toEqual(['30 BAGS', '40 BAGS']);
    expect(reads.map((r) => r.row)).toEqual([3, 3, 3, 4, 4, 4]);
  });

  it('takes the line carrying the sum over for no row: the rows start a line lower', async () => {
    const page = [
      ...header(0.08),
      ...phrase('BROUGHT FORWARD FROM PAGE 1', 0.06, 0.11),
      ...phrase('2,100.00', 0.6, 0.11),
      ...item(0.128, 'NUTMEG SIAUW', 30, '900.00'),
      ...item(0.146, 'CINNAMON', 40, '1,200.00'),
    ];
    const reads = await readContinuation(columns, anchors, textSource(page), 2);
    expect(rowsOf(reads, 'Uraian Barang')).toEqual(['NUTMEG SIAUW', 'CINNAMON']);
    expect(rowsOf(reads, 'Berat Bersih Item')).toEqual(['900.00', '1,200.00']);
    expect(reads.map((r) => r.row)).toEqual([3, 3, 3, 4, 4, 4]);
  });
});

describe('a long table on a scan', () => {
  it('reads the key column down to the foot of the page when the rows reach the end of the first read', async () => {
    const items = Array.from({ length: 34 }, (_, i) =>
      item(0.3 + i * 0.018, `ITEM ${i + 1}`, (i + 1) * 10, '500.00'),
    );
    const page = [...header(0.27), ...items.flat(), ...phrase('Page 1 of 2', 0.42, 0.3 + 34 * 0.018 + 0.01)];
    const source = zonalSource(page);
    const reads = await readGroup(columns, anchors, source);
    const bags = rowsOf(reads, 'Jumlah Barang');
    expect(bags).toHaveLength(34);
    expect(bags.at(-1)).toBe('340 BAGS');
    // Not by reading the whole page.
    expect(source.regions.some((r) => r.x0 === 0 && r.y0 === 0 && r.x1 === 1 && r.y1 === 1)).toBe(false);
  });

  it('counts a row whose key cell was not read at all by its other numbers, so later rows keep their cells', async () => {
    const pitch = 0.02;
    const rows = [1, 2, 3, 4, 5].map((n) => item(0.3 + (n - 1) * pitch, `ITEM ${n}`, n * 10, `${n}00.00`));
    // Row 3's packages were not read (a speck over the cell, a border taken for ink).
    const page = [
      ...header(0.27),
      ...rows.flatMap((row, i) => (i === 2 ? row.filter((w) => !/^(30|BAGS)$/.test(w.text)) : row)),
    ];
    // On a text page, and on a scan of a bordered table (whose first rows are read across its width).
    for (const reads of [
      await readGroup(columns, anchors, textSource(page)),
      await readGroup(columns, anchors, zonalSource(page), true),
    ]) {
      expect(rowsOf(reads, 'Jumlah Barang')).toEqual(['10 BAGS', '20 BAGS', '', '40 BAGS', '50 BAGS']);
      expect(rowsOf(reads, 'Berat Bersih Item')).toEqual(['100.00', '200.00', '300.00', '400.00', '500.00']);
    }
  });

  it('cuts its rows from a page read whole (its print moved), reads them again, and doubts a cell the reads disagree on', async () => {
    // The table moved a fifth of the page down. The page read whole ran each description's words
    // together ("CLOVESGR.1") and read a weight's separator otherwise ("1.000.00"); the rows cut
    // from the page read them apart.
    const cut = [
      ...header(0.47),
      ...item(0.5, 'CLOVES GR.1', 10, '500.00'),
      ...item(0.52, 'MACE WHOLE', 20, '1,000.00'),
    ];
    const whole = cut
      .map((w) => (w.text === 'CLOVES' ? { ...w, text: 'CLOVESGR.1' } : w))
      .map((w) => (w.text === '1,000.00' ? { ...w, text: '1.000.00' } : w))
      .filter((w) => w.text !== 'GR.1');
    const reads = await readGroup(columns, anchors, movedPage(cut, whole, true));
    expect(rowsOf(reads, 'Uraian Barang')).toEqual(['CLOVES GR.1', 'MACE WHOLE']);
    // Spaces aside, the descriptions agree; the second weight does not.
    expect(reads.filter((r) => r.disputed).map((r) => [r.placement.label, r.row, r.disputed])).toEqual([
      ['Berat Bersih Item', 2, 'text'],
    ]);
    expect(rowsOf(await readGroup(columns, anchors, movedPage(cut, whole, false)), 'Uraian Barang')).toEqual([
      'CLOVESGR.1',
      'MACE WHOLE',
    ]);
  });

  it("doubts the cells of a moved page's table whose rows its page read and its cut read split otherwise", async () => {
    // The page read whole lost the second row's quantity and weight (a stain over them): one row,
    // the second description its wrapped line. Cut from the page, the rows read apart.
    const cut = [
      ...header(0.47),
      ...item(0.5, 'CLOVES GR.1', 10, '500.00'),
      ...item(0.52, 'MACE WHOLE', 20, '1,000.00'),
    ];
    const whole = cut.filter(
      (w) => !['20', '1,000.00'].includes(w.text) && !(w.text === 'BAGS' && w.box.y0 > 0.51),
    );
    const reads = await readGroup(columns, anchors, movedPage(cut, whole, true));
    expect(rowsOf(reads, 'Jumlah Barang')).toEqual(['10 BAGS', '20 BAGS']);
    // The first description took the second's line on the page read; the second row it did not find.
    expect(reads.filter((r) => r.disputed).map((r) => [r.placement.label, r.row, r.disputed])).toEqual([
      ['Uraian Barang', 1, 'rows'],
      ['Uraian Barang', 2, 'rows'],
      ['Jumlah Barang', 2, 'rows'],
      ['Berat Bersih Item', 2, 'rows'],
    ]);
  });

  it('does not count the second line of a description as a row', async () => {
    const page = [
      ...header(0.27),
      ...item(0.3, 'ITEM 1', 10, '100.00'),
      ...item(0.32, 'ITEM 2', 20, '200.00'),
      ...item(0.34, 'ITEM 3 LONG', 30, '300.00'),
      ...phrase('WRAPPED ONTO A SECOND LINE', 0.06, 0.36),
      ...item(0.38, 'ITEM 4', 40, '400.00'),
    ];
    const reads = await readGroup(columns, anchors, zonalSource(page));
    expect(rowsOf(reads, 'Jumlah Barang')).toEqual(['10 BAGS', '20 BAGS', '30 BAGS', '40 BAGS']);
  });

  it('reads "10BG" as ten bags: letters after the last digit are digits only when they look like 0 or 1', () => {
    expect(repairByType('quantity', '10BG')).toEqual({ text: '10BG', repairs: [] });
    expect(normalize('quantity', repairByType('quantity', '10BG').text).value).toBe(10);
    expect(repairByType('money', '5OO')).toEqual({ text: '500', repairs: ['digits'] });
  });
});

describe("a description longer than the sample's", () => {
  it('runs on past its cell by the words following within a word gap, never into the next column', async () => {
    const page = [
      ...header(0.27),
      ...item(0.3, 'ITEM 1', 10, '100.00'),
      // Its last word's centre lies past the column drawn on the sample (0.06-0.36).
      ...item(0.32, 'TEAK FOLDING TABLE EXTENDABLE 120X80 CM', 20, '200.00'),
    ];
    const reads = await readGroup(columns, anchors, textSource(page));
    expect(rowsOf(reads, 'Uraian Barang')).toEqual(['ITEM 1', 'TEAK FOLDING TABLE EXTENDABLE 120X80 CM']);
    expect(rowsOf(reads, 'Jumlah Barang')).toEqual(['10 BAGS', '20 BAGS']);
  });
});

describe('two columns placed on one spot', () => {
  it('finds columns drawn apart whose headers placed them on one spot, not columns drawn over each other', () => {
    // outside-10-scan's 1-bit packing list: the net and gross weight columns (drawn at 73% and 80%)
    // were both placed on the "Netto per Koli" column at 68%, every weight read off it, sure.
    const drawn = [box(0.2, 0.33, 0.42, 0.35), box(0.73, 0.33, 0.78, 0.35), box(0.8, 0.33, 0.85, 0.35)];
    const placed = [box(0.2, 0.33, 0.42, 0.35), box(0.68, 0.33, 0.73, 0.35), box(0.681, 0.33, 0.731, 0.35)];
    expect([...clashes(drawn, placed)]).toEqual([1, 2]);
    // Not found (undefined), or placed apart: no clash.
    expect(clashes(drawn, [placed[0], placed[1], undefined]).size).toBe(0);
    expect(clashes(drawn, drawn).size).toBe(0);
    // A cell drawn under another (an HS code under its description) may share its spot.
    const stacked = [box(0.2, 0.33, 0.42, 0.37), box(0.2, 0.35, 0.3, 0.37)];
    expect(clashes(stacked, stacked).size).toBe(0);
  });
});

describe('values below a table', () => {
  // The total's caption is the column header above the table, as in a packing list whose
  // "JUMLAH / TOTAL" line carries the sums in the item columns: the header does not move.
  const total: Placement = {
    label: 'Berat Bersih',
    type: 'weight',
    page: 1,
    x: 60 as Placement['x'],
    y: 35.8 as Placement['y'],
    width: 18 as Placement['width'],
    height: 1.9 as Placement['height'],
  };
  const totalLine = (y: number, kg: string) => [...phrase('JUMLAH / TOTAL', 0.06, y), ...phrase(kg, 0.6, y)];
  const onSample = [
    ...header(0.27),
    ...item(0.3, 'CLOVES GR.1', 10, '500.00'),
    ...item(0.33, 'NUTMEG', 5, '250.00'),
    ...totalLine(0.36, '750.00'),
  ];
  const groups = new Map([['Barang', columns]]);
  const allAnchors = new Map<Placement, Anchor[]>([
    ...columns.map((p): [Placement, Anchor[]] => [p, anchorsOf(p, onSample)]),
    [total, anchorsOf(total, onSample)],
  ]);
  const readPage = async (
    words: Word[],
    single: RawRead = { placement: total, words: [], box: box(0.6, 0.358, 0.78, 0.377) },
  ) => {
    const source = textSource(words);
    const rows = await readGroup(columns, allAnchors, source);
    return followTables([...rows, single], groups, allAnchors, onSample, source, () => 1);
  };

  it('moves down with the table: the totals line of a document with more rows is read, not an item', async () => {
    const longer = [
      ...header(0.27),
      ...item(0.3, 'CLOVES GR.1', 10, '500.00'),
      ...item(0.33, 'NUTMEG', 5, '250.00'),
      ...item(0.36, 'MACE', 4, '200.00'),
      ...item(0.39, 'PEPPER', 2, '100.00'),
      ...totalLine(0.42, '1,050.00'),
    ];
    const reads = await readPage(longer);
    const read = reads.find((r) => r.placement === total)!;
    expect(read.words.map((w) => w.text).join(' ')).toBe('1,050.00');
    expect(read.box.y0).toBeCloseTo(0.418, 3);
  });

  it('moves down with a table of as many rows whose rows are taller, by the line closing it', async () => {
    // outside-11's packing list: descriptions on more lines than the sample's put the totals 1.2% lower.
    const taller = [
      ...header(0.27),
      ...item(0.3, 'CLOVES GR.1', 10, '500.00'),
      ...phrase('HAND PICKED', 0.06, 0.315),
      ...item(0.342, 'NUTMEG', 5, '250.00'),
      ...totalLine(0.372, '750.00'),
    ];
    const read = (await readPage(taller)).find((r) => r.placement === total)!;
    expect(read.words.map((w) => w.text).join(' ')).toBe('750.00');
    expect(read.box.y0).toBeCloseTo(0.37, 3);
  });

  it('follows the table where the search moved the value onto a column header that reads no value', async () => {
    // The label's own words found in the header ("Net Weight"): the word beside them is no weight.
    const longer = [
      ...header(0.27),
      ...item(0.3, 'CLOVES GR.1', 10, '500.00'),
      ...item(0.33, 'NUTMEG', 5, '250.00'),
      ...item(0.36, 'MACE', 4, '200.00'),
      ...totalLine(0.39, '950.00'),
    ];
    const onHeader: RawRead = {
      placement: total,
      words: phrase('(KGS)', 0.7, 0.27),
      box: box(0.7, 0.268, 0.8, 0.284),
    };
    const read = (await readPage(longer, onHeader)).find((r) => r.placement === total)!;
    expect(read.words.map((w) => w.text).join(' ')).toBe('950.00');
  });

  it('stays where the table ends as on the sample', async () => {
    const reads = await readPage(onSample);
    expect(reads.find((r) => r.placement === total)!.box.y0).toBeCloseTo(0.358, 3);
  });
});

describe('a bordered table on a scan', () => {
  it("counts its rows on the band's own lines, and keeps a column the band lost from the first read", async () => {
    const pitch = 0.02;
    const rows = [1, 2, 3, 4, 5].map((n) => item(0.3 + (n - 1) * pitch, `ITEM ${n}`, n * 10, `${n}00.00`));
    // The first read (across the table, ruled, with layout analysis) gave each word a box reaching
    // higher the further down its row; the tight band read put them where they are, but lost the
    // weights (a stamp over the column made that part a picture to tesseract's layout analysis).
    const first = [
      ...header(0.27),
      ...rows.flatMap((row, i) =>
        row.map((w) => ({ ...w, box: { ...w.box, y0: fraction(w.box.y0 - 0.003 * i) } })),
      ),
    ];
    const band = rows.flat().filter((w) => !/\.00$/.test(w.text));
    let ruledReads = 0;
    const source: WordSource = {
      ocr: true,
      around: async (r, options) => {
        const inside = (w: Word) =>
          w.box.x0 >= r.x0 && w.box.x1 <= r.x1 && w.box.y0 >= r.y0 && w.box.y1 <= r.y1;
        if (options?.ruled && ruledReads++ > 0) return band.filter(inside);
        return first.filter(inside);
      },
      all: async () => [...first],
    };
    const reads = await readGroup(columns, anchors, source, true);
    expect(rowsOf(reads, 'Jumlah Barang')).toEqual(['10 BAGS', '20 BAGS', '30 BAGS', '40 BAGS', '50 BAGS']);
    expect(rowsOf(reads, 'Berat Bersih Item')).toEqual(['100.00', '200.00', '300.00', '400.00', '500.00']);
  });
});

describe('a table whose band read finds more rows than its key column', () => {
  it('reads the rows found below the band too', async () => {
    // Rows 1-3 a line apart; a note under row 3's description ("- edges sealed") puts row 4 further
    // down than the key column's own lines bridge (outside-5-scan set 1's photographed invoice).
    const tops = [0.3, 0.32, 0.34, 0.39, 0.41];
    const rows = tops.map((y, i) => item(y, `ITEM ${i + 1}`, (i + 1) * 10, `${i + 1}00.00`));
    const note = phrase('- edges sealed', 0.06, 0.351);
    const source = zonalSource([...header(0.27), ...rows.flat(), ...note]);
    const reads = await readGroup(columns, anchors, source);
    expect(rowsOf(reads, 'Jumlah Barang')).toEqual(['10 BAGS', '20 BAGS', '30 BAGS', '40 BAGS', '50 BAGS']);
    expect(rowsOf(reads, 'Berat Bersih Item')).toEqual(['100.00', '200.00', '300.00', '400.00', '500.00']);
  });
});

describe('a line the user left out of the first row', () => {
  /** A row whose description carries its lot number on a line of its own under it. */
  const lotted = (y: number, description: string, bags: number, kg: string, lot: string): Word[] => [
    ...item(y, description, bags, kg),
    ...phrase(lot, 0.06, y + 0.018),
  ];
  const table = (rows: Array<[string, number, string, string]>): Word[] => [
    ...header(0.27),
    ...rows.flatMap(([description, bags, kg, lot], i) => lotted(0.3 + i * 0.036, description, bags, kg, lot)),
  ];
  const lottedSample = table([
    ['CLOVES GR.1', 10, '500.00', 'LOT NO. CL-01'],
    ['MACE WHOLE', 20, '1,000.00', 'LOT NO. MC-02'],
  ]);
  const lottedAnchors = new Map<Placement, Anchor[]>(columns.map((p) => [p, anchorsOf(p, lottedSample)]));

  it('reads each row as drawn: the description without the lot line under it', async () => {
    const left = await leftOutLines(columns, lottedAnchors, lottedSample);
    expect([...left].map(([p, { starts, below }]) => [p.label, starts, below])).toEqual([
      ['Uraian Barang', ['lot'], 1],
    ]);
    const page = table([
      ['NUTMEG ABCD', 5, '250.00', 'LOT NO. NM-07'],
      ['CASSIA VERA AA', 8, '400.00', 'LOT NO. CV-08'],
      ['WHITE PEPPER', 3, '150.00', 'LOT NO. WP-09'],
    ]);
    const reads = await readGroup(columns, lottedAnchors, textSource(page), false, left);
    expect(rowsOf(reads, 'Uraian Barang')).toEqual(['NUTMEG ABCD', 'CASSIA VERA AA', 'WHITE PEPPER']);
    // Without it, a row's description runs down to the next row, as a wrapped one does.
    const wrapped = await readGroup(columns, lottedAnchors, textSource(page));
    expect(rowsOf(wrapped, 'Uraian Barang')[0]).toBe('NUTMEG ABCD LOT NO. NM-07');
  });

  it("reads each row as drawn: a specification line left out ends each row's at its dash", async () => {
    const specified = table([
      ['FILM FACED PLYWOOD', 10, '500.00', '– Grade BB/CC, Type II glue'],
      ['MERANTI MOULDING', 20, '1,000.00', '– Kiln dried, sanded'],
    ]);
    const anchors = new Map<Placement, Anchor[]>(columns.map((p) => [p, anchorsOf(p, specified)]));
    const left = await leftOutLines(columns, anchors, specified);
    expect([...left.values()]).toEqual([{ starts: ['–'], below: 1 }]);
    const page = table([
      ['BLOCKBOARD FALCATA', 5, '250.00', '– Black phenolic film both sides'],
      ['LAMINATED VENEER LUMBER', 8, '400.00', '– Finger jointed'],
    ]);
    const reads = await readGroup(columns, anchors, textSource(page), false, left);
    expect(rowsOf(reads, 'Uraian Barang')).toEqual(['BLOCKBOARD FALCATA', 'LAMINATED VENEER LUMBER']);
  });

  it('ends a row before a line starting as the one left out, inside a rectangle drawn around two lines', async () => {
    // The sample's description wraps to two lines, the rectangle drawn around both, "Merek: - Tipe:
    // -" under them left out; under a description of one line that line lies inside the rectangle.
    const merek = (y: number, lines: string[], bags: number, kg: string): Word[] => [
      ...item(y, lines[0]!, bags, kg),
      ...lines.slice(1).flatMap((line, i) => phrase(line, 0.06, y + 0.014 * (i + 1))),
      ...phrase('Merek: - Tipe: -', 0.06, y + 0.014 * lines.length),
    ];
    const peb = (rows: Array<[string[], number, string]>): Word[] => [
      ...header(0.27),
      ...rows.flatMap(([lines, bags, kg], i) => merek(0.3 + i * 0.05, lines, bags, kg)),
    ];
    const twoLines = [{ ...columns[0]!, height: 2.6 as Placement['height'] }, columns[1]!, columns[2]!];
    const sample = peb([
      [['RATTAN LOUNGE CHAIR', 'NATURAL FINISH'], 10, '500.00'],
      [['RATTAN BAR STOOL'], 20, '1,000.00'],
    ]);
    const pebAnchors = new Map<Placement, Anchor[]>(twoLines.map((p) => [p, anchorsOf(p, sample)]));
    const left = await leftOutLines(twoLines, pebAnchors, sample);
    expect([...left.values()]).toEqual([{ starts: ['merek'], below: 1 }]);
    const page = peb([
      [['SEAGRASS PLACEMAT'], 5, '250.00'],
      [['BATIK SARONG COTTON', 'HAND DRAWN'], 8, '400.00'],
      [['CERAMIC VASE'], 3, '150.00'],
    ]);
    const reads = await readGroup(twoLines, pebAnchors, textSource(page), false, left);
    expect(rowsOf(reads, 'Uraian Barang')).toEqual([
      'SEAGRASS PLACEMAT',
      'BATIK SARONG COTTON HAND DRAWN',
      'CERAMIC VASE',
    ]);
  });

  /**
   * Rows whose description wraps onto `lines`, their last line (lot, article; none where empty)
   * under them, printed by `printLast`.
   */
  const wrappedTable = (rows: Array<[string[], number, string, string]>, printLast = phrase): Word[] => {
    let y = 0.3;
    return [
      ...header(0.27),
      ...rows.flatMap(([lines, bags, kg, last]) => {
        const row = [
          ...item(y, lines[0]!, bags, kg),
          ...lines.slice(1).flatMap((line, i) => phrase(line, 0.06, y + 0.018 * (i + 1))),
          ...(last ? printLast(last, 0.06, y + 0.018 * lines.length) : []),
        ];
        y += 0.018 * (lines.length + (last ? 1 : 0));
        return row;
      }),
    ];
  };

  it('follows a description wrapping onto more lines than the sample row, ending it at the line left out', async () => {
    const left = await leftOutLines(columns, lottedAnchors, lottedSample);
    const page = wrappedTable([
      [['NUTMEG ABCD'], 5, '250.00', 'LOT NO. NM-07'],
      [['CASSIA VERA AA CUT 8 CM, IN 25 KG', 'CARTONS'], 8, '400.00', 'LOT NO. CV-08'],
      [['WHITE PEPPER'], 3, '150.00', 'LOT NO. WP-09'],
    ]);
    const reads = await readGroup(columns, lottedAnchors, textSource(page), false, left);
    expect(rowsOf(reads, 'Uraian Barang')).toEqual([
      'NUTMEG ABCD',
      'CASSIA VERA AA CUT 8 CM, IN 25 KG CARTONS',
      'WHITE PEPPER',
    ]);
  });

  it("tells a line left out by how this page's rows repeat it, where it starts unlike the sample's", async () => {
    const left = await leftOutLines(columns, lottedAnchors, lottedSample);
    // The sample's rows end with "LOT NO.", this page's with "ART.": the description ends before it.
    const page = wrappedTable([
      [['RATTAN DINING CHAIR'], 5, '250.00', 'ART. RC-101 - 60 CARTONS'],
      [['RATTAN BAR STOOL 75 CM WITH BACK', 'REST'], 8, '400.00', 'ART. RC-120 - 30 CARTONS'],
      [['RATTAN DAYBED'], 3, '150.00', 'ART. RC-135 - 8 CRATES'],
    ]);
    const reads = await readGroup(columns, lottedAnchors, textSource(page), false, left);
    expect(rowsOf(reads, 'Uraian Barang')).toEqual([
      'RATTAN DINING CHAIR',
      'RATTAN BAR STOOL 75 CM WITH BACK REST',
      'RATTAN DAYBED',
    ]);
  });

  /** A line printed smaller than the row's (a botanical name in italics under a description). */
  const small = (text: string, x0: number, y0: number): Word[] =>
    phrase(text, x0, y0).map((w) => ({ ...w, box: { ...w.box, y1: fraction(w.box.y0 + 0.0104) } }));
  /** Rows whose last line is a smaller one (when given), under a description of one line or more. */
  const smallTable = (rows: Array<[string[], number, string, string]>): Word[] => wrappedTable(rows, small);

  it('tells a line left out by its smaller print, in every row and under the last', async () => {
    // outside-14's invoice: a hybrid's name in smaller italics under each orchid's description,
    // each starting otherwise ("MOKARA HYBRID", "ARANTHERA HYBRID") than the sample's species; a
    // row without one keeps its wrapped line.
    const sample = smallTable([
      [['FRESH TUNA LOIN GRADE A'], 10, '500.00', 'THUNNUS ALBACARES'],
      [['FRESH BIGEYE TUNA LOIN'], 20, '1,000.00', 'THUNNUS OBESUS'],
    ]);
    const anchors = new Map<Placement, Anchor[]>(columns.map((p) => [p, anchorsOf(p, sample)]));
    const left = await leftOutLines(columns, anchors, sample);
    expect([...left.values()]).toEqual([{ starts: ['thunnus'], below: 1, smaller: expect.closeTo(0.93, 2) }]);
    const page = smallTable([
      [['FRESH CUT ORCHIDS DENDROBIUM SONIA'], 10, '250.00', 'DENDROBIUM HYBRID'],
      [['FRESH CUT ORCHIDS MOKARA, MIXED', 'COLOURS'], 6, '400.00', ''],
      [['PHALAENOPSIS PLANTLETS IN FLASKS (LIVE', 'PLANTS)'], 4, '150.00', 'PHALAENOPSIS HYBRID'],
    ]);
    const reads = await readGroup(columns, anchors, textSource(page), false, left);
    expect(rowsOf(reads, 'Uraian Barang')).toEqual([
      'FRESH CUT ORCHIDS DENDROBIUM SONIA',
      'FRESH CUT ORCHIDS MOKARA, MIXED COLOURS',
      'PHALAENOPSIS PLANTLETS IN FLASKS (LIVE PLANTS)',
    ]);
  });

  it("follows each row's wrapped lines on a scan, where print size tells nothing, and drops its last line", async () => {
    // outside-17's copies: a packing line in smaller print under every description, some wrapping
    // over two lines; an OCR word's box is its glyphs', so each row's last line is the one left out.
    const sample = smallTable([
      [['FROZEN VANNAMEI SHRIMP PD IQF'], 10, '500.00', '10 X 1.0 KG / MC'],
      [['FROZEN BLACK TIGER SHRIMP'], 20, '1,000.00', '6 X 1.8 KG / MC'],
    ]);
    const anchors = new Map<Placement, Anchor[]>(columns.map((p) => [p, anchorsOf(p, sample)]));
    const left = await leftOutLines(columns, anchors, sample);
    const page = smallTable([
      [['SUPER FROZEN YELLOWFIN TUNA LOIN', '(SASHIMI GRADE)'], 10, '250.00', '1 LOIN VACUUM PACKED'],
      [['SUPER FROZEN BIGEYE TUNA SAKU', 'BLOCK'], 6, '400.00', '20 X 0.5 KG SAKU / MC'],
    ]);
    const scanned = { ...textSource(page), ocr: true };
    const reads = await readGroup(columns, anchors, scanned, false, left);
    expect(rowsOf(reads, 'Uraian Barang')).toEqual([
      'SUPER FROZEN YELLOWFIN TUNA LOIN (SASHIMI GRADE)',
      'SUPER FROZEN BIGEYE TUNA SAKU BLOCK',
    ]);
  });

  it("takes each row's last line for the one left out where every row prints one, none starting as the sample's", async () => {
    // outside-14's PEB: the hybrid's name printed as large as the description, under every row.
    const left = await leftOutLines(columns, lottedAnchors, lottedSample);
    const page = wrappedTable([
      [['BUNGA POTONG ANGGREK MOKARA SEGAR', 'ANEKA WARNA'], 6, '400.00', 'MOKARA HYBRID'],
      [['BUNGA POTONG ANGGREK ARANTHERA SEGAR'], 4, '250.00', 'ARANTHERA HYBRID'],
      [['BIBIT ANGGREK BULAN DALAM BOTOL'], 3, '150.00', 'PHALAENOPSIS HYBRID'],
    ]);
    const reads = await readGroup(columns, lottedAnchors, textSource(page), false, left);
    expect(rowsOf(reads, 'Uraian Barang')).toEqual([
      'BUNGA POTONG ANGGREK MOKARA SEGAR ANEKA WARNA',
      'BUNGA POTONG ANGGREK ARANTHERA SEGAR',
      'BIBIT ANGGREK BULAN DALAM BOTOL',
    ]);
    // A row of one line among them: the lines under the others may be wrapped descriptions.
    const mixed = wrappedTable([
      [['BUNGA POTONG ANGGREK MOKARA SEGAR'], 6, '400.00', 'ANEKA WARNA'],
      [['BUNGA POTONG ANGGREK ARANTHERA SEGAR'], 4, '250.00', ''],
    ]);
    const plain = await readGroup(columns, lottedAnchors, textSource(mixed), false, left);
    expect(rowsOf(plain, 'Uraian Barang')[0]).toBe('BUNGA POTONG ANGGREK MOKARA SEGAR ANEKA WARNA');
  });

  it("takes the lines under a sample's only row for those left out, though wider than its description", async () => {
    // outside-16's ERP invoice: one item on the sample, its specification lines under it, the
    // rectangle around its first line; no next row ends it, and its wrapped lines are no wider.
    const specified = (y: number, description: string, bags: number, kg: string, specs: string[]): Word[] => [
      ...item(y, description, bags, kg),
      ...specs.flatMap((spec, i) => phrase(spec, 0.06, y + 0.018 * (i + 1))),
    ];
    const only = [
      ...header(0.27),
      ...specified(0.3, 'CRUDE PALM OIL', 10, '500.00', ['FFA MAX 5.00 PERCENT', 'DOBI MIN 2.30']),
    ];
    const anchors = new Map<Placement, Anchor[]>(columns.map((p) => [p, anchorsOf(p, only)]));
    const left = await leftOutLines(columns, anchors, only);
    expect([...left.values()]).toEqual([{ starts: ['ffa', 'dobi'], below: 2 }]);
    // Every row, the last too, prints two lines under its first, none starting as the sample's.
    const page = [
      ...header(0.27),
      ...specified(0.3, 'NICKEL PIG IRON NI 10-12', 5, '250.00', [
        'NI 10.00-12.00 PERCENT',
        'SIZE 0-150 MM (LUMPS)',
      ]),
      ...specified(0.36, 'NICKEL PIG IRON NI 8-10', 8, '400.00', [
        'NI 8.00-10.00 PERCENT',
        'SIZE 0-150 MM (LUMPS)',
      ]),
    ];
    const reads = await readGroup(columns, anchors, textSource(page), false, left);
    expect(rowsOf(reads, 'Uraian Barang')).toEqual(['NICKEL PIG IRON NI 10-12', 'NICKEL PIG IRON NI 8-10']);
  });

  it('leaves nothing out where the rectangle covers the whole first row', async () => {
    const plain = [
      ...header(0.27),
      ...item(0.3, 'CLOVES GR.1', 10, '500.00'),
      ...item(0.318, 'MACE', 2, '9.00'),
    ];
    const left = await leftOutLines(columns, new Map(columns.map((p) => [p, anchorsOf(p, plain)])), plain);
    expect(left.size).toBe(0);
  });
});

describe('a cell drawn under the description on the sample row', () => {
  it('ends the description above the line where it reads a value, not above a wrapped line it cannot read', async () => {
    // outside-16's PEB: the item's quantity on the line under its description, indented, its
    // origin under that; the rectangle around the description's first line, the sample's only row.
    const pebColumns: Placement[] = [
      column('Kode HS', 'hs_code', 0.02, 0.1),
      column('Uraian Barang', 'text', 0.14, 0.4),
      { ...column('Jumlah Barang', 'quantity', 0.18, 0.14), y: 31.8 as Placement['y'] },
    ];
    const pebRow = (y: number, hs: string, description: string[], tonnes: string): Word[] => [
      ...phrase(hs, 0.02, y),
      ...description.flatMap((line, i) => phrase(line, 0.14, y + 0.018 * i)),
      ...phrase(`${tonnes} TNE NETTO`, 0.18, y + 0.018 * description.length),
      ...phrase('NEGARA ASAL: ID - INDONESIA', 0.14, y + 0.018 * (description.length + 1)),
    ];
    const heading = [...phrase('POS TARIF', 0.02, 0.27), ...phrase('URAIAN BARANG', 0.14, 0.27)];
    const sample = [
      ...heading,
      ...pebRow(0.3, '1511.10.00', ['MINYAK KELAPA SAWIT MENTAH CURAH'], '18.496,2150'),
    ];
    const anchors = new Map<Placement, Anchor[]>(pebColumns.map((p) => [p, anchorsOf(p, sample)]));
    const left = await leftOutLines(pebColumns, anchors, sample);
    const page = [
      ...heading,
      ...pebRow(0.3, '7202.60.00', ['FERO-NIKEL NI 10-12% CURAH'], '24.812,4600'),
      ...pebRow(0.372, '7202.60.00', ['FERO-NIKEL NI 8-10% CURAH', 'DALAM BENTUK GUMPALAN'], '9.640,1250'),
    ];
    const reads = await readGroup(pebColumns, anchors, textSource(page), false, left);
    expect(rowsOf(reads, 'Uraian Barang')).toEqual([
      'FERO-NIKEL NI 10-12% CURAH',
      'FERO-NIKEL NI 8-10% CURAH DALAM BENTUK GUMPALAN',
    ]);
    // Row 2's quantity cell, where drawn, lies on the wrapped line and reads no quantity there.
    expect(normalize('quantity', rowsOf(reads, 'Jumlah Barang')[0]!).value).toBe(24812.46);
  });
});

describe('a row printing a cell under its key', () => {
  /** A PEB item: "Pos Tarif/HS : 09011190" over the goods' description, the quantity beside the code. */
  const at = (label: string, type: Placement['type'], x: number, y: number, width: number): Placement => ({
    ...column(label, type, x, width),
    y: (y * 100) as Placement['y'],
  });
  const peb = [
    at('Kode HS', 'hs_code', 0.14, 0.3, 0.08),
    at('Uraian Barang', 'text', 0.06, 0.318, 0.3),
    at('Jumlah Barang', 'quantity', 0.4, 0.3, 0.14),
  ];
  const pebItem = (y: number, hs: string, description: readonly string[], bags: number): Word[] => [
    ...phrase('HS :', 0.06, y),
    ...phrase(hs, 0.14, y),
    ...phrase(`${bags} BAGS`, 0.4, y),
    ...description.flatMap((line, i) => phrase(line, 0.06, y + 0.018 * (i + 1))),
  ];
  const pebHeader = [...phrase('Pos Tarif/HS, uraian barang', 0.06, 0.27), ...phrase('Jumlah', 0.4, 0.27)];
  const pebSample = [...pebHeader, ...pebItem(0.3, '09011190', ['ROBUSTA COFFEE BEANS'], 10)];
  const pebAnchors = new Map<Placement, Anchor[]>(peb.map((p) => [p, anchorsOf(p, pebSample)]));

  it('counts the rows by their codes, the descriptions between them taken as lines of the rows', async () => {
    const page = [
      ...pebHeader,
      ...pebItem(0.3, '09011190', ['ROBUSTA COFFEE BEANS GRADE 4'], 10),
      ...pebItem(0.336, '09041120', ['WHITE PEPPER WHOLE', 'MUNTOK FAQ 2026 CROP'], 20),
      ...pebItem(0.39, '09061100', ['CASSIA VERA AA'], 30),
      ...phrase('Jumlah 60 BAGS', 0.06, 0.426),
    ];
    const reads = await readGroup(peb, pebAnchors, textSource(page));
    expect(rowsOf(reads, 'Kode HS')).toEqual(['09011190', '09041120', '09061100']);
    expect(rowsOf(reads, 'Uraian Barang')).toEqual([
      'ROBUSTA COFFEE BEANS GRADE 4',
      'WHITE PEPPER WHOLE MUNTOK FAQ 2026 CROP',
      'CASSIA VERA AA',
    ]);
    expect(rowsOf(reads, 'Jumlah Barang')).toEqual(['10 BAGS', '20 BAGS', '30 BAGS']);
  });

  it("counts a row whose code's line has a speck's fragment beside it, read as a line of its own", async () => {
    // outside-5-scan's feeder copy: "Tw" read off the row number, taller than the code's line, at its top.
    const fragment: Word = { text: 'Tw', box: box(0.06, 0.334, 0.076, 0.358), confidence: 0.3 };
    const page = [
      ...pebHeader,
      ...pebItem(0.3, '09011190', ['ROBUSTA COFFEE BEANS'], 10),
      fragment,
      ...pebItem(0.336, '09041120', ['WHITE PEPPER WHOLE'], 20),
      ...pebItem(0.372, '09061100', ['CASSIA VERA AA'], 30),
    ];
    const reads = await readGroup(peb, pebAnchors, textSource(page));
    expect(rowsOf(reads, 'Kode HS')).toEqual(['09011190', '09041120', '09061100']);
    expect(rowsOf(reads, 'Jumlah Barang')).toEqual(['10 BAGS', '20 BAGS', '30 BAGS']);
  });

  it('still ends a table at the first line that is not a key where nothing is printed under the key', async () => {
    const page = [
      ...header(0.27),
      ...item(0.3, 'CLOVES GR.1', 10, '500.00'),
      ...phrase('Authorized Signature', 0.4, 0.318),
      ...item(0.336, 'MACE WHOLE', 20, '1,000.00'),
    ];
    const reads = await readGroup(columns, anchors, textSource(page));
    expect(rowsOf(reads, 'Jumlah Barang')).toEqual(['10 BAGS']);
  });

  it("does not take a batch line's number crossing the key column for a row's key, below a row taller than the sample's", async () => {
    // outside-11's ERP invoice, set 3: under a description of three lines, the batch line's gross
    // weight "19,456.000 KG" stands in the HS code column and reads as an HS code.
    const erp = [
      { ...columns[0]!, height: 2.6 as Placement['height'] },
      column('Kode HS', 'hs_code', 0.5, 0.1),
      {
        ...column('Berat Bersih Item', 'weight', 0.29, 0.1),
        y: 33 as Placement['y'],
        height: 1.3 as Placement['height'],
      },
    ];
    const row = (y: number, lines: string[], hs: string, lot: string, net: string, gross: string): Word[] => [
      ...phrase(lines[0]!, 0.06, y),
      ...phrase(hs, 0.5, y),
      ...lines.slice(1).flatMap((line, i) => phrase(line, 0.06, y + 0.015 * (i + 1))),
      ...phrase(
        `Batch Lot: ${lot} Net weight: ${net} KG Gross weight: ${gross} KG`,
        0.02,
        y + 0.015 * lines.length,
      ),
    ];
    const erpHeader = [...phrase('Description of Goods', 0.06, 0.27), ...phrase('HS code', 0.5, 0.27)];
    const sampleRows = [
      ...erpHeader,
      ...row(0.3, ['CASSIA VERA', 'GRADE A'], '09061100', 'MDG-261', '500.000', '510.000'),
      ...row(0.351, ['MACE WHOLE'], '09082200', 'MDG-262', '800.000', '820.000'),
    ];
    const erpAnchors = new Map<Placement, Anchor[]>(erp.map((p) => [p, anchorsOf(p, sampleRows)]));
    const left = await leftOutLines(erp, erpAnchors, sampleRows);
    const page = [
      ...erpHeader,
      ...row(
        0.3,
        ['GREEN COFFEE ARABICA', 'MANDHELING G1 TRIPLE', 'PICKED'],
        '09011110',
        'MDG-2610-14',
        '19,200.000',
        '19,456.000',
      ),
      ...row(0.366, ['CLOVES HAND PICKED'], '09071000', 'MDG-2610-15', '9,600.000', '9,728.000'),
    ];
    const reads = await readGroup(erp, erpAnchors, textSource(page), false, left);
    expect(rowsOf(reads, 'Kode HS')).toEqual(['09011110', '09071000']);
    expect(rowsOf(reads, 'Uraian Barang')).toEqual([
      'GREEN COFFEE ARABICA MANDHELING G1 TRIPLE PICKED',
      'CLOVES HAND PICKED',
    ]);
  });

  it('goes on past a heading printed across the table between its rows, and ends at a totals line whose caption stands left of the columns', async () => {
    // outside-11's packing list: each container opened by "CONTAINER 2 OF 2 : DFSU 281163-3 · SEAL
    // NO. ..." across the columns, its words crossing the key column; outside-10's: "JUMLAH" in an
    // unlabelled first column, then a note whose words cross the key column.
    const page = [
      ...header(0.27),
      ...item(0.3, 'CLOVES GR.1', 10, '500.00'),
      ...phrase('CONTAINER 2 OF 2 : DFSU 281163-3 SEAL NO.', 0.1, 0.318),
      ...item(0.336, 'MACE WHOLE', 20, '1,000.00'),
      ...phrase('JUMLAH', 0.01, 0.354),
      ...phrase('1,500.00', 0.6, 0.354),
      ...phrase('Packages : 30 BAGS (20 SACKS AND TEN CARTONS)', 0.2, 0.372),
      ...item(0.39, 'NUTMEG', 5, '250.00'),
    ];
    const reads = await readGroup(columns, anchors, textSource(page));
    expect(rowsOf(reads, 'Jumlah Barang')).toEqual(['10 BAGS', '20 BAGS']);
    expect(rowsOf(reads, 'Uraian Barang')).toEqual(['CLOVES GR.1', 'MACE WHOLE']);
  });

  it('goes on past a sub-total line between runs of rows, and ends at the grand total', async () => {
    // outside-6's packing list: a shaded sub-total row under the cartons, then the bags.
    const subtotal = (y: number, kg: string): Word[] => [
      ...phrase('Sub-total CARTONS', 0.06, y),
      ...phrase(kg, 0.6, y),
    ];
    const page = [
      ...header(0.27),
      ...item(0.3, 'CLOVES GR.1', 10, '500.00'),
      ...item(0.318, 'MACE WHOLE', 20, '1,000.00'),
      ...subtotal(0.336, '1,500.00'),
      ...item(0.354, 'NUTMEG ABCD', 30, '1,500.00'),
      ...phrase('GRAND TOTAL', 0.06, 0.372),
      ...phrase('3,000.00', 0.6, 0.372),
    ];
    const reads = await readGroup(columns, anchors, textSource(page));
    expect(rowsOf(reads, 'Jumlah Barang')).toEqual(['10 BAGS', '20 BAGS', '30 BAGS']);
    expect(rowsOf(reads, 'Berat Bersih Item')).toEqual(['500.00', '1,000.00', '1,500.00']);
    expect(rowsOf(reads, 'Uraian Barang')).toEqual(['CLOVES GR.1', 'MACE WHOLE', 'NUTMEG ABCD']);
    // Written in two words under a description that wraps: the description ends before it.
    const wrapped = [
      ...header(0.27),
      ...item(0.3, 'DRIED SEAWEED COTTONII,', 10, '500.00'),
      ...phrase('MOISTURE MAX. 35%', 0.06, 0.315),
      ...phrase('Sub total JUMBO BAGS', 0.06, 0.333),
      ...phrase('500.00', 0.6, 0.333),
      ...item(0.351, 'AGAR STRIPS', 20, '1,000.00'),
    ];
    const two = await readGroup(columns, anchors, textSource(wrapped));
    expect(rowsOf(two, 'Uraian Barang')).toEqual([
      'DRIED SEAWEED COTTONII, MOISTURE MAX. 35%',
      'AGAR STRIPS',
    ]);
  });

  it("counts the rows by their numbers on the first line, and finds the HS code's line under each description", async () => {
    // outside-6's invoice: the HS code on a line of its own under the description, which wraps to
    // two lines on the sample's first row and to one or two on the others.
    const invoice = [
      { ...columns[0]!, height: 2.6 as Placement['height'] },
      {
        ...column('Kode HS', 'hs_code', 0.06, 0.12),
        y: 33 as Placement['y'],
        height: 1.3 as Placement['height'],
      },
      columns[1]!,
      columns[2]!,
    ];
    const row = (y: number, lines: string[], hs: string, bags: number, kg: string): Word[] => [
      ...item(y, lines[0]!, bags, kg),
      ...lines.slice(1).flatMap((line, i) => phrase(line, 0.06, y + 0.015 * (i + 1))),
      ...phrase(`HS ${hs}`, 0.06, y + 0.015 * lines.length),
    ];
    const sampleRows = [...header(0.27), ...row(0.3, ['CASSIA VERA', 'GRADE A'], '0906.11.00', 10, '500.00')];
    const invoiceAnchors = new Map<Placement, Anchor[]>(invoice.map((p) => [p, anchorsOf(p, sampleRows)]));
    const page = [
      ...header(0.27),
      ...row(0.3, ['CLOVES HAND PICKED'], '0907.10.00', 10, '500.00'),
      ...row(0.336, ['BLACK PEPPER ASTA', '550 G/L'], '0904.11.20', 20, '1,000.00'),
      ...row(0.387, ['NUTMEG ABCD'], '0908.11.00', 30, '1,500.00'),
    ];
    const reads = await readGroup(invoice, invoiceAnchors, textSource(page));
    expect(rowsOf(reads, 'Jumlah Barang')).toEqual(['10 BAGS', '20 BAGS', '30 BAGS']);
    expect(rowsOf(reads, 'Kode HS')).toEqual(['HS 0907.10.00', 'HS 0904.11.20', 'HS 0908.11.00']);
    expect(rowsOf(reads, 'Berat Bersih Item')).toEqual(['500.00', '1,000.00', '1,500.00']);
  });

  it('reads a batch line printed across the table under each row as part of the row, out of the descriptions', async () => {
    // outside-11's ERP invoice: under each item a line "Batch / Lot: ... Net weight: ..." starting
    // left of the description column and crossing the key column, the line's net weight a cell of the row.
    const erp = [
      { ...columns[0]!, height: 2.6 as Placement['height'] },
      column('Kode HS', 'hs_code', 0.4, 0.1),
      {
        ...column('Berat Bersih Item', 'weight', 0.29, 0.1),
        y: 33 as Placement['y'],
        height: 1.3 as Placement['height'],
      },
    ];
    const row = (y: number, lines: string[], hs: string, kg: string): Word[] => [
      ...phrase(lines[0]!, 0.06, y),
      ...phrase(hs, 0.4, y),
      ...lines.slice(1).flatMap((line, i) => phrase(line, 0.06, y + 0.015 * (i + 1))),
      ...phrase(
        `Batch Lot: B-${hs} Net weight: ${kg} KG Gross weight: ${kg} KG`,
        0.02,
        y + 0.015 * lines.length,
      ),
    ];
    const erpHeader = [...phrase('Description of Goods', 0.06, 0.27), ...phrase('HS code', 0.4, 0.27)];
    const sampleRows = [
      ...erpHeader,
      ...row(0.3, ['CASSIA VERA', 'GRADE A'], '09061100', '500.00'),
      ...row(0.351, ['MACE WHOLE'], '09082200', '800.00'),
    ];
    const erpAnchors = new Map<Placement, Anchor[]>(erp.map((p) => [p, anchorsOf(p, sampleRows)]));
    const left = await leftOutLines(erp, erpAnchors, sampleRows);
    const page = [
      ...erpHeader,
      ...row(0.3, ['CLOVES HAND PICKED'], '09071000', '500.00'),
      ...row(0.336, ['BLACK PEPPER ASTA', '550 G/L'], '09041120', '1,000.00'),
      ...row(0.387, ['NUTMEG ABCD'], '09081100', '1,500.00'),
    ];
    const reads = await readGroup(erp, erpAnchors, textSource(page), false, left);
    expect(rowsOf(reads, 'Kode HS')).toEqual(['09071000', '09041120', '09081100']);
    expect(rowsOf(reads, 'Uraian Barang')).toEqual([
      'CLOVES HAND PICKED',
      'BLACK PEPPER ASTA 550 G/L',
      'NUTMEG ABCD',
    ]);
    expect(rowsOf(reads, 'Berat Bersih Item')).toEqual(['500.00 KG', '1,000.00 KG', '1,500.00 KG']);
  });
});

describe("a caption printed on a table's every row", () => {
  it('is no anchor of its column: found on another row, it would place the table there', () => {
    const hs = { ...column('Kode HS', 'hs_code', 0.14, 0.08), aliases: ['Pos Tarif'] };
    const description = { ...column('Uraian Barang', 'text', 0.06, 0.3), y: 31.8 as Placement['y'] };
    const sample = [
      ...phrase('Pos Tarif/HS, uraian barang', 0.06, 0.27),
      ...phrase('Pos Tarif :', 0.02, 0.3),
      ...phrase('09011190', 0.14, 0.3),
      ...phrase('ROBUSTA COFFEE BEANS', 0.06, 0.318),
    ];
    const found = anchorsOf(hs, sample);
    expect(found.map((a) => a.text)).toEqual(['Tarif/HS, uraian', 'Pos Tarif', 'Kode HS']);
    const kept = withoutRowCaptions(hs, [hs, description], found);
    expect(kept.map((a) => a.text)).toEqual(['Tarif/HS, uraian', 'Kode HS']);
    // Outside a table every anchor stays.
    const single = { ...hs, group: undefined };
    expect(withoutRowCaptions(single, [single], found)).toEqual(found);
  });
});

describe("another writer's item table", () => {
  it('counts rows by a right-aligned quantity wider than the sample\'s ("3.000,00" under "600")', async () => {
    // The quantity printed right-aligned to x 0.49, its box drawn tight around the sample's "600".
    const right = (text: string, y: number): Word[] => phrase(text, 0.49 - text.length * 0.008, y);
    const tight = [
      column('Uraian Barang', 'text', 0.06, 0.3),
      column('Jumlah Barang', 'quantity', 0.464, 0.026),
    ];
    const row = (y: number, description: string, quantity: string) => [
      ...phrase(description, 0.06, y),
      ...right(quantity, y),
    ];
    const head = [...phrase('Description of Goods', 0.06, 0.27), ...right('Quantity', 0.27)];
    const onSample = [...head, ...row(0.3, 'CANNED PINEAPPLE', '600')];
    const tightAnchors = new Map<Placement, Anchor[]>(tight.map((p) => [p, anchorsOf(p, onSample)]));
    const page = [
      ...head,
      ...row(0.3, 'CANNED PINEAPPLE', '600'),
      ...row(0.318, 'TAPIOCA STARCH', '3,000.00'),
      ...row(0.336, 'DESICCATED COCONUT', '12,000.00'),
    ];
    const reads = await readGroup(tight, tightAnchors, textSource(page));
    expect(rowsOf(reads, 'Uraian Barang')).toEqual([
      'CANNED PINEAPPLE',
      'TAPIOCA STARCH',
      'DESICCATED COCONUT',
    ]);
    expect(rowsOf(reads, 'Jumlah Barang')).toEqual(['600', '3,000.00', '12,000.00']);
  });

  it("places its rows at the first row's key line when its header stands higher or lower than the sample's", async () => {
    // The header 0.008 lower than the sample's, the rows where they were: a taller header there.
    const page = [
      ...header(0.278),
      ...item(0.3, 'SKIPJACK TUNA CHUNKS IN BRINE', 10, '500.00'),
      ...phrase('48 X 185 G', 0.06, 0.313),
      ...item(0.33, 'SARDINES', 20, '200.00'),
    ];
    const reads = await readGroup(columns, anchors, textSource(page));
    expect(rowsOf(reads, 'Uraian Barang')).toEqual(['SKIPJACK TUNA CHUNKS IN BRINE 48 X 185 G', 'SARDINES']);
    expect(rowsOf(reads, 'Jumlah Barang')).toEqual(['10 BAGS', '20 BAGS']);
  });

  it("leaves the totals line out of the last row's description", async () => {
    // The sample's row holds two lines: the last row's cell reaches the totals line under a short one.
    const twoLines = [
      ...header(0.27),
      ...item(0.3, 'CLOVES GR.1', 10, '500.00'),
      ...phrase('LOT 7', 0.06, 0.313),
    ];
    const tall = columns.map((p) => (p.type === 'text' ? { ...p, height: 2.9 as Placement['height'] } : p));
    const tallAnchors = new Map<Placement, Anchor[]>(tall.map((p) => [p, anchorsOf(p, twoLines)]));
    const page = [
      ...header(0.27),
      ...item(0.3, 'CLOVES GR.1', 10, '500.00'),
      ...item(0.318, 'MACE WHOLE', 20, '1,000.00'),
      ...phrase('JUMLAH / TOTAL', 0.06, 0.334),
    ];
    const reads = await readGroup(tall, tallAnchors, textSource(page));
    expect(rowsOf(reads, 'Uraian Barang')).toEqual(['CLOVES GR.1', 'MACE WHOLE']);
  });

  it("joins a scanned number's leading group OCR split off, left of the column's box, to the number", async () => {
    // outside-10-scan set 1's packing list: "12." a space before "000,00" (12.000,00), its middle
    // left of the box drawn around the sample's "500.00"; and a lone "." boxed at a dot's height
    // before "200,00", its digit "1" lost (1.200,00).
    const scanned = (text: string, x0: number, x1: number, y0: number, y1: number): Word => ({
      text,
      box: box(x0, y0, x1, y1),
      confidence: 0.9,
      ocr: true,
    });
    const line = (y: number, description: string, bags: number, lead: Word | undefined, rest: string) => [
      ...phrase(description, 0.06, y).map((w) => ({ ...w, ocr: true as const })),
      ...phrase(`${bags} BAGS`, 0.4, y).map((w) => ({ ...w, ocr: true as const })),
      ...(lead ? [lead] : []),
      scanned(rest, 0.6, 0.6 + rest.length * 0.008, y, y + 0.012),
    ];
    const page = [
      ...header(0.27).map((w) => ({ ...w, ocr: true as const })),
      ...line(0.3, 'CLOVES GR.1', 10, scanned('12.', 0.573, 0.597, 0.3, 0.312), '000,00'),
      ...line(0.318, 'MACE WHOLE', 20, scanned('.', 0.595, 0.597, 0.3285, 0.33), '200,00'),
      ...line(0.336, 'NUTMEG ABCD', 30, undefined, '500,00'),
    ];
    const reads = await readGroup(columns, anchors, zonalSource(page));
    expect(rowsOf(reads, 'Berat Bersih Item')).toEqual(['12.000,00', '.200,00', '500,00']);
    // Apart by more than a space, or of another shape ("12" with no separator): another cell's.
    const apart = page.map((w) => (w.text === '12.' ? { ...w, box: box(0.56, 0.3, 0.584, 0.312) } : w));
    expect(rowsOf(await readGroup(columns, anchors, zonalSource(apart)), 'Berat Bersih Item')[0]).toBe(
      '000,00',
    );
    const digits = page.map((w) => (w.text === '12.' ? { ...w, text: '12' } : w));
    expect(rowsOf(await readGroup(columns, anchors, zonalSource(digits)), 'Berat Bersih Item')[0]).toBe(
      '000,00',
    );
  });
});

describe("a table's last description wrapped under the zones read (outside-17-scan)", () => {
  // Set 1's invoice printed and scanned into a folder of its own: its last item wraps "... OCTOPUS
  // 1-2" over "KG" above the packing line every row prints in smaller italics.
  const set = generatedApart('outside-17-', (dir) =>
    generateOutside17Fixtures(dir, { sets: [1], documents: ['invoice'] }),
  );
  afterAll(() => shutdownOcr());

  it.skipIf(!hasChromium())(
    'doubts the last row read without its wrapped line, not the rows whose packing line is left out',
    async () => {
      const file = set.manifest.files.find(
        (f) => f.variant === 'outside-17-scan' && f.document === 'invoice',
      );
      if (!file) throw new Error('no scanned invoice in set 1 of the seventeenth outside set');
      const placements = await readPlacements('outside-17/invoice', set.manifest, set.dir);
      const sample = await ingest(await readFile(placements.samplePath));
      const document = await ingest(await readFile(join(set.dir, file.file)));
      const reads = await extract(document, placements.labels, { sample, dateFormat: file.dateFormat });
      const rows = reads.filter((r) => r.label === 'Uraian Barang');
      expect(rows.map((r) => r.text)).toEqual([
        'FROZEN VANNAMEI SHRIMP PD IQF 31/40',
        'FROZEN BLACK TIGER SHRIMP HLSO 16/20',
        'FROZEN WHOLE CLEANED OCTOPUS 1-2',
      ]);
      // The zones read ended at the last row's rectangle: its "KG" was read only in the strip under it.
      expect(rows.map((r) => r.review)).toEqual([false, false, true]);
      expect(rows[2]!.reason).toMatch(/terpotong/);
    },
    300_000,
  );
});
