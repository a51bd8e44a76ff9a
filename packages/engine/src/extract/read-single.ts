import { expand, union } from '../geometry/box.ts';
import { rectToBox } from '../geometry/convert.ts';
import type { FractionBox } from '../geometry/types.ts';
import type { Placement, Word } from '../types.ts';
import type { Anchor } from './caption.ts';
import { wordsIn } from './lines.ts';
import { realign } from './realign.ts';
import type { WordSource } from './word-source.ts';

/** Words read for one placement (one row of a group), and the box they were read in. */
export interface RawRead {
  placement: Placement;
  words: Word[];
  box: FractionBox;
  row?: number;
}

/** Margin around a zonal OCR region: covers a scan shifted by ~5 mm. */
export const ZONE_MARGIN = { x: 0.03, y: 0.02 };
/** OCR text may differ a little from the sample's caption. */
export const OCR_SIMILARITY = 0.75;

export const locateOptions = (source: WordSource) => ({ minSimilarity: source.ocr ? OCR_SIMILARITY : 1 });

/** The region to read for a placement: its rectangle and caption, with a margin. */
export const singleRegion = (placement: Placement, anchors: readonly Anchor[]): FractionBox =>
  expand(union([rectToBox(placement), ...anchors.map((a) => a.box)]), ZONE_MARGIN.x, ZONE_MARGIN.y);

/** How far up and down a scan is searched when the caption is not in its zone. */
const BAND = 0.12;

/** Reads one placement: re-aligns its box by its anchors on the page, then takes the words inside. */
export const readSingle = async (
  placement: Placement,
  anchors: readonly Anchor[],
  source: WordSource,
): Promise<RawRead> => {
  const drawn = rectToBox(placement);
  const region = singleRegion(placement, anchors);
  let words = await source.around(region);
  let aligned = realign(drawn, anchors, words, locateOptions(source));
  if (!aligned.anchor && anchors.length > 0 && source.ocr) {
    // The caption moved beyond the zone (a longer block above it): a taller band, then the page.
    words = await source.around(expand(region, 0, BAND));
    aligned = realign(drawn, anchors, words, locateOptions(source));
    if (!aligned.anchor) {
      words = await source.all();
      aligned = realign(drawn, anchors, words, locateOptions(source));
    }
  }
  return { placement, words: wordsIn(words, aligned.box), box: aligned.box };
};
