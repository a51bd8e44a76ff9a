import {
  boxHeight,
  boxWidth,
  centerInside,
  centerY,
  sameSpot,
  union,
  verticalOverlap,
} from '../geometry/box.ts';
import type { FractionBox } from '../geometry/types.ts';
import type { DataType, Word } from '../types.ts';

export interface Line {
  words: Word[];
  box: FractionBox;
}

/** A word this many times taller (or shorter) than a line's print neither joins it nor is joined by it. */
const TALLER = 1.8;

/** A word of small letters only, none rising above the x-height or falling below the line ("on", "name"). */
const X_HEIGHT_ONLY = /^(?=.*[acemnorsuvwxz])[acemnorsuvwxz.,:;'"‘’`-]+$/u;

/**
 * How much shorter than its print an OCR word of small letters alone may be boxed. OCR boxes a
 * word by its ink: "on" spans the x-height, "Shipped" rises to a capital and falls below the line,
 * 1.8 times as tall in one print.
 */
const X_TALL = 1.4;

/**
 * Whether a word may be boxed by its x-height alone (`X_TALL`). Not on a text layer, whose box is
 * the font's size whatever the letters: the rule's first form, applied there, put a 6 pt caption
 * "(if "To Order" so indicate)" on the value's line of outside-10's bill of lading.
 */
const smallLetters = (word: Word): boolean => word.ocr === true && X_HEIGHT_ONLY.test(word.text);

/**
 * Groups words into lines (vertical overlap), top to bottom, each left to right. Only words of
 * about the same print share a line: a title printed large beside two lines of an address ("BILL
 * OF LADING" beside the consignee's name and street) would otherwise merge them into one. A line's
 * print is its shortest word's height; an OCR word of small letters alone may be `X_TALL` shorter
 * still, and does not make the line's print smaller (the "on" of scan-noisy's "Shipped on Board"
 * had put "Shipped" on a line of its own, and the caption was found nowhere).
 */
export const toLines = (words: readonly Word[]): Line[] => {
  const sorted = [...words].sort((a, b) => centerY(a.box) - centerY(b.box));
  // `height`: the line's print, from its words other than small letters alone while it has any;
  // `small`: it has none yet.
  const lines: Array<Line & { height: number; small: boolean }> = [];
  for (const word of sorted) {
    const height = boxHeight(word.box);
    const small = smallLetters(word);
    const line = lines.find(
      (l) =>
        height <= l.height * TALLER * (l.small ? X_TALL : 1) &&
        l.height <= height * TALLER * (small ? X_TALL : 1) &&
        verticalOverlap(l.box, word.box) >= 0.5,
    );
    if (line) {
      line.words.push(word);
      line.box = union([line.box, word.box]);
      if (small === line.small) line.height = Math.min(line.height, height);
      else if (line.small) [line.height, line.small] = [height, false];
    } else {
      lines.push({ words: [word], box: word.box, height, small });
    }
  }
  for (const line of lines) line.words.sort((a, b) => a.box.x0 - b.box.x0);
  return lines
    .sort((a, b) => a.box.y0 - b.box.y0)
    .map(({ words: lineWords, box }) => ({ words: lineWords, box }));
};

/** The gaps between consecutive words of a line, left to right (negative where two overlap). */
export const gapsOf = (line: readonly Word[]): number[] =>
  line.slice(1).map((word, i) => word.box.x0 - line[i]!.box.x1);

/** The words whose centre lies inside the box. */
export const wordsIn = (words: readonly Word[], box: FractionBox): Word[] =>
  words.filter((w) => centerInside(w.box, box));

/** The middle value (the upper of the two middle ones), 0 for none. */
/** A word's mean character width (its box's width over its characters). */
export const characterWidth = (word: Word): number =>
  boxWidth(word.box) / Math.max(1, [...word.text.trim()].length);

export const median = (values: readonly number[]): number =>
  values.length === 0 ? 0 : [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Text in reading order: words joined by spaces, lines by newlines. */
export const readingText = (words: readonly Word[]): string =>
  toLines(words)
    .map((line) => line.words.map((w) => w.text).join(' '))
    .join('\n');

/**
 * A value's text in reading order; a date's words that all share one line (each pair overlapping
 * by half the shorter's height) left to right whatever their heights: OCR may box a date's words
 * unevenly ("17" half as tall as "Nov 2026" beside it), and toLines, which keeps words of about one
 * height on a line, would make it "Nov 2026" over "17".
 */
export const valueText = (type: DataType, words: readonly Word[]): string =>
  type === 'date' && words.every((a) => words.every((b) => verticalOverlap(a.box, b.box) >= 0.5))
    ? [...words]
        .sort((a, b) => a.box.x0 - b.box.x0)
        .map((w) => w.text)
        .join(' ')
    : (boxedCode(words) ?? readingText(words));

/**
 * True for a value written a character to a box, as official forms print codes ("I D S R G" for
 * IDSRG, "E U R" in the PEB's currency boxes): two words or more, each a single letter or digit.
 */
export const boxedCharacters = (words: readonly Word[]): boolean =>
  words.length >= 2 && words.every((w) => /^[\p{L}\p{N}]$/u.test(w.text.trim()));

/** A boxed code on one line read joined ("IDSRG"); anything else undefined. */
const boxedCode = (words: readonly Word[]): string | undefined => {
  const lines = toLines(words);
  if (!boxedCharacters(words) || lines.length !== 1) return undefined;
  return lines[0]!.words.map((w) => w.text.trim()).join('');
};

/** The lowest confidence among the words (0 when there are none). */
export const minConfidence = (words: readonly Word[]): number =>
  words.length === 0 ? 0 : Math.min(...words.map((w) => w.confidence));

/** Words of two overlapping reads, each word once (the second read's copy of a word is dropped). */
export const withoutRepeats = (first: readonly Word[], second: readonly Word[]): Word[] => [
  ...first,
  ...second.filter((w) => !first.some((f) => sameSpot(f.box, w.box))),
];
