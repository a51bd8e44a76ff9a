import { boxHeight, centerY, union, verticalOverlap } from '../geometry/box.ts';
import { rectToBox } from '../geometry/convert.ts';
import type { Placement, Word } from '../types.ts';
import { toLines, wordsIn } from './lines.ts';
import type { RawRead } from './read-single.ts';

/**
 * Two values the sample prints on one line, the second right after the first, nothing but a
 * separator between them ("MERATUS GORONTALO / V.26S": the vessel and the voyage under "Vessel /
 * Voy."). On another shipment the first is longer or shorter, so the second moves along the line:
 * into the first one's rectangle ("KOTA SATRIA / 0215N" read whole as the vessel) or out of its own.
 */
export interface LineMates {
  left: Placement;
  right: Placement;
  /** The mark the sample prints between them ("/"), undefined for a space only. */
  separator: string | undefined;
  /** The sample's second value: how many words, and which of them hold a digit ("V.26S"). */
  digits: boolean[];
}

/** A mark that parts two values on a line. */
const SEPARATOR = /^[/|\\–—-]$/;
/** The sample's two values stand at most this many line heights apart. */
const NEAR = 3;

const byX = (words: readonly Word[]) => [...words].sort((a, b) => a.box.x0 - b.box.x0);

/** The pairs of single (not grouped) placements the sample prints as line mates. */
export const lineMatesOf = (
  placements: readonly Placement[],
  sample: readonly Word[] | undefined,
): LineMates[] => {
  if (!sample || sample.length === 0) return [];
  const singles = placements.filter((p) => p.group === undefined);
  const mates: LineMates[] = [];
  for (const left of singles) {
    if (left.type !== 'text') continue;
    const leftWords = toLines(wordsIn(sample, rectToBox(left)));
    if (leftWords.length !== 1) continue;
    const leftLine = leftWords[0]!;
    const last = byX(leftLine.words).at(-1)!;
    const height = boxHeight(leftLine.box);
    for (const right of singles) {
      if (right === left || right.page !== left.page) continue;
      const rightLines = toLines(wordsIn(sample, rectToBox(right)));
      if (rightLines.length !== 1) continue;
      const rightLine = rightLines[0]!;
      const first = byX(rightLine.words)[0]!;
      if (first.box.x0 < last.box.x1 || first.box.x0 - last.box.x1 > NEAR * height) continue;
      if (verticalOverlap(leftLine.box, rightLine.box) < 0.5) continue;
      const between = sample.filter(
        (w) =>
          w.box.x0 >= last.box.x1 - 1e-6 &&
          w.box.x1 <= first.box.x0 + 1e-6 &&
          centerY(w.box) >= leftLine.box.y0 &&
          centerY(w.box) <= leftLine.box.y1,
      );
      if (between.length > 1 || (between.length === 1 && !SEPARATOR.test(between[0]!.text))) continue;
      mates.push({
        left,
        right,
        separator: between[0]?.text,
        digits: byX(rightLine.words).map((w) => /\d/.test(w.text)),
      });
    }
  }
  return mates;
};

/** The words of `left`'s first line split into the first value and the second, as the sample prints them. */
const split = (words: readonly Word[], mates: LineMates): { left: Word[]; right: Word[] } | undefined => {
  const line = toLines(words)[0];
  if (!line) return undefined;
  const sorted = byX(line.words);
  if (mates.separator !== undefined) {
    const at = sorted.findLastIndex((w) => w.text === mates.separator);
    if (at <= 0 || at === sorted.length - 1) return undefined;
    return { left: sorted.slice(0, at), right: sorted.slice(at + 1) };
  }
  const count = mates.digits.length;
  if (sorted.length <= count) return undefined;
  const right = sorted.slice(-count);
  // Only words shaped as the sample's second value: a name's last word is no voyage.
  if (right.some((w, i) => /\d/.test(w.text) !== mates.digits[i])) return undefined;
  return { left: sorted.slice(0, -count), right };
};

/**
 * The reads of line mates made to agree with the sample: where the first value's read runs on into
 * the second value (a lone separator in it, or words shaped as the second's at its end), and the
 * second's own read took none of the line (empty, or read elsewhere: its caption is the first's),
 * the first ends before them and they are the second's.
 */
export const splitLineMates = (raws: readonly RawRead[], mates: readonly LineMates[]): RawRead[] => {
  const out = [...raws];
  for (const pair of mates) {
    const l = out.findIndex((r) => r.placement === pair.left && r.row === undefined);
    const r = out.findIndex((raw) => raw.placement === pair.right && raw.row === undefined);
    const leftRead = out[l];
    const rightRead = out[r];
    if (!leftRead || !rightRead || leftRead.words.length === 0) continue;
    const parts = split(leftRead.words, pair);
    if (!parts) continue;
    const line = union(parts.left.concat(parts.right).map((w) => w.box));
    const taken = new Set(leftRead.words);
    const ownLine = rightRead.words.some(
      (w) => !taken.has(w) && centerY(w.box) >= line.y0 && centerY(w.box) <= line.y1,
    );
    if (ownLine) continue;
    out[l] = { ...leftRead, words: parts.left, box: union(parts.left.map((w) => w.box)) };
    const { beside: _beside, ...rest } = rightRead;
    out[r] = {
      ...rest,
      words: parts.right,
      box: union(parts.right.map((w) => w.box)),
      ...(leftRead.placing ? { placing: leftRead.placing } : {}),
    };
  }
  return out;
};
