import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedApart } from '../fixtures/apart.ts';
import { readPlacements } from '../fixtures/load.ts';
import { hasChromium } from '../fixtures/outside/print.ts';
import { generateOutside13Fixtures } from '../fixtures/outside-13/generate-outside-13.ts';
import { type FractionBox, fraction } from '../geometry/types.ts';
import { ingest } from '../ingest/ingest.ts';
import type { EngineDocument, Placement, Word } from '../types.ts';
import { anchorsOf } from './anchors.ts';
import { cutAtCaptions } from './caption.ts';
import { droppedBeside, lostWord, misordered, splitWord, withoutSpecks } from './clean.ts';
import {
  anchorScore,
  combineConfidence,
  DEFAULT_REVIEW_THRESHOLD,
  fitScore,
  ocrPart,
  REASONS,
  reviewReason,
  settledWords,
} from './confidence.ts';
import { extract, splitBefore } from './extract.ts';
import { readingText, valueText } from './lines.ts';
import { tellTwinsApart } from './neighbours.ts';
import { afterVerdict, pageMoved } from './page-moved.ts';
import {
  besideValue,
  besideWords,
  cutAcross,
  readSingle,
  valueWords,
  withWholeWords,
} from './read-single.ts';
import { readValue } from './read-value.ts';
import { repairByType } from './repair.ts';
import { amountLooksRight, typeFit } from './type-fit.ts';
import type { WordSource } from './word-source.ts';

const box = (x0: number, y0: number, x1: number, y1: number): FractionBox => ({
  x0: fraction(x0),
  y0: fraction(y0),
  x1: fraction(x1),
  y1: fraction(y1),
});
const word = (text: string, x0: number, y0: number, width = 0.06, confidence = 1): Word => ({
  text,
  box: box(x0, y0, x0 + width, y0 + 0.012),
  confidence,
});
const phrase = (text: string, x0: number, y0: number, confidence = 1): Word[] => {
  let x = x0;
  return text.split(' ').map((part) => {
    const w = word(part, x, y0, part.length * 0.008, confidence);
    x += part.length * 0.008 + 0.008;
    return w;
  });
};
const moved = (words: readonly Word[], dx: number, dy: number): Word[] =>
  words.map((w) => ({
    ...w,
    box: box(w.box.x0 + dx, w.box.y0 + dy, w.box.x1 + dx, w.box.y1 + dy),
  }));

/** A scan read zone by zone: a region gives the words lying wholly inside it, as zonal OCR does. */
const zonalSource = (words: readonly Word[]): WordSource & { regions: FractionBox[] } => {
  const regions: FractionBox[] = [];
  const within = (r: FractionBox) =>
    words.filter((w) => w.box.x0 >= r.x0 && w.box.x1 <= r.x1 && w.box.y0 >= r.y0 && w.box.y1 <= r.y1);
  return {
    ocr: true,
    regions,
    around: async (region) => {
      regions.push(region);
      return within(region);
    },
    all: async () => {
      regions.push(box(0, 0, 1, 1));
      return [...words];
    },
  };
};
const textSource = (words: readonly Word[]): WordSource => ({
  ocr: false,
  around: async () => [...words],
  all: async () => [...words],
});

const weight: Placement = {
  label: 'Berat Kotor',
  type: 'weight',
  aliases: ['G.W.', 'Berat Kotor'],
  page: 1,
  x: 29 as Placement['x'],
  y: 29.6 as Placement['y'],
  width: 21 as Placement['width'],
  height: 2 as Placement['height'],
};
/** The sample: "Gross Weight:" at (0.1, 0.3), its value right of it at x 0.3. */
const sample = [...phrase('Gross Weight:', 0.1, 0.3), ...phrase('12,500.00 KGS', 0.3, 0.3)];

describe('reading a placement', () => {
  it('reads the value again where the box moved, when the first zone held only its caption', async () => {
    const page = moved(sample, 0.03, 0.004);
    const source = zonalSource(page);
    const read = await readSingle(weight, anchorsOf(weight, sample), source);
    expect(read.words.map((w) => w.text).join(' ')).toBe('12,500.00 KGS');
    expect(read.placing?.by).toBe('caption');
    // The first, tight zone did not hold the value: a second read was made where it now lies.
    expect(source.regions.length).toBeGreaterThan(1);
    expect(source.regions.some((r) => r.x1 > 0.53)).toBe(true);
  });

  it("finds the value by an alias the sample does not print, not by a neighbour's caption", async () => {
    const page = [
      ...phrase('Net Weight:', 0.1, 0.3),
      ...phrase('11,900.00 KGS', 0.3, 0.3),
      ...phrase('G.W.', 0.1, 0.5),
      ...phrase('12,500.00 KGS', 0.3, 0.5),
    ];
    const read = await readSingle(weight, anchorsOf(weight, sample), textSource(page));
    expect(read.words.map((w) => w.text).join(' ')).toBe('12,500.00 KGS');
    expect(read.placing).toMatchObject({ by: 'alias' });
  });

  it('follows a block moved half a page sideways and down (a column reflowed under the other)', async () => {
    const page = [...phrase('Other Caption', 0.1, 0.3), ...moved(sample, 0.45, 0.12)];
    const read = await readSingle(weight, anchorsOf(weight, sample), textSource(page));
    expect(read.words.map((w) => w.text).join(' ')).toBe('12,500.00 KGS');
    const source = zonalSource(moved(sample, -0.05, 0.2));
    const scanned = await readSingle(weight, anchorsOf(weight, sample), source);
    expect(scanned.words.map((w) => w.text).join(' ')).toBe('12,500.00 KGS');
    // Found in a strip of the page, not by reading the whole page.
    expect(source.regions.some((r) => r.x0 === 0 && r.y0 === 0 && r.x1 === 1 && r.y1 === 1)).toBe(false);
  });

  it("finds a caption in the whole page's reading when every crop read it garbled", async () => {
    // The block moved half a page down; every crop that held the caption cut its line and read it
    // garbled, the page read whole (the widest search) read it right.
    const page = moved(sample, 0, 0.5);
    const garbled = page.map((w, i) => (i < 2 ? { ...w, text: i === 0 ? 'Grc55' : 'Wc1g' } : w));
    const crops = zonalSource(garbled);
    const source: WordSource = { ...crops, all: async () => [...page] };
    const read = await readSingle(weight, anchorsOf(weight, sample), source);
    expect(read.words.map((w) => w.text).join(' ')).toBe('12,500.00 KGS');
    expect(read.placing?.by).toBe('caption');
  });

  it('skips a caption whose value is not of the type, and tries the next', async () => {
    const page = [
      ...phrase('Gross Weight:', 0.1, 0.3),
      ...phrase('MSKU 123456-5', 0.3, 0.3),
      ...phrase('Berat Kotor', 0.1, 0.4),
      ...phrase('12.500,00 KG', 0.3, 0.4),
    ];
    const read = await readSingle(weight, anchorsOf(weight, sample), textSource(page));
    expect(read.words.map((w) => w.text).join(' ')).toBe('12.500,00 KG');
  });
});

describe("a scanned date whose box starts after the date's first word", () => {
  const onBoard: Placement = {
    label: 'Tanggal Muat',
    type: 'date',
    aliases: ['Shipped on Board'],
    page: 1,
    x: 29.5 as Placement['x'],
    y: 49.6 as Placement['y'],
    width: 12 as Placement['width'],
    height: 2 as Placement['height'],
  };
  const sampleDate = [...phrase('Shipped on Board', 0.1, 0.5), ...phrase('FEB 20, 2024', 0.3, 0.5)];

  it('takes the words right before it on its line when they make it a date of the format', async () => {
    // The caption stands where the sample has it; the date starts 2.5% further left.
    const page = [...phrase('Shipped on Board', 0.1, 0.5), ...phrase('OCT 27, 2024', 0.275, 0.5)];
    const read = await readSingle(onBoard, anchorsOf(onBoard, sampleDate), zonalSource(page), {
      dateFormat: 'MMM DD, YYYY',
    });
    expect(readingText(read.words)).toBe('OCT 27, 2024');
  });

  it('takes none when they do not make a date ("NO. 27, 2024")', async () => {
    const page = [...phrase('Shipped on Board', 0.1, 0.5), ...phrase('NO. 27, 2024', 0.275, 0.5)];
    const read = await readSingle(onBoard, anchorsOf(onBoard, sampleDate), zonalSource(page), {
      dateFormat: 'MMM DD, YYYY',
    });
    expect(readingText(read.words)).toBe('27, 2024');
  });
});

describe('a caption followed by a colon standing alone', () => {
  /** "Nomor Faktur :" then, a tab further, the invoice number (a layout whose colons are aligned). */
  const faktur = [
    ...phrase('Nomor Faktur', 0.067, 0.1),
    word(':', 0.168, 0.1, 0.007),
    word('INV/2319/0897', 0.235, 0.1, 0.1),
  ];
  const invoiceNo = (x: number, width: number): Placement => ({
    label: 'Nomor Invoice',
    type: 'text',
    page: 1,
    x: (x * 100) as Placement['x'],
    y: 9.9 as Placement['y'],
    width: (width * 100) as Placement['width'],
    height: 1.6 as Placement['height'],
  });

  it('keeps the gap the sample has between caption and value (the box stays on the value)', async () => {
    const tight = invoiceNo(0.233, 0.105);
    const read = await readSingle(tight, anchorsOf(tight, faktur), textSource(faktur));
    expect(read.words.map((w) => w.text).join(' ')).toBe('INV/2319/0897');
    const shifted = moved(faktur, 0.02, 0.05);
    const again = await readSingle(tight, anchorsOf(tight, faktur), textSource(shifted));
    expect(again.words.map((w) => w.text).join(' ')).toBe('INV/2319/0897');
  });

  it('reads past the colon when the box was drawn from the caption', async () => {
    const wide = invoiceNo(0.158, 0.18);
    const read = await readSingle(wide, anchorsOf(wide, faktur), textSource(faktur));
    expect(read.words.map((w) => w.text).join(' ')).toBe('INV/2319/0897');
  });
});

describe('a value longer than the sample prints', () => {
  // The sample prints "PT SARI KELAPA NUSANTARA" after "Shipper:" and nothing after it on the line;
  // another exporter's name is longer and runs past the box drawn around the sample's.
  const sample = [...phrase('Shipper:', 0.05, 0.1), ...phrase('PT SARI KELAPA NUSANTARA', 0.13, 0.1)];
  const exporter: Placement = {
    label: 'Nama Eksportir',
    type: 'text',
    page: 1,
    x: 12.8 as Placement['x'],
    y: 9.9 as Placement['y'],
    width: 21 as Placement['width'],
    height: 1.6 as Placement['height'],
  };
  const rect = box(0.128, 0.099, 0.338, 0.115);

  it('runs on past the box when the sample printed nothing after its value', async () => {
    // The caption stands more than a run-on gap before the value: nothing is printed beside it.
    expect(besideWords(sample, rect)).toEqual({ before: null, after: null });
    const longer = [
      ...phrase('Shipper:', 0.05, 0.1),
      ...phrase('CV JATI RAYA FURNITURE INDONESIA', 0.13, 0.1),
    ];
    const read = await readSingle(exporter, anchorsOf(exporter, sample), textSource(longer), {}, 1, {
      left: true,
      right: true,
    });
    expect(read.words.map((w) => w.text).join(' ')).toBe('CV JATI RAYA FURNITURE INDONESIA');
    // Without the sample's leave the box cuts it, as before.
    const cut = await readSingle(exporter, anchorsOf(exporter, sample), textSource(longer), {}, 1);
    expect(cut.words.map((w) => w.text).join(' ')).toBe('CV JATI RAYA FURNITURE');
  });

  it("reads on along a scanned value's line where the crop ended between two of its words", async () => {
    const longer = [
      ...phrase('Shipper:', 0.05, 0.1),
      ...phrase('VAN DER BERG OUTDOOR LIVING B.V.', 0.13, 0.1),
    ];
    const source = zonalSource(longer);
    const open = { left: false, right: true };
    const read = await readSingle(exporter, anchorsOf(exporter, sample), source, {}, 1, open);
    expect(read.words.map((w) => w.text).join(' ')).toBe('VAN DER BERG OUTDOOR LIVING B.V.');
    // The first zone ended before "B.V." (wholly outside it); the line was read on from "LIVING".
    expect(source.regions[0]!.x1).toBeLessThan(longer.at(-1)!.box.x1);
    // Where the sample prints another field right after the value, nothing more is read.
    const closed = zonalSource(longer);
    await readSingle(exporter, anchorsOf(exporter, sample), closed, {}, 1);
    expect(closed.regions.length).toBeLessThan(source.regions.length);
  });

  it('reads on along a scanned letterhead, a value with no caption to find it by', async () => {
    // outside-4-scan's fax: the exporter's name printed alone, longer than the sample's, the crop
    // around the drawn box ending between two of its words.
    const longer = phrase('PT SRIWIJAYA AGRO KOMODITAS INTERNASIONAL PERKASA', 0.13, 0.1);
    const source = zonalSource(longer);
    const read = await readSingle(exporter, [], source, {}, 1, { left: true, right: true });
    expect(read.placing?.by).toBe('drawn');
    expect(read.words.map((w) => w.text).join(' ')).toBe('PT SRIWIJAYA AGRO KOMODITAS INTERNASIONAL PERKASA');
    expect(source.regions[0]!.x1).toBeLessThan(longer.at(-1)!.box.x1);
    // Centred, it begins before the box too (outside-scan's "CV JATI RAYA FURNITURE INDONESIA").
    const centred = phrase('CV JATI RAYA FURNITURE INDONESIA', 0.06, 0.1);
    const both = zonalSource(centred);
    const whole = await readSingle(exporter, [], both, {}, 1, { left: true, right: true });
    expect(whole.words.map((w) => w.text).join(' ')).toBe('CV JATI RAYA FURNITURE INDONESIA');
    expect(both.regions[0]!.x0).toBeGreaterThan(centred[0]!.box.x0);
  });

  it('takes a word read whole past the crop that ended inside it, its cut glyph cleared', async () => {
    // outside-16-scan's letterhead "PT NUSA PERKASA BARA ENERGI", longer than the sample's name: the
    // first crop ended inside its last word, whose cut letter was whitened ("ENE"), so no word was
    // clipped; read on from "ENE", the crop began at its first glyph and "ENERGI" came back clipped.
    const longer = phrase('PT NUSA PERKASA BARA ENERGINDO', 0.13, 0.1);
    const zonal = zonalSource(longer);
    const source: WordSource = {
      ...zonal,
      around: async (r) => {
        // A word whose first glyph the crop's left side touches comes back clipped, as OCR marks it.
        const inside = (await zonal.around(r)).map((w) =>
          w.box.x0 - r.x0 < 0.002 ? { ...w, clipped: 'left' as const } : w,
        );
        const cut = longer
          .filter((w) => w.box.x0 > r.x0 && w.box.x0 < r.x1 && w.box.x1 > r.x1)
          .map((w) => {
            const letters = Math.floor((r.x1 - w.box.x0) / 0.008) - 1;
            return {
              ...w,
              text: w.text.slice(0, letters),
              box: { ...w.box, x1: fraction(w.box.x0 + letters * 0.008) },
            };
          })
          .filter((w) => w.text.length > 0);
        return [...inside, ...cut];
      },
    };
    const read = await readSingle(exporter, [], source, {}, 1, { left: false, right: true });
    expect(zonal.regions[0]!.x1).toBeLessThan(longer.at(-1)!.box.x1);
    expect(read.words.map((w) => w.text).join(' ')).toBe('PT NUSA PERKASA BARA ENERGINDO');
  });

  it('keeps a word as first read, unless a later read has it whole (a zone had cut it, unmarked)', () => {
    // outside-16-scan set 4's PEB: the exporter's zone ended inside "ENERGI" and cleared the cut
    // glyph, "ENER" unmarked; a wider read of the caption's band had "ENERGI" whole, and was dropped.
    const cut = word('ENER', 0.428, 0.175, 0.03, 0.9);
    const whole = word('ENERGI', 0.428, 0.175, 0.046, 0.85);
    const name = phrase('PT NUSA', 0.26, 0.175);
    expect(withWholeWords([...name, cut], [...name, whole]).map((w) => w.text)).toEqual([
      'PT',
      'NUSA',
      'ENERGI',
    ]);
    // A word read again the same, or with only a mark more ("LTD" and "LTD."), stays as first read.
    const ltd = word('LTD', 0.5, 0.2, 0.024);
    const dotted = word('LTD.', 0.5, 0.2, 0.03);
    expect(withWholeWords([ltd], [dotted])).toEqual([ltd]);
    // A clipped read is no whole word.
    expect(withWholeWords([cut], [{ ...whole, clipped: 'right' }])).toEqual([cut]);
    // A word read over two seen ones joined them (outside-18-scan's "USD-US" over "USD-" and "US").
    const [usd, us] = [word('USD-', 0.3, 0.4, 0.032), word('US', 0.34, 0.4, 0.016)];
    const joined = word('USD-US', 0.3, 0.4, 0.056);
    expect(withWholeWords([usd, us], [joined])).toEqual([usd, us]);
    // A word its crop's side cut gives way to the word read whole at its spot (outside-16-scan set
    // 3's invoice: "Um" at a zone's edge where a column's strip read "USD", the fourth of its column).
    const garbled = { ...word('Um', 0.727, 0.5, 0.043, 0.09), clipped: 'left' as const };
    const currency = word('USD', 0.74, 0.5, 0.023, 0.92);
    expect(withWholeWords([garbled], [currency])).toEqual([currency]);
    // Not where the word read whole runs over another word seen.
    const amount = word('5,191,660.65', 0.765, 0.5, 0.1);
    const wide = word('USD5', 0.74, 0.5, 0.03, 0.5);
    expect(withWholeWords([garbled, amount], [wide])).toEqual([garbled, amount]);
  });

  it("keeps a value's words when reading on answers with a zone that garbled them", async () => {
    const longer = [
      ...phrase('Shipper:', 0.05, 0.1),
      ...phrase('VAN DER BERG OUTDOOR LIVING B.V.', 0.13, 0.1),
    ];
    const living = longer.find((w) => w.text === 'LIVING')!;
    // A wide zone already read holds the region read on: it answers with its own words, in which
    // the value's last two words are a garble (outside-scan set 3's bold name, "Cll").
    const garble: Word = { text: 'Cll', box: box(0.234, 0.097, living.box.x1, 0.125), confidence: 0.02 };
    const zonal = zonalSource(longer);
    const source: WordSource = {
      ...zonal,
      around: async (r) =>
        r.x0 > living.box.x1
          ? [
              ...(await zonal.around(box(0, r.y0, 1, r.y1))).filter(
                (w) => w.box.x1 < 0.234 || w.box.x0 > 0.34,
              ),
              garble,
            ]
          : zonal.around(r),
    };
    const open = { left: false, right: true };
    const read = await readSingle(exporter, anchorsOf(exporter, sample), source, {}, 1, open);
    // Before, "Cll" took the place of "OUTDOOR LIVING" and was then no word of the line: the value
    // read "VAN DER BERG", with the confidence of the words left.
    expect(read.words.map((w) => w.text).join(' ')).toBe('VAN DER BERG OUTDOOR LIVING B.V.');
  });

  it("reads a scanned value's line again past the crop's side that cut its last word", async () => {
    const longer = [
      ...phrase('Shipper:', 0.05, 0.1),
      ...phrase('CV JATI RAYA FURNITURE INDONESIA', 0.13, 0.1),
    ];
    // Zonal OCR: a word crossing a crop's right side comes back cut, marked clipped, its confidence halved.
    const regions: FractionBox[] = [];
    const clipping: WordSource = {
      ocr: true,
      around: async (r) => {
        regions.push(r);
        return longer.flatMap((w): Word[] => {
          if (w.box.x0 < r.x0 || w.box.y0 < r.y0 || w.box.y1 > r.y1 || w.box.x0 >= r.x1) return [];
          if (w.box.x1 <= r.x1) return [w];
          const kept = Math.floor(((r.x1 - w.box.x0) / (w.box.x1 - w.box.x0)) * w.text.length);
          const text = `${w.text.slice(0, kept)}?`;
          return [{ text, box: box(w.box.x0, w.box.y0, r.x1, w.box.y1), confidence: 0.5, clipped: 'right' }];
        });
      },
      all: async () => [...longer],
    };
    const open = { left: false, right: true };
    const read = await readSingle(exporter, anchorsOf(exporter, sample), clipping, {}, 1, open);
    expect(read.words.map((w) => w.text).join(' ')).toBe('CV JATI RAYA FURNITURE INDONESIA');
    expect(read.words.every((w) => !w.clipped && w.confidence === 1)).toBe(true);
    // The line was read again from the cut word on, past the side that cut it.
    expect(regions.at(-1)?.x1).toBeGreaterThan(0.5);
  });

  it('runs on up to the word the sample prints after the value ("MERATUS MEDAN 2" before "Voy.")', () => {
    const drawn = box(0.68, 0.29, 0.8, 0.31);
    const sampleLine = phrase('SINAR BANDUNG Voy. 0342N', 0.687, 0.295);
    expect(besideWords(sampleLine, drawn)?.after).toBe('Voy.');
    const longer = [...phrase('MERATUS MEDAN 2', 0.687, 0.295), ...phrase('Voy. 0412W', 0.83, 0.295)];
    const open = { left: false, right: false, until: 'Voy.' };
    expect(valueWords(longer, drawn, undefined, 1, open).map((w) => w.text)).toEqual([
      'MERATUS',
      'MEDAN',
      '2',
    ]);
    // Without the sample's word in sight nothing is added.
    const other = phrase('MERATUS MEDAN 2 ETD 22/11', 0.687, 0.295);
    expect(valueWords(other, drawn, undefined, 1, open).map((w) => w.text)).toEqual(['MERATUS', 'MEDAN']);
  });

  it("runs on by a typewriter face's space, wider than its capitals are tall as OCR boxes them", () => {
    // outside-2-scan set 2's invoice: a dot-matrix "SEASPAN OSPREY" where the sample prints "KOTA
    // RESTU"; OCR boxed the capitals 0.0071 tall and the words 0.009 apart, 1.26 of that height.
    const capitals = (text: string, x0: number, x1: number): Word => ({
      text,
      box: box(x0, 0.225, x1, 0.2321),
      confidence: 0.9,
    });
    const drawn = box(0.5346, 0.2211, 0.7114, 0.2362);
    const open = { left: false, right: true };
    const vessel = [capitals('SEASPAN', 0.628, 0.683), capitals('OSPREY', 0.692, 0.739)];
    expect(valueWords(vessel, drawn, undefined, 1, open).map((w) => w.text)).toEqual(['SEASPAN', 'OSPREY']);
    // Two of its characters' widths away, past the box, a word is another field's.
    const apart = [capitals('SEASPAN', 0.628, 0.683), capitals('ETD:', 0.699, 0.731)];
    expect(valueWords(apart, drawn, undefined, 1, open).map((w) => w.text)).toEqual(['SEASPAN']);
  });

  it("keeps a word of the line read on boxed up to the strip's edge, not a slice of the line above", () => {
    // outside-5-scan set 2's PEB: the exporter's name read on past "DAN" in a strip half a line
    // past it each way; a fold's line through "PERSADA" boxed it twice as tall as its letters.
    const strip = box(0.399, 0.1647, 0.7772, 0.1955);
    const word = (text: string, y0: number, y1: number): Word => ({
      text,
      box: box(0.6, y0, 0.65, y1),
      confidence: 0.6,
    });
    expect(cutAcross(word('RIAU', 0.1778, 0.1841), strip)).toBe(false);
    expect(cutAcross(word('PERSATA', 0.1667, 0.185), strip)).toBe(false);
    // The bottom of the line above, taken in by the strip's margin: cut across.
    expect(cutAcross(word('wen', 0.1647, 0.169), strip)).toBe(true);
    expect(cutAcross(word('Kel.', 0.191, 0.1955), strip)).toBe(true);
    // Boxed from edge to edge: ink of the lines above and below in it.
    expect(cutAcross(word('JEPANG', 0.1649, 0.1953), strip)).toBe(true);
  });

  it('runs on both ways for a centred letterhead the sample prints alone on its line', () => {
    const letterhead = phrase('PT SARI KELAPA NUSANTARA', 0.38, 0.03);
    const drawn = box(0.375, 0.029, 0.585, 0.045);
    expect(besideWords(letterhead, drawn)).toEqual({ before: null, after: null });
    const wider = phrase('CV JATI RAYA FURNITURE INDONESIA', 0.35, 0.03);
    expect(valueWords(wider, drawn, undefined, 1, { left: true, right: true }).map((w) => w.text)).toEqual([
      'CV',
      'JATI',
      'RAYA',
      'FURNITURE',
      'INDONESIA',
    ]);
  });

  it('takes a name whose legal form wrapped onto the next line, never an address line', () => {
    const drawn = box(0.05, 0.2, 0.4, 0.215);
    const wrapped = [
      ...phrase('SHREE GANESH AGRO IMPEX PRIVATE', 0.05, 0.2),
      ...phrase('LIMITED', 0.05, 0.216),
      ...phrase('PLOT 14 GIDC ESTATE', 0.05, 0.232),
    ];
    const open = { left: false, right: true };
    expect(valueWords(wrapped, drawn, undefined, 1, open).map((w) => w.text)).toEqual([
      'SHREE',
      'GANESH',
      'AGRO',
      'IMPEX',
      'PRIVATE',
      'LIMITED',
    ]);
    const twoWords = [...phrase('TOYO TRADING', 0.05, 0.2), ...phrase('CO., LTD.', 0.05, 0.216)];
    expect(
      valueWords(twoWords, drawn, undefined, 1, open)
        .map((w) => w.text)
        .join(' '),
    ).toBe('TOYO TRADING CO., LTD.');
    // German "mbH" written apart from "Gesellschaft", Poland's "sp. z o.o." wrapped at its last part.
    for (const [name, form] of [
      ['KAFFEE IMPORT UND VERTRIEBSGESELLSCHAFT', 'MBH'],
      ['HANDLU KAWA I PRZYPRAWY SP. Z', 'O.O.'],
    ] as const) {
      const words = [...phrase(name, 0.05, 0.2), ...phrase(form, 0.05, 0.216)];
      expect(
        valueWords(words, drawn, undefined, 1, open)
          .map((w) => w.text)
          .join(' '),
      ).toBe(`${name} ${form}`);
    }
    // Beside the wrapped "MBH", further right, another column's larger number on a lower baseline
    // (a waybill's number): the street under the name stays out though it reaches that band.
    const beside = [
      ...phrase('KAFFEE IMPORT UND VERTRIEBSGESELLSCHAFT', 0.05, 0.2),
      ...phrase('MBH', 0.05, 0.216),
      { text: 'ASLBLW2611077', confidence: 1, box: box(0.5, 0.221, 0.65, 0.24) },
      ...phrase('TRIESTER STRASSE 218', 0.05, 0.232),
    ];
    expect(
      valueWords(beside, drawn, undefined, 1, open)
        .map((w) => w.text)
        .join(' '),
    ).toBe('KAFFEE IMPORT UND VERTRIEBSGESELLSCHAFT MBH');
    // The street under a name is not the name's, nor is a legal form printed in another column.
    const address = [...phrase('PT SARI KELAPA', 0.05, 0.2), ...phrase('JL. GATOT SUBROTO 12', 0.05, 0.216)];
    expect(valueWords(address, drawn, undefined, 1, open).map((w) => w.text)).toEqual([
      'PT',
      'SARI',
      'KELAPA',
    ]);
    const elsewhere = [...phrase('PT SARI KELAPA', 0.05, 0.2), ...phrase('LIMITED', 0.3, 0.216)];
    expect(valueWords(elsewhere, drawn, undefined, 1, open).map((w) => w.text)).toEqual([
      'PT',
      'SARI',
      'KELAPA',
    ]);
  });

  it("doubts a caption found half a page away that only resembles the sample's", () => {
    const moved = (similarity: number, move: number) =>
      anchorScore({ by: 'caption', similarity, move }, true);
    expect(moved(1, 0.8)).toBe(0.9);
    // "SHIPPER'S" of "SHIPPER'S LOAD, STOW" for "Shipper", 80% of the page away: read, but checked.
    expect(0.95 * moved(0.875, 0.8)).toBeLessThan(DEFAULT_REVIEW_THRESHOLD);
    // A block drifted a quarter of the page with its caption read imperfectly stays trusted.
    expect(0.95 * moved(0.875, 0.3)).toBeGreaterThan(DEFAULT_REVIEW_THRESHOLD);
  });

  it('trusts a table placed by its key column less than by its headers, more than with captions lost', () => {
    const keyed = { by: 'keyed', similarity: 0, move: 0 } as const;
    const lost = { by: 'lost', similarity: 0, move: 0 } as const;
    // A sure OCR read of a keyed table's cell passes; a doubtful one (0.85) is flagged, with why.
    expect(combineConfidence({ ocr: 0.95, anchor: anchorScore(keyed, true), fit: 1 })).toBeGreaterThanOrEqual(
      DEFAULT_REVIEW_THRESHOLD,
    );
    const doubtful = { ocr: 0.85, anchor: anchorScore(keyed, true), fit: 1 };
    expect(combineConfidence(doubtful)).toBeLessThan(DEFAULT_REVIEW_THRESHOLD);
    expect(reviewReason(doubtful, keyed, [])).toBe(REASONS.keyed);
    expect(combineConfidence({ ocr: 0.95, anchor: anchorScore(lost, true), fit: 1 })).toBeLessThan(
      DEFAULT_REVIEW_THRESHOLD,
    );
  });

  it('doubts a value found far off when its caption stood in its place with no value beside it', async () => {
    // A bill of lading: "Date:" of the laden-on-board date under a stamp that hides its value and
    // blurs the caption ("Dale:"); the goods' text prints a PEB's "DATE 08-DEC-2026" a quarter of
    // the page higher.
    const laden: Placement = {
      label: 'Tanggal Muat',
      type: 'date',
      page: 1,
      x: 35.5 as Placement['x'],
      y: 69.6 as Placement['y'],
      width: 12 as Placement['width'],
      height: 1.6 as Placement['height'],
    };
    const sample = [...phrase('Date:', 0.3, 0.7), ...phrase('09-DEC-2026', 0.36, 0.7)];
    const page = [
      ...phrase('PEB NO. 070130', 0.1, 0.45),
      ...phrase('DATE 08-DEC-2026', 0.3, 0.45),
      ...phrase('Dale:', 0.3, 0.7),
      ...phrase('SHIPPED', 0.36, 0.7),
    ];
    const read = await readSingle(laden, anchorsOf(laden, sample), zonalSource(page));
    expect(read.words.map((w) => w.text).join(' ')).toBe('08-DEC-2026');
    expect(read.placing).toMatchObject({ by: 'caption', similarity: 1, passedOver: true });
    expect(anchorScore(read.placing, true)).toBeLessThan(DEFAULT_REVIEW_THRESHOLD);
    // Moved as far with no caption passed over, it stays trusted.
    expect(anchorScore({ ...read.placing!, passedOver: false }, true)).toBe(0.9);
  });

  it('doubts a scanned text where OCR may have split a word: a short fragment closer than a space', () => {
    const spaced = (parts: Array<[string, number]>): Word[] =>
      parts.map(([t, x]) => word(t, x, 0.3, t.length * 0.008));
    // "SI" ends at 0.116, "NAR" starts 0.003 later; "NAR" and "BANDUNG" are a space (0.01) apart.
    expect(
      splitWord(
        spaced([
          ['SI', 0.1],
          ['NAR', 0.119],
          ['BANDUNG', 0.153],
        ]),
      ),
    ).toBe(true);
    expect(
      splitWord(
        spaced([
          ['TEAK', 0.1],
          ['STEAMER', 0.142],
          ['L', 0.208],
          ['OUNGER', 0.219],
        ]),
      ),
    ).toBe(true);
    expect(
      splitWord(
        spaced([
          ['PT', 0.1],
          ['KOPI', 0.126],
          ['NUSANTARA', 0.168],
        ]),
      ),
    ).toBe(false);
    expect(
      splitWord(
        spaced([
          ['CV', 0.1],
          ['JATI', 0.126],
        ]),
      ),
    ).toBe(false);
    // Longer parts a third of the line's gap apart (outside-4-scan set 3's packing list); words a
    // gap as usual apart, or with digits, are words.
    const boxed = (parts: Array<[string, number, number]>): Word[] =>
      parts.map(([t, x0, x1]) => word(t, x0, 0.3, x1 - x0));
    const painted = (nted: number, end: number) =>
      boxed([
        ['HAND', 0.1935, 0.2262],
        ['PAI', 0.2307, 0.2469],
        ['NTED', nted, end],
        ['CERAMIC', end + 0.0045, end + 0.0554],
        ['VASE', end + 0.0599, end + 0.0887],
      ]);
    expect(splitWord(painted(0.2484, 0.2786))).toBe(true);
    expect(splitWord(painted(0.2514, 0.2816))).toBe(false);
    expect(
      splitWord(
        boxed([
          ['SIZE', 0.1, 0.13],
          ['45', 0.132, 0.145],
          ['CM', 0.15, 0.17],
          ['WIDE', 0.175, 0.2],
        ]),
      ),
    ).toBe(false);
    expect(reviewReason({ ocr: 0.95, anchor: 1, fit: fitScore(1, ['split']) }, undefined, ['split'])).toBe(
      REASONS.split,
    );
  });

  it('doubts a scanned text where OCR left a word or a sign out: a gap of three usual gaps and a line height, or two after no mark', () => {
    const spaced = (parts: Array<[string, number]>): Word[] =>
      parts.map(([t, x]) => word(t, x, 0.3, t.length * 0.008));
    // "(1 TABLE CHAIRS)": "+ 2" stood in the 0.03 between TABLE and CHAIRS; the other gaps 0.004.
    const lost = spaced([
      ['TEAK', 0.1],
      ['BISTRO', 0.136],
      ['SET', 0.188],
      ['(1', 0.216],
      ['TABLE', 0.236],
      ['CHAIRS)', 0.306],
    ]);
    expect(lostWord(lost)).toBe(true);
    const whole = spaced([
      ['TEAK', 0.1],
      ['BISTRO', 0.136],
      ['SET', 0.188],
    ]);
    expect(lostWord(whole)).toBe(false);
    // "WBP 18" where "WBP, 18" was printed (outside-12-scan): twice the usual gap, a comma's room.
    const comma = spaced([
      ['PLYWOOD', 0.1],
      ['MERANTI', 0.16],
      ['BB/CC,', 0.22],
      ['WBP', 0.272],
      ['18', 0.305],
      ['X', 0.325],
    ]);
    expect(lostWord(comma)).toBe(true);
    // The same room after a word closing in its comma is the comma's and a space.
    const read = spaced([
      ['PLYWOOD', 0.1],
      ['MERANTI', 0.16],
      ['BB/CC,', 0.22],
      ['WBP', 0.277],
      ['18', 0.305],
      ['X', 0.325],
    ]);
    expect(lostWord(read)).toBe(false);
    // Two words: no usual gap to measure against.
    expect(
      lostWord(
        spaced([
          ['CV', 0.1],
          ['JATI', 0.2],
        ]),
      ),
    ).toBe(false);
    expect(reviewReason({ ocr: 0.95, anchor: 1, fit: fitScore(1, ['gap']) }, undefined, ['gap'])).toBe(
      REASONS.gap,
    );
  });

  it('doubts a scanned text with a letter read from a sliver of ink, not a narrow letter', () => {
    // outside-6-scan set 2's photographed invoice: "WITH WHEELS" under a glare read "WITH WHE T",
    // the "T" boxed 0.0012 wide where the line's letters are about 0.0085.
    const boxed = (parts: Array<[string, number, number]>): Word[] =>
      parts.map(([t, x0, x1]) => word(t, x0, 0.45, x1 - x0));
    const line = (last: [string, number, number]) =>
      boxed([
        ['TEAK', 0.103, 0.14],
        ['STEAMER', 0.1447, 0.2114],
        ['LOUNGER', 0.2168, 0.2847],
        ['WITH', 0.2901, 0.324],
        ['WHE', 0.33, 0.3556],
        last,
      ]);
    expect(lostWord(line(['T', 0.3633, 0.3645]))).toBe(true);
    // A letter as wide as the others, or a narrow one ("I" boxed as its stroke), says nothing.
    expect(lostWord(line(['T', 0.3633, 0.3703]))).toBe(false);
    expect(lostWord(line(['I', 0.3633, 0.3645]))).toBe(false);
  });

  it('doubts a scanned text beside which OCR read letters or digits too unsure to keep: not a speck, its own words', () => {
    // "YELLOWFIN TUNA STEAK IN WATER 12 X": "12" and "X" read at 17%, as tall as the print, a space after WATER.
    const value = phrase('YELLOWFIN TUNA STEAK IN WATER', 0.1, 0.45, 0.9);
    const unsure = phrase('12 X', 0.34, 0.45, 0.17);
    const read = [...value, ...unsure];
    expect(withoutSpecks(read).map((w) => w.text)).toEqual(value.map((w) => w.text));
    expect(droppedBeside(read, withoutSpecks(read))).toBe(true);
    // A speck: small, or off the value's line, or far along it; a mark of no letter.
    const speck = { ...word('x', 0.34, 0.453, 0.004, 0.2), box: box(0.34, 0.453, 0.344, 0.457) };
    expect(droppedBeside([...value, speck], value)).toBe(false);
    expect(droppedBeside([...value, ...phrase('12', 0.34, 0.47, 0.17)], value)).toBe(false);
    expect(droppedBeside([...value, ...phrase('12', 0.5, 0.45, 0.17)], value)).toBe(false);
    expect(droppedBeside([...value, ...phrase('.', 0.34, 0.45, 0.17)], value)).toBe(false);
    // A bar with a comma after it, however sure, is a letter read as a bar ("GRADE |," for "GRADE
    // I,", outside-7-scan set 4): no cell's rule carries a comma. A bar alone may be one.
    const grade = phrase('SUN DRIED, GRADE', 0.1, 0.45, 0.93);
    expect(droppedBeside([...grade, ...phrase('|,', 0.24, 0.45, 0.86)], grade)).toBe(true);
    expect(droppedBeside([...grade, ...phrase('|', 0.24, 0.45, 0.86)], grade)).toBe(false);
    expect(
      reviewReason({ ocr: 0.95, anchor: 1, fit: fitScore(1, ['dropped']) }, undefined, ['dropped']),
    ).toBe(REASONS.dropped);
  });

  it('doubts a scanned text whose lines do not start at the same left: a word OCR set on a line of its own', () => {
    // As read on outside-scan set 2's PEB: "PLANTER" boxed half as tall and across "BOX LARGE".
    const planter = { text: 'PLANTER', box: box(0.206, 0.564, 0.319, 0.571), confidence: 0.9 };
    const tall = (text: string, x0: number, x1: number) => ({
      text,
      box: box(x0, 0.562, x1, 0.576),
      confidence: 0.9,
    });
    const row = [tall('TEAK', 0.172, 0.202), tall('BOX', 0.259, 0.278), tall('LARGE', 0.284, 0.322)];
    expect(readingText([...row, planter])).toBe('TEAK BOX LARGE\nPLANTER');
    expect(misordered([...row, planter])).toBe(true);
    // "50" boxed on a line after "TEAK SIDE TABLE ROUND CM", inside it.
    expect(
      misordered([...phrase('TEAK SIDE TABLE ROUND CM', 0.1, 0.3), word('50', 0.27, 0.314, 0.016)]),
    ).toBe(true);
    // A description wrapping onto a second line starts at the left, as its first does.
    expect(
      misordered([...phrase('COCONUT SHELL CHARCOAL', 0.1, 0.3), ...phrase('BRIQUETTES', 0.101, 0.316)]),
    ).toBe(false);
    expect(reviewReason({ ocr: 0.95, anchor: 1, fit: fitScore(1, ['order']) }, undefined, ['order'])).toBe(
      REASONS.order,
    );
  });

  it('names a word printed right beside a scanned value and not taken in it: the value may be cut short', () => {
    const line = [
      ...phrase('Vessel :', 0.05, 0.3),
      ...phrase('WAN HAI 316', 0.16, 0.3),
      ...phrase('ETD', 0.4, 0.3),
    ];
    const taken = (...texts: string[]) => line.filter((w) => texts.includes(w.text));
    expect(besideValue(line, taken('HAI', '316')).left?.text).toBe('WAN');
    expect(besideValue(line, taken('WAN', 'HAI')).right?.text).toBe('316');
    // The caption's colon, a caption far to the left and a word a wide gap after are no part of it.
    expect(besideValue(line, taken('WAN', 'HAI', '316'))).toEqual({});
    const doubted = fitScore(1, ['cut']);
    expect(doubted).toBeLessThan(DEFAULT_REVIEW_THRESHOLD);
    expect(reviewReason({ ocr: 0.95, anchor: 1, fit: doubted }, undefined, ['cut'])).toBe(REASONS.cut);
  });

  it('names a word under the box of a broken caption word as beside the value, where it is none of the caption', () => {
    // outside-13-scan set 1's PIB: "Pengangkut" boxed from its start across "& No. Voy/Flight" to the
    // end of "WAN", so the caption as found ended past "WAN", and "HAI 273" was read, sure.
    const caption = [
      ...phrase('8. Sarana', 0.5, 0.3),
      word('Pengangkut', 0.553, 0.3, 0.15),
      ...phrase('& No. Voy/Flight', 0.611, 0.3),
    ];
    const wan = word('WAN', 0.685, 0.3, 0.019);
    const value = phrase('HAI 273', 0.708, 0.3);
    const found = box(0.5, 0.3, 0.703, 0.312);
    const text = '8. Sarana Pengangkut No. Voy/Flight';
    expect(besideValue([...caption, wan, ...value], value, found, undefined, text).left?.text).toBe('WAN');
    // Without the caption's words known, the whole box found is the caption's, as before.
    expect(besideValue([...caption, wan, ...value], value, found).left).toBeUndefined();
    // The caption's own words inside it, read a letter off, stay the caption's.
    const misread = [...caption.slice(0, -1), word('Voy/Fight', 0.638, 0.3, 0.043)];
    const whole = phrase('WAN HAI 273', 0.685, 0.3);
    expect(besideValue([...misread, ...whole], whole, found, undefined, text).left).toBeUndefined();
    // So does a piece of one boxed on its own ("sel:" of "Vessel:").
    const vessel = [word('Ves', 0.05, 0.3, 0.02), word('sel:', 0.07, 0.3, 0.03)];
    const name = phrase('ANL KARRATHA', 0.105, 0.3);
    const at = box(0.05, 0.3, 0.1, 0.312);
    expect(besideValue([...vessel, ...name], name, at, undefined, 'Vessel:').left).toBeUndefined();
    // And a word of other letters under no other word's box: OCR's reading of the caption's own
    // print ("EET", another read of the print "Invoice No." was found in: outside-11-scan set 3's
    // packing list).
    const invoice = [word('Invoice', 0.05, 0.3, 0.05), word('EET', 0.104, 0.3, 0.02)];
    const number = phrase('9100011960', 0.13, 0.3);
    const caption11 = box(0.05, 0.3, 0.124, 0.312);
    expect(
      besideValue([...invoice, ...number], number, caption11, undefined, 'Invoice No.').left,
    ).toBeUndefined();
  });

  it('names a wrapped value cut at the end of a line before its last: the word after it is its own', () => {
    // outside-19-scan set 2's buyer: "DISTRIBUTION", past the box, read by reading the line on.
    const first = [...phrase('Buyer :', 0.05, 0.3), ...phrase('ALBION MUSICAL INSTRUMENT', 0.16, 0.3)];
    const cutOff = phrase('DISTRIBUTION', 0.368, 0.3);
    const second = phrase('(UK) LIMITED', 0.16, 0.318);
    const value = [...first.slice(2), ...second];
    expect(besideValue([...first, ...cutOff, ...second], value).broken).toBe(true);
    // The whole first line taken, or a word a column's gap away: nothing cut.
    expect(besideValue([...first, ...cutOff, ...second], [...value, ...cutOff]).broken).toBeUndefined();
    const column = phrase('Invoice No.', 0.6, 0.3);
    expect(besideValue([...first, ...column, ...second], value).broken).toBeUndefined();
  });

  it('stops at a wide gap, and never opens a box the sample prints another field right after', async () => {
    const withDate = [...sample, ...phrase('Tgl. 03/12/2026', 0.331, 0.1)];
    expect(besideWords(withDate, rect)?.after).toBe('Tgl.');
    const nextField = [
      ...phrase('Shipper:', 0.05, 0.1),
      ...phrase('CV JATI RAYA FURNITURE', 0.13, 0.1),
      ...phrase('Invoice No.', 0.6, 0.1),
    ];
    expect(
      valueWords(nextField, rect, undefined, 1, { left: false, right: true }).map((w) => w.text),
    ).toEqual(['CV', 'JATI', 'RAYA', 'FURNITURE']);
  });
});

describe('a value shorter than the sample prints', () => {
  it('ends at the caption the sample prints after it ("Voy." after the vessel), not at a plain word', () => {
    const vessel = phrase('WAN HAI 316 Voy.', 0.68, 0.29);
    expect(cutAtCaptions(vessel, ['Voy.']).map((w) => w.text)).toEqual(['WAN', 'HAI', '316']);
    // A caption without its colon or period may be a word of a name; the first word is never cut.
    const shipper = phrase('PT SHIPPER INDONESIA', 0.1, 0.1);
    expect(cutAtCaptions(shipper, ['Shipper', 'PT.']).map((w) => w.text)).toEqual([
      'PT',
      'SHIPPER',
      'INDONESIA',
    ]);
    const two = phrase('MERATUS JAYA Tgl. : 03/12', 0.1, 0.1);
    expect(cutAtCaptions(two, ['Tgl. :']).map((w) => w.text)).toEqual(['MERATUS', 'JAYA']);
  });
});

describe('type fit', () => {
  it('refuses a container number as a weight and a sentence as a port', () => {
    expect(typeFit('weight', 'MSKU 123456-5', {}).fit).toBe(0);
    expect(typeFit('weight', '12,500.00 KGS', {}).fit).toBe(1);
    // A document's reference is no count: the packing list's number beside "Packages" (outside-14).
    expect(typeFit('quantity', 'ANH/PL/1226/031', {}).fit).toBe(0);
    expect(typeFit('quantity', 'INV-2026-0412', {}).fit).toBe(0);
    expect(typeFit('quantity', '2 X 20-FT-HC', {}).fit).toBe(1);
    // A number after the word HS is a tariff code: a B/L's description read where its gross weight
    // was looked for gave "HS 1804.00" as 1804 kg, sure (outside-7-scan).
    for (const code of ['HS 1804.00', 'H.S. CODE: 1804.00', 'HS1804', 'COCOA BUTTER HS 1804.00'])
      expect(typeFit('weight', code, {}).fit, code).toBe(0);
    expect(typeFit('weight', '1,804.00 KGS', {}).fit).toBe(1);
    expect(typeFit('quantity', '430 BAGS', {}).fit).toBe(1);
    // A day and a month are a date, whose year stands apart: the place and date under a table read
    // where its weights go on (outside-18-scan), either way round and in either language.
    for (const date of ['4 November', '21-Jul', 'Nov 04', '5 Mei', '12 SEP.'])
      expect(typeFit('weight', date, {}).fit, date).toBe(0);
    for (const amount of ['320 BAGS', '640 PKGS', '1,000 MT', '4 DESKS'])
      expect(typeFit('quantity', amount, {}).fit, amount).toBe(1);
    expect(typeFit('port', 'PRODUCE OF INDONESIA', {}).fit).toBe(0);
    expect(typeFit('port', 'TANJUNG PRIOK, JAKARTA', {}).fit).toBe(1);
    expect(typeFit('port', 'PORT VILA', {}).fit).toBeLessThan(1);
    // What is left of a port's code a character to a box, partly read.
    expect(typeFit('port', 'EH', {}).fit).toBe(0);
    expect(typeFit('country', 'I', {}).fit).toBe(0);
    expect(typeFit('country', 'DE', {}).fit).toBe(1);
    expect(typeFit('text', 'Gross Weight:', {}, ['Gross Weight']).fit).toBe(0);
  });

  it("takes no caption for a value: another label's, its first line over more, or two of its words in a row", () => {
    // outside-5's boxed fields moved on a feeder copy: the next box's caption read for the value.
    const captions = ['Voyage', 'Currency', 'Port of Loading', 'Port of Discharge', 'Terms of Delivery'];
    expect(typeFit('text', 'CURRENCY', {}, captions).fit).toBe(0);
    expect(typeFit('text', 'PORT OF LOADING', {}, captions).fit).toBe(0);
    expect(typeFit('port', 'PORT OF\nIndonesia', {}, captions).fit).toBe(0);
    expect(typeFit('port', 'OF DISCHARGE\nAntwerp, Belgium', {}, captions).fit).toBe(0);
    expect(typeFit('text', 'Voyage\n047W', {}, captions).fit).toBe(0);
    // The reason says what was read.
    expect(readValue('text', 'PORT OF LOADING', true, {}, { captions }).normalized.reason).toBe(
      REASONS.caption,
    );
    // A caption's word inside a value, or one word of a caption, is no caption.
    expect(typeFit('port', 'PORT KLANG', {}, captions).fit).toBeGreaterThan(0);
    expect(typeFit('text', 'DELIVERY TRADING CO.', {}, captions).fit).toBe(1);
    expect(typeFit('text', 'LOADING\nBAY 4', {}, captions).fit).toBe(1);
    expect(typeFit('text', '047W', {}, captions).fit).toBe(1);
    // A caption trade documents print, though the template has no label under it.
    expect(typeFit('text', 'DATE OF ISSUE', {}, []).fit).toBe(0);
    expect(typeFit('text', 'NOTIFY', {}, []).fit).toBe(0);
    expect(typeFit('text', 'PELABUHAN MUAT EKSPOR', {}, []).fit).toBe(0);
    expect(typeFit('text', 'FREIGHT PREPAID', {}, []).fit).toBe(1);
    // A port's caption words alone name no port.
    expect(typeFit('port', 'PORT', {}).fit).toBe(0);
    expect(typeFit('port', 'PLACE OF', {}).fit).toBe(0);
  });

  it("doubts a scanned text that is only a currency's code where the sample's value is not one", () => {
    const read = (text: string, sampleText: string) =>
      readValue('text', text, true, {}, { captions: [], sampleText }).doubts;
    // outside-6's invoice scanned: the term of delivery's box on the currency printed under it.
    expect(read('AUD', 'CIP Brisbane')).toContain('currency');
    expect(read('USD', 'EUR')).not.toContain('currency');
    expect(read('CIP', 'FOB Semarang')).not.toContain('currency');
  });

  /** The doubts a text read gets against its sample's value. */
  const textDoubts = (text: string, sampleText: string, ocr = true) =>
    readValue('text', text, ocr, {}, { captions: [], sampleText }).doubts;

  it("doubts a scanned text whose last word lost the full stop the sample's closes it with", () => {
    const read = textDoubts;
    // outside-9-scan set 1's PEB: the buyer's "CORP." read without its stop, sure.
    expect(read('FORMOSA OCEAN FRESH FOODS CORP', 'FORMOSA OCEAN FRESH FOODS CORP.')).toContain('lostStop');
    expect(read('HANBIT SEAFOOD CO', 'FORMOSA FOODS CO.')).toContain('lostStop');
    // Read with it, another word, or a text layer: no doubt.
    expect(read('FORMOSA OCEAN FRESH FOODS CORP.', 'FORMOSA OCEAN FRESH FOODS CORP.')).not.toContain(
      'lostStop',
    );
    expect(read('HANBIT SEAFOOD LTD', 'FORMOSA FOODS CORP.')).not.toContain('lostStop');
    expect(read('FORMOSA OCEAN FRESH FOODS CORP', 'FORMOSA OCEAN FRESH FOODS CORP.', false)).not.toContain(
      'lostStop',
    );
  });

  it('doubts a scanned word whose first consonant or a letter OCR read more than once', () => {
    const read = textDoubts;
    // outside-scan set 3's PEB and outside-2-scan set 1's packing list, sure before.
    expect(read('CCANDLENUT KERNELS FAQ', 'CINNAMON KERINCI FAQ')).toContain('repeated');
    expect(read('CASSIAVERAAA', 'CINNAMON KERINCI FAQ')).toContain('repeated');
    // A grade, a Roman month, a carrier's code, LLOYD, a text layer or the sample's own writing: none.
    for (const text of [
      "EDIBLE BIRD'S NEST, CUP GRADE AAA",
      'BRS/EXP/VIII/2026/0193',
      'SSCLMAK2612041',
      'HAPAG-LLOYD',
      'COFFEE BEANS',
    ])
      expect(read(text, 'NUTMEG SIAUW FAQ')).not.toContain('repeated');
    expect(read('CCANDLENUT', 'NUTMEG', false)).not.toContain('repeated');
    expect(read('SSANGYONG MOTOR', 'SSANGYONG MOTOR')).not.toContain('repeated');
  });

  it('doubts a scanned name whose legal form before another is read one letter off', () => {
    const read = textDoubts;
    // outside-15-scan set 3's photographed invoice: PTY read as BTY, sure.
    expect(read('SOUTHERN CROSS HOMEWARES BTY LTD', 'KOALA HOME PTY LTD')).toContain('near');
    expect(read('HARUM MANIS SON BHD', 'KOALA HOME PTY LTD')).toContain('near');
    for (const text of [
      'SOUTHERN CROSS HOMEWARES PTY LTD',
      'KEDAH CITY LTD',
      'OMEGA PTE. LTD.',
      'HARUM SDN. BHD.',
    ])
      expect(read(text, 'KOALA HOME PTY LTD')).not.toContain('near');
  });

  it('doubts a text whose brackets do not close, unless the sample writes it so', () => {
    const read = textDoubts;
    // outside-17-scan set 3's packing list: a description read up to its wrap, and a Roman month
    // read with a bracket.
    expect(read('FROZEN BREADED SHRIMP (EBI', 'FROZEN WHOLE ROUND SQUID (LOLIGO) 10-15 CM')).toContain('cut');
    expect(read('049/MBN-EXP/X)1/2026', '041/MBN-EXP/XI/2026')).toContain('mark');
    expect(read('DRIED SEA CUCUMBER {HOLOTHURIA SCABRA), GRADE A', 'DRIED SEA CUCUMBER')).not.toContain(
      'cut',
    );
    expect(read('FROZEN WHOLE ROUND SQUID (LOLIGO) 10-15 CM', 'FROZEN SQUID')).not.toContain('cut');
    expect(read('ML4471093 (1', 'SL0012345 (1', false)).not.toContain('cut');
    expect(read('ML4471093 (1', 'SL0012345', false)).toContain('cut');
  });

  it("doubts a text in small letters where the sample's value is in capitals", () => {
    const read = (text: string, sampleText: string, ocr = true) =>
      readValue('text', text, ocr, {}, { captions: [], sampleText }).doubts;
    // outside-16-scan set 3's bill of lading: the notify party's box on its caption's "address".
    expect(read('address', 'VAN DER MEULEN OLEOCHEMICALS B.V.')).toContain('case');
    expect(read('address', 'VAN DER MEULEN OLEOCHEMICALS B.V.', false)).toContain('case');
    // outside-19-scan set 1's packing list: a stray "Dare" for the buyer, sure.
    expect(read('Dare', 'MAGNOLIA MUSIC SUPPLY LLC')).toContain('case');
    // A name of words in title case is another party's as it writes itself (outside-10 set 3's
    // buyer, on its text layer); a word of capitals in it, a sample in small letters, or capitals
    // read: no doubt.
    expect(read('Hartwell & Loom Interiors Ltd', 'NORDIC HOME AB')).not.toContain('case');
    expect(read('Van der Meulen B.V.', 'VAN DER MEULEN OLEOCHEMICALS B.V.')).not.toContain('case');
    expect(read('PT Sinar Jaya', 'PT SINAR JAYA')).not.toContain('case');
    expect(read('cotton bags', 'jute bags')).not.toContain('case');
    expect(read('MAGNOLIA MUSiC SUPPLY', 'MAGNOLIA MUSIC SUPPLY LLC')).not.toContain('case');
  });

  it('doubts an amount read right after a number ending at its separator', () => {
    // outside-16-scan set 1's packing list: "18," and "496.215 MT" apart, the first left out.
    const value = phrase('496.215 MT', 0.65, 0.37);
    expect(splitBefore({ beside: { left: word('18,', 0.62, 0.37, 0.024) } }, value)).toBe(true);
    expect(splitBefore({ beside: { left: word('BULK', 0.55, 0.37) } }, value)).toBe(false);
    expect(splitBefore({ beside: { left: word('18', 0.62, 0.37, 0.016) } }, value)).toBe(false);
    expect(splitBefore({}, value)).toBe(false);
  });

  it('doubts a weight read without the unit other than kilograms its sample writes', () => {
    const read = (text: string, sampleText: string, ocr = true) =>
      readValue('weight', text, ocr, { documentFormat: 'en' }, { captions: [], sampleText });
    // outside-16-scan set 2's invoice: "MT" lost, 34,452.585 tonnes taken as kilograms.
    expect(read('34,452.585', '18,496.215 MT')).toMatchObject({
      normalized: { value: 34452.585 },
      doubts: ['unit'],
    });
    expect(read('34,452.585', '18,496.215 MT', false).doubts).toEqual(['unit']);
    expect(read('34,452.585 MT', '18,496.215 MT')).toMatchObject({
      normalized: { value: 34452585 },
      doubts: [],
    });
    // Kilograms written or not, the value is the same; a sample with no unit says nothing.
    expect(read('1,250', '980 KGS').doubts).toEqual([]);
    expect(read('1,250', '980').doubts).toEqual([]);
  });

  it("takes a number or a date whose writing only the document settles as the label's value", () => {
    // "56.600" is 56.6 or 56,600: a number either way, the document's writing says which.
    expect(typeFit('number', '56.600 CBM', {}).fit).toBe(1);
    expect(typeFit('weight', '1,250 KGS', {}).fit).toBe(1);
    expect(typeFit('date', '05/01/2024', {}).fit).toBe(1);
    // Still no number, nor a date, for text that is none in any writing.
    expect(typeFit('number', 'CBM', {}).fit).toBe(0);
    expect(typeFit('date', '31/31/2024', {}).fit).toBe(0);
    // A writing the caller forces is the only one tried.
    expect(typeFit('number', '56.600,5 CBM', { numberFormat: 'en' }).fit).toBe(0);
  });

  it("refuses a port's name or a text with digits as a country, and keeps a country named as a port too", () => {
    expect(typeFit('country', 'MEDAN 2', {}).fit).toBe(0);
    expect(typeFit('country', 'MEDAN', {}).fit).toBe(0);
    expect(typeFit('country', 'SINGAPORE', {}).fit).toBe(1);
    expect(typeFit('country', 'INDIA', {}).fit).toBe(1);
    // A country the list (ISO 3166's whole) does not know is kept, but to be checked: a misread or
    // a cut name ("UNITED" of UNITED STATES).
    expect(typeFit('country', 'WAKANDA', {}).fit).toBeLessThan(0.7);
    expect(typeFit('country', 'UNITED', {}).fit).toBeLessThan(0.7);
    expect(typeFit('country', 'UNITED STATES', {}).fit).toBe(1);
  });

  it('doubts a port read one letter off a known name, and not one the list does not know at all', () => {
    const read = (text: string) => readValue('port', text, true, {}, { captions: [] });
    expect(read('YOKQHAMA, JAPAN').doubts).toContain('near');
    expect(read('YOKOHAMA, JAPAN')).toMatchObject({ normalized: { value: 'JPYOK' }, doubts: [] });
    expect(read('PORT LOUIS').doubts).not.toContain('near');
    // A text layer's name is as printed.
    expect(readValue('port', 'YOKQHAMA, JAPAN', false, {}, { captions: [] }).doubts).toEqual([]);
  });

  it('doubts a port written with a UN/LOCODE the list does not hold, and not one it holds', () => {
    const read = (text: string) => readValue('port', text, false, {}, { captions: [] });
    expect(read('IDBUW BAUBAU')).toMatchObject({
      normalized: { value: 'IDBUW BAUBAU' },
      doubts: ['locode'],
    });
    expect(read('IDBIT BITUNG')).toMatchObject({ normalized: { value: 'IDBIT' }, doubts: [] });
    expect(read('PORT VILA').doubts).toEqual([]);
    // Five letters not starting with a country's code are a name ("QQAAA" is no code of a country).
    expect(read('QQAAA HARBOUR').doubts).toEqual([]);
  });

  it("doubts a scanned port the lists do not know where the sample's is known", () => {
    const read = (text: string, ocr: boolean, sampleText?: string) =>
      readValue('port', text, ocr, {}, { captions: [], ...(sampleText && { sampleText }) });
    // "LOS" read for LOS ANGELES, its second word lost.
    expect(read('LOS', true, 'HOUSTON, USA').doubts).toContain('unlisted');
    expect(read('LOS ANGELES', true, 'HOUSTON, USA').doubts).toEqual([]);
    // A text layer's, or where the sample's port is unknown too, is as printed.
    expect(read('LOS', false, 'HOUSTON, USA').doubts).toEqual([]);
    expect(read('LOS', true, 'PORT KAMPUNG BARU').doubts).toEqual([]);
  });
});

describe('amounts read by OCR', () => {
  it('doubts an amount whose separators are not written as amounts are', () => {
    expect(amountLooksRight('money', '1.3235', 'en')).toBe(false);
    expect(amountLooksRight('weight', '34.884,0000', 'id')).toBe(true);
    expect(amountLooksRight('money', '1,323.50', 'en')).toBe(true);
    // A number split at a separator by OCR: its part after the space alone was taken (outside-16-scan).
    expect(amountLooksRight('money', '5,191, 660.65', 'en')).toBe(false);
    expect(amountLooksRight('weight', '16.399,40 KG', 'en')).toBe(false);
    expect(amountLooksRight('weight', '16.399,40 KG', 'id')).toBe(true);
    expect(amountLooksRight('weight', '1,23,456.00', 'en')).toBe(false);
    expect(amountLooksRight('text', '1.3235', 'en')).toBe(true);
    expect(amountLooksRight('money', '1354540', 'en', '2,703.50')).toBe(false);
    // Money the sample prints with cents, read with no separator at all: its point was lost.
    expect(amountLooksRight('money', '540', 'en', '1.38')).toBe(false);
    expect(amountLooksRight('money', '540', 'en', '1,250')).toBe(true);
    expect(amountLooksRight('weight', '540', 'en', '12.50')).toBe(true);
    expect(amountLooksRight('quantity', '150 BAGS', 'en', '50 BAGS')).toBe(true);
    // A number ending at its separator lost its decimals.
    expect(amountLooksRight('money', '16.329,', 'id')).toBe(false);
    expect(amountLooksRight('weight', '26,002. KGS', 'en')).toBe(false);
    expect(amountLooksRight('weight', '26,002.00 KGS', 'en')).toBe(true);
    expect(amountLooksRight('weight', '22,644.00,', 'en')).toBe(true);
    expect(amountLooksRight('weight', '3.000,0000.', 'id')).toBe(true);
    // A number starting at its separator lost the digits before it.
    expect(amountLooksRight('number', ',100', 'en')).toBe(false);
    expect(amountLooksRight('weight', 'G.W. .500 KGS', 'en')).toBe(false);
    // Two digits standing apart after a number: its decimal separator was lost.
    expect(amountLooksRight('money', '88 20', 'en')).toBe(false);
    expect(amountLooksRight('quantity', '120 PCS 20 CTNS', 'en')).toBe(true);
    // Every separator one mark, the last before two digits: the decimal one read as the thousands one.
    const restored = readValue('money', '34.311.40', true, { documentFormat: 'id' }, { captions: [] });
    expect(restored.normalized.value).toBe(34311.4);
    expect(restored.doubts).toContain('amount');
    expect(
      readValue('money', '20,553,00', true, { documentFormat: 'en' }, { captions: [] }).normalized.value,
    ).toBe(20553);
    expect(readValue('money', '34.311,40', true, { documentFormat: 'id' }, { captions: [] }).doubts).toEqual(
      [],
    );
    // A leading zero is no amount's.
    expect(amountLooksRight('weight', '01', 'id')).toBe(false);
    expect(amountLooksRight('weight', '0,50 KGS', 'id')).toBe(true);
  });

  it('doubts an amount read in the writing the sample does not print it in', () => {
    // outside-7-scan's waybill: "24,043.000 KGS" read with its comma as a point, and the document's
    // writing, detected from reads like it, taken as Indonesian.
    expect(amountLooksRight('weight', '24.043.000 KGS', 'id', '18,250.500 KGS')).toBe(false);
    expect(amountLooksRight('weight', '24,043.000 KGS', 'en', '18,250.500 KGS')).toBe(true);
    // Its own writing ambiguous ("59.600 CBM"): the sample's amounts, written in English, decide.
    expect(amountLooksRight('number', '59.600 CBM', 'id', '61.250 CBM', 'en')).toBe(false);
    expect(amountLooksRight('number', '59.600 CBM', 'en', '61.250 CBM', 'en')).toBe(true);
    expect(amountLooksRight('weight', '34.884,0000', 'id', '12.500,0000')).toBe(true);
    // No separator, nothing to misread.
    expect(amountLooksRight('quantity', '120 CTNS', 'id', '1,200 CTNS', 'en')).toBe(true);
  });
});

describe('value words', () => {
  it("leaves out the caption's words and a neighbour beyond a wide gap", () => {
    const line = [
      ...phrase('Voyage No.', 0.1, 0.2),
      ...phrase('PT KOPI', 0.3, 0.2),
      ...phrase('Tgl.', 0.6, 0.2),
    ];
    const caption = box(0.1, 0.2, 0.19, 0.212);
    const words = valueWords(line, box(0.05, 0.19, 0.7, 0.215), caption);
    expect(words.map((w) => w.text).join(' ')).toBe('PT KOPI');
  });
});

describe("a value's text", () => {
  it("reads a date's words on one line left to right, whatever heights OCR boxed them at", () => {
    // outside-scan, set 3's invoice: "17" boxed half as tall as "Nov 2026" beside it.
    const day: Word = { text: '17', box: box(0.687, 0.171, 0.702, 0.179), confidence: 0.9 };
    const month: Word = { text: 'Nov', box: box(0.708, 0.1688, 0.727, 0.1842), confidence: 0.9 };
    const year: Word = { text: '2026', box: box(0.735, 0.1688, 0.769, 0.1842), confidence: 0.9 };
    expect(readingText([day, month, year])).toBe('Nov 2026\n17');
    expect(valueText('date', [day, month, year])).toBe('17 Nov 2026');
    // Other types, and a date over two lines, keep the reading order.
    expect(valueText('text', [day, month, year])).toBe('Nov 2026\n17');
    const below: Word = { text: '2026', box: box(0.687, 0.19, 0.72, 0.198), confidence: 0.9 };
    expect(valueText('date', [day, month, below])).toBe(readingText([day, month, below]));
  });
});

describe('repair by type', () => {
  it('turns letters read for digits back into digits only inside numbers', () => {
    expect(repairByType('weight', '1O,5OO.25 KGS')).toEqual({ text: '10,500.25 KGS', repairs: ['digits'] });
    expect(repairByType('money', 'USD 2I,OOO.00')).toEqual({ text: 'USD 21,000.00', repairs: ['digits'] });
    expect(repairByType('weight', '1.234;50 KG')).toEqual({ text: '1.234,50 KG', repairs: ['separators'] });
    expect(repairByType('hs_code', '18O1.OO.OO').text).toBe('1801.00.00');
    // A 1 read as a closing bracket between digits (scan-noisy's PEB: "2]226,90" for 21.226,90).
    expect(repairByType('money', '2]226,90')).toEqual({ text: '21226,90', repairs: ['digits'] });
    expect(repairByType('weight', '[2.500] KGS').text).toBe('[2.500] KGS');
    // A stroke at a number's edge may be a column's rule: repaired, and doubted.
    expect(repairByType('quantity', '1500|')).toEqual({ text: '15001', repairs: ['digits', 'glyph'] });
    expect(repairByType('quantity', '|2400 PCS').repairs).toContain('glyph');
    // A dotted identifier's period read as a colon or a comma stays a period.
    expect(repairByType('npwp', '05.582:880.0-776.000')).toEqual({
      text: '05.582.880.0-776.000',
      repairs: ['separators'],
    });
    expect(repairByType('hs_code', '0908,11.00').text).toBe('0908.11.00');
    expect(repairByType('weight', '16,399.40 KGS')).toEqual({ text: '16,399.40 KGS', repairs: [] });
    expect(repairByType('quantity', '150BAGS')).toEqual({ text: '150BAGS', repairs: [] });
    // A thousands separator lost to a speck: one number, not its last group alone.
    expect(repairByType('weight', '10 800.00')).toEqual({ text: '10800.00', repairs: ['separators'] });
    expect(repairByType('quantity', '1 200 BAGS').text).toBe('1200 BAGS');
    expect(repairByType('weight', '2 x 20 KG').text).toBe('2 x 20 KG');
    expect(repairByType('hs_code', '0902 30 90').text).toBe('0902 30 90');
  });

  it('doubts an amount with a sign glued to a digit, where amounts of its type carry none', () => {
    expect(repairByType('number', '\u00a36.600 CBM')).toEqual({
      text: '\u00a36.600 CBM',
      repairs: ['glyph'],
    });
    expect(repairByType('weight', '16.399,40 KGS').repairs).toEqual([]);
    expect(repairByType('quantity', '(150) BAGS').repairs).toEqual([]);
    expect(repairByType('money', '\u00a31.200,00').repairs).toEqual([]);
    // A percent sign is doubted in any amount, unless its sample prints one.
    expect(repairByType('money', '439%').repairs).toEqual(['glyph']);
    expect(repairByType('number', '12%', true).repairs).toEqual([]);
    expect(repairByType('text', '12%').repairs).toEqual([]);
  });

  it('repairs a month name one letter off, and leaves text alone', () => {
    expect(repairByType('date', '21-JuUL-2026')).toEqual({ text: '21-JUL-2026', repairs: ['month'] });
    expect(repairByType('date', '21 Juli 2026').repairs).toEqual([]);
    expect(repairByType('text', 'PT SOEMBER O1')).toEqual({ text: 'PT SOEMBER O1', repairs: [] });
  });

  it("repairs a date's digits where a month's name touches them, never the name's own letters", () => {
    // The IATA writing 03DEC26: the D of DEC is no zero, and the O before the 3 is.
    expect(repairByType('date', 'O3DEC26')).toEqual({ text: '03DEC26', repairs: ['digits'] });
    expect(repairByType('date', '13NOV2O')).toEqual({ text: '13NOV20', repairs: ['digits'] });
    expect(repairByType('date', '03DEC26')).toEqual({ text: '03DEC26', repairs: [] });
    expect(repairByType('date', '1O-Nov-2O26')).toEqual({ text: '10-Nov-2026', repairs: ['digits'] });
  });

  it('doubts a text read with a letter that looks like a digit next to a digit, and repairs nothing', () => {
    const read = (text: string, ocr = true) => readValue('text', text, ocr, {}, { captions: [] });
    expect(read('33IN')).toMatchObject({ normalized: { value: '33IN' }, doubts: ['lookalike'] });
    expect(read('SO12')).toMatchObject({ doubts: ['lookalike'] });
    expect(read('331N').doubts).toEqual([]);
    expect(read('MRTS2026001').doubts).toEqual([]);
    expect(read('OSAKA IMPORT CO., LTD.').doubts).toEqual([]);
    // A text layer holds the characters as written.
    expect(read('33IN', false).doubts).toEqual([]);
    // A zero alone with capitals in a code's part (outside-16-scan set 3: "BLW/G0/26/014" for GO).
    expect(read('BLW/G0/26/014').doubts).toEqual(['mixed']);
    expect(read('G0-26/07').doubts).toEqual(['mixed']);
    // Two of them (outside-9-scan set 3's PEB: the vessel "OOCL BATAVIA" read "00CL BATAVIA").
    expect(read('00CL BATAVIA').doubts).toEqual(['mixed']);
    expect(read('OOCL BATAVIA').doubts).toEqual([]);
    expect(read('1 X 20GP').doubts).toEqual([]);
    expect(read('BLW/SK/2611/03').doubts).toEqual([]);
    expect(read('KDI/HY88/2605-01').doubts).toEqual([]);
    const sampled = readValue('text', 'RT0/26/11', true, {}, { captions: [], sampleText: 'RT0/26/02' });
    expect(sampled.doubts).toEqual([]);
    // A month in Roman numerals read with a one for an I (outside-5-scan set 3's packing list).
    expect(read('TKM/INV/058/1X/2026').doubts).toEqual(['mixed']);
    expect(read('RRN/INV/0412/X1/2026').doubts).toEqual(['mixed']);
    expect(read('TKM/INV/058/IX/2026').doubts).toEqual([]);
    expect(read('INV/11/2026').doubts).toEqual([]);
    expect(read('1X/2026', false).doubts).toEqual([]);
  });

  it('doubts a full stop after the last long word of a scanned text, unless the sample ends so', () => {
    const read = (text: string, sampleText?: string, ocr = true) =>
      readValue('text', text, ocr, {}, { captions: [], ...(sampleText ? { sampleText } : {}) });
    expect(read('BLACK TEA LEAVES.')).toMatchObject({
      normalized: { value: 'BLACK TEA LEAVES.' },
      doubts: ['stop'],
    });
    expect(read('OSAKA IMPORT CO., LTD.').doubts).toEqual([]);
    expect(read('SAKURA FOODS CORP.').doubts).toEqual([]);
    expect(read('BLACK TEA LEAVES').doubts).toEqual([]);
    expect(read('BLACK TEA LEAVES.', 'GREEN TEA LEAVES.').doubts).toEqual([]);
    expect(read('BLACK TEA LEAVES.', undefined, false).doubts).toEqual([]);
    expect(fitScore(1, ['stop'])).toBeLessThan(DEFAULT_REVIEW_THRESHOLD);
  });

  it('doubts a place of receipt read where the sample prints no such place', () => {
    const read = (text: string, sampleText = 'MERATUS JAYA') =>
      readValue('text', text, true, {}, { captions: [], sampleText }).doubts;
    // outside-7-scan set 4's bill of lading: the vessel "KENDARI CY" (the place of receipt), sure before.
    expect(read('KENDARI CY')).toEqual(['place']);
    expect(read('SURABAYA CY/CY')).toEqual(['place']);
    expect(read('KENDARI CY', 'JAKARTA CY')).toEqual([]);
    expect(read('ANOA SEJAHTERA')).toEqual([]);
    expect(read('CY')).toEqual([]);
    expect(reviewReason({ ocr: 0.95, anchor: 1, fit: fitScore(1, ['place']) }, undefined, ['place'])).toBe(
      REASONS.place,
    );
  });

  it('doubts a range read from a number to the same number', () => {
    const read = (text: string, sampleText = 'LIVE MUD CRAB, 300-500 G/PC') =>
      readValue('text', text, true, {}, { captions: [], sampleText }).doubts;
    // outside-14-scan set 2's packing list: 200-300 G/PC read "200-200 G/PC", sure before.
    expect(read('LIVE SPINY LOBSTER, 200-200 G/PC')).toEqual(['range']);
    expect(read('PRAWN 16-16 PCS/LB')).toEqual(['range']);
    expect(read('LIVE SPINY LOBSTER, 200-300 G/PC')).toEqual([]);
    expect(read('RATTAN POLE 26-28 MM')).toEqual([]);
    // A code's parts, and a range printed so on the sample.
    expect(read('KMTC-200-200')).toEqual([]);
    expect(read('ITEM 1-10-100')).toEqual([]);
    expect(read('SIZE 10-10', 'SIZE 20-20')).toEqual([]);
    expect(reviewReason({ ocr: 0.95, anchor: 1, fit: fitScore(1, ['range']) }, undefined, ['range'])).toBe(
      REASONS.range,
    );
  });

  it("doubts a name's opening word read alone: the name after it was not read", () => {
    const read = (text: string, sampleText = 'MV WAN HAI 273') =>
      readValue('text', text, true, {}, { captions: [], sampleText }).doubts;
    // outside-16-scan set 2's PEB: the vessel "MV" for MV HONG YUAN 88, sure before.
    expect(read('MV')).toEqual(['cut']);
    expect(read('M.V.')).toEqual(['cut']);
    expect(read('PT', 'PT SUMBER REJEKI')).toEqual(['cut']);
    expect(read('MV HONG YUAN 88')).toEqual([]);
    expect(read('MVK')).toEqual([]);
  });

  it('doubts a scanned text holding a mark names and goods are not written with', () => {
    const read = (text: string, ocr = true) => readValue('text', text, ocr, {}, { captions: [] });
    expect(read('CV JATI RAYA FURNITURE INDO?').doubts).toEqual(['mark']);
    expect(read('PT KOPI NUSANTARA®ABADI').doubts).toEqual(['mark']);
    expect(read('ROBUSTA COFFEE.BEANS*').doubts).toEqual(['mark']);
    // A period joining two long words: a speck in their space (a period is as wide as a space).
    expect(read('ROBUSTA COFFEE.BEANS').doubts).toEqual(['mark']);
    expect(
      readValue('text', 'ROBUSTA COFFEE.BEANS', true, {}, { captions: [], sampleText: 'GREEN COFFEE.BEANS' })
        .doubts,
    ).toEqual([]);
    // A period after a long word inside the text, a comma read so (outside-8-scan set 3's invoice);
    // two commas in a row, a period read so (outside-12-scan set 3's bill of lading).
    expect(read('TERMINAL CONNECTOR HOUSING 090 SERIES. 12').doubts).toEqual(['mark']);
    expect(read('SIAM AUTOWIRE CO,, LTD.').doubts).toEqual(['mark']);
    // Two periods in a row, a comma read as a period (outside-12-scan set 2's PEB); three are an ellipsis.
    expect(read('TOKAI MARINE FOODS CO.. LTD.').doubts).toEqual(['mark']);
    expect(read('TO BE ADVISED...').doubts).toEqual([]);
    // A legal form's period read as a comma (outside-16-scan set 1's PEB).
    expect(read('SHREE KUTCH EDIBLE OILS PVT, LTD.').doubts).toEqual(['mark']);
    expect(
      readValue('text', 'BOLTS, STEEL. M8', true, {}, { captions: [], sampleText: 'NUTS, BRASS. M6' }).doubts,
    ).toEqual([]);
    for (const usual of [
      'JL. GATOT SUBROTO NO. 80, JAKARTA',
      'SURYA MAKMUR PVT. LTD.',
      'SIAM AUTOWIRE CO., LTD.',
      'MEDAN CO-OP, INDONESIA',
      'ASIA FOODS SDN. BHD.',
      'MAX. 25 KG, 10,5 CM',
      'JL.SUDIRMAN NO.14',
      'OSAKA IMPORT CO.LTD',
      'P.T. "MAJU" & SONS (PERSERO)',
      'Tanjung Perak',
      'SKU#12/A+B 100%',
      'INV_2026',
    ])
      expect(read(usual).doubts).toEqual([]);
    expect(read('INDO?', false).doubts).toEqual([]);
    expect(fitScore(1, ['mark'])).toBeLessThan(DEFAULT_REVIEW_THRESHOLD);
  });

  it("doubts a scanned text whose pack's X is joined to its unit or package", () => {
    const read = (text: string, sampleText?: string, ocr = true) =>
      readValue('text', text, ocr, {}, { captions: [], ...(sampleText ? { sampleText } : {}) });
    // outside-9-scan set 1's invoice and outside-10-scan set 1's PEB.
    expect(read('PASTEURIZED BLUE SWIMMING CRAB MEAT JUMBO 454 GX12').doubts).toEqual(['joined']);
    expect(read('FRIED SHALLOT BAWANG GORENG PALU, 500 G JARX 12').doubts).toEqual(['joined']);
    expect(fitScore(1, ['joined'])).toBeLessThan(DEFAULT_REVIEW_THRESHOLD);
    for (const usual of [
      'FRIED SHALLOT 500 G JAR X 12',
      'TEAK FOLDING TABLE 120X80 CM',
      'MOISTURE MAX 7%, ADMIXTURE MAX 1%',
      'CARTON BOX 12 PCS',
      'HX26E-0917',
      'KPX2611807',
    ])
      expect(read(usual).doubts).toEqual([]);
    // Written so on the sample, or read from a text layer: the document's own writing.
    expect(read('TUNA 185 GX48', 'TUNA 160 GX24').doubts).toEqual([]);
    expect(read('JUMBO 454 GX12', undefined, false).doubts).toEqual([]);
  });

  it('doubts a scanned text with a number ending in 96 after a digit: a percent sign misread', () => {
    const read = (text: string, sampleText?: string, ocr = true) =>
      readValue('text', text, ocr, {}, { captions: [], ...(sampleText ? { sampleText } : {}) });
    expect(read('ARECA NUTS, MOISTURE MAX 796, ADMIXTURE MAX 196')).toMatchObject({
      normalized: { value: 'ARECA NUTS, MOISTURE MAX 796, ADMIXTURE MAX 196' },
      doubts: ['percent'],
    });
    expect(read('MOISTURE MAX 7%, ADMIXTURE MAX 1%').doubts).toEqual([]);
    expect(read('SIZE 96 PCS').doubts).toEqual([]);
    expect(read('SKU 1960A').doubts).toEqual([]);
    expect(read('JKTYOK499796').doubts).toEqual([]);
    expect(read('PURITY 9996', 'PURITY 9896').doubts).toEqual([]);
    expect(read('PURITY 9996').doubts).toEqual(['percent']);
    expect(read('MAX 796', undefined, false).doubts).toEqual([]);
    expect(fitScore(1, ['percent'])).toBeLessThan(DEFAULT_REVIEW_THRESHOLD);
  });
});

/** A scanned page already OCRed whole: extract reads it as the validation run does. */
const scannedDocument = (words: Word[]): EngineDocument => ({
  kind: 'png',
  bytes: new Uint8Array(),
  maxPixels: 1e8,
  pages: [
    { number: 1, width: 1654, height: 2339, rotation: 0, source: 'ocr', skew: 0, words, complete: true },
  ],
});
const sampleDocument: EngineDocument = {
  ...scannedDocument(sample),
  pages: [{ ...scannedDocument(sample).pages[0]!, source: 'text' }],
};

describe('confidence and review', () => {
  it('trusts a clean read and flags a weak one with the reason', async () => {
    const clean = await extract(scannedDocument(moved(sample, 0, 0.002)), [weight], {
      sample: sampleDocument,
    });
    expect(clean[0]).toMatchObject({ value: 12500, review: false });
    expect(clean[0]?.confidence).toBeGreaterThan(0.9);
    const weak = moved(
      [...phrase('Gross Weight:', 0.1, 0.3), ...phrase('12,500.00 KGS', 0.3, 0.3, 0.4)],
      0,
      0,
    );
    const [flagged] = await extract(scannedDocument(weak), [weight], { sample: sampleDocument });
    expect(flagged).toMatchObject({ value: 12500, review: true });
    expect(flagged?.reason).toMatch(/keyakinan rendah/);
    const [lenient] = await extract(scannedDocument(weak), [weight], {
      sample: sampleDocument,
      reviewThreshold: 0.3,
    });
    expect(lenient?.review).toBe(false);
  });

  it("lets a container number's check digit settle the OCR's doubt, only when whole words read its 11 characters", () => {
    const weak = [{ text: 'O0LU6160235', box: box(0.1, 0.1, 0.3, 0.12), confidence: 0.5 }];
    expect(ocrPart('container', 'OOLU6160235', weak)).toBe(0.9);
    // Not verified (no value), another type, or 11 characters chosen out of a longer word: the OCR's own.
    expect(ocrPart('container', null, weak)).toBe(0.5);
    expect(ocrPart('text', 'O0LU6160235', weak)).toBe(0.5);
    const longer = [{ text: '0OO0LU3059062', box: box(0.1, 0.1, 0.3, 0.12), confidence: 0.5 }];
    expect(ocrPart('container', 'OOLU3059062', longer)).toBe(0.5);
    // The seal after the number ("TGHU 141954-0 / SL4228642"): the number's own words count.
    const withSeal = ['TGHU', '141954-0', '/', 'SL4228642'].map((text, i) => ({
      text,
      box: box(0.1 + i * 0.05, 0.1, 0.14 + i * 0.05, 0.12),
      confidence: i === 3 ? 0.3 : 0.6,
    }));
    expect(ocrPart('container', 'TGHU1419540', withSeal)).toBe(0.9);
    // A seal that is the number's last digit's word: the 11 characters are not whole words.
    const cut = ['TGHU', '141954', '0SL4228642'].map((text, i) => ({
      text,
      box: box(0.1 + i * 0.05, 0.1, 0.14 + i * 0.05, 0.12),
      confidence: 0.6,
    }));
    expect(ocrPart('container', 'TGHU1419540', cut)).toBeLessThan(0.9);
  });

  it('lets a type whose format says which characters are digits settle an O or a 0 drawn as the other', () => {
    // "0O0LU6160235" (the own scans' OOLU6160235): its third round character measured as wide as an
    // O, the word's confidence halved for it (`round`); the owner code is letters whatever the pixels.
    const read = { text: '0O0LU6160235', box: box(0.1, 0.1, 0.3, 0.12), confidence: 0.2, ink: true } as const;
    const round = [{ ...read, round: true } as const];
    const { ink: _ink, ...sure } = read;
    expect(settledWords('container', round)).toEqual([{ ...sure, confidence: 0.4 }]);
    expect(settledWords('number', round)[0]?.confidence).toBeCloseTo(0.4, 5);
    // A code of free text ("0G2647S" for the voyage OG2647S): the doubt stands. So does a blot (ink only).
    expect(settledWords('text', round)).toEqual(round);
    expect(settledWords('container', [read])).toEqual([read]);
  });

  it('doubts a scanned amount beside which OCR read digits too unsure to keep: its thousands', () => {
    // "9 792,00" with its thousands written with a space, the "9" read at 18% and dropped as a speck.
    const value = phrase('792,00', 0.312, 0.3, 0.96);
    const nine = word('9', 0.3, 0.3, 0.008, 0.18);
    expect(withoutSpecks([nine, ...value])).toEqual(value);
    expect(droppedBeside([nine, ...value], value, /\p{N}/u)).toBe(true);
    // A unit's letters dropped beside it are no digits of the amount.
    expect(droppedBeside([...value, word('KG', 0.37, 0.3, 0.016, 0.2)], value, /\p{N}/u)).toBe(false);
  });

  it('doubts a scanned amount read with a percent sign where the sample prints none', () => {
    const read = (type: 'number' | 'weight', text: string, sampleText: string, ocr = true) =>
      readValue(type, text, ocr, {}, { captions: [], sampleText }).doubts;
    expect(read('number', '439%', '43,996')).toContain('glyph');
    expect(read('number', '12%', '5%')).not.toContain('glyph');
    expect(read('weight', '439%', '43,996', false)).not.toContain('glyph');
  });

  it('doubts a scanned amount whose box read numbers on two lines where the sample has one', () => {
    const read = (text: string, sampleText: string) =>
      readValue('weight', text, true, {}, { captions: [], sampleText }).doubts;
    expect(read('1.200,0000 PCE\nBB: 2.700,0000 KG', 'BB: 2.700,0000 KG')).toContain('lines');
    expect(read('BB: 2.700,0000 KG', 'BB: 2.700,0000 KG')).not.toContain('lines');
    // The sample's box holds two lines of numbers as well: how it reads them is the template's.
    expect(read('1.200,0000 PCE\nBB: 2.700,0000 KG', '1.000,0000 PCE\nBB: 2.000,0000 KG')).not.toContain(
      'lines',
    );
    // A text layer's two lines are the document's, not OCR's.
    expect(
      readValue('weight', '1.200\n2.700', false, {}, { captions: [], sampleText: '2.700' }).doubts,
    ).not.toContain('lines');
    expect(reviewReason({ ocr: 0.95, anchor: 1, fit: fitScore(1, ['lines']) }, undefined, ['lines'])).toBe(
      REASONS.lines,
    );
  });

  it("lets an NPWP's check digit settle the OCR's doubt about its first nine digits only", () => {
    const npwp = (first: string, rest: string, confidence: [number, number]) =>
      [first, rest].map((text, i) => ({
        text,
        box: box(0.1 + i * 0.1, 0.1, 0.18 + i * 0.1, 0.12),
        confidence: confidence[i] ?? 0,
      }));
    // The nine checked digits weak, the office and branch sure: as sure as a checked container.
    expect(ocrPart('npwp', '036592079925000', npwp('03.659.207.9', '925.000', [0.4, 0.95]))).toBeCloseTo(
      0.7 * 0.9 + 0.3 * 0.925,
    );
    // The office and branch weak: no check digit covers them.
    expect(ocrPart('npwp', '036592079925000', npwp('03.659.207.9', '925.000', [0.95, 0.4]))).toBeCloseTo(
      0.7 * 0.4 + 0.3 * 0.675,
    );
    // One word across the check digit: its glyphs are not all checked.
    const whole = [{ text: '03.659.207.9-925.000', box: box(0.1, 0.1, 0.3, 0.12), confidence: 0.4 }];
    expect(ocrPart('npwp', '036592079925000', whole)).toBeCloseTo(0.4);
  });

  it('flags a value read where it was drawn when no caption was found', async () => {
    const [read] = await extract(scannedDocument(phrase('12,500.00 KGS', 0.3, 0.3)), [weight], {
      sample: sampleDocument,
    });
    expect(read).toMatchObject({ value: 12500, review: true });
    expect(read?.reason).toMatch(/tidak ditemukan/);
  });

  it('gives no value, with a reason, when the text does not fit the type', async () => {
    const page = [...phrase('Gross Weight:', 0.1, 0.3), ...phrase('MSKU 123456-5', 0.3, 0.3)];
    const [read] = await extract(scannedDocument(page), [weight], { sample: sampleDocument });
    expect(read).toMatchObject({ value: null, review: false, confidence: 0 });
    expect(read?.reason).toMatch(/bukan berat/);
  });
});

/** A digital page: its text layer's words. */
const textDocument = (words: Word[]): EngineDocument => ({
  ...scannedDocument(words),
  pages: [{ ...scannedDocument(words).pages[0]!, source: 'text' }],
});

describe('a page shaped unlike its sample', () => {
  const date: Placement = {
    label: 'Tanggal Invoice',
    type: 'date',
    page: 1,
    x: 60 as Placement['x'],
    y: 32.6 as Placement['y'],
    width: 10 as Placement['width'],
    height: 1.9 as Placement['height'],
  };
  const rows = (first: number, pitch: number) => [
    ...phrase('Tanggal', 0.6, 0.3),
    ...phrase('03-11-2026', 0.6, first),
    ...phrase('04-11-2026', 0.6, first + pitch),
  ];
  // The sample's A4 page (1654 x 2339) against a phone's screenshot of the same sheet (1080 x 2400):
  // the same print 0.64 times as far down in fractions of the screenshot's height.
  const screenshot = (words: Word[]): EngineDocument => ({
    ...textDocument(words),
    pages: [{ ...textDocument(words).pages[0]!, width: 1080, height: 2400 }],
  });
  const options = { sample: textDocument(rows(0.33, 0.03)), dateFormat: 'DD-MM-YYYY' };

  it("reads a value under its caption as far down as the page's shape puts it, not a row lower", async () => {
    const [read] = await extract(screenshot(rows(0.319, 0.019)), [date], options);
    expect(read?.value).toBe('2026-11-03');
    // The same words on a page shaped as the sample's: the box falls on the next row.
    const [a4] = await extract(textDocument(rows(0.319, 0.019)), [date], options);
    expect(a4?.value).toBe('2026-11-04');
  });
});

describe('a field pushed onto the next page', () => {
  /** A digital document of these pages. */
  const pagesDocument = (...pages: Word[][]): EngineDocument => ({
    ...textDocument([]),
    pages: pages.map((words, i) => ({ ...textDocument(words).pages[0]!, number: i + 1 })),
  });
  const longerTable = phrase('CATCH WEIGHT DETAIL NET WEIGHT OF EACH BOX 7.80', 0.1, 0.3);
  const atTop = [...phrase('Gross Weight:', 0.1, 0.08), ...phrase('328.20 KGS', 0.3, 0.08)];

  it('is looked for on the pages after its own when its caption is on none of it', async () => {
    // outside-14's invoice of two sheets: its longer table pushed the weights onto the second.
    const [read] = await extract(pagesDocument(longerTable, atTop), [weight], { sample: sampleDocument });
    expect(read).toMatchObject({ value: 328.2, page: 2, review: false });
  });

  it('reads a table moved whole onto a later page from there, not what its own page holds where it was', async () => {
    // outside-15's PEB: twelve items on its "LEMBAR LANJUTAN", the first sheet saying only so.
    const column = (label: string, type: Placement['type'], x: number, width: number): Placement => ({
      label,
      type,
      page: 1,
      group: 'Barang',
      x: (x * 100) as Placement['x'],
      y: 40 as Placement['y'],
      width: (width * 100) as Placement['width'],
      height: 1.4 as Placement['height'],
    });
    const columns = [column('Kode HS', 'hs_code', 0.1, 0.1), column('Uraian Barang', 'text', 0.3, 0.3)];
    const table = (y: number, rows: Array<[string, string]>) => [
      ...phrase('HS Code', 0.1, y),
      ...phrase('Description of Goods', 0.3, y),
      ...rows.flatMap(([hs, goods], i) => [
        ...phrase(hs, 0.1, y + 0.03 + i * 0.02),
        ...phrase(goods, 0.3, y + 0.03 + i * 0.02),
      ]),
    ];
    const sample = pagesDocument(table(0.37, [['9403.60.90', 'TEAK DINING TABLE']]));
    const first = [
      ...phrase('Marks:', 0.1, 0.38),
      ...phrase('AL NOOR', 0.3, 0.4),
      ...phrase('SEE CONTINUATION SHEET', 0.1, 0.5),
    ];
    const second = table(0.1, [
      ['9403.50.00', 'BED FRAME MAHOGANY'],
      ['9403.30.00', 'WRITING DESK'],
    ]);
    const reads = await extract(pagesDocument(first, second), columns, { sample });
    const goods = reads.filter((r) => r.label === 'Uraian Barang');
    expect(goods.map((r) => [r.row, r.page, r.value])).toEqual([
      [1, 2, 'BED FRAME MAHOGANY'],
      [2, 2, 'WRITING DESK'],
    ]);
  });

  it('stays where it was read on a document of as many pages as the sample, or where page 2 has no caption', async () => {
    const [alone] = await extract(pagesDocument(longerTable), [weight], { sample: sampleDocument });
    expect(alone?.page).toBe(1);
    const other = [...phrase('Remarks:', 0.1, 0.08), ...phrase('328.20 KGS', 0.3, 0.08)];
    const [kept] = await extract(pagesDocument(longerTable, other), [weight], { sample: sampleDocument });
    expect(kept?.page).toBe(1);
  });
});

describe("another writer's layouts (the second outside set)", () => {
  const placement = (label: string, type: Placement['type'], x: number, width: number): Placement => ({
    label,
    type,
    page: 1,
    x: (x * 100) as Placement['x'],
    y: 9.9 as Placement['y'],
    width: (width * 100) as Placement['width'],
    height: 1.6 as Placement['height'],
  });

  it('leaves out the dots leading a caption to its value, with or without their colon', async () => {
    const line = [...phrase('INVOICE NO.', 0.05, 0.1), ...phrase('......... : BRS/EXP/0826/017', 0.16, 0.1)];
    const wide = placement('Nomor Invoice', 'text', 0.155, 0.3);
    const read = await readSingle(wide, anchorsOf(wide, line), textSource(line));
    expect(readingText(read.words)).toBe('BRS/EXP/0826/017');
    const joined = [...phrase('CURRENCY', 0.05, 0.1), ...phrase('.....: EUR', 0.16, 0.1)];
    expect(readingText(valueWords(joined, box(0.155, 0.099, 0.3, 0.115)))).toBe('EUR');
  });

  it('reads a code printed a character to a box as one word, and words of a name as they are', () => {
    const boxed = ['I', 'D', 'S', 'R', 'G'].map((c, i) => word(c, 0.64 + i * 0.016, 0.25, 0.007));
    expect(valueText('port', boxed)).toBe('IDSRG');
    expect(valueText('country', [word('D', 0.6, 0.2, 0.007), word('E', 0.616, 0.2, 0.007)])).toBe('DE');
    expect(valueText('text', phrase('PT A B C', 0.1, 0.1))).toBe('PT A B C');
    // Two lines of single characters are no code of one box row.
    expect(valueText('text', [word('A', 0.1, 0.1, 0.007), word('B', 0.1, 0.14, 0.007)])).toBe('A\nB');
  });

  it('takes the further characters of a letter-spaced code at its own pitch, not the field after a boxed one', () => {
    // A B/L number printed letter-spaced, one character longer than the sample's: the last one
    // lies past the rectangle drawn around the sample's.
    const spaced = [...'PLMTAO26100455'].map((c, i) => word(c, 0.698 + i * 0.0164, 0.147, 0.0082));
    const rect = box(0.694, 0.145, 0.91, 0.162);
    const open = { left: false, right: true };
    expect(valueText('text', valueWords(spaced, rect, undefined, 1, open))).toBe('PLMTAO26100455');
    // A port's code a character to a box, the port's name after it: the code ends with its boxes.
    const boxed = [
      ...['U', 'S', 'L', 'A', 'X'].map((c, i) => word(c, 0.64 + i * 0.016, 0.25, 0.007)),
      word('LOS', 0.73, 0.25, 0.02),
      word('ANGELES', 0.755, 0.25, 0.05),
    ];
    const port = box(0.635, 0.248, 0.72, 0.262);
    expect(valueText('port', valueWords(boxed, port, undefined, 1, open))).toBe('USLAX');
  });

  it("keeps a caption's box to its words, so that a colon after it does not scale the value's box", async () => {
    // "17. Pelabuhan Muat Ekspor :" then the port's code a character to a box, the last one at the
    // rectangle's right edge: found again without its colon, the caption had looked narrower.
    const line = [
      word('17.', 0.506, 0.247, 0.013),
      word('Pelabuhan', 0.523, 0.247, 0.043),
      word('Muat', 0.569, 0.247, 0.02),
      word('Ekspor', 0.592, 0.247, 0.03),
      word(':', 0.627, 0.247, 0.005),
      ...['I', 'D', 'S', 'R', 'G'].map((c, i) => word(c, 0.6405 + i * 0.016, 0.247, 0.0073)),
    ];
    const port = placement('Pelabuhan Muat', 'port', 0.6304, 0.0939);
    const at = { ...port, y: 24.4 as Placement['y'] };
    const read = await readSingle(at, anchorsOf(at, line), textSource(line));
    expect(valueText('port', read.words)).toBe('IDSRG');
  });

  it("doubts a party's name read as only a country (the address's last line), unless the sample's is one", () => {
    const context = (sampleText: string) => ({ captions: ['Nama Pembeli'], sampleText });
    const read = readValue('text', 'Netherlands', true, {}, context('HANSOL FOOD TRADING CO., LTD.'));
    // Written in small letters too, where the sample's name is in capitals (`case`).
    expect(read.doubts).toEqual(['case', 'country']);
    expect(fitScore(read.fit, read.doubts)).toBeLessThan(DEFAULT_REVIEW_THRESHOLD);
    expect(reviewReason({ ocr: 0.95, anchor: 1, fit: 0.5 }, undefined, read.doubts)).toBe(REASONS.country);
    expect(readValue('text', 'INDONESIA', false, {}, context('JEPANG')).doubts).toEqual([]);
    expect(readValue('text', 'VAN DER BERG OUTDOOR LIVING B.V.', true, {}, context('HANSOL')).doubts).toEqual(
      [],
    );
  });

  it('ends a value at its comma where the sample parts it so from the next field, and doubts one ending so', async () => {
    // "Place and date of issue": "SEMARANG, AUG 20, 2026"; the rectangle was drawn around "SEMARANG,".
    const issued = (text: string) => [...phrase('Place of Issue :', 0.05, 0.1), ...phrase(text, 0.2, 0.1)];
    const place = placement('Tempat Terbit', 'text', 0.198, 0.074);
    const sample = textDocument(issued('SEMARANG, AUG 20, 2026'));
    const [itself] = await extract(sample, [place], { sample });
    expect(itself).toMatchObject({ value: 'SEMARANG', review: false });
    const [other] = await extract(textDocument(issued('JAKARTA, DEC 02, 2026')), [place], { sample });
    expect(other).toMatchObject({ value: 'JAKARTA', review: false });
    // Where the sample's value has no comma after it, one closing the read says something followed it.
    const plain = textDocument(issued('SEMARANG 20/08/2026'));
    const narrow = placement('Tempat Terbit', 'text', 0.198, 0.07);
    const [cut] = await extract(textDocument(issued('TANJUNG EMAS, 02/12/2026')), [narrow], {
      sample: plain,
    });
    expect(cut?.text).toBe('TANJUNG EMAS,');
    expect(cut).toMatchObject({ review: true, reason: REASONS.cut });
  });

  describe('a longer value than the sample, on a text layer', () => {
    // The sample prints the vessel and, a space after it, the voyage: "KOTA RESTU V.0612W".
    const sample = [...phrase('Kapal / Voyage :', 0.05, 0.1), ...phrase('KOTA RESTU V.0612W', 0.2, 0.1)];
    const vessel = placement('Nama Kapal', 'text', 0.198, 0.087);

    it("runs on up to the next field's value printed as the sample's is (V.2614E after V.0612W)", async () => {
      const page = [...phrase('Kapal / Voyage :', 0.05, 0.1), ...phrase('SEASPAN OSPREY V.2614E', 0.2, 0.1)];
      const [read] = await extract(textDocument(page), [vessel], { sample: textDocument(sample) });
      expect(read).toMatchObject({ value: 'SEASPAN OSPREY', review: false });
    });

    it('is in review when a word unlike what the sample prints there follows it', async () => {
      const page = [...phrase('Kapal / Voyage :', 0.05, 0.1), ...phrase('SEASPAN OSPREY 2614E', 0.2, 0.1)];
      const [read] = await extract(textDocument(page), [vessel], { sample: textDocument(sample) });
      expect(read).toMatchObject({ value: 'SEASPAN', review: true, reason: REASONS.cut });
      // The sample itself reads as drawn.
      const [itself] = await extract(textDocument(sample), [vessel], { sample: textDocument(sample) });
      expect(itself).toMatchObject({ value: 'KOTA RESTU', review: false });
    });

    it('is in review on a scan when a word unlike it follows a little further than a space (outside-2-scan)', async () => {
      // "OSPREY" 1.3 line heights after "SEASPAN": past the gap a value runs on by.
      const spaced = [
        ...phrase('Kapal / Voyage :', 0.05, 0.1),
        ...phrase('SEASPAN', 0.2, 0.1),
        ...phrase('OSPREY', 0.2 + 7 * 0.008 + 0.016, 0.1),
      ];
      const [read] = await extract(scannedDocument(spaced), [vessel], { sample: textDocument(sample) });
      expect(read).toMatchObject({ value: 'SEASPAN', review: true, reason: REASONS.cut });
      // The next field's value of the sample's shape, as far: no doubt.
      const voyage = [...spaced.slice(0, -1), ...phrase('V.2614E', 0.2 + 7 * 0.008 + 0.016, 0.1)];
      const [sure] = await extract(scannedDocument(voyage), [vessel], { sample: textDocument(sample) });
      expect(sure).toMatchObject({ value: 'SEASPAN', review: false });
    });

    it("is in review on a scan when it ends with the letters the sample's next word opens with", async () => {
      // outside-12-scan set 3's packing list: "SITC KEELUNG V" of "SITC KEELUNG V.2647S", sure
      // before; the voyage's prefix stood inside the box drawn on the sample's longer vessel.
      const printed = (text: string) => [...phrase('Kapal / Voyage :', 0.05, 0.1), ...phrase(text, 0.2, 0.1)];
      const [read] = await extract(scannedDocument(printed('OOCL KOBE V')), [vessel], {
        sample: textDocument(sample),
      });
      expect(read).toMatchObject({ value: 'OOCL KOBE V', review: true, reason: REASONS.cut });
      const [sure] = await extract(scannedDocument(printed('OOCL KOBE')), [vessel], {
        sample: textDocument(sample),
      });
      expect(sure).toMatchObject({ value: 'OOCL KOBE', review: false });
    });

    it('is in review on a scan when OCR read a word in its box too unsure to keep, not one past the box', async () => {
      // outside-scan set 3's invoice: "MERATUS MEDAN 2  Voy. 0412W", the "2" read at 34% and dropped
      // as a speck; the vessel was read sure as "MERATUS MEDAN" and compared unlike the B/L's.
      // The box drawn on the sample's longer vessel ends at 0.285.
      const printed = (beside: Word[]) => [
        ...phrase('Kapal / Voyage :', 0.05, 0.1),
        word('KM', 0.2, 0.1, 0.016),
        word('MEDAN', 0.224, 0.1, 0.05),
        ...beside,
        ...phrase('V.2614E', 0.3, 0.1),
      ];
      const read = async (beside: Word[]) =>
        (await extract(scannedDocument(printed(beside)), [vessel], { sample: textDocument(sample) }))[0];
      expect(await read([word('2', 0.278, 0.1, 0.006, 0.34)])).toMatchObject({
        value: 'KM MEDAN',
        review: true,
        reason: REASONS.dropped,
      });
      expect(await read([word('2', 0.278, 0.1, 0.006, 0.9)])).toMatchObject({
        value: 'KM MEDAN 2',
        review: false,
      });
      expect(await read([])).toMatchObject({ value: 'KM MEDAN', review: false });
      // Past the box, a fragment read unsure may be the next field's ("st" of "SEP 11, 2026" after
      // the place of issue "GORONTALO", outside-10-scan set 2's B/L).
      expect(await read([word('st', 0.28, 0.1, 0.012, 0.43)])).toMatchObject({
        value: 'KM MEDAN',
        review: false,
      });
      // Over a word of the value, half a line up, a fragment is another read of its ink or of a rule
      // above it ("SA" at 14% over "Interiors" on outside-10-scan set 3's tilted packing list).
      expect(await read([word('SA', 0.23, 0.096, 0.02, 0.14)])).toMatchObject({
        value: 'KM MEDAN',
        review: false,
      });
    });
  });

  it('leaves out what the sample prints joined before the value, outside its rectangle ("V." of "V.0612W")', async () => {
    const printed = (text: string) => [...phrase('Vessel / Voy. No.', 0.05, 0.1), ...phrase(text, 0.2, 0.1)];
    // "KOTA RESTU V.0612W": the voyage's rectangle starts after "V.", two characters into its word.
    const voyage = placement('Nomor Voyage', 'text', 0.304, 0.042);
    const sample = textDocument(printed('KOTA RESTU V.0612W'));
    const [itself] = await extract(sample, [voyage], { sample });
    expect(itself?.value).toBe('0612W');
    const [other] = await extract(textDocument(printed('SPIL NIKEN V.2610S')), [voyage], { sample });
    expect(other?.value).toBe('2610S');
    // A rectangle holding the whole word keeps it whole.
    const whole = placement('Nomor Voyage', 'text', 0.286, 0.06);
    const [kept] = await extract(textDocument(printed('SPIL NIKEN V.2610S')), [whole], { sample });
    expect(kept?.value).toBe('V.2610S');
  });

  it('leaves out what the sample prints joined after the value, outside its rectangle ("/13" of "GA880/13")', async () => {
    // An air waybill's "Flight/Date" box: the flight and its day in one word, the rectangle drawn
    // around the flight alone.
    const printed = (text: string) => [...phrase('Flight/Date', 0.05, 0.1), ...phrase(text, 0.2, 0.1)];
    const flight = placement('Nomor Voyage', 'text', 0.198, 0.044);
    const sample = textDocument(printed('GA880/13'));
    const [itself] = await extract(sample, [flight], { sample });
    expect(itself?.value).toBe('GA880');
    const [other] = await extract(textDocument(printed('SQ931/26')), [flight], { sample });
    expect(other?.value).toBe('SQ931');
    // What follows in another shape is not the sample's day: the word stays whole.
    const [kept] = await extract(textDocument(printed('SQ931/NOV')), [flight], { sample });
    expect(kept?.value).toBe('SQ931/NOV');
  });

  describe('a name wrapped onto the next line', () => {
    // An invoice's buyer block beside its numbers: the name, its street under it.
    const block = (name: string, next: string) => [
      ...phrase('MESSRS. :', 0.05, 0.1),
      ...phrase(name, 0.08, 0.12),
      ...phrase(next, 0.08, 0.138),
      ...phrase('INVOICE DATE : 12/08/2026', 0.44, 0.12),
    ];
    const sample = textDocument(block('HANSEATIC SPICE IMPORT GMBH', 'GROSSER GRASBROOK 9'));
    const buyer = { ...placement('Nama Pembeli', 'text', 0.078, 0.22), y: 11.9 as Placement['y'] };

    it("is in review when the next line's first word had no room at the end of the name's line", async () => {
      const wrapped = block('AL MANSOORI GENERAL TRADING & FOODSTUFF', 'IMPORT EXPORT DIVISION');
      const [read] = await extract(textDocument(wrapped), [buyer], { sample });
      expect(read).toMatchObject({ value: 'AL MANSOORI GENERAL TRADING & FOODSTUFF', review: true });
      expect(read?.reason).toBe(REASONS.cut);
      // A street under a name that left it room is the writer's own line break.
      const broken = block('AL MANSOORI GENERAL TRADING', 'P.O. BOX 51734');
      const [plain] = await extract(textDocument(broken), [buyer], { sample });
      expect(plain).toMatchObject({ value: 'AL MANSOORI GENERAL TRADING', review: false });
      const [itself] = await extract(sample, [buyer], { sample });
      expect(itself).toMatchObject({ value: 'HANSEATIC SPICE IMPORT GMBH', review: false });
    });

    it('takes the next line in when it ends with a legal form the name lacks, and no digit', async () => {
      const wrapped = block('AL MANSOORI GENERAL TRADING & FOODSTUFF', 'IMPORT EXPORT L.L.C.');
      const [read] = await extract(textDocument(wrapped), [buyer], { sample });
      expect(read).toMatchObject({
        value: 'AL MANSOORI GENERAL TRADING & FOODSTUFF IMPORT EXPORT L.L.C.',
        review: false,
      });
      const est = block('AL-RAYYAN ROASTERY & SPECIALTY COFFEE', 'TRADING EST.');
      expect((await extract(textDocument(est), [buyer], { sample }))[0]?.value).toBe(
        'AL-RAYYAN ROASTERY & SPECIALTY COFFEE TRADING EST.',
      );
      // Not after a name its legal form ended, nor a line with a number.
      const ended = block('TOYO TRADING CO., LTD.', 'NISSIN BUILDING LTD.');
      expect((await extract(textDocument(ended), [buyer], { sample }))[0]?.value).toBe(
        'TOYO TRADING CO., LTD.',
      );
      const numbered = block('AL MANSOORI GENERAL TRADING', 'UNIT 4 FOODSTUFF L.L.C.');
      expect((await extract(textDocument(numbered), [buyer], { sample }))[0]?.value).toBe(
        'AL MANSOORI GENERAL TRADING',
      );
    });

    it('is in review when it ends with a word no name ends with', async () => {
      const [read] = await extract(
        textDocument(block('AL MANSOORI TRADING &', 'FOODSTUFF IMPORTS')),
        [buyer],
        {
          sample,
        },
      );
      expect(read).toMatchObject({ value: 'AL MANSOORI TRADING &', review: true, reason: REASONS.cut });
    });
  });
});

describe('a tariff code in a text whose sample has none', () => {
  it("is doubted as the next column's code taken in", async () => {
    const { foreignCode } = await import('./extract.ts');
    expect(foreignCode('MLH, 12 MM X 910 X 1820 4412.31.00', 'TROPICAL HARDWOOD PLYWOOD MLH, 9 MM')).toBe(
      'foreign',
    );
    expect(foreignCode('GREEN COFFEE HS 0901.11.10', 'ROBUSTA HS 0901.11.90')).toBeUndefined();
    // Dimensions and prices are no tariff code.
    expect(foreignCode('PANEL 1220.50 X 2440.00 MM', 'PANEL 910 X 1820 MM')).toBeUndefined();
    expect(foreignCode('MLH 4412.31.00', undefined)).toBeUndefined();
  });
});

describe('a word of capitals or a number read with a small letter at its end', () => {
  it('is doubted where the sample prints capitals only', () => {
    const read = (text: string, sampleText: string) =>
      readValue('text', text, true, {}, { captions: [], sampleText }).doubts;
    expect(read('MACE (FULi) BANDA RED, WHOLE', 'NUTMEG (PALA) WHOLE')).toContain('mark');
    expect(read('MACE (FULI) BANDA RED, WHOLE', 'NUTMEG (PALA) WHOLE')).not.toContain('mark');
    expect(read('Mace (Fuli) Banda', 'Nutmeg (Pala)')).not.toContain('mark');
    // A voyage's number closing in a small letter.
    expect(read('219s', '031N')).toContain('mark');
    expect(read('219S', '031N')).not.toContain('mark');
    // A dimension's X read small between its numbers (outside-10-scan), unless the sample writes so.
    expect(read('RATTAN COFFEE TABLE 90 x 50 CM', 'RATTAN SOFA 3 SEATER')).toContain('mark');
    expect(read('RATTAN COFFEE TABLE 90 X 50 CM', 'RATTAN SOFA 3 SEATER')).not.toContain('mark');
    expect(read('TEAK TABLE 200 x 100 CM', 'TEAK DINING TABLE 200 x 100 CM')).not.toContain('mark');
  });
});

describe("a port read as only a country's name", () => {
  it('is doubted, unless the country is a known port too or the sample prints a country', () => {
    const read = (text: string, sampleText = 'Auckland, Selandia Baru') =>
      readValue('port', text, false, {}, { captions: [], sampleText }).doubts;
    expect(read('Selandia Baru')).toContain('country');
    expect(read('CANADA')).toContain('country');
    expect(read('SINGAPORE')).not.toContain('country');
    expect(read('Auckland, Selandia Baru')).not.toContain('country');
    expect(read('CANADA', 'JAPAN')).not.toContain('country');
  });
});

describe("a nomor aju's company part read with a lookalike beside a letter", () => {
  it('is doubted, as nothing in the number tells which it was', () => {
    const read = (text: string) => readValue('aju', text, true, {}, { captions: [] });
    expect(read('020730-0KR221-20261109-001274').doubts).toContain('mixed');
    expect(read('020730-OKR221-20261109-001274').doubts).not.toContain('mixed');
    expect(read('020730-123456-20261109-001274').doubts).not.toContain('mixed');
    expect(read('040300-TT1466-20241024-177256').doubts).not.toContain('mixed');
  });
});

describe('a postal code in a name whose sample has no digit', () => {
  it("is doubted as the party's address read", async () => {
    const { addressRead } = await import('./extract.ts');
    expect(addressRead('Desa Tahunan, Kec. Tahunan, Jepara 59426', 'KANSAI MOKUZAI SHOJI CO., LTD.')).toBe(
      'address',
    );
    expect(
      addressRead('MARUHANA FOODS CO., LTD.\n3-7-1 Minatomirai, Yokohama 220-0012', 'SIN HENG SDN BHD'),
    ).toBe('address');
    expect(addressRead('WAN HAI 305', 'MERATUS JAYA')).toBeUndefined();
    expect(addressRead('PT SUMBER 2000', 'PT 3M INDONESIA')).toBeUndefined();
    expect(addressRead('59426', 'SEMARANG')).toBeUndefined();
  });
});

describe("a company's name read without the legal form the sample's opens with", () => {
  it('is doubted as cut short', async () => {
    const { lostLegalForm } = await import('./extract.ts');
    // outside-7-scan: "PT" left of a name printed longer than the sample's was not read.
    const sample = 'PT NIRA KELAPA SERAYU MANDIRI';
    expect(lostLegalForm('GRESIK PRIMA KEMASAN INDUSTRI PLASTIK NUSANTARA TBK', sample)).toBe('cut');
    expect(lostLegalForm('PT GRESIK PRIMA KEMASAN TBK', sample)).toBeUndefined();
    expect(lostLegalForm('CV JATI RAYA FURNITURE', sample)).toBeUndefined();
    // Another country's company, closed by its own legal form; a sample name without a form.
    expect(lostLegalForm('KAURI WHOLEFOODS DISTRIBUTION LIMITED', sample)).toBeUndefined();
    expect(lostLegalForm('GRESIK PRIMA KEMASAN', 'SINAR BANDUNG')).toBeUndefined();
  });

  it("is doubted as cut where the sample's name closes with a legal form and the read closes with none", async () => {
    const { lostLegalForm } = await import('./extract.ts');
    // outside-14-scan set 3's PEB: the buyer's line read to "BIRD'S", sure.
    const sample = 'TSUKIJI MARUHACHI SUISAN CO., LTD.';
    expect(lostLegalForm("WING HING BIRD'S", sample)).toBe('cut');
    // outside-5-scan set 3's bill of lading: "SAME AS CONSIGNEE" misread, where the sample names a company.
    expect(lostLegalForm('SANE AS CONSIGNEE', 'HANSHIN CUSTOMS BROKERAGE CO., LTD.')).toBe('cut');
    // Another company with its own form, an Indonesian one, a box that names no company, a sample
    // that is no name ("10 X 1 KG" closes with a unit), a word alone: left as read.
    expect(lostLegalForm("WING HING BIRD'S NEST COMPANY LIMITED", sample)).toBeUndefined();
    expect(lostLegalForm('HAMANAKA SUISAN K.K.', sample)).toBeUndefined();
    expect(lostLegalForm('PT GARUDA KEMASAN SEMARANG', sample)).toBeUndefined();
    expect(lostLegalForm('SAME AS CONSIGNEE', sample)).toBeUndefined();
    expect(lostLegalForm('TO ORDER', sample)).toBeUndefined();
    expect(lostLegalForm('NATURAL RUBBER SIR 20', 'FROZEN SHRIMP IQF 10 X 1 KG')).toBeUndefined();
    expect(lostLegalForm('WALMART', sample)).toBeUndefined();
  });
});

describe('a scanned text that starts late in its box', () => {
  // outside-5-scan set 1's photographed invoice: a description's first words under a shadow's border.
  const rect = box(0.1, 0.46, 0.46, 0.478);
  const sample = phrase('LAMINATED VENEER LUMBER (LVL) 30 X 105 X 4000 MM', 0.102, 0.46);

  it('is doubted where the sample starts at the left edge of its box', async () => {
    const { startsLate } = await import('./extract.ts');
    expect(startsLate(rect, phrase('30 X 105 X 4000 MM', 0.29, 0.46), sample, rect)).toBe(true);
    // The whole value, or one starting a little in (a word's indent, a box placed a little left).
    expect(
      startsLate(rect, phrase('LAMINATED VENEER LUMBER (LVL) 30 X 105 X 4000 MM', 0.104, 0.46), sample, rect),
    ).toBe(false);
    expect(startsLate(rect, phrase('BLOCKBOARD FALCATA CORE', 0.16, 0.46), sample, rect)).toBe(false);
    // A second line flush left: the value's start was read.
    const wrapped = [...phrase('30 X 105', 0.29, 0.46), ...phrase('MM', 0.102, 0.472)];
    expect(startsLate(rect, wrapped, sample, rect)).toBe(false);
  });

  it('is not doubted where the sample itself starts inside its box (a value set right or centred)', async () => {
    const { startsLate } = await import('./extract.ts');
    expect(startsLate(rect, phrase('KGS', 0.3, 0.46), phrase('PIECES', 0.27, 0.46), rect)).toBe(false);
    expect(startsLate(rect, phrase('KGS', 0.3, 0.46), undefined, rect)).toBe(false);
  });
});

describe('a scanned code unlike the code the sample prints', () => {
  it('is doubted for a mark read as a space, and cut short when no mark is left and under 60% of its length', async () => {
    const { unlikeCode } = await import('./extract.ts');
    expect(unlikeCode('TBA EX-26-1147', 'TBA-EX-26-1147')).toBe('mark');
    // A code of one word read as two (outside-12-scan's B/L number, sure before).
    expect(unlikeCode('KMTCPUS6 184352', 'KMTCPUS6190021')).toBe('split');
    expect(unlikeCode('KMTCPUS6184352', 'KMTCPUS6190021')).toBeUndefined();
    expect(unlikeCode('PL-31', 'TBA-PL-26-1147')).toBeUndefined();
    expect(unlikeCode('1147', 'TBA-PL-26-1147')).toBe('cut');
    // No digit where the sample's code has three or more: another field's word.
    expect(unlikeCode('PADANG', 'SSC2261437')).toBe('shape');
    expect(unlikeCode('KARIMUN', 'MRR/PL/2611/041')).toBe('shape');
    expect(unlikeCode('KARIMUN JAYA', 'MERAPI EXPRESS')).toBeUndefined();
    expect(unlikeCode('BK-0726-31', 'TBA-PL-26-1147')).toBeUndefined();
    // Names and codes without marks are not codes of this kind.
    expect(unlikeCode('PT SAMUDERA', 'PT TIRTA BUANA')).toBeUndefined();
    expect(unlikeCode('1147', 'INV20261147')).toBeUndefined();
    // A serial padded with zeros read shorter than the sample's (outside-5-scan's PEB: "OKR-PL/2026/11/04"
    // for .../0457, sure before); another numbering's serial as long, or not padded, is none.
    expect(unlikeCode('OKR-PL/2026/11/04', 'BLK/PL/26/0318')).toBe('cut');
    expect(unlikeCode('ABS/26/INV/0', 'BLK/PL/26/0318')).toBe('cut');
    expect(unlikeCode('OKR-PL/2026/11/0457', 'BLK/PL/26/0318')).toBeUndefined();
    expect(unlikeCode('OKR-PL/2026/11/57', 'BLK/PL/26/0318')).toBeUndefined();
    expect(unlikeCode('OKR-PL/2026/11/04', 'BLK/PL/26/18')).toBeUndefined();
    // A container's size and type read for a seal (outside-18-scan's packing list, set 4, sure
    // before); where the sample's value is one, it is the value.
    expect(unlikeCode("20'GP", 'ASL0924410')).toBe('shape');
    expect(unlikeCode('40 HC', 'ASL0924410')).toBe('shape');
    expect(unlikeCode('45G1', 'ASL0924410')).toBe('shape');
    expect(unlikeCode("40'HC", "20'GP")).toBeUndefined();
    expect(unlikeCode('ASL0931877', 'ASL0924410')).toBeUndefined();
    // A number of digits only read with another count of digits (outside-16-scan set 2's packing
    // list: 9400018317 read "940018317", sure before); as many digits, or a code with letters, is none.
    expect(unlikeCode('940018317', '9400018231')).toBe('width');
    expect(unlikeCode('94000183170', '9400018231')).toBe('width');
    expect(unlikeCode('9400018317', '9400018231')).toBeUndefined();
    expect(unlikeCode('INV18317', '9400018231')).toBeUndefined();
    expect(unlikeCode('12345', '1234')).toBeUndefined();
    expect(unlikeCode('1002345', '100234', true)).toBeUndefined();
    // Its own doubt, grave; an OCR letter repaired to a digit (the repair `digits`) stays a light one.
    expect(reviewReason({ ocr: 0.95, anchor: 1, fit: fitScore(1, ['width']) }, undefined, ['width'])).toBe(
      REASONS.width,
    );
    expect(fitScore(1, ['digits'])).toBeGreaterThan(fitScore(1, ['width']));
    // The same issuer's seal read two digits short.
    expect(unlikeCode('SAL1239', 'SAL118204')).toBe('cut');
    expect(unlikeCode('SAL12390', 'SAL118204')).toBeUndefined();
    expect(unlikeCode('MSK1239', 'SAL118204')).toBeUndefined();
    // A part of letters read with a digit that looks like one, and the reverse.
    expect(unlikeCode('RRN/INV/0412/X1/2026', 'RRN/INV/0412/XI/2026')).toBe('shape');
    expect(unlikeCode('RRN/INV/O412/XI/2026', 'RRN/INV/0412/XI/2026')).toBe('shape');
    // Another numbering of the same kind is no doubt: parts of letters and digits as the sample's.
    expect(unlikeCode('CBN/INV/0977/XII/2026', 'RRN/INV/0412/XI/2026')).toBeUndefined();
    expect(unlikeCode('RRN/INV/0412/X7/2026', 'RRN/INV/0412/XI/2026')).toBeUndefined();
    // A code printed among other words: its parts compared alone.
    expect(unlikeCode('No. RRN/INV/0412/X1/2026', 'No. RRN/INV/0412/XI/2026')).toBe('shape');
    expect(unlikeCode('RRN/INV/0412/X1/2026', 'No. RRN/INV/0412/XI/2026')).toBe('shape');
    expect(unlikeCode('No. CBN/INV/0977/XII/2026', 'No. RRN/INV/0412/XI/2026')).toBeUndefined();
    // A short code of capitals read with a digit; another code of capitals is none.
    expect(unlikeCode('0B', 'FOB')).toBe('shape');
    expect(unlikeCode('FoB', 'FOB')).toBe('shape');
    expect(unlikeCode('CIF', 'FOB')).toBeUndefined();
    // An Incoterm's code read as three capitals that are none (outside-8-scan's "CIE" for CIF).
    expect(unlikeCode('CIE', 'CIF')).toBe('shape');
    expect(unlikeCode('USD', 'EUR')).toBeUndefined();
    // A code of capitals and digits without marks, read with a lookalike where the sample's kind differs.
    expect(unlikeCode('PLMTA026100455', 'PLMTAO26100234')).toBe('shape');
    // A voyage's: a zero read as O (outside-8-scan), its direction letter read as a digit
    // (outside-3-scan's "09265" for 0926S, where the sample prints "2641N"); another voyage is none.
    expect(unlikeCode('O47N', '047N')).toBe('shape');
    expect(unlikeCode('09265', '2641N')).toBe('shape');
    expect(unlikeCode('0926S', '2641N')).toBeUndefined();
    expect(unlikeCode('118E', '047N')).toBeUndefined();
    expect(unlikeCode('09264', '2641N')).toBeUndefined();
    expect(unlikeCode('PLMTAO261OO455', 'PLMTAO26100234')).toBe('shape');
    expect(unlikeCode('PLMTAO26100455', 'PLMTAO26100234')).toBeUndefined();
    expect(unlikeCode('JKTSUB2610045', 'PLMTAO26100234')).toBeUndefined();
    // Another carrier's code: where its letters end, against the sample's letters before digits.
    expect(unlikeCode('PLMTA026100455', 'CBNMEL2611902')).toBe('shape');
    expect(unlikeCode('PLMTAO26100455', 'CBNMEL2611902')).toBeUndefined();
    expect(unlikeCode('MEDU8812345', 'CBNMEL2611902')).toBeUndefined();
    expect(unlikeCode('CBNMELS611902', 'CBNMEL2611902')).toBe('shape');
    expect(unlikeCode('PLMTA026100455', 'C B N M E L 2 6 1 1 9 0 2')).toBe('shape');
    // A voyage of letters, digits and its direction letter (outside-7-scan's "BPO38N" for BP038N,
    // where the sample prints "SA2611S"); another carrier's letters are none.
    expect(unlikeCode('BPO38N', 'SA2611S')).toBe('shape');
    expect(unlikeCode('BP038N', 'SA2611S')).toBeUndefined();
    expect(unlikeCode('KMT038N', 'SA2611S')).toBeUndefined();
    // A short code read as words with marks (outside-5-scan's voyage: the caption's line beside it).
    expect(unlikeCode('POR: 07 LOADI,"C', '2641N')).toBe('shape');
    // A long code read a character short at its start, the rest of its shape (outside-8-scan).
    expect(unlikeCode('RNB26BIT004719', 'MRNB26BIT004719')).toBe('cut');
    expect(unlikeCode('MRNB26BIT005102', 'MRNB26BIT004719')).toBeUndefined();
    expect(unlikeCode('KMTC26004719', 'MRNB26BIT004719')).toBeUndefined();
  });
});

describe('a name ending with its legal form', () => {
  const lines = (...texts: string[]): Word[] =>
    texts.flatMap((text, i) => phrase(text, 0.1, 0.2 + i * 0.014));
  const text = (words: readonly Word[]) => readingText(words).replace(/\n/g, ' / ');

  it("ends there where the sample's name filled its rectangle over two lines", async () => {
    const { endsAtLegalForm } = await import('./extract.ts');
    const sample = 'OUTBACK LIVING IMPORTS PTY\nLTD';
    expect(text(endsAtLegalForm(lines('HARBOUR HOME PTY LTD', '12 Bourke Road'), sample))).toBe(
      'HARBOUR HOME PTY LTD',
    );
    // A legal form closed by a comma goes on; a line of legal forms alone is the name's.
    expect(text(endsAtLegalForm(lines('QINGDAO HAIXIN TRADING CO.,', 'LTD.'), sample))).toBe(
      'QINGDAO HAIXIN TRADING CO., / LTD.',
    );
    expect(text(endsAtLegalForm(lines('SAKURA FOODS CO.', 'LTD.'), sample))).toBe('SAKURA FOODS CO. / LTD.');
  });

  it('leaves the lines as read where the sample drew more than its name, or a name without a legal form', async () => {
    const { endsAtLegalForm } = await import('./extract.ts');
    const read = lines('HARBOUR HOME PTY LTD', '12 Bourke Road');
    expect(text(endsAtLegalForm(read, 'OUTBACK LIVING PTY LTD\n41 Somerville Road'))).toBe(
      'HARBOUR HOME PTY LTD / 12 Bourke Road',
    );
    expect(text(endsAtLegalForm(read, 'OUTBACK LIVING\nIMPORTS'))).toBe(
      'HARBOUR HOME PTY LTD / 12 Bourke Road',
    );
  });
});

describe("an older portal's form and a typed packing list (the eighth outside set)", () => {
  const at = (label: string, type: Placement['type'], x: number, y: number, width: number): Placement => ({
    label,
    type,
    page: 1,
    x: (x * 100) as Placement['x'],
    y: (y * 100) as Placement['y'],
    width: (width * 100) as Placement['width'],
    height: 1.4 as Placement['height'],
  });
  /** "N. Caption" at the left, its colon in a column of colons, the value far right of that. */
  const field = (n: number, caption: string, value: string, y: number) => [
    ...phrase(`${n}. ${caption}`, 0.08, y),
    word(':', 0.38, y, 0.004),
    ...phrase(value, 0.58, y),
  ];

  it('takes a caption far left of its column of colons as the caption, the value found by it on a new page', async () => {
    const sampleWords = [
      ...field(13, 'Nomor Voyage / Penerbangan', '047N', 0.3),
      ...field(14, 'Pelabuhan Muat', 'IDBIT BITUNG', 0.315),
      ...field(15, 'Pelabuhan Bongkar', 'KRPUS BUSAN', 0.33),
    ];
    const loading = at('Pelabuhan Muat', 'port', 0.58, 0.312, 0.12);
    expect(anchorsOf(loading, sampleWords)[0]?.text).toBe('14. Pelabuhan Muat');
    // The new page has two more lines above: every field one line further down.
    const page = [...phrase('Kawasan Industri Batamindo', 0.58, 0.27), ...phrase('Muka Kuning', 0.58, 0.285)];
    page.push(
      ...field(13, 'Nomor Voyage / Penerbangan', 'KNZ142', 0.33),
      ...field(14, 'Pelabuhan Muat', 'IDBDJ BANJARMASIN', 0.345),
      ...field(15, 'Pelabuhan Bongkar', 'THLCH LAEM CHABANG', 0.36),
    );
    const [read] = await extract(textDocument(page), [loading], { sample: textDocument(sampleWords) });
    expect(read).toMatchObject({ value: 'IDBDJ', review: false });
  });

  it("takes a name's line wrapped under it where the sample's next line is another field behind its caption", async () => {
    const sampleWords = [
      ...field(6, 'Nama Eksportir', 'PT SAMUDERA LEMBEH', 0.2),
      ...field(7, 'Alamat Eksportir', 'Jl. Raya Bitung No. 8', 0.215),
    ];
    const exporter = at('Nama Eksportir', 'text', 0.58, 0.197, 0.2);
    const page = [
      ...field(6, 'Nama Eksportir', 'PT BARITO RIMBA SEJAHTERA PLYWOOD AND RATTAN', 0.2),
      ...phrase('INDUSTRIES', 0.58, 0.215),
      ...field(7, 'Alamat Eksportir', 'Jl. Lingkar Basirih No. 21', 0.23),
    ];
    const [read] = await extract(textDocument(page), [exporter], { sample: textDocument(sampleWords) });
    expect(read?.value).toBe('PT BARITO RIMBA SEJAHTERA PLYWOOD AND RATTAN INDUSTRIES');
    // Where the sample's next line has no caption of its own (an address under a name), the line
    // under the value is not taken.
    const unCaptioned = [
      ...field(6, 'Nama Eksportir', 'PT SAMUDERA LEMBEH', 0.2),
      ...phrase('Jl. Raya Bitung', 0.58, 0.215),
    ];
    const [alone] = await extract(textDocument(page), [exporter], { sample: textDocument(unCaptioned) });
    expect(alone?.value).not.toContain('INDUSTRIES');
  });
});

/** A buyer's name under its caption ("Consignee", "SOLD TO"), one line drawn on the sample. */
const buyer: Placement = {
  label: 'Nama Pembeli',
  type: 'text',
  page: 1,
  x: 7 as Placement['x'],
  y: 29.8 as Placement['y'],
  width: 30 as Placement['width'],
  height: 1.8 as Placement['height'],
};

describe("a name wrapped onto a line in its own print, where the sample's line under it is smaller", () => {
  /** `words` printed `scale` times as tall (a 9 pt address under a 10.5 pt name). */
  const printed = (words: Word[], scale: number): Word[] =>
    words.map((w) => ({ ...w, box: { ...w.box, y1: fraction(w.box.y0 + (w.box.y1 - w.box.y0) * scale) } }));
  const sampleWords = [
    ...phrase('Consignee', 0.07, 0.28),
    ...phrase('FORMOSA OCEAN FRESH FOODS CORP.', 0.07, 0.3),
    // 15% smaller: not alike, not clearly other either (underOf: 'unclear').
    ...printed(phrase('No. 88, Yugang 1st Rd.', 0.07, 0.315), 0.85),
  ];
  const page = [
    ...phrase('Consignee', 0.07, 0.28),
    ...phrase('AL-RAYYAN ROASTERY & SPECIALTY COFFEE', 0.07, 0.3),
    ...phrase('TRADING', 0.07, 0.315),
    ...printed(phrase('King Saud Street', 0.07, 0.33), 0.85),
  ];

  it("doubts the value on a text layer, whose heights are the fonts' sizes", async () => {
    const [read] = await extract(textDocument(page), [buyer], { sample: textDocument(sampleWords) });
    expect(read).toMatchObject({ review: true });
    expect(read?.value).toContain('AL-RAYYAN');
  });

  it('trusts it where the line under the value is the smaller print, as on the sample', async () => {
    const short = [
      ...phrase('Consignee', 0.07, 0.28),
      ...phrase('HSIN CHIANG TRADING CORP.', 0.07, 0.3),
      ...printed(phrase('Rm. 5, 9F, No. 2', 0.07, 0.315), 0.85),
    ];
    const [read] = await extract(textDocument(short), [buyer], { sample: textDocument(sampleWords) });
    expect(read).toMatchObject({ value: 'HSIN CHIANG TRADING CORP.', review: false });
  });
});

describe("a name in capitals over a line in capitals, where the sample's address is in small letters", () => {
  const block = (name: string, next: string, address: string) => [
    ...phrase('Shipper / Exporter', 0.07, 0.28),
    ...phrase(name, 0.07, 0.3),
    ...phrase(next, 0.07, 0.315),
    ...phrase(address, 0.07, 0.33),
    ...phrase('Consignee / Buyer', 0.5, 0.28),
  ];
  const exporter = { ...buyer, label: 'Nama Eksportir' };
  const sample = textDocument(
    block('PT BANUA LAPIS KALIMANTAN', 'Jl. Lingkar Basirih No. 27', 'Banjarmasin 70245'),
  );

  it("doubts the name: the line is the name's rest, wrapped (bold over the address)", async () => {
    const page = block(
      'PT INDUSTRI OLEOKIMIA DAN TURUNAN',
      'SAWIT RIAU PERSADA NUSANTARA',
      'Kawasan Industri Dumai',
    );
    const [read] = await extract(textDocument(page), [exporter], { sample });
    expect(read).toMatchObject({
      value: 'PT INDUSTRI OLEOKIMIA DAN TURUNAN',
      review: true,
      reason: REASONS.cut,
    });
  });

  it('doubts a name starting with a word no name starts with: the rest of a title, or its start lost', async () => {
    // outside-19-scan set 3's PEB: "DAN PEMBELI" of the section's title "DATA PENERIMA DAN
    // PEMBELI" read as the consignee, sure.
    const page = block('DAN PEMBELI', 'Jl. Lingkar Basirih No. 27', 'Banjarmasin 70245');
    const [read] = await extract(textDocument(page), [exporter], { sample });
    expect(read).toMatchObject({ value: 'DAN PEMBELI', review: true, reason: REASONS.cut });
    const named = block('PT BUMI DAN LAUT', 'Jl. Lingkar Basirih No. 27', 'Banjarmasin 70245');
    expect((await extract(textDocument(named), [exporter], { sample }))[0]).toMatchObject({
      value: 'PT BUMI DAN LAUT',
      review: false,
    });
  });

  it('looks at the line ending where a right-aligned letterhead ends', async () => {
    // Right-aligned at x = 0.6: each line starts where its width leaves it.
    const right = (text: string, y: number) => phrase(text, 0.6 - text.length * 0.008, y);
    const letterhead = (name: string, next: string, address: string) => [
      ...right(name, 0.05),
      ...right(next, 0.065),
      ...right(address, 0.08),
    ];
    const drawn: Placement = { ...exporter, x: 35 as Placement['x'], y: 4.8 as Placement['y'] };
    const sampleHead = textDocument(
      letterhead('KOPERASI KOPI GAYO', 'Jl. Lintas Takengon Km. 4', 'Aceh Tengah'),
    );
    const page = letterhead('KOPERASI PRODUSEN ARABIKA GAYO', 'TANAH TINGGI', 'Jl. Lintas Takengon Km. 4');
    const [read] = await extract(textDocument(page), [drawn], { sample: sampleHead });
    expect(read).toMatchObject({ review: true, reason: REASONS.cut });
    expect(read?.value).toContain('KOPERASI PRODUSEN');
  });

  it('trusts a name its legal form ends, or one whose sample prints its address in capitals too', async () => {
    const ended = block('CONSERVAS Y CONGELADOS DEL MEDITERRANEO, S.L.', 'POLIGONO INDUSTRIAL', 'Calle 41');
    const [read] = await extract(textDocument(ended), [exporter], { sample });
    expect(read).toMatchObject({ review: false });
    const capitals = textDocument(
      block('PT BANUA LAPIS KALIMANTAN', 'JL. LINGKAR BASIRIH', 'BANJARMASIN 70245'),
    );
    const page = block(
      'PT SAMUDERA MINA BITUNG SEJAHTERA',
      'KAWASAN INDUSTRI PERIKANAN',
      'JL. TANJUNG MERAH NO. 7',
    );
    const [other] = await extract(textDocument(page), [exporter], { sample: capitals });
    expect(other).toMatchObject({ value: 'PT SAMUDERA MINA BITUNG SEJAHTERA', review: false });
  });
});

describe("a table's description ending with a unit that is also a legal form", () => {
  it('is read whole: "KG" ends no description as it ends a German company\'s name', async () => {
    const column = (
      label: string,
      type: Placement['type'],
      x: number,
      width: number,
      height: number,
    ): Placement => ({
      label,
      type,
      group: 'Barang',
      page: 1,
      x: (x * 100) as Placement['x'],
      y: 30 as Placement['y'],
      width: (width * 100) as Placement['width'],
      height: (height * 100) as Placement['height'],
    });
    const columns = [
      column('Uraian Barang', 'text', 0.06, 0.3, 0.032),
      column('Jumlah Barang', 'quantity', 0.45, 0.14, 0.014),
    ];
    const table = (rows: Array<[string[], string]>): Word[] => {
      let y = 0.3;
      return [
        ...phrase('Description of goods', 0.06, 0.27),
        ...phrase('Quantity', 0.45, 0.27),
        ...rows.flatMap(([lines, quantity]) => {
          const row = [
            ...lines.flatMap((line, i) => phrase(line, 0.06, y + 0.018 * i)),
            ...phrase(quantity, 0.45, y),
          ];
          y += 0.018 * lines.length + 0.01;
          return row;
        }),
      ];
    };
    const sampleWords = table([
      [['FROZEN VANNAMEI SHRIMP', '16/20, IQF 10 X 1 KG'], '4,800.00 KGS'],
      [['FROZEN MUD CRAB'], '1,500.00 KGS'],
    ]);
    const page = table([
      [['NATURAL RUBBER SIR 20, 35 KG', 'BALES, SHRINK-WRAPPED ON', 'PALLETS'], '16,800.00 KGS'],
      [['RIBBED SMOKED SHEET RSS 3'], '1,200.00 KGS'],
    ]);
    const reads = await extract(textDocument(page), columns, { sample: textDocument(sampleWords) });
    expect(reads.filter((r) => r.label === 'Uraian Barang').map((r) => r.value)).toEqual([
      'NATURAL RUBBER SIR 20, 35 KG BALES, SHRINK-WRAPPED ON PALLETS',
      'RIBBED SMOKED SHEET RSS 3',
    ]);
  });
});

describe('a scanned name OCR read with a hole in it', () => {
  it('doubts a value ended by a gap where words follow inside the box and the sample has none', async () => {
    const sampleWords = [
      ...phrase('SOLD TO', 0.07, 0.28),
      ...phrase('HANSOL FOOD TRADING CO., LTD.', 0.07, 0.3),
    ];
    // "DER BERG" not read: "VAN", then a hole, then the rest of the name.
    const page = [
      ...phrase('SOLD TO', 0.07, 0.28),
      ...phrase('VAN', 0.07, 0.3),
      ...phrase('OUTDOOR LIVING B.V.', 0.19, 0.3),
    ];
    const [read] = await extract(scannedDocument(page), [buyer], { sample: textDocument(sampleWords) });
    expect(read).toMatchObject({ value: 'VAN', review: true });
    // Read whole, it is sure.
    const whole = [
      ...phrase('SOLD TO', 0.07, 0.28),
      ...phrase('VAN DER BERG OUTDOOR LIVING B.V.', 0.07, 0.3),
    ];
    const [sure] = await extract(scannedDocument(whole), [buyer], { sample: textDocument(sampleWords) });
    expect(sure).toMatchObject({ value: 'VAN DER BERG OUTDOOR LIVING B.V.', review: false });
  });
});

describe('rows and totals placed by the words of their own line (the twelfth outside set)', () => {
  /** A placement around `words` (their union, a little wider), with the label's aliases. */
  const around = (
    label: string,
    type: Placement['type'],
    words: readonly Word[],
    aliases: string[] = [],
  ): Placement => {
    const x0 = Math.min(...words.map((w) => w.box.x0)) - 0.002;
    const y0 = Math.min(...words.map((w) => w.box.y0)) - 0.002;
    const x1 = Math.max(...words.map((w) => w.box.x1)) + 0.002;
    const y1 = Math.max(...words.map((w) => w.box.y1)) + 0.002;
    return {
      label,
      type,
      aliases,
      page: 1,
      x: (x0 * 100) as Placement['x'],
      y: (y0 * 100) as Placement['y'],
      width: ((x1 - x0) * 100) as Placement['width'],
      height: ((y1 - y0) * 100) as Placement['height'],
    };
  };
  const readOne = async (page: Word[], placement: Placement, sample: Word[]) => {
    const [read] = await extract(textDocument(page), [placement], { sample: textDocument(sample) });
    return read;
  };

  it('reads the buyer on its own row of a table of parties, not the row an alias of the label heads above it', async () => {
    // A CEISA 4.0 PEB: a row per role; on the sample the receiver's address takes two lines.
    const party = (role: string, name: string, address: string[], y: number) => [
      ...phrase(role, 0.03, y),
      ...phrase(name, 0.3, y),
      ...address.flatMap((line, i) => phrase(line, 0.62, y + i * 0.015)),
    ];
    const sample = [
      ...party('PENERIMA', 'DONGBANG GLOBAL CO., LTD.', ['45, JUNGANG-DAERO', 'BUSAN 48821'], 0.2),
      ...party('PEMBELI', 'DONGBANG GLOBAL CO., LTD.', ['45, JUNGANG-DAERO', 'BUSAN 48821'], 0.23),
      ...party('PPJK', 'PT SENTRA KARGO', ['JAKARTA'], 0.26),
    ];
    const placement = around('Nama Pembeli', 'text', phrase('DONGBANG GLOBAL CO., LTD.', 0.3, 0.23), [
      'Pembeli',
      'Penerima',
      'Buyer',
    ]);
    // One line each: the buyer's row stands nearly where the sample's broker row does.
    const page = [
      ...party('PENERIMA', 'HANSEATISCHE HOLZ GMBH', ['AM SANDTORKAI 48'], 0.2),
      ...party('PEMBELI', 'HANSEATISCHE HOLZ GMBH', ['AM SANDTORKAI 48'], 0.215),
      ...party('PPJK', 'PT PERAK MITRA', ['SURABAYA'], 0.23),
    ];
    expect(await readOne(page, placement, sample)).toMatchObject({
      value: 'HANSEATISCHE HOLZ GMBH',
      review: false,
    });
  });

  it('reads a total printed before the words naming it, in a table with more rows than the sample', async () => {
    /** The packages panel: its title, its header, a row per kind, then the total naming itself. */
    const panel = (kinds: string[], total: string) => [
      ...phrase('KEMASAN', 0.03, 0.47),
      ...phrase('Seri', 0.03, 0.485),
      ...phrase('Jumlah Jenis', 0.1, 0.485),
      ...kinds.flatMap((kind, i) => [
        ...phrase(String(i + 1), 0.03, 0.5 + i * 0.015),
        ...phrase(kind, 0.1, 0.5 + i * 0.015),
      ]),
      ...phrase(`${total} JUMLAH TOTAL KEMASAN`, 0.1, 0.5 + kinds.length * 0.015),
    ];
    const sample = panel(['1.120 CT - CARTON'], '1.120');
    const placement = around('Jumlah Kemasan', 'quantity', phrase('1.120', 0.1, 0.515), ['Kemasan', 'Koli']);
    const page = panel(['360 BG - BAG', '100 CT - CARTON'], '460');
    expect(await readOne(page, placement, sample)).toMatchObject({ value: 460, review: false });
  });

  it('reads a total weight on a totals line by the word opening it, moved up with fewer goods above', async () => {
    const bill = (y: number, packages: string, weight: string) => [
      ...phrase('GROSS WEIGHT (KGS)', 0.7, 0.3),
      ...phrase('SAID TO CONTAIN:', 0.45, 0.34),
      ...phrase('TOTAL', 0.03, y),
      ...phrase(packages, 0.4, y),
      ...phrase(weight, 0.76, y),
    ];
    const placement = around('Berat Kotor', 'weight', phrase('11,723.000', 0.76, 0.5), [
      'Gross Weight',
      'G.W.',
    ]);
    const page = bill(0.45, '460 PACKAGES', '19,124.000');
    expect(await readOne(page, placement, bill(0.5, '1,120 CARTONS', '11,723.000'))).toMatchObject({
      value: 19124,
      review: false,
    });
  });

  it('moves an amount with an alias found far left of it on its line as much as the alias moved, no nearer', async () => {
    const sample = [...phrase('TOTAL FOB JAKARTA', 0.36, 0.54), ...phrase('USD 184.260,00', 0.8, 0.54)];
    const placement = around('Nilai FOB', 'money', phrase('USD 184.260,00', 0.8, 0.54).slice(1), [
      'Total FOB',
    ]);
    const page = [
      ...phrase('TOTAL FOB MAKASSAR', 0.35, 0.51),
      ...phrase('18,768.00 KGS', 0.55, 0.51),
      ...phrase('JPY 9,341,640', 0.79, 0.51),
    ];
    expect(await readOne(page, placement, sample)).toMatchObject({ value: 9341640 });
  });

  it("takes no other field's value into a caption: the date after a shorter packing-list number", async () => {
    const line = (number: string, y: number) => {
      const no = phrase(`NO. ${number}`, 0.5, y);
      const at = no.at(-1)!.box.x1 + 0.008;
      return [...no, ...phrase('TGL.', at, y), ...phrase('02-10-2026', at + 0.04, y)];
    };
    const sample = [...line('9100004817', 0.18), ...line('PL-CRN/2609/0217', 0.21)];
    const numberAt = (words: Word[]) => words.filter((w) => w.text.includes('/') || /^\d{10}$/.test(w.text));
    const [, plNumber] = numberAt(sample);
    const number = around('Nomor Packing List', 'text', [plNumber!], ['P/L No.']);
    const date = around('Tanggal Packing List', 'date', [sample.at(-1)!], ['P/L Date']);
    const page = [...line('9100007352', 0.18), ...line('PDB/PL/26/0633', 0.21)];
    const reads = await extract(textDocument(page), [number, date], { sample: textDocument(sample) });
    expect(reads[1]).toMatchObject({ value: '2026-10-02', review: false });
  });

  it("ends a longer number before the next field's caption the sample prints after it on its line", async () => {
    const line = (number: string, captionAt: number) => [
      ...phrase('P/L No.', 0.55, 0.08),
      ...phrase(number, 0.63, 0.08),
      ...phrase('P/L Date', captionAt, 0.08),
      ...phrase('2026/12/01', captionAt + 0.1, 0.08),
    ];
    const sample = line('SFI/PL/1147', 0.77);
    const placement = around('Nomor Packing List', 'text', phrase('SFI/PL/1147', 0.63, 0.08), ['P/L No.']);
    const date = around('Tanggal Packing List', 'date', phrase('2026/12/01', 0.87, 0.08), ['P/L Date']);
    const page = line('CHLM-PL-2610-088', 0.768);
    const reads = await extract(textDocument(page), [placement, date], { sample: textDocument(sample) });
    expect(reads[0]).toMatchObject({ value: 'CHLM-PL-2610-088' });
  });
});

describe('a caption printed several times on a page (the thirteenth outside set)', () => {
  /** A PIB's box of one reference document: its caption, its number, then "TGL." and its date. */
  const reference = (caption: string, number: string, date: string | undefined, y: number) => [
    ...phrase(caption, 0.5, y),
    ...phrase(number, 0.62, y),
    ...(date ? [...phrase('TGL.', 0.62 + number.length * 0.008 + 0.016, y), ...phrase(date, 0.82, y)] : []),
  ];
  const placement = (label: string, type: Placement['type'], x: number, y: number, aliases: string[]) => ({
    label,
    type,
    aliases,
    page: 1,
    x: (x * 100 - 0.2) as Placement['x'],
    y: (y * 100 - 0.2) as Placement['y'],
    width: 11 as Placement['width'],
    height: 1.6 as Placement['height'],
  });
  const invoiceNumber = placement('Nomor Invoice', 'text', 0.62, 0.3, ['Invoice No.', 'Invoice']);
  const invoiceDate = placement('Tanggal Invoice', 'date', 0.82, 0.3, ['Invoice Date', 'Tgl. Invoice']);

  it('reads the date beside the copy of "TGL." on the line of the number it follows, not the nearest copy', async () => {
    // The sample's letter of credit has a date; the page's has none, and its lines close up.
    const sample = [
      ...reference('14. Invoice', 'DSF-EX-2609-0101', '24-09-2026', 0.3),
      ...reference('16. LC', 'LC-12', '20-09-2026', 0.32),
      ...reference('17. B/L', 'KMTC618435', '27-09-2026', 0.34),
    ];
    const page = [
      ...reference('14. Invoice', 'DSF-EX-2610-0233', '03-10-2026', 0.275),
      ...reference('16. LC', '-', undefined, 0.29),
      ...reference('17. B/L', 'KMTCPUS6190021', '06-10-2026', 0.305),
    ];
    const reads = await extract(textDocument(page), [invoiceNumber, invoiceDate], {
      sample: textDocument(sample),
      dateFormat: 'DD-MM-YYYY',
    });
    expect(reads.map((r) => r.value)).toEqual(['DSF-EX-2610-0233', '2026-10-03']);
  });
});

describe('a caption printed several times, on a scan read zone by zone', () => {
  it("looks for the caption's other copy on the line of the field beside it, and reads the value there", async () => {
    // A PIB's B/L line and the BC 1.1 line under it, each "number TGL. date"; the sample's B/L line
    // stood where the page's BC 1.1 line now does, and only around there was read.
    const page = [
      ...phrase('17. B/L', 0.5, 0.3),
      ...phrase('KMTCPUS6184352', 0.62, 0.3),
      ...phrase('TGL.', 0.74, 0.3),
      ...phrase('06-10-2026', 0.82, 0.3),
      ...phrase('18. BC 1.1', 0.5, 0.32),
      ...phrase('000412', 0.62, 0.32),
      ...phrase('TGL.', 0.74, 0.32),
      ...phrase('11-10-2026', 0.82, 0.32),
    ];
    const at = (x: number, y: number, width: number) => box(x, y, x + width, y + 0.012);
    const placed = (label: string, type: Placement['type'], where: FractionBox, drawnY: number) => ({
      label,
      type,
      page: 1,
      x: (where.x0 * 100) as Placement['x'],
      y: (drawnY * 100) as Placement['y'],
      width: ((where.x1 - where.x0) * 100) as Placement['width'],
      height: 1.2 as Placement['height'],
    });
    const number = placed('Nomor B/L', 'text', at(0.62, 0.3, 0.112), 0.32);
    const date = placed('Tanggal B/L', 'date', at(0.82, 0.32, 0.08), 0.32);
    // The sample prints it continuing the number's line, as found again.
    const tgl = { text: 'TGL.', box: at(0.74, 0.32, 0.032), printed: true, continues: true };
    const source = zonalSource(page);
    const reads = await tellTwinsApart(
      [
        {
          placement: number,
          words: phrase('KMTCPUS6184352', 0.62, 0.3),
          box: at(0.62, 0.3, 0.112),
          placing: { by: 'caption', similarity: 1, move: 0.02 },
        },
        {
          placement: date,
          words: phrase('11-10-2026', 0.82, 0.32),
          box: at(0.82, 0.32, 0.08),
          placing: { by: 'caption', similarity: 1, move: 0 },
          anchor: tgl,
        },
      ],
      source,
      () => true,
      () => 1,
    );
    expect(reads[1]?.words.map((w) => w.text)).toEqual(['06-10-2026']);
    expect(reads[1]?.box.y0).toBeCloseTo(0.3, 3);
  });
});

describe('a value read after the word the sample prints before it (the thirteenth outside set)', () => {
  // The PIB of sets 1 (the sample) and 2 printed into a folder of their own, without the copies
  // (the whole set's scans took minutes of the suite's time for one digital file).
  const set = generatedApart('outside-13-', (dir) =>
    generateOutside13Fixtures(dir, { sets: [1, 2], scans: false, documents: ['pib'] }),
  );

  it.skipIf(!hasChromium())(
    'starts a name after it, and does not call it cut for the field standing left of it',
    async () => {
      const manifest = set.manifest;
      const placements = await readPlacements('outside-13/pib', manifest, set.dir);
      const sample = await ingest(await readFile(placements.samplePath));
      // Set 2's vessel "KMTC JEBEL ALI" is longer than the sample's "WAN HAI 273": the "/" the voyage
      // follows on the sample lies inside the voyage's box.
      const file = manifest.files.find(
        (f) => f.set === 2 && f.variant === 'outside-13' && f.document === 'pib',
      )!;
      const reads = await extract(await ingest(await readFile(join(set.dir, file.file))), placements.labels, {
        sample,
        dateFormat: file.dateFormat,
      });
      expect(reads.find((r) => r.label === 'Nomor Voyage')).toMatchObject({ text: '2611S', review: false });
    },
    120_000,
  );
});

const isPage = (r: FractionBox) => r.x0 === 0 && r.y0 === 0 && r.x1 === 1 && r.y1 === 1;

const movedPlacement = (label: string, type: Placement['type'], y: number): Placement => ({
  label,
  type,
  page: 1,
  x: 29 as Placement['x'],
  y: (y * 100 - 0.4) as Placement['y'],
  width: 21 as Placement['width'],
  height: 2 as Placement['height'],
});
const threeFields = [
  movedPlacement('Berat Kotor', 'weight', 0.3),
  movedPlacement('Berat Bersih', 'weight', 0.34),
  movedPlacement('Nomor Invoice', 'text', 0.38),
];
/** The sample: three captions down the page's left, each value right of it. */
const threeSample = [
  ...phrase('Gross Weight:', 0.1, 0.3),
  ...phrase('12,500.00 KGS', 0.3, 0.3),
  ...phrase('Net Weight:', 0.1, 0.34),
  ...phrase('11,900.00 KGS', 0.3, 0.34),
  ...phrase('Invoice No.:', 0.1, 0.38),
  ...phrase('INV/2611/0142', 0.3, 0.38),
];
const VALUES = ['12,500.00 KGS', '11,900.00 KGS', 'INV/2611/0142'];

const readThree = (source: WordSource, withVerdict: boolean) => {
  const verdict = withVerdict ? pageMoved(threeFields.length) : undefined;
  return Promise.all(
    threeFields.map((p) =>
      readSingle(p, anchorsOf(p, threeSample), source, {}, undefined, undefined, undefined, verdict),
    ),
  );
};
const joined = (words: readonly Word[]) => words.map((w) => w.text).join(' ');
/** A region wider or taller than a value's line: a band, a column, the rows across the page. */
const wide = (r: FractionBox) => !isPage(r) && (r.y1 - r.y0 > 0.1 || r.x1 - r.x0 > 0.6);

describe('a scanned page whose print moved as a whole', () => {
  it('tells the page moved once no placement still to look could change it, and only when almost no caption was in place', async () => {
    const none = pageMoved(4);
    const first = none.report(false);
    let settled = false;
    void first.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    for (const found of [false, undefined, false]) void none.report(found);
    expect(await first).toBe(true);

    // One caption in seven in place (14%): moved; two (28%): a copy of the same layout, garbled.
    const one = pageMoved(7);
    for (const found of [true, false, false, false, false, false]) void one.report(found);
    expect(await one.report(false)).toBe(true);
    const two = pageMoved(7);
    for (const found of [true, true, false, false, false, false]) void two.report(found);
    expect(await two.report(false)).toBe(false);
    // Two captioned placements tell nothing.
    const few = pageMoved(3);
    for (const found of [false, undefined]) void few.report(found);
    expect(await few.report(false)).toBe(false);
  });

  it('tells the page moved before the last placements report when nothing they could find would change it', async () => {
    let readWhole = 0;
    const page = pageMoved(17, () => readWhole++);
    let told: boolean | undefined;
    void page.verdict.then((moved) => {
      told = moved;
    });
    for (let i = 0; i < 14; i++) void page.report(false);
    await Promise.resolve();
    // Three still to report, all three in place: 3 of 17 (18%), a copy of the same layout.
    expect(told).toBeUndefined();
    void page.report(false);
    await Promise.resolve();
    // Two still to report: in place, they would be 2 of 17 (12%).
    expect(told).toBe(true);
    expect(await page.report(true)).toBe(true);
    expect(await page.report(true)).toBe(true);
    expect(readWhole).toBe(1);
  });

  it('reads the page whole at once, never the bands, columns and rows of each placement', async () => {
    const page = moved(threeSample, 0, 0.2);
    const source = zonalSource(page);
    const reads = await readThree(source, true);
    expect(reads.map((r) => joined(r.words))).toEqual(VALUES);
    expect(source.regions.some(isPage)).toBe(true);
    expect(source.regions.filter(wide)).toEqual([]);
    // Without the page's verdict each placement widens its own search step by step.
    const alone = zonalSource(page);
    expect((await readThree(alone, false)).map((r) => joined(r.words))).toEqual(VALUES);
    expect(alone.regions.filter(wide).length).toBeGreaterThan(0);
  });

  it("takes a value from the page read whole where its words there fit, and cuts a value's box only where they do not", async () => {
    const page = moved(threeSample, 0, 0.2);
    // The page's read whole lost the invoice number (a line its layout analysis dropped); its own crop reads it.
    const source = zonalSource(page);
    const all = source.all;
    source.all = async () => (await all()).filter((w) => w.text !== VALUES[2]);
    const reads = await readThree(source, true);
    expect(reads.map((r) => joined(r.words))).toEqual(VALUES);
    const afterPage = source.regions.slice(source.regions.findIndex(isPage)).filter((r) => !isPage(r));
    // One crop, across the invoice number's line (0.58): both weights were taken from the page's read.
    expect(afterPage).toHaveLength(1);
    expect(afterPage[0]!.y0 < 0.58 && afterPage[0]!.y1 > 0.585).toBe(true);
  });

  it("cuts a value's box where the page's read has a word across the box's side on the value's line", async () => {
    // Under the gross weight's box the page prints an item's HS code, "-HS 180400" as its crop reads it;
    // the page's read whole put "1801.00" inside the box and "HS" across its left side (0.29).
    const printed = [
      ...moved(threeSample, 0, 0.2).filter((w) => !(w.box.y0 === 0.5 && w.box.x0 >= 0.3)),
      word('-HS', 0.284, 0.5, 0.024),
      word('180400', 0.312, 0.5, 0.048),
    ];
    const source = zonalSource(printed);
    source.all = async () => {
      source.regions.push(box(0, 0, 1, 1));
      return [
        ...printed.filter((w) => !w.text.includes('HS') && w.text !== '180400'),
        word('HS', 0.28, 0.488, 0.02),
        word('1801.00', 0.31, 0.491, 0.056),
      ];
    };
    const reads = await readThree(source, true);
    // The box read on its own: its crop's HS code, no weight (before, "1801.00" taken as one, sure).
    const gross = reads[0]!;
    expect(joined(gross.words)).toContain('-HS 180400');
    expect(readValue('weight', valueText('weight', gross.words), true, {}, { captions: [] }).fit).toBe(0);
    expect(reads.slice(1).map((r) => joined(r.words))).toEqual(VALUES.slice(1));
  });

  it("lets a table ask for its regions only once the page's verdict is in", async () => {
    const asked: string[] = [];
    const source: WordSource = {
      ocr: true,
      around: async () => {
        asked.push('around');
        return [];
      },
      all: async () => {
        asked.push('all');
        return [];
      },
    };
    let settle: (moved: boolean) => void = () => {};
    const verdict = new Promise<boolean>((resolve) => {
      settle = resolve;
    });
    const waiting = afterVerdict(source, verdict);
    const reads = Promise.all([waiting.around(box(0, 0, 1, 0.5)), waiting.all()]);
    await new Promise((resume) => setImmediate(resume));
    expect(asked).toEqual([]);
    settle(true);
    await reads;
    expect(asked).toEqual(['around', 'all']);
  });

  it('widens step by step on a page where most captions stood in place', async () => {
    // Only the gross weight's line moved down a tenth of the page.
    const page = [...moved(threeSample.slice(0, 4), 0, 0.1), ...threeSample.slice(4)];
    const source = zonalSource(page);
    const reads = await readThree(source, true);
    expect(reads.map((r) => joined(r.words))).toEqual(VALUES);
    expect(source.regions.some(isPage)).toBe(false);
    expect(source.regions.filter(wide).length).toBeGreaterThan(0);
  });
});
