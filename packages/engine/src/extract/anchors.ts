import { rectToBox } from '../geometry/convert.ts';
import type { FractionBox } from '../geometry/types.ts';
import type { Placement, Word } from '../types.ts';
import { type Anchor, findCaption } from './caption.ts';
import { locatePhrase } from './locate.ts';

/**
 * The anchors of a placement, best first: its caption on the sample (given, or found next to the
 * rectangle), then the label's aliases and name where the sample prints them near the rectangle.
 */
export const anchorsOf = (placement: Placement, sampleWords: readonly Word[] | undefined): Anchor[] => {
  const box: FractionBox = rectToBox(placement);
  const anchors: Anchor[] = [];
  const words = sampleWords ?? [];
  const caption = placement.caption
    ? {
        text: placement.caption,
        box: locatePhrase(words, placement.caption, box, { maxDx: 0.4, maxDy: 0.1 }),
      }
    : findCaption(words, box, placement.group !== undefined);
  if (caption?.box) anchors.push({ text: caption.text, box: caption.box });
  for (const alias of [...(placement.aliases ?? []), placement.label]) {
    const found = locatePhrase(words, alias, box, { maxDx: 0.4, maxDy: 0.1 });
    if (found && !anchors.some((a) => a.text === alias)) anchors.push({ text: alias, box: found });
  }
  return anchors;
};
