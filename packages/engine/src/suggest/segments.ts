import type { Line } from '../extract/lines.ts';
import { tokensOf } from '../extract/tokens.ts';
import { boxHeight, union } from '../geometry/box.ts';
import type { FractionBox } from '../geometry/types.ts';
import type { Word } from '../types.ts';

/**
 * A run of words of one line printed close together (gaps under 1.2 word heights, the rule
 * `findPhrasesOnLines` uses for a phrase's start and end): a caption, a value, a table header cell.
 */
export interface Segment {
  line: number;
  words: Word[];
  box: FractionBox;
  text: string;
}

/** The gap between two words of a line above which they belong to different segments. */
export const wordGap = (a: Word, b: Word): number => b.box.x0 - a.box.x1;
export const closeTogether = (a: Word, b: Word): boolean =>
  wordGap(a, b) <= Math.max(boxHeight(a.box), boxHeight(b.box)) * 1.2;

export const segmentOf = (line: number, words: Word[]): Segment => ({
  line,
  words,
  box: union(words.map((w) => w.box)),
  text: words.map((w) => w.text).join(' '),
});

/** A line split where its words stand apart. */
export const segmentsOfLine = (line: Line, index: number): Segment[] => {
  const segments: Word[][] = [];
  for (const word of line.words) {
    const current = segments.at(-1);
    const last = current?.at(-1);
    if (current && last && closeTogether(last, word)) current.push(word);
    else segments.push([word]);
  }
  return segments.map((words) => segmentOf(index, words));
};

/** An enumerator printed before a caption: "A.", "1.", "(b)", "12)". */
export const isEnumerator = (text: string): boolean => /^\(?[A-Za-z0-9]{1,2}[.)]$/.test(text.trim());

/** Punctuation alone ("/", ":", "-"), or a unit in brackets ("(USD)", "(Kg)"): part of a caption. */
export const isCaptionTail = (text: string): boolean =>
  tokensOf(text).length === 0 || /^\([^)]{1,12}\)?:?$/.test(text.trim()) || /^:$/.test(text.trim());

export const hasDigit = (text: string): boolean => /\d/.test(text);
