import { similarity } from '../compare/logics.ts';
import { union } from '../geometry/box.ts';
import type { FractionBox } from '../geometry/types.ts';
import type { Word } from '../types.ts';
import { toLines } from './lines.ts';
import { tokensOf } from './tokens.ts';

export interface LocateOptions {
  /** Largest move accepted, in page fractions (horizontal, vertical). */
  maxDx?: number;
  maxDy?: number;
  /** Minimum similarity of OCR text to the phrase (1 = exact tokens). */
  minSimilarity?: number;
}

/**
 * Where a phrase is printed on a page, nearest to where it was expected: a run of consecutive
 * words on one line whose tokens equal the phrase's (or are similar enough, for OCR text).
 */
export const locatePhrase = (
  words: readonly Word[],
  text: string,
  expected: FractionBox,
  options: LocateOptions = {},
): FractionBox | undefined => {
  const target = tokensOf(text);
  if (target.length === 0) return undefined;
  const wanted = target.join(' ');
  const { maxDx = 0.2, maxDy = 0.3, minSimilarity = 1 } = options;
  let best: { box: FractionBox; distance: number } | undefined;
  for (const line of toLines(words)) {
    const tokens = line.words.map((w) => tokensOf(w.text).join(''));
    for (let start = 0; start < line.words.length; start++) {
      if (!tokens[start]) continue;
      let joined = '';
      let count = 0;
      for (let end = start; end < line.words.length && count < target.length + 1; end++) {
        if (!tokens[end]) continue;
        joined = joined ? `${joined} ${tokens[end]}` : (tokens[end] ?? '');
        count++;
        const score = joined === wanted ? 1 : minSimilarity < 1 ? similarity(joined, wanted) : 0;
        if (score < minSimilarity) continue;
        const box = union(line.words.slice(start, end + 1).map((w) => w.box));
        const dx = box.x0 - expected.x0;
        const dy = box.y0 - expected.y0;
        if (Math.abs(dx) > maxDx || Math.abs(dy) > maxDy) continue;
        const distance = Math.hypot(dx, dy * 1.41) - score * 0.01;
        if (!best || distance < best.distance) best = { box, distance };
      }
    }
  }
  return best?.box;
};
