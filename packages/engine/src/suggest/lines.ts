import { type Line, toLines } from '../extract/lines.ts';
import { boxHeight, union } from '../geometry/box.ts';
import { fraction } from '../geometry/types.ts';
import type { Word } from '../types.ts';

/** A slope (page heights per page width) under which a page's lines are taken as they are. */
const MIN_SLOPE = 0.002;
/** Pairs of neighbouring words needed to trust a page's slope. */
const MIN_PAIRS = 20;

const middleY = (w: Word) => (w.box.y0 + w.box.y1) / 2;
const middleX = (w: Word) => (w.box.x0 + w.box.x1) / 2;

/**
 * The slope a scanned page's lines of print still have after ingest straightened it (the median,
 * over neighbouring words of a line, of their rise per page width): words of one printed line
 * only, close together, neither overlapping (words of two printed lines merged into one).
 */
export const residualSlope = (lines: readonly Line[]): number => {
  const slopes: number[] = [];
  for (const line of lines)
    for (let i = 1; i < line.words.length; i++) {
      const a = line.words[i - 1]!;
      const b = line.words[i]!;
      const height = Math.max(boxHeight(a.box), boxHeight(b.box));
      const gap = b.box.x0 - a.box.x1;
      if (gap <= 0 || gap > height * 2 || middleX(b) - middleX(a) < height) continue;
      slopes.push((middleY(b) - middleY(a)) / (middleX(b) - middleX(a)));
    }
  if (slopes.length < MIN_PAIRS) return 0;
  slopes.sort((p, q) => p - q);
  return slopes[Math.floor(slopes.length / 2)]!;
};

/**
 * The lines of a page's words. On a scan left slightly askew (ingest's straightening missed a
 * degree), a line of print rises or falls across the page by more than its height and `toLines`,
 * which joins words overlapping a line's box, merges two or three printed lines into one ("PT
 * Jl. Serang, Raya SARI ..."): the lines are found on the words as if straightened (each moved by
 * the slope times its place across), then given back their own words and boxes.
 */
export const linesOf = (words: readonly Word[], ocr: boolean): Line[] => {
  const lines = toLines(words);
  if (!ocr) return lines;
  const slope = residualSlope(lines);
  if (Math.abs(slope) < MIN_SLOPE) return lines;
  const original = new Map<Word, Word>();
  const straightened = words.map((w) => {
    const rise = slope * middleX(w);
    const copy = {
      ...w,
      box: { ...w.box, y0: fraction(w.box.y0 - rise), y1: fraction(w.box.y1 - rise) },
    };
    original.set(copy, w);
    return copy;
  });
  return toLines(straightened).map((line) => {
    const own = line.words.map((w) => original.get(w)!);
    return { words: own, box: union(own.map((w) => w.box)) };
  });
};
