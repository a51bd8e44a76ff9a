import { sameSpot } from '../geometry/box.ts';
import type { Placement, Word } from '../types.ts';

/** A field's read as far as this check needs it: the words its value was made of, and the value. */
export interface SharedRead {
  readonly placement: Placement;
  readonly page: number;
  /** The value's own words (what was left of the box's words after cutting at captions and the like). */
  readonly words: readonly Word[];
  readonly value: unknown;
}

const sameWord = (a: Word, b: Word): boolean => a === b || (a.text === b.text && sameSpot(a.box, b.box));

const textOf = (words: readonly Word[]): string => words.map((w) => w.text).join(' ');

/** Two values the sample prints apart: from words of their own, reading otherwise. */
const apart = (a: readonly Word[] = [], b: readonly Word[] = []): boolean =>
  a.length > 0 && b.length > 0 && !a.some((w) => b.some((v) => sameWord(v, w))) && textOf(a) !== textOf(b);

const sameValue = (a: unknown, b: unknown): boolean =>
  a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);

/**
 * Fields that read the same value from the same printed words, where the sample prints their
 * values apart (`onSample`: the words in each placement's rectangle on the sample) and unlike each
 * other. One printed value is one field's, so one of the two boxes sits on another field's value;
 * which one, nothing tells, so both are doubted. outside-5-scan's PEB, a phone photo: the net
 * weight's box, placed by the item table's "Berat Bersih" header when the caption beside the value
 * read "at Bersih (Kg):", took the gross weight's line above, and both weights read "26.140,00",
 * sure. The caller passes sure reads only: where one of the two is in review already (a port of
 * discharge placed by a caption only like its own, on the port of loading's words), that one is
 * the doubt, and doubting the other too only cost right reads (four ports of loading on
 * outside-5-scan).
 *
 * Only the value's own words count, and only an equal value: a box takes more than its value (a
 * container's box holds the seal beside it), and two fields may each hold a word of the other's
 * box while both read right. Tables' cells are not judged (a row's cells are read by columns).
 */
export const sharedWords = <T extends SharedRead>(
  reads: readonly T[],
  onSample: (placement: Placement) => readonly Word[] | undefined,
): Set<T> => {
  const singles = reads.filter((r) => r.placement.group === undefined && r.words.length > 0);
  const doubted = new Set<T>();
  singles.forEach((a, i) => {
    for (const b of singles.slice(i + 1)) {
      if (a.placement === b.placement || a.page !== b.page || !sameValue(a.value, b.value)) continue;
      if (!apart(onSample(a.placement), onSample(b.placement))) continue;
      if (!a.words.some((w) => b.words.some((v) => sameWord(v, w)))) continue;
      doubted.add(a);
      doubted.add(b);
    }
  });
  return doubted;
};
