import { describe, expect, it } from 'vitest';
import { type FractionBox, fraction } from '../geometry/types.ts';
import type { Placement, Word } from '../types.ts';
import { anchorsOf } from './anchors.ts';
import { candidatesOf } from './candidates.ts';
import type { Anchor } from './caption.ts';
import { withoutSpecks } from './clean.ts';
import { toLines } from './lines.ts';
import { findPhrases } from './locate.ts';
import { readSingle, valueWords } from './read-single.ts';
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
/** A scan read zone by zone: a region gives the words lying wholly inside it. */
const zonalSource = (words: readonly Word[]): WordSource => ({
  ocr: true,
  around: async (r) =>
    words.filter((w) => w.box.x0 >= r.x0 && w.box.x1 <= r.x1 && w.box.y0 >= r.y0 && w.box.y1 <= r.y1),
  all: async () => [...words],
});
const placement = (label: string, type: Placement['type'], aliases: string[], x: number, y: number) =>
  ({
    label,
    type,
    aliases,
    page: 1,
    x: x * 100,
    y: y * 100 - 0.4,
    width: 30,
    height: 1.9,
  }) as Placement;
const text = (words: readonly Word[]) => words.map((w) => w.text).join(' ');

describe('a caption the sample prints twice', () => {
  // A PEB: "Nama" of the exporter, then "Nama" of the buyer, in one column.
  const exporter = placement('Nama Eksportir', 'text', ['Eksportir', 'Shipper'], 0.2, 0.2);
  const buyer = placement('Nama Pembeli', 'text', ['Messrs', 'Pembeli'], 0.2, 0.3);
  const sample = [
    ...phrase('Nama', 0.06, 0.2),
    ...phrase('PT KOPI', 0.2, 0.2),
    ...phrase('Nama', 0.06, 0.3),
    ...phrase('OSAKA CO', 0.2, 0.3),
  ];

  it('is the same one of them where the page prints it as often', async () => {
    const page = [
      ...phrase('Nama', 0.06, 0.26),
      ...phrase('PT KOPI', 0.2, 0.26),
      ...phrase('Nama', 0.06, 0.36),
      ...phrase('OSAKA CO', 0.2, 0.36),
    ];
    const read = await readSingle(buyer, anchorsOf(buyer, sample), textSource(page));
    expect(text(read.words)).toBe('OSAKA CO');
    expect(read.placing?.by).toBe('caption');
  });

  it("anchors neither party where the page prints it once: the buyer's renamed caption is used", async () => {
    // The blocks moved down: the exporter's "Nama" now stands nearer the sample's buyer "Nama".
    const page = [
      ...phrase('Nama', 0.06, 0.28),
      ...phrase('PT KOPI', 0.2, 0.28),
      ...phrase('Messrs', 0.06, 0.4),
      ...phrase('OSAKA CO', 0.2, 0.4),
    ];
    const read = await readSingle(buyer, anchorsOf(buyer, sample), textSource(page));
    expect(text(read.words)).toBe('OSAKA CO');
    const lost = await readSingle(exporter, anchorsOf(exporter, sample), textSource(page));
    expect(lost.placing?.by).toBe('lost');
  });

  it('counts them in the caption column on a scan read zone by zone', async () => {
    const page = [
      ...phrase('Nama', 0.06, 0.21),
      ...phrase('PT KOPI', 0.2, 0.21),
      ...phrase('Nama', 0.06, 0.31),
      ...phrase('OSAKA CO', 0.2, 0.31),
    ];
    const read = await readSingle(buyer, anchorsOf(buyer, sample), zonalSource(page));
    expect(text(read.words)).toBe('OSAKA CO');
    expect(read.placing?.by).toBe('caption');
  });
});

describe('a value next to drifted captions', () => {
  const country = placement(
    'Negara Tujuan',
    'country',
    ['Destination', 'Negara', 'Negara Penerima'],
    0.3,
    0.2,
  );
  const sample = [...phrase('Final Destination', 0.06, 0.2), ...phrase('JAPAN', 0.3, 0.2)];

  it('skips an alias the sample prints inside a longer caption when the page prints it inside another', async () => {
    const page = [
      ...phrase('Port of Destination', 0.06, 0.2),
      ...phrase('YOKOHAMA, JAPAN', 0.3, 0.2),
      ...phrase('Destination', 0.06, 0.25),
      ...phrase('JAPAN', 0.3, 0.25),
    ];
    const read = await readSingle(country, anchorsOf(country, sample), textSource(page));
    expect(text(read.words)).toBe('JAPAN');
    expect(read.box.y0).toBeGreaterThan(0.24);
  });

  it("takes the sample's caption inside other text only where the sample prints it so too", async () => {
    const weight = { ...placement('Berat Kotor', 'weight', ['G.W.'], 0.3, 0.4), caption: 'Gross Weight' };
    const numbered = [...phrase('29. Gross Weight', 0.06, 0.4), ...phrase('1.250 KGS', 0.3, 0.4)];
    const renumbered = [...phrase('31. Gross Weight', 0.06, 0.45), ...phrase('2.400 KGS', 0.3, 0.45)];
    const anchors = anchorsOf(weight, numbered);
    expect(anchors[0]).toMatchObject({ text: 'Gross Weight', continues: true });
    expect(text((await readSingle(weight, anchors, textSource(renumbered))).words)).toBe('2.400 KGS');
    // A shipper's caption torn off the page: "by Shipper" in the goods' heading is not it.
    const shipper = placement('Nama Eksportir', 'text', [], 0.06, 0.06);
    const shipperAnchors = anchorsOf(shipper, [
      ...phrase('Shipper', 0.06, 0.04),
      ...phrase('PT KOPI', 0.06, 0.06),
    ]);
    const torn = [
      ...phrase('(Particulars furnished by Shipper)', 0.3, 0.35),
      ...phrase('1 X 40 HC CONTAINER', 0.3, 0.37),
    ];
    const read = await readSingle(shipper, shipperAnchors, textSource(torn));
    expect(read.placing?.by).toBe('lost');
    // On a scan, "SHIPPER'S LOAD, STOW" only resembles the caption printed alone: running text.
    const scanned = [
      ...phrase("SHIPPER'S LOAD, STOW AND COUNT", 0.3, 0.5),
      ...phrase('FREIGHT PREPAID', 0.3, 0.52),
    ];
    const prose = await readSingle(shipper, shipperAnchors, {
      ocr: true,
      around: async () => [...scanned],
      all: async () => [...scanned],
    });
    expect(text(prose.words)).not.toBe('FREIGHT PREPAID');
  });

  it('prefers the whole caption printed ("Negara Penerima") to its first word', async () => {
    const page = [...phrase('Negara Penerima', 0.06, 0.3), ...phrase('JAPAN', 0.3, 0.3)];
    const read = await readSingle(country, anchorsOf(country, sample), textSource(page));
    expect(text(read.words)).toBe('JAPAN');
  });

  it('takes no more lines than the sample prints: a name, not the address below it', () => {
    const page = [...phrase('PT TEH JAWA', 0.06, 0.182), ...phrase('JL. SUDIRMAN NO. 24', 0.06, 0.196)];
    // The box moved with its caption reaches the top of the address line.
    const moved = box(0.05, 0.179, 0.5, 0.2035);
    expect(text(valueWords(page, moved))).toBe('PT TEH JAWA JL. SUDIRMAN NO. 24');
    expect(text(valueWords(page, moved, undefined, 1))).toBe('PT TEH JAWA');
  });

  it("counts no line of the next cell's captions: a box stretched past a shorter address keeps the name it cut", () => {
    const page = [
      ...phrase('SIN HENG RUBBER SDN BHD', 0.06, 0.139),
      ...phrase('Lot 22, Jalan Kapar, 42200 Klang', 0.06, 0.155),
      ...phrase('Nama Kapal', 0.06, 0.174),
      ...phrase('Nomor Pelayaran', 0.31, 0.174),
      ...phrase('Vessel', 0.06, 0.185),
    ];
    // Moved by its caption, the box starts under the name's top and covers the captions below wholly.
    const moved = box(0.05, 0.1414, 0.5, 0.1969);
    const captions = ['Nama Kapal', 'Vessel', 'Nomor Voyage'];
    expect(text(valueWords(page, moved, undefined, 2))).toBe('Lot 22, Jalan Kapar, 42200 Klang Nama Kapal');
    expect(text(valueWords(page, moved, undefined, 2, undefined, captions))).toBe(
      'SIN HENG RUBBER SDN BHD Lot 22, Jalan Kapar, 42200 Klang',
    );
  });

  it("takes a name's legal form wrapped under it, though another column's line stands a little higher", () => {
    const page = [
      ...phrase('ALPE ADRIA KAFFEE IMPORT UND', 0.06, 0.3),
      ...phrase('VERTRIEBSGESELLSCHAFT MBH', 0.06, 0.315),
      ...phrase('c/o Koper, Slovenia', 0.06, 0.33),
      ...phrase('Pengiriman: 2 x 20GP FCL', 0.6, 0.3085),
    ];
    expect(text(valueWords(page, box(0.05, 0.298, 0.3, 0.313), undefined, 1))).toBe(
      'ALPE ADRIA KAFFEE IMPORT UND VERTRIEBSGESELLSCHAFT MBH',
    );
  });

  it('takes a wrapped legal form whose letters O OCR read as zeros, and writes them as letters', () => {
    const page = [
      ...phrase('POLSKIE TOWARZYSTWO HANDLU KAWA I', 0.06, 0.3),
      ...phrase('PRZYPRAWY SP. Z 0.0.', 0.06, 0.315),
      ...phrase('UL. HUTNICZA 40, 81-061 GDYNIA', 0.06, 0.33),
    ];
    const name = valueWords(page, box(0.05, 0.298, 0.35, 0.313), undefined, 1);
    expect(text(name)).toBe('POLSKIE TOWARZYSTWO HANDLU KAWA I PRZYPRAWY SP. Z O.O.');
    // Its letters guessed, the form keeps half its OCR confidence: the name is checked by a person.
    expect(name.at(-1)?.confidence).toBe(0.5);
    // A number is no legal form: "00" under a name stays out.
    const numbered = [...phrase('TOKO MAJU', 0.06, 0.3), ...phrase('BLOK 00', 0.06, 0.315)];
    expect(text(valueWords(numbered, box(0.05, 0.298, 0.35, 0.313), undefined, 1))).toBe('TOKO MAJU');
  });
});

/** Words as OCR boxed them: text and box (x0, y0, x1, y1 in page fractions). */
const ocrWords = (rows: ReadonlyArray<readonly [string, number, number, number, number]>): Word[] =>
  rows.map(([text, x0, y0, x1, y1]) => ({ text, box: box(x0, y0, x1, y1), confidence: 0.9, ocr: true }));

describe('OCR text resembling a caption', () => {
  it('prints its short words as they are: "Total N.W." is not "Total G.W."', () => {
    expect(findPhrases(phrase('Total N.W.', 0.06, 0.6), 'Total G.W.', 0.75)).toEqual([]);
    expect(findPhrases(phrase('T0tal G.W.', 0.06, 0.6), 'Total G.W.', 0.75)).toHaveLength(1);
    expect(findPhrases(phrase('N0. Invoice', 0.06, 0.6), 'No. Invoice', 0.75)).toHaveLength(1);
    expect(findPhrases(phrase('Shipped cn Board', 0.06, 0.6), 'Shipped on Board', 0.75)).toHaveLength(1);
    expect(findPhrases(phrase('Shipped to Board', 0.06, 0.6), 'Shipped on Board', 0.75)).toEqual([]);
  });

  it('is one line though a word of small letters is boxed half as tall ("on" in "Shipped on Board")', () => {
    // OCR's boxes on scan-noisy set 3's bill of lading: "on" is x-height only, "Shipped" rises to a
    // capital and falls below the line, "OCT" took a speck under it.
    const ocr = ocrWords([
      ['Shipped', 0.5381, 0.4795, 0.5919, 0.4913],
      ['on', 0.5973, 0.4814, 0.6131, 0.4878],
      ['Board', 0.6185, 0.4797, 0.6578, 0.4878],
      ['OCT', 0.7056, 0.4797, 0.737, 0.4929],
      ['27,2024', 0.7418, 0.4797, 0.7999, 0.4887],
    ]);
    expect(findPhrases(ocr, 'Shipped on Board', 0.75)).toHaveLength(1);
    // A word of small letters boxed as tall as the rest (outside-5-scan's typewritten "Nega ra Tuj
    // uan" beside the shorter "18." and "SG") stays on its line too.
    const typed = ocrWords([
      ['18.', 0.511, 0.336, 0.551, 0.342],
      ['Nega', 0.538, 0.336, 0.566, 0.344],
      ['ra', 0.568, 0.336, 0.585, 0.344],
      ['Tuj', 0.587, 0.336, 0.607, 0.344],
      ['uan', 0.609, 0.336, 0.63, 0.344],
      ['SG', 0.692, 0.336, 0.71, 0.342],
    ]);
    expect(toLines(typed)).toHaveLength(1);
    // On a text layer a box is the font's size: a small word boxed half as tall is smaller print.
    const text = ocr.map(({ ocr: _, ...word }) => word);
    expect(findPhrases(text, 'Shipped on Board', 0.75)).toEqual([]);
  });

  it('is not two cells\' words: "bersih | kotor" does not resemble "Berat kotor"', () => {
    // A scanned header "Berat bersih | Berat kotor", each "Berat" boxed taller by OCR onto a line of
    // its own: the words left on the line, one cell apart, only resemble the caption.
    const cells = [...phrase('bersih', 0.738, 0.273), ...phrase('kotor', 0.836, 0.273)];
    expect(findPhrases(cells, 'Berat kotor', 0.75)).toEqual([]);
    // The caption itself, printed exactly, is found across such a gap.
    const exact = [...phrase('Berat', 0.738, 0.273), ...phrase('kotor', 0.836, 0.273)];
    expect(findPhrases(exact, 'Berat kotor', 0.75)).toHaveLength(1);
    expect(findPhrases(phrase('Berat kotur', 0.738, 0.273), 'Berat kotor', 0.75)).toHaveLength(1);
  });

  it('continues a phrase of a monospace print whose space is a whole character wide', () => {
    // outside-5's PEB scanned: "8. Alamat Pembeli", a space as wide as a word's height across a
    // portrait page; "Pembeli" there is the end of another caption, not the alias Pembeli.
    const mono = (text: string, x0: number): Word[] => {
      let x = x0;
      return text.split(' ').map((part) => {
        const w = { text: part, box: box(x, 0.262, x + part.length * 0.0068, 0.2684), confidence: 0.9 };
        x += (part.length + 1) * 0.0068 + 0.002;
        return w;
      });
    };
    const [match] = findPhrases(mono('8. Alamat Pembeli ........: 21 Fishery', 0.06), 'Pembeli', 0.75);
    expect(match?.starts).toBe(false);
    // Words set apart by three characters and more start a phrase.
    const apart = [...mono('Alamat', 0.06), ...mono('Pembeli', 0.06 + 9 * 0.0068)];
    expect(findPhrases(apart, 'Pembeli', 0.75)[0]?.starts).toBe(true);
  });

  it('is no possessive: "buyer\'s account" does not print the caption Buyer', () => {
    expect(findPhrases(phrase("Freight & insurance buyer's account", 0.06, 0.6), 'Buyer', 0.75)).toEqual([]);
    expect(findPhrases(phrase('Freight & insurance buyer’s account', 0.06, 0.6), 'Buyer', 0.75)).toEqual([]);
    // Its s read as a mark by OCR.
    expect(findPhrases(phrase('Freight & insurance buyer’; account', 0.06, 0.6), 'Buyer', 0.75)).toEqual([]);
    // Its apostrophe lost, the s a word of its own just after it.
    const lost = phrase('Freight & insurance buyer s account', 0.06, 0.6);
    const s = lost.findIndex((w) => w.text === 's');
    lost[s] = {
      ...lost[s]!,
      box: { ...lost[s]!.box, x0: lost[s - 1]!.box.x1, x1: fraction(lost[s - 1]!.box.x1 + 0.006) },
    };
    expect(findPhrases(lost, 'Buyer', 0.75)).toEqual([]);
    expect(findPhrases(phrase("Shipper's Load & Count", 0.06, 0.6), "Shipper's Load", 1)).toHaveLength(1);
    expect(findPhrases(phrase('Buyer: Maruhana Foods', 0.06, 0.6), 'Buyer', 0.75)).toHaveLength(1);
  });
});

describe("the sample's caption found in print of another size", () => {
  it('is another phrase of the same words: a title is no caption', () => {
    // outside-6-scan's invoice: above its number the sample prints the title "INVOICE"; under it,
    // "INVOICE NUMBER" in print an eighth as tall.
    const anchors: Anchor[] = [{ text: 'INVOICE', box: box(0.71, 0.094, 0.93, 0.13), printed: true }];
    const drawn = box(0.63, 0.156, 0.76, 0.171);
    const small = (text: string, x0: number, y0: number) =>
      text.split(' ').map((part, i) => ({
        text: part,
        box: box(x0 + i * 0.06, y0, x0 + i * 0.06 + part.length * 0.005, y0 + 0.005),
        confidence: 1,
      }));
    expect(candidatesOf(drawn, anchors, small('INVOICE NUMBER', 0.63, 0.176), 0.75)).toEqual([]);
    const title = [{ text: 'INVOICE', box: box(0.72, 0.1, 0.94, 0.133), confidence: 1 }];
    expect(candidatesOf(drawn, anchors, title, 0.75)).toHaveLength(1);
  });
});

describe('a caption in a sentence', () => {
  // A waybill's terms under its table, in small print; OCR garbled the box's own "2 CONSIGNEE".
  const anchors: Anchor[] = [
    { text: 'CONSIGNEE', box: box(0.08, 0.12, 0.16, 0.13), closed: true, continues: true },
  ];
  const drawn = box(0.06, 0.135, 0.28, 0.15);

  it('is found as a sentence, and places no value', () => {
    const terms = [
      ...phrase('on production of reasonable proof of identity. The Shipper may change the', 0.37, 0.7),
      ...phrase('Consignee by written notice received before the goods are delivered.', 0.37, 0.715),
      ...phrase('Delivery will be made to the consignee named above, or its agent.', 0.37, 0.73),
    ];
    expect(findPhrases(terms, 'Consignee', 0.75).map((m) => m.inSentence)).toEqual([true, true]);
    expect(candidatesOf(drawn, anchors, terms, 0.75)).toEqual([]);
  });

  it('is a caption in capitals, alone, or before a value in capitals', () => {
    // Small letters alone are no sentence: outside-9's invoices caption their ports "from" and "to".
    for (const line of [
      '2 CONSIGNEE',
      'Consignee',
      'consignee:',
      'Consignee: ANADOLU BAHARAT GIDA A.S.',
      'consignee ANADOLU',
    ]) {
      const [match] = findPhrases(phrase(line, 0.08, 0.12), 'Consignee', 0.75);
      expect(match?.inSentence, line).toBe(false);
    }
    expect(candidatesOf(drawn, anchors, phrase('[Ell CONSIGNEE', 0.08, 0.12), 0.75)).toHaveLength(1);
    // A caption written as a sentence goes on as one (outside's waybill, OCR's letters as read).
    const notify = phrase('Noth Party (no clasm shal attach for failure to notify)', 0.05, 0.18);
    const caption = 'Notify Party (no claim shall attach for failure';
    const found = findPhrases(notify, caption, 0.75);
    expect(found.length).toBeGreaterThan(0);
    expect(found.some((m) => m.inSentence)).toBe(false);
  });
});

describe('specks of OCR', () => {
  it('drops a stray quote mark at the edge of a word, not a quoted word or an apostrophe inside one', () => {
    const ocr = (text: string): Word => ({ text, box: box(0.1, 0.1, 0.2, 0.112), confidence: 0.8 });
    const read = withoutSpecks([ocr('\u201CBLACK'), ocr('TEA'), ocr('\u201CABC\u201D'), ocr("D'ARCY")]);
    expect(text(read)).toBe("BLACK TEA \u201CABC\u201D D'ARCY");
    // An apostrophe before a word (scan-noisy's "'MERATUS JAYA"); one after it may be a possessive's.
    expect(text(withoutSpecks([ocr("'MERATUS"), ocr('JAYA'), ocr("BUYERS'")]))).toBe("MERATUS JAYA BUYERS'");
    expect(text(withoutSpecks([{ ...ocr('\u201CBLACK'), confidence: 1 }]))).toBe('\u201CBLACK');
    // An inch mark closing a short number is print (outside-19-scan's '38"' at 0.96, the guitar read
    // sure without it); a quote after an identifier's digits is still a speck.
    expect(text(withoutSpecks([ocr('GUITAR'), ocr('38"'), ocr('CLASSIC,'), ocr('1/2\u201D')]))).toBe(
      'GUITAR 38" CLASSIC, 1/2\u201D',
    );
    expect(text(withoutSpecks([ocr('INV/2026/0117"'), ocr('9100011960"')]))).toBe('INV/2026/0117 9100011960');
    // A quoted phrase of several words keeps its marks.
    expect(text(withoutSpecks([ocr('PRINT'), ocr('"FRASER'), ocr('FEEDS'), ocr('KG"')]))).toBe(
      'PRINT "FRASER FEEDS KG"',
    );
  });

  it('keeps a sure percent sign standing alone, and a sure slash only between two words', () => {
    const ocr = (text: string, confidence = 0.92): Word => ({
      text,
      box: box(0.1, 0.1, 0.2, 0.112),
      confidence,
    });
    // outside-10-scan's packing list: both signs read at 0.92 and dropped, the goods read sure without them.
    const goods = ['BEAN', 'COUNT', '95-100', '/', '100', 'G,'].map((t) => ocr(t));
    expect(text(withoutSpecks(goods))).toBe('BEAN COUNT 95-100 / 100 G,');
    expect(text(withoutSpecks(['POWDER', '10/12', '%', 'FAT'].map((t) => ocr(t))))).toBe(
      'POWDER 10/12 % FAT',
    );
    expect(text(withoutSpecks([ocr('MAX'), ocr('7'), ocr('%')]))).toBe('MAX 7 %');
    // At the ends of what was read, a slash is a cell's rule or a scratch; unsure, a speck.
    expect(text(withoutSpecks([ocr('/'), ocr('SL4228642'), ocr('/')]))).toBe('SL4228642');
    // A text layer's slash is print wherever it stands (the "/" a voyage follows).
    expect(text(withoutSpecks([ocr('/', 1), ocr('2611S')]))).toBe('/ 2611S');
    expect(text(withoutSpecks([ocr('95-100'), ocr('/', 0.3), ocr('100')]))).toBe('95-100 100');
    expect(text(withoutSpecks([ocr('10/12'), ocr('%', 0.3), ocr('FAT')]))).toBe('10/12 FAT');
  });

  it("drops unsure fragments of two characters, but not a name's legal form before it", () => {
    const ocr = (text: string, confidence: number): Word => ({
      text,
      box: box(0.1, 0.1, 0.2, 0.112),
      confidence,
    });
    const read = withoutSpecks([
      ocr('PT', 0.47),
      ocr('BUKIT', 0.6),
      ocr('x', 0.3),
      ocr('Ei', 0.4),
      ocr('pt', 0.4),
    ]);
    expect(text(read)).toBe('PT BUKIT');
  });
});

describe('a page shaped unlike the sample', () => {
  // A phone's screenshot of an A4 sheet, the sheet filling its width: in fractions of its height
  // print stands 0.6 times as far down as on the sample.
  const date = {
    ...placement('Tanggal Invoice', 'date', ['Invoice Date'], 0.6, 0.33),
    width: 10,
  } as Placement;
  const sample = [
    ...phrase('Tanggal', 0.6, 0.3),
    ...phrase('03-11-2026', 0.6, 0.33),
    ...phrase('04-11-2026', 0.6, 0.36),
  ];
  const squeezed = (words: readonly Word[]): Word[] =>
    words.map((w) => ({ ...w, box: { ...w.box, y1: fraction(w.box.y0 + 0.0072) } }));
  const page = [
    ...squeezed(phrase('Tanggal', 0.6, 0.3)),
    ...squeezed(phrase('03-11-2026', 0.6, 0.318)),
    ...squeezed(phrase('04-11-2026', 0.6, 0.336)),
  ];
  const options = { dateFormat: 'DD-MM-YYYY' };

  it("reads the value as far under its caption as the page's shape puts it, not a row lower", async () => {
    const anchors = anchorsOf(date, sample);
    const stretched = { ...zonalSource(page), stretch: async () => 0.6 };
    expect(text((await readSingle(date, anchors, stretched, options)).words)).toBe('03-11-2026');
    // Taken as shaped like the sample, the box lands on the next row's date.
    expect(text((await readSingle(date, anchors, zonalSource(page), options)).words)).toBe('04-11-2026');
  });

  it('is taken as shaped like the sample when it differs little (A4 against Letter)', async () => {
    const anchors = anchorsOf(date, sample);
    const letter = { ...zonalSource(page), stretch: async () => 1.09 };
    expect(text((await readSingle(date, anchors, letter, options)).words)).toBe('04-11-2026');
  });
});
