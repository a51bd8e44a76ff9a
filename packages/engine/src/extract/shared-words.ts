import { sameSpot } from '../geometry/box.ts';
import type { Placement, Word } from '../types.ts';
import type { RawRead } from './read-single.ts';

const sameWord = (a: Word, b: Word): boolean => a === b || (a.text === b.text && sameSpot(a.box, b.box));

/** Two values the sample prints apart: from words of their own, reading otherwise. */
const apart = (a: readonly Word[] = [], b: readonly Word[] = []): boolean =>
  a.length > 0 &&
  b.length > 0 &&
  !a.some((w) => b.some((v) => sameWord(v, w))) &&
  a.map((w) => w.text).join(' ') !== b.map((w) => w.text).join(' ');

/**
 * Fields whose values were read from the same printed words as another field's, where the sample
 * prints the two apart (`onSample`: the words in each placement's rectangle on the sample), and
 * unlike each other: one word is one field's value, so one of them is another's. outside-5-scan's PEB, a phone photo: the
 * net weight's box, placed by the item table's "Berat Bersih" header when the caption beside the
 * value read "at Bersih (Kg):", took the gross weight's line above, and both weights read
 * "26.140,00", sure. Both are doubted: which caption placed its box better, nothing tells (there
 * the wrong one had moved less). Tables' cells are not judged (a row's cells are read by columns).
 */
export const sharedWords = (
  reads: readonly RawRead[],
  onSample: (placement: Placement) => readonly Word[] | undefined,
): Set<RawRead> => {
  const singles = reads.filter((r) => r.placement.group === undefined && r.words.length > 0);
  const doubted = new Set<RawRead>();
  singles.forEach((a, i) => {
    for (const b of singles.slice(i + 1)) {
      if (a.placement === b.placement || (a.page ?? a.placement.page) !== (b.page ?? b.placement.page))
        continue;
      if (!apart(onSample(a.placement), onSample(b.placement))) continue;
      if (!a.words.some((w) => b.words.some((v) => sameWord(v, w)))) continue;
      doubted.add(a);
      doubted.add(b);
    }
  });
  return doubted;
};
