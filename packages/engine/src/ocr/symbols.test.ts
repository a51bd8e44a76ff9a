import type { Block } from 'tesseract.js';
import { describe, expect, it } from 'vitest';
import type { GrayImage } from '../image/decode-image.ts';
import { cleanWord, cleanWordsOf, type OcrSymbol, type OcrWord } from './symbols.ts';

/** A word from its characters as tesseract read them on the noisy bench scans: [text, x0, x1, y0, y1]. */
const word = (chars: Array<[string, number, number, number, number]>): OcrWord => {
  const symbols: OcrSymbol[] = chars.map(([text, x0, x1, y0, y1]) => ({
    text,
    confidence: 98,
    bbox: { x0, x1, y0, y1 },
  }));
  return {
    text: chars.map(([t]) => t).join(''),
    confidence: 80,
    bbox: {
      x0: Math.min(...symbols.map((s) => s.bbox.x0)),
      x1: Math.max(...symbols.map((s) => s.bbox.x1)),
      y0: Math.min(...symbols.map((s) => s.bbox.y0)),
      y1: Math.max(...symbols.map((s) => s.bbox.y1)),
    },
    symbols,
  };
};
const texts = (w: OcrWord) => cleanWord(w).map((x) => x.text);
/** A blank scan of `paper` grey and a pen that fills rectangles [x0, x1) x [y0, y1) with `ink` grey. */
const paperOf = (width: number, height: number, paper = 255, ink = 30) => {
  const image: GrayImage = { data: Buffer.alloc(width * height, paper), width, height };
  const pen = (x0: number, x1: number, y0: number, y1: number) => {
    for (let x = x0; x < x1; x++) for (let y = y0; y < y1; y++) image.data[y * width + x] = ink;
  };
  return { image, ink: pen };
};

/** "FOB JA" of a noisy scan: a noise "hyphen" taller than the letters stands in the word space. */
const fob = word([
  ['F', 316, 329, 257, 276],
  ['O', 330, 348, 257, 276],
  ['B', 351, 365, 257, 276],
  ['-', 362, 376, 257, 287],
  ['J', 369, 384, 257, 276],
  ['A', 385, 403, 258, 276],
]);

describe('cleanWord: OCR words cleaned by the geometry of their characters', () => {
  it('splits a word where two characters stand a word space apart', () => {
    const meratusJaya = word([
      ['M', 308, 332, 432, 459],
      ['E', 335, 350, 440, 459],
      ['R', 352, 367, 440, 459],
      ['A', 369, 385, 427, 458],
      ['T', 383, 397, 440, 458],
      ['U', 399, 414, 441, 459],
      ['S', 417, 432, 440, 459],
      ['J', 439, 450, 440, 459],
      ['A', 451, 468, 441, 459],
      ['Y', 466, 481, 440, 458],
      ['A', 479, 496, 440, 458],
    ]);
    const parts = cleanWord(meratusJaya);
    expect(parts.map((p) => p.text)).toEqual(['MERATUS', 'JAYA']);
    expect(parts[1]!.bbox.x0).toBe(439);
    expect(parts[0]!.confidence).toBe(80);
    const grade1 = word([
      ['G', 390, 408, 115, 134],
      ['R', 410, 426, 115, 133],
      ['A', 427, 444, 115, 133],
      ['D', 445, 461, 115, 133],
      ['E', 463, 478, 115, 133],
      ['1', 487, 498, 115, 134],
    ]);
    expect(cleanWord(grade1).map((p) => [p.text, p.confidence])).toEqual([
      ['GRADE', 80],
      ['1', 80],
    ]);
  });

  it('never splits a number at its separator or between digits', () => {
    const volume = word([
      ['3', 10, 22, 100, 119],
      ['3', 24, 36, 100, 119],
      ['.', 39, 42, 116, 119],
      ['5', 50, 62, 100, 119],
      ['0', 64, 76, 100, 119],
      ['0', 86, 98, 100, 119],
    ]);
    expect(cleanWord(volume)).toEqual([volume]);
    const weight = word([
      ['1', 10, 22, 100, 119],
      ['0', 24, 36, 100, 119],
      [',', 38, 41, 119, 122],
      ['8', 43, 55, 100, 119],
      ['0', 57, 69, 100, 119],
    ]);
    expect(cleanWord(weight)).toEqual([weight]);
    // A separator tesseract boxed taller than the digits is still the separator ("3.000,0000").
    const net = word([
      ['3', 10, 22, 100, 119],
      ['.', 24, 28, 115, 119],
      ['0', 30, 42, 100, 119],
      ['0', 44, 56, 100, 119],
      ['0', 58, 70, 100, 119],
      [',', 71, 75, 82, 135],
      ['0', 77, 89, 100, 119],
    ]);
    expect(texts(net)).toEqual(['3.000,0']);
  });

  it('keeps a word whose letters stand at their usual distance', () => {
    const consignee = word([
      ['C', 163, 180, 324, 343],
      ['O', 181, 199, 324, 343],
      ['N', 201, 217, 324, 343],
      ['S', 219, 234, 324, 343],
      ['I', 236, 240, 325, 343],
      ['G', 242, 260, 324, 343],
    ]);
    expect(cleanWord(consignee)).toEqual([consignee]);
    // A real hyphen, a real period and comma on the baseline are punctuation.
    const dated = word([
      ['2', 10, 22, 100, 119],
      ['1', 24, 34, 100, 119],
      ['-', 36, 44, 108, 112],
      ['0', 46, 58, 100, 119],
      ['7', 60, 72, 100, 119],
      ['.', 74, 78, 115, 119],
      [',', 80, 84, 116, 123],
    ]);
    expect(texts(dated)).toEqual(['21-07.,']);
  });

  it('drops a period or comma lying wholly under the baseline', () => {
    const voyage = word([
      ['.', 310, 313, 500, 503],
      ['1', 316, 327, 481, 499],
      ['0', 328, 355, 481, 499],
      ['6', 345, 358, 477, 510],
      ['N', 357, 372, 481, 506],
    ]);
    expect(texts(voyage)).toEqual(['106N']);
    const consignee = word([
      ['N', 281, 295, 324, 343],
      ['E', 297, 312, 324, 343],
      [',', 317, 320, 344, 346],
    ]);
    expect(texts(consignee)).toEqual(['NE']);
    // A comma's tail under the baseline, as tall as a comma: kept.
    const yokohama = word([
      ['M', 281, 295, 324, 343],
      ['A', 297, 312, 324, 343],
      [',', 314, 318, 343, 351],
    ]);
    expect(cleanWord(yokohama)).toEqual([yokohama]);
  });

  it('takes noise standing in a word space for the space, and drops noise taller than the letters', () => {
    expect(texts(fob)).toEqual(['FOB', 'JA']);
    const nusantara = word([
      ['R', 266, 281, 63, 81],
      ['A', 283, 299, 63, 81],
      ['"', 298, 306, 65, 72],
      ['A', 307, 323, 63, 81],
      ['B', 325, 339, 63, 81],
    ]);
    expect(texts(nusantara)).toEqual(['RA', 'AB']);
    // A sign no name writes between two letters is a speck too; beside a digit or alone it stays.
    const registered = (sign: string, after = 'A') =>
      texts(
        word([
          ['R', 266, 281, 63, 81],
          ['A', 283, 299, 63, 81],
          [sign, 300, 306, 63, 70],
          [after, 307, 323, 63, 81],
          ['B', 325, 339, 63, 81],
        ]),
      );
    expect(registered('®')).toEqual(['RA', 'AB']);
    expect(registered('·')).toEqual(['RA', 'AB']);
    expect(registered('°', '5')).toEqual(['RA°5B']);
    const co = word([
      ['C', 428, 444, 192, 210],
      ['O', 446, 464, 187, 210],
      [',', 458, 466, 187, 217],
      [',', 464, 476, 207, 217],
    ]);
    expect(cleanWord(co).map((p) => [p.text, p.confidence])).toEqual([['CO.,', 60]]);
  });

  it('doubts a split at a hyphen boxed as a letter', () => {
    // Outside-scan set 2's invoice number as tesseract boxed it: every character from the line's
    // top to its bottom, the V from before the J to the end.
    const invoiceNo = word([
      ['J', 251, 261, 37, 52],
      ['R', 260, 271, 37, 52],
      ['F', 270, 282, 37, 52],
      ['-', 281, 289, 37, 52],
      ['I', 288, 297, 37, 52],
      ['N', 297, 306, 37, 52],
      ['V', 248, 375, 37, 52],
      ['-', 314, 324, 37, 52],
      ['2', 323, 332, 37, 52],
      ['6', 332, 339, 37, 52],
    ]);
    // Split at the hyphen, which may be one: a guess, both parts kept half their confidence (in review).
    expect(cleanWord(invoiceNo).map((p) => [p.text, p.confidence])).toEqual([
      ['JRF', 40],
      ['INV-26', 40],
    ]);
    // Noise taller than the letters in a word space is the space, as sure as before.
    expect(cleanWord(fob).map((p) => p.confidence)).toEqual([80, 80]);
  });

  it('keeps a hyphen boxed as a letter where the pixels show a hyphen between blank columns', () => {
    // outside-7-scan set 2's "AGRI-PACK" at 110 DPI: letters 10 pixels tall, the hyphen's box as
    // tall as theirs, its ink 5 pixels wide and 3 tall at mid-height.
    const agriPack = word([
      ['I', 171, 173, 30, 40],
      ['-', 176, 184, 30, 40],
      ['P', 187, 194, 30, 40],
      ['A', 194, 201, 30, 40],
    ]);
    const scanned = (mark: [number, number, number, number]) => {
      const { image, ink } = paperOf(260, 60, 235, 60);
      ink(171, 173, 30, 40);
      ink(187, 193, 30, 40);
      ink(195, 201, 30, 40);
      ink(...mark);
      return cleanWord(agriPack, { image, left: 0, top: 0 }).map((p) => [p.text, p.confidence]);
    };
    expect(scanned([178, 183, 34, 37])).toEqual([['I-PA', 80]]);
    // A speck in the word space, as tall as wide, is no hyphen: the word is split, a guess.
    expect(scanned([179, 182, 34, 37])).toEqual([
      ['I', 40],
      ['PA', 40],
    ]);
    // Nor is ink from the letters' top to their bottom.
    expect(scanned([178, 183, 30, 40])).toEqual([
      ['I', 40],
      ['PA', 40],
    ]);
  });

  it("keeps an abbreviation's period before its comma, however loose its box", () => {
    const co = word([
      ['C', 356, 379, 86, 114],
      ['O', 382, 409, 86, 113],
      ['.', 398, 415, 86, 118],
      [',', 412, 427, 108, 118],
    ]);
    expect(cleanWord(co)).toEqual([co]);
  });

  it("splits a word at a space seen in the pixels, where a letter's box covers the space", () => {
    // "NUTMEG WHOLE" on a noisy scan: the G's box (141-163) runs over the blank columns 150-157.
    const nutmegWhole = word([
      ['N', 45, 60, 457, 475],
      ['U', 63, 78, 457, 476],
      ['T', 80, 94, 457, 475],
      ['M', 96, 114, 457, 475],
      ['E', 117, 150, 457, 476],
      ['G', 141, 163, 457, 476],
      ['W', 158, 181, 457, 475],
      ['H', 183, 198, 457, 475],
      ['O', 200, 218, 457, 475],
      ['L', 220, 232, 457, 475],
      ['E', 234, 248, 457, 475],
    ]);
    // Ink where the letters are, with gaps of 3-4 blank columns between them and 8 for the space.
    const inked: Array<[number, number]> = [
      [45, 59],
      [63, 78],
      [81, 94],
      [97, 114],
      [118, 134],
      [134, 150],
      [158, 181],
      [183, 197],
      [201, 218],
      [221, 231],
      [235, 248],
    ];
    const image: GrayImage = { data: Buffer.alloc(300 * 500, 255), width: 300, height: 500 };
    for (const [from, to] of inked)
      for (let x = from; x < to; x++) for (let y = 458; y < 475; y++) image.data[y * 300 + x] = 20;
    // A thin stroke blurred to grey (a T's bar) marks its column: no space there.
    for (let x = 78; x < 81; x++) image.data[458 * 300 + x] = 150;
    expect(texts(nutmegWhole)).toEqual(['NUTMEGWHOLE']);
    const parts = cleanWord(nutmegWhole, { image, left: 0, top: 0 });
    expect(parts.map((p) => p.text)).toEqual(['NUTMEG', 'WHOLE']);
    expect(parts.map((p) => [p.bbox.x0, p.bbox.x1])).toEqual([
      [45, 150],
      [158, 248],
    ]);
    // Letters set close (gaps of 3-4 columns) stay one word.
    const close: GrayImage = { ...image, data: Buffer.from(image.data) };
    for (let x = 150; x < 155; x++) for (let y = 458; y < 475; y++) close.data[y * 300 + x] = 20;
    expect(
      cleanWord(nutmegWhole, { image: close, left: 0, top: 0 }).map((p) => [p.text, p.confidence]),
    ).toEqual([['NUTMEGWHOLE', 80]]);
  });

  it("reads an O as the Q it shows when its ink runs on under the baseline, and never a speck's", () => {
    // "FAQ" read "FAO" on a 200 DPI long-table scan: letters 18 pixels tall, the Q's tail 5 below.
    const fao = word([
      ['F', 658, 672, 448, 466],
      ['A', 670, 687, 448, 466],
      ['O', 687, 705, 448, 471],
    ]);
    type Tail = 'stroke' | 'speck' | 'stuck' | 'none';
    const page = (tail: Tail): GrayImage => {
      const { image, ink } = paperOf(800, 500);
      ink(659, 662, 449, 466); // F's stem
      ink(659, 671, 449, 452); // F's bar
      ink(672, 675, 449, 466); // A's strokes
      ink(683, 686, 449, 466);
      ink(688, 691, 449, 466); // the bowl: sides, top, bottom
      ink(701, 704, 449, 466);
      ink(688, 704, 449, 452);
      ink(688, 704, 463, 466);
      if (tail === 'stroke') ink(697, 702, 460, 471);
      if (tail === 'speck') ink(697, 702, 468, 471);
      if (tail === 'stuck') ink(689, 694, 464, 471);
      return image;
    };
    const read = (tail: Tail) => cleanWord(fao, { image: page(tail), left: 0, top: 0 }).map((p) => p.text);
    expect(read('stroke')).toEqual(['FAQ']);
    // A speck apart from the bowl, one stuck under its left half ("CQCOA" on a noisy scan), or no
    // tail at all: the O stays.
    expect(read('speck')).toEqual(['FAO']);
    expect(read('stuck')).toEqual(['FAO']);
    expect(read('none')).toEqual(['FAO']);
  });

  it("judges a word's last mark by its ink, not by its box", () => {
    // "YOKOHAMA," on a 200 DPI scan: LSTM boxed the comma from the letters' top down, 21 pixels
    // tall for letters of 18, over the A's last columns; its ink is a comma's.
    const yokohama = word([
      ['Y', 352, 366, 898, 916],
      ['O', 366, 384, 898, 916],
      ['K', 386, 400, 898, 916],
      ['O', 401, 419, 898, 917],
      ['H', 421, 436, 898, 916],
      ['A', 438, 454, 898, 916],
      ['M', 456, 474, 898, 916],
      ['A', 468, 482, 898, 919],
      [',', 475, 497, 898, 919],
    ]);
    const scanned = (mark: [number, number]): GrayImage => {
      const { image, ink } = paperOf(600, 1000);
      for (const [x0, x1] of [
        [353, 366],
        [367, 383],
        [387, 399],
        [402, 418],
        [422, 435],
        [439, 453],
        [457, 473],
        [475, 489],
      ])
        ink(x0!, x1!, 899, 916);
      ink(492, 496, mark[0], mark[1]);
      return image;
    };
    const read = (mark: [number, number]) =>
      cleanWord(yokohama, { image: scanned(mark), left: 0, top: 0 }).map((p) => [p.text, p.confidence]);
    expect(read([912, 920])).toEqual([['YOKOHAMA,', 80]]);
    // A mark whose ink is taller than the letters is noise merged with it: dropped, and doubted.
    expect(read([893, 920])).toEqual([['YOKOHAMA', 60]]);
  });

  it('doubts a number with a blot of ink on a digit on a dusty page, never one whose strokes are only bold', () => {
    // "33.500" on a JPEG scan with specks: a speck inside the second 0, read "33.560" at 98%.
    const number = word([
      ['3', 397, 410, 296, 315],
      ['3', 411, 423, 296, 315],
      ['.', 426, 429, 311, 314],
      ['5', 435, 448, 296, 315],
      ['6', 449, 461, 296, 315],
      ['0', 462, 474, 296, 315],
    ]);
    const scanned = (stroke: number, blot: boolean): GrayImage => {
      const { image, ink } = paperOf(600, 400, 240, 50);
      // Each digit drawn as the outline of its box, `stroke` pixels wide, the 5 and the 6 open on the
      // right above their middle; the period a small square.
      for (const [x0, x1, open] of [
        [397, 410, 0],
        [411, 423, 0],
        [435, 448, 1],
        [449, 461, 1],
        [462, 474, 0],
      ]) {
        ink(x0!, x1!, 296, 296 + stroke);
        ink(x0!, x1!, 315 - stroke, 315);
        ink(x0!, x0! + stroke, 296, 315);
        ink(x1! - stroke, x1!, open ? 306 : 296, 315);
      }
      ink(426, 429, 311, 314);
      if (blot) ink(452, 459, 305, 312); // a speck 7 pixels across inside the 0, touching its strokes
      return image;
    };
    const read = (stroke: number, blot: boolean, w = number, speckled = true) =>
      cleanWord(w, { image: scanned(stroke, blot), left: 0, top: 0, speckled }).map((p) => [
        p.text,
        p.confidence,
      ]);
    expect(read(2, true)).toEqual([['33.560', 40]]);
    expect(read(2, false)).toEqual([['33.560', 80]]);
    // Bold strokes 4 pixels wide are no blot.
    expect(read(4, false)).toEqual([['33.560', 80]]);
    // Thick ink in a letter's columns is where its strokes meet (an N's top corner): no blot.
    const voyage = word([
      ['3', 397, 410, 296, 315],
      ['3', 411, 423, 296, 315],
      ['.', 426, 429, 311, 314],
      ['5', 435, 448, 296, 315],
      ['N', 449, 461, 296, 315],
      ['0', 462, 474, 296, 315],
    ]);
    expect(read(2, true, voyage)).toEqual([['33.5N0', 80]]);
    // On a page that shows no dust, thick ink is a stroke (a blurred photo's): no doubt.
    expect(read(2, true, number, false)).toEqual([['33.560', 80]]);
  });

  it('doubts a 5 or a 6 closed on the right above its middle, as a dotted 0 or a 9 is', () => {
    // "300-460" in a monospaced face whose zero has a dot inside: tesseract read the first 0 a 6.
    const number = word([
      ['3', 100, 112, 50, 70],
      ['0', 113, 125, 50, 70],
      ['0', 126, 138, 50, 70],
      ['-', 140, 148, 59, 62],
      ['4', 150, 162, 50, 70],
      ['6', 163, 175, 50, 70],
      ['0', 176, 188, 50, 70],
    ]);
    const read = (closed: boolean, w = number, speckled = false, touching = false, curled = false) => {
      const { image, ink } = paperOf(300, 120);
      for (const x0 of [100, 113, 126, 150, 163, 176]) {
        ink(x0, x0 + 12, 50, 52);
        ink(x0, x0 + 12, 68, 70);
        ink(x0, x0 + 2, 50, 70);
        // A 6's right stroke only under its middle; a 0's (and the misread one's) all the way up.
        ink(x0 + 10, x0 + 12, x0 === 163 && !closed ? 60 : 50, 70);
      }
      ink(140, 148, 59, 62);
      if (closed) ink(168, 171, 58, 62); // the dot inside the misread 0
      // A true 6 whose terminal curls down inside its bowl's right edge, to the rows above the bowl.
      if (curled) ink(170, 172, 52, 61);
      if (touching) ink(175, 176, 60, 62);
      return cleanWord(w, { image, left: 0, top: 0, speckled }).map((p) => [p.text, p.confidence, p.ink]);
    };
    expect(read(true)).toEqual([['300-460', 40, true]]);
    expect(read(false)).toEqual([['300-460', 80, undefined]]);
    expect(read(false, number, false, false, true)).toEqual([['300-460', 80, undefined]]);
    // On a dusty page a speck can close a 6's opening: not judged.
    expect(read(true, number, true)).toEqual([['300-460', 80, undefined]]);
    // The hyphen not read: the word holds more runs of ink than characters read; not judged (on a
    // photographed page, where characters touch, a 6 judged on its own run among them looked closed:
    // `roundOfOtherKind` alone judges such words). With the 6 touching the 0 after it as well, the runs
    // are as many, but one apart from the characters from the 4 on: the 4's run is not in the 6's box.
    const unread = word(
      number
        .symbols!.filter((s) => s.text !== '-')
        .map((s) => [s.text, s.bbox.x0, s.bbox.x1, s.bbox.y0, s.bbox.y1]),
    );
    expect(read(true, unread)).toEqual([['300460', 80, undefined]]);
    expect(read(true, unread, false, true)).toEqual([['300460', 80, undefined]]);
    expect(read(true, number, false, true)).toEqual([['300-460', 80, undefined]]);
    // Too small a digit to tell its opening from blur: not judged.
    const small = word(number.symbols!.map((s) => [s.text, s.bbox.x0, s.bbox.x1, 60, 70]));
    expect(read(true, small)).toEqual([['300-460', 80, undefined]]);
  });

  it('doubts an O drawn as narrow as the digits beside it, and a 0 drawn as wide as an O', () => {
    // Each character an outline 20 rows tall: capitals 14 columns wide, digits 11, 2 blank between.
    // `touching`: every character touches the next, or only the one at this index.
    const read = (text: string, roundWidth: number, touching: boolean | number = false) => {
      const { image, ink } = paperOf(300, 120);
      let x = 100;
      const chars: Array<[string, number, number, number, number]> = [];
      for (const [i, c] of [...text].entries()) {
        const width = /[O0]/.test(c) ? roundWidth : /\d/.test(c) ? 11 : 14;
        ink(x, x + width, 50, 52);
        ink(x, x + width, 68, 70);
        ink(x, x + 2, 50, 70);
        ink(x + width - 2, x + width, 50, 70);
        chars.push([c, x, x + width, 50, 70]);
        x += width + (touching === true || touching === i ? 0 : 2);
      }
      const [only, ...more] = cleanWord(word(chars), { image, left: 0, top: 0 });
      // Doubted for the round character alone: marked so (`round`), for the data types it settles.
      return {
        doubted: only?.ink === true && only.round === true && only.confidence === 40,
        parts: more.length + 1,
      };
    };
    // An exporter's code MBN017: read with an O as narrow as its 7, or a 0 as wide as a capital.
    expect(read('MBNO17', 11)).toEqual({ doubted: true, parts: 1 });
    expect(read('MBN017', 11)).toEqual({ doubted: false, parts: 1 });
    expect(read('MBNO17', 13)).toEqual({ doubted: true, parts: 1 });
    expect(read('MBNO17', 15)).toEqual({ doubted: false, parts: 1 });
    // A voyage OG2847S read with a zero for its O, which is drawn wider than the digits (no 5 nor 6:
    // their outlines here are closed, `closedWhereOpen`'s doubt).
    expect(read('0G2847S', 15)).toEqual({ doubted: true, parts: 1 });
    expect(read('0G2847S', 12)).toEqual({ doubted: false, parts: 1 });
    // An O between two letters, a 0 between two digits: what their neighbours say, not judged.
    expect(read('COA27', 11)).toEqual({ doubted: false, parts: 1 });
    expect(read('X2047', 16)).toEqual({ doubted: false, parts: 1 });
    // An O in a part of letters only, between the code's marks (a purchase order "SAE/PO/6612"; no 5 nor 6 here).
    expect(read('PO/7742', 11)).toEqual({ doubted: false, parts: 1 });
    expect(read('PO7742', 11)).toEqual({ doubted: true, parts: 1 });
    // Far wider than any O: two characters' ink, not judged.
    expect(read('0G2847S', 22)).toEqual({ doubted: false, parts: 1 });
    // No digit but a 1 to measure by, or characters touching: not judged.
    expect(read('NO1', 11)).toEqual({ doubted: false, parts: 1 });
    expect(read('MBNO17', 11, true)).toEqual({ doubted: false, parts: 1 });
    // Two other characters touching (the 7 and the S, outside-10-scan's "0G2647S"): the round one
    // has a run of its own, and is judged on it; touching it, it has none.
    expect(read('0G2847S', 15, 4)).toEqual({ doubted: true, parts: 1 });
    expect(read('0G2847S', 12, 4)).toEqual({ doubted: false, parts: 1 });
    expect(read('0G2847S', 15, 0)).toEqual({ doubted: false, parts: 1 });
  });

  it('boxes a word by its print, not by a speck standing apart above or below it', () => {
    // "Weight" beside "Net" on a noisy scan: tesseract boxed it from a speck over its t (here a word
    // whose characters are not known: with no i in it, no dot can be its own).
    const { image, ink } = paperOf(200, 80);
    ink(10, 90, 30, 48); // the letters
    ink(84, 88, 14, 18); // a speck a few rows above them
    const block = (text: string): Block[] =>
      [
        {
          paragraphs: [
            { lines: [{ words: [{ text, confidence: 90, bbox: { x0: 8, y0: 12, x1: 92, y1: 50 } }] }] },
          ],
        },
      ] as unknown as Block[];
    const [weight] = cleanWordsOf(block('GROSS'), { image, left: 0, top: 0 });
    expect(weight?.bbox).toEqual({ x0: 8, y0: 30, x1: 92, y1: 48 });
    // The dot of an i is its own: where the word's i stands under it, the box keeps it.
    const withI = (x0: number): Block[] =>
      [
        {
          paragraphs: [
            {
              lines: [
                {
                  words: [
                    {
                      text: 'mini',
                      confidence: 90,
                      bbox: { x0: 8, y0: 12, x1: 92, y1: 50 },
                      symbols: [
                        { text: 'm', confidence: 90, bbox: { x0: 10, y0: 30, x1: 40, y1: 48 } },
                        { text: 'i', confidence: 90, bbox: { x0, y0: 14, x1: x0 + 6, y1: 48 } },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ] as unknown as Block[];
    expect(cleanWordsOf(withI(83), { image, left: 0, top: 0 })[0]?.bbox.y0).toBe(14);
    expect(cleanWordsOf(withI(42), { image, left: 0, top: 0 })[0]?.bbox.y0).toBe(30);
    // The tops of the next line's letters, which go on below the box, are that line's, not the word's.
    const { image: twoLines, ink: pen } = paperOf(200, 80);
    pen(10, 90, 30, 48);
    pen(10, 90, 54, 70); // the line under it, its top rows inside the box
    const below: Block[] = [
      {
        paragraphs: [
          {
            lines: [{ words: [{ text: 'GROSS', confidence: 90, bbox: { x0: 8, y0: 28, x1: 92, y1: 56 } }] }],
          },
        ],
      },
    ] as unknown as Block[];
    expect(cleanWordsOf(below, { image: twoLines, left: 0, top: 0 })[0]?.bbox).toEqual({
      x0: 8,
      y0: 30,
      x1: 92,
      y1: 48,
    });
    // A mark as large as a letter's part is print: the box keeps its top.
    ink(60, 80, 10, 18);
    expect(cleanWordsOf(block('GROSS'), { image, left: 0, top: 0 })[0]?.bbox.y0).toBe(12);
  });

  it("boxes a word by its print, not by its cell's rule a blank row above it", () => {
    // "B.V." of a photographed packing list's buyer: tesseract's box reached up to the cell's top
    // rule, a grey line across the word and on past it, twice the height of "TEAK" beside it.
    const { image, ink } = paperOf(200, 80, 245);
    ink(10, 40, 30, 40); // the letters
    for (let x = 0; x < 200; x++) image.data[20 * 200 + x] = 180; // the rule, across the cell
    const block: Block[] = [
      {
        paragraphs: [
          { lines: [{ words: [{ text: 'BY.', confidence: 39, bbox: { x0: 9, y0: 19, x1: 41, y1: 41 } }] }] },
        ],
      },
    ] as unknown as Block[];
    expect(cleanWordsOf(block, { image, left: 0, top: 0 })[0]?.bbox).toEqual({
      x0: 9,
      y0: 30,
      x1: 41,
      y1: 40,
    });
    // A mark over a part of the word only, too large for a speck, is no rule: the box keeps it.
    const { image: marked, ink: pen } = paperOf(200, 80, 245);
    pen(10, 40, 30, 40);
    pen(12, 22, 20, 22);
    expect(cleanWordsOf(block, { image: marked, left: 0, top: 0 })[0]?.bbox.y0).toBe(20);
  });

  it('leaves a word alone when its characters are not known', () => {
    const bare: OcrWord = { text: 'ABC', confidence: 90, bbox: { x0: 0, y0: 0, x1: 30, y1: 10 } };
    expect(cleanWord(bare)).toEqual([bare]);
  });
});
