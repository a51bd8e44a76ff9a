import type { Word } from '../types.ts';
import { gapsOf, toLines } from './lines.ts';

/** Under this OCR confidence a fragment of one or two characters is taken for a speck. */
const FRAGMENT_CONFIDENCE = 0.5;
/** A word of punctuation only is a speck on OCR, whatever its confidence ("." or "'" beside a value). */
const PUNCTUATION_CONFIDENCE = 1;

/**
 * Drops what OCR made of specks and noise: fragments of one or two characters read with low
 * confidence ("x", "."), punctuation alone, and a stray quote mark at a word's edge. Text-layer words
 * (confidence 1) are never dropped.
 */
export const withoutSpecks = (words: readonly Word[]): Word[] =>
  words.map(withoutStrayQuote).filter((word) => {
    const text = word.text.trim();
    if (!text) return false;
    if (!/[\p{L}\p{N}]/u.test(text)) return word.confidence >= PUNCTUATION_CONFIDENCE;
    return text.length > 2 || word.confidence >= FRAGMENT_CONFIDENCE;
  });

const QUOTES = /["'`\u2018\u2019\u201C\u201D]/gu;

/**
 * A quote mark OCR read at the edge of a word, with no other quote in it ("\u201CBLACK"), is a speck
 * beside the word; a quoted word ("\u201CABC\u201D") and text-layer words are kept as they are.
 */
const withoutStrayQuote = (word: Word): Word => {
  if (word.confidence >= 1 || (word.text.match(QUOTES) ?? []).length !== 1) return word;
  const text = word.text.replace(/^["`\u2018\u201C\u201D]|["`\u2019\u201C\u201D]$/u, '');
  return text === word.text ? word : { ...word, text };
};

/** A gap under this share of the line's other word gaps (or of its height, alone) is inside a word. */
const SPLIT_GAP = 0.5;
const SPLIT_HEIGHT = 0.3;

/**
 * True when OCR may have split a word of a text in two ("SI NAR BANDUNG", "L OUNGER"): a fragment of
 * one or two letters stands closer to its neighbour than the line's other words stand to each other
 * (under half their median gap; with no other gap, under 0.3 of the line's height). The words cannot
 * be joined safely ("PT KOPI" is two words), so the read is doubted.
 */
export const splitWord = (words: readonly Word[]): boolean =>
  toLines(words).some(({ words: line, box }) => {
    const gaps = gapsOf(line);
    return gaps.some((gap, i) => {
      const fragment = [line[i]!, line[i + 1]!].some((w) => /^\p{L}{1,2}$/u.test(w.text));
      if (!fragment) return false;
      const others = gaps.filter((_, k) => k !== i).sort((a, b) => a - b);
      const usual = others[Math.floor(others.length / 2)];
      return usual === undefined ? gap < SPLIT_HEIGHT * (box.y1 - box.y0) : gap < SPLIT_GAP * usual;
    });
  });

/**
 * True when OCR may have put a word of a line onto a line of its own (its box set half as tall as
 * its neighbours', or drawn across them): the value's lines do not start at the same left, as the
 * lines a text wraps onto do ("TEAK BOX LARGE" over "PLANTER" boxed from under BOX, printed "TEAK
 * PLANTER BOX LARGE"; "TEAK SIDE TABLE ROUND CM" over "50"). The words' order cannot be told
 * safely, so the read is doubted. A line starting more than a line's height right of the others is
 * such a line.
 */
export const misordered = (words: readonly Word[]): boolean => {
  const lines = toLines(words);
  if (lines.length < 2) return false;
  const left = Math.min(...lines.map((l) => l.box.x0));
  const height = Math.max(...lines.map((l) => l.box.y1 - l.box.y0));
  return lines.some((l) => l.box.x0 - left > height);
};
