import { withoutSpecks } from '../extract/clean.ts';
import { type Line, toLines } from '../extract/lines.ts';
import { tokensOf } from '../extract/tokens.ts';
import { boxHeight, centerInside, centerY, union } from '../geometry/box.ts';
import type { FractionBox } from '../geometry/types.ts';
import type { EngineDocument, Word } from '../types.ts';
import { closeTogether, hasDigit, isEnumerator, segmentsOfLine } from './segments.ts';

/** The caption printed beside a box a person drew (docs/assisted-templating.md, section 3). */
export interface CaptionBeside {
  /** As printed, without its closing colon ("Date", "Packing List No."). */
  text: string;
  box: FractionBox;
  /** Whether it is already one of the phrases given (the label's name or an alias). */
  known: boolean;
}

/** How far left of the box a caption may end, in page widths (beyond is another column). */
const MAX_LEFT = 0.2;
/** How far above the box a caption may be, in line heights. */
const MAX_ABOVE = 2.5;
/** More words than this is a sentence, not a caption. */
const MAX_WORDS = 6;

const letters = (text: string) => /\p{L}/u.test(text);
const punctuationOnly = (word: Word) => tokensOf(word.text).length === 0;

/** The words as a caption: a leading enumerator ("A.") and the closing colon left out; null when no caption. */
const asCaption = (words: readonly Word[]): { text: string; box: FractionBox } | null => {
  let kept = [...words];
  while (kept.length > 0 && punctuationOnly(kept.at(-1)!)) kept = kept.slice(0, -1);
  if (kept.length > 1 && isEnumerator(kept[0]!.text)) kept = kept.slice(1);
  if (kept.length === 0 || kept.length > MAX_WORDS) return null;
  const text = kept
    .map((w) => w.text)
    .join(' ')
    .replace(/\s*:+\s*$/, '')
    .trim();
  if (!text || !letters(text) || hasDigit(text)) return null;
  return { text, box: union(kept.map((w) => w.box)) };
};

/** The run of words ending closest left of the box on its first line (a lone ":" passed over). */
const leftOf = (line: Line, box: FractionBox) => {
  const before = line.words.filter((w) => w.box.x1 <= box.x0 + 0.005 && !centerInside(w.box, box));
  let end = before.length - 1;
  while (end >= 0 && punctuationOnly(before[end]!)) end--;
  const last = before[end];
  if (!last || box.x0 - last.box.x1 > MAX_LEFT) return null;
  let start = end;
  while (start > 0 && closeTogether(before[start - 1]!, before[start]!)) start--;
  return asCaption(before.slice(start, end + 1));
};

/** The line right above the box (within 2.5 line heights), if any. */
const lineAbove = (lines: readonly Line[], first: Line | undefined, box: FractionBox) => {
  const height = first ? boxHeight(first.box) : boxHeight(box);
  return lines
    .filter(
      (l) => l !== first && l.box.y1 <= box.y0 + height * 0.3 && box.y0 - l.box.y1 <= height * MAX_ABOVE,
    )
    .at(-1);
};

/** The run of words of a line over the box that starts nearest its left edge. */
const over = (line: Line, box: FractionBox) => {
  const segment = segmentsOfLine(line, 0)
    .filter((s) => s.box.x1 >= box.x0 - 0.02 && s.box.x0 <= box.x1)
    .sort((a, b) => Math.abs(a.box.x0 - box.x0) - Math.abs(b.box.x0 - box.x0))[0];
  return segment ? asCaption(segment.words) : null;
};

/** A table's header row: three runs of words or more, none of them a value (no digits). */
const isHeaderRow = (line: Line) =>
  segmentsOfLine(line, 0).length >= 3 && !line.words.some((w) => hasDigit(w.text));

/**
 * The caption printed beside a box a person drew on a page: the run of words ending just left of
 * the box on its first line (in a table: its column's header), else the run right above it starting
 * nearest its left edge. Text with digits is a value, not a caption: none then. `phrases` (the
 * label's name and aliases) tell whether the caption is already known, so the builder can offer to
 * add it as an alias.
 */
export const captionBeside = (
  document: EngineDocument,
  pageNumber: number,
  box: FractionBox,
  phrases: readonly string[],
): CaptionBeside | null => {
  const page = document.pages[pageNumber - 1];
  if (!page) return null;
  const words =
    page.source === 'ocr' ? withoutSpecks(page.words).filter((w) => w.confidence >= 0.5) : page.words;
  const lines = toLines(words);
  // The box's first line: the topmost line whose middle lies inside the box.
  const first = lines.find((l) => centerY(l.box) >= box.y0 && centerY(l.box) <= box.y1);
  const up = lineAbove(lines, first, box);
  // A cell of a table is captioned by its column's header, not by the cell left of it.
  const header = up && isHeaderRow(up) ? over(up, box) : null;
  const found = header ?? (first && leftOf(first, box)) ?? (up ? over(up, box) : null);
  if (!found) return null;
  const key = tokensOf(found.text).join(' ');
  return { ...found, known: phrases.some((phrase) => tokensOf(phrase).join(' ') === key) };
};
