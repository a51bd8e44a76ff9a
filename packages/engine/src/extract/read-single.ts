import { expand, translate, union } from '../geometry/box.ts';
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
/** Margin of the first, tight OCR read: the value's line and its caption's (a scan where they moved is read again with ZONE_MARGIN). */
export const TIGHT_MARGIN = { x: 0.012, y: 0.005 };
/** OCR text may differ a little from the sample's caption. */
export const OCR_SIMILARITY = 0.75;

export const locateOptions = (source: WordSource) => ({ minSimilarity: source.ocr ? OCR_SIMILARITY : 1 });

/** The region to read for a placement: its rectangle and caption, with a margin. */
export const singleRegion = (placement: Placement, anchors: readonly Anchor[]): FractionBox =>
  expand(union([rectToBox(placement), ...anchors.map((a) => a.box)]), ZONE_MARGIN.x, ZONE_MARGIN.y);

/** The first region read for a placement: its rectangle and its first anchor, tight. */
export const firstRegion = (placement: Placement, anchors: readonly Anchor[]): FractionBox =>
  expand(
    union([rectToBox(placement), ...anchors.slice(0, 1).map((a) => a.box)]),
    TIGHT_MARGIN.x,
    TIGHT_MARGIN.y,
  );

/** How far up and down a scan is searched when the caption is not in its zone. */
const BAND = 0.12;

/** Reads one placement: re-aligns its box by its anchors on the page, then takes the words inside. */
export const readSingle = async (
  placement: Placement,
  anchors: readonly Anchor[],
  source: WordSource,
): Promise<RawRead> => {
  const drawn = rectToBox(placement);
  let words = await source.around(firstRegion(placement, anchors));
  let aligned = realign(drawn, anchors, words, locateOptions(source));
  const caption = anchors[0];
  if (!aligned.anchor && caption && source.ocr) {
    // Moved on a scan: look for the caption alone up and down its column, then read the value
    // where the caption was found (both narrow reads, shared with the other moved placements).
    const strip = expand(caption.box, TIGHT_MARGIN.x, BAND);
    const moved = realign(drawn, [caption], await source.around(strip), locateOptions(source));
    if (moved.anchor) {
      const found = translate(caption.box, moved.dx, moved.dy);
      words = await source.around(expand(union([moved.box, found]), TIGHT_MARGIN.x, TIGHT_MARGIN.y));
      aligned = realign(drawn, [caption], words, locateOptions(source));
    }
  }
  if (anchors.length > 0 && source.ocr) {
    // The caption moved beyond the tight zone (a shifted scan, a longer block above it): the zone
    // with a margin, a taller band, then the page.
    const region = singleRegion(placement, anchors);
    const wider = [() => source.around(region), () => source.around(expand(region, 0, BAND)), source.all];
    for (const read of wider) {
      if (aligned.anchor) break;
      words = await read();
      aligned = realign(drawn, anchors, words, locateOptions(source));
    }
  }
  return { placement, words: wordsIn(words, aligned.box), box: aligned.box };
};
