import { describe, expect, it } from 'vitest';
import { rectToBox } from '../geometry/convert.ts';
import { type FractionBox, fraction } from '../geometry/types.ts';
import type { Placement, Word } from '../types.ts';
import { lineMatesOf, splitLineMates } from './line-mates.ts';
import { wordsIn } from './lines.ts';
import type { RawRead } from './read-single.ts';

const box = (x0: number, y0: number, x1: number, y1: number): FractionBox => ({
  x0: fraction(x0),
  y0: fraction(y0),
  x1: fraction(x1),
  y1: fraction(y1),
});
/** Words of a phrase on one line from x0, 0.008 a character, a character's space between words. */
const phrase = (text: string, x0: number, y0: number): Word[] => {
  let x = x0;
  return text.split(' ').map((part) => {
    const w = { text: part, box: box(x, y0, x + part.length * 0.008, y0 + 0.012), confidence: 1 };
    x += part.length * 0.008 + 0.008;
    return w;
  });
};
const placement = (label: string, x: number, width: number): Placement => ({
  label,
  type: 'text',
  page: 1,
  x: (x * 100) as Placement['x'],
  y: 19.8 as Placement['y'],
  width: (width * 100) as Placement['width'],
  height: 1.6 as Placement['height'],
});
const text = (read: RawRead | undefined) => read?.words.map((w) => w.text).join(' ');

// "Vessel / Voy.:  MERATUS GORONTALO / V.26S": the vessel drawn from 0.2, the voyage after the slash.
const vessel = placement('Nama Kapal', 0.198, 0.138);
const voyage = placement('Nomor Voyage', 0.352, 0.045);
const sample = [...phrase('Vessel / Voy.:', 0.05, 0.2), ...phrase('MERATUS GORONTALO / V.26S', 0.2, 0.2)];
/** The reads as the single reads give them: each placement's rectangle's words (none for the voyage). */
const reads = (page: Word[], voyageWords: Word[] = []): RawRead[] => [
  { placement: vessel, words: wordsIn(page, rectToBox(vessel)), box: rectToBox(vessel) },
  { placement: voyage, words: voyageWords, box: rectToBox(voyage) },
];

describe('two values the sample prints on one line', () => {
  it("are found on the sample, with the separator between them and the second value's shape", () => {
    const mates = lineMatesOf([vessel, voyage], sample);
    expect(mates.map((m) => [m.left.label, m.right.label, m.separator, m.digits])).toEqual([
      ['Nama Kapal', 'Nomor Voyage', '/', [true]],
    ]);
    // Apart by more than a few line heights, or with another word between them, they are not.
    const apart = [...phrase('MERATUS GORONTALO', 0.2, 0.2), ...phrase('V.26S', 0.5, 0.2)];
    expect(lineMatesOf([vessel, { ...voyage, x: 49.8 as Placement['x'] }], apart)).toEqual([]);
  });

  it('split where a shorter first value brought the second into its rectangle', () => {
    const page = [...phrase('Vessel / Voy.:', 0.05, 0.2), ...phrase('KOTA SATRIA / 0215N', 0.2, 0.2)];
    const split = splitLineMates(reads(page), lineMatesOf([vessel, voyage], sample));
    expect(split.map(text)).toEqual(['KOTA SATRIA', '0215N']);
  });

  it('split at the words shaped as the second value where the sample prints a space only', () => {
    const spaced = [...phrase('MERATUS GORONTALO V.26S', 0.2, 0.2)];
    const mates = lineMatesOf([vessel, voyage], spaced);
    expect(mates.map((m) => m.separator)).toEqual([undefined]);
    const page = phrase('SPIL HANA 031S', 0.2, 0.2);
    expect(splitLineMates(reads(page), mates).map(text)).toEqual(['SPIL HANA', '031S']);
    // A name's last word is no voyage: "WAN HAI" stays whole.
    expect(splitLineMates(reads(phrase('WAN HAI', 0.2, 0.2)), mates).map(text)).toEqual(['WAN HAI', '']);
  });

  it('give the second value the words both reads took', () => {
    const page = [...phrase('Vessel / Voy.:', 0.05, 0.2), ...phrase('KOTA SATRIA / 0215N', 0.2, 0.2)];
    const both = wordsIn(page, rectToBox(vessel)).filter((w) => w.text === '0215N');
    const split = splitLineMates(reads(page, both), lineMatesOf([vessel, voyage], sample));
    expect(split.map(text)).toEqual(['KOTA SATRIA', '0215N']);
  });
});
