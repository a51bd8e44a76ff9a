import { translate } from '../geometry/box.ts';
import type { FractionBox } from '../geometry/types.ts';
import type { Word } from '../types.ts';
import type { Anchor } from './caption.ts';
import { toLines } from './lines.ts';
import { type LocateOptions, locatePhraseOnLines } from './locate.ts';

export interface Realigned {
  box: FractionBox;
  dx: number;
  dy: number;
  /** The anchor that was found; undefined when none was (the box is then left where it was drawn). */
  anchor?: Anchor;
}

/**
 * Moves a placement's box with its caption: the first anchor (sample caption, then aliases) found
 * on the new page gives the shift. With none found the box stays where it was drawn.
 */
export const realign = (
  box: FractionBox,
  anchors: readonly Anchor[],
  words: readonly Word[],
  options: LocateOptions = {},
): Realigned => {
  const lines = toLines(words);
  for (const anchor of anchors) {
    const found = locatePhraseOnLines(lines, anchor.text, anchor.box, options);
    if (found) {
      const dx = found.x0 - anchor.box.x0;
      const dy = found.y0 - anchor.box.y0;
      return { box: translate(box, dx, dy), dx, dy, anchor };
    }
  }
  return { box, dx: 0, dy: 0 };
};
