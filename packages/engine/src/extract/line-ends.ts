import { boxHeight } from '../geometry/box.ts';
import { fraction } from '../geometry/types.ts';
import type { OcrPool } from '../ocr/pool.ts';
import type { EngineDocument, Word } from '../types.ts';
import { withoutSpecks } from './clean.ts';
import { toLines } from './lines.ts';
import { PAST_CLIP, runOn } from './read-single.ts';
import { readZones } from './read-zones.ts';

/**
 * True when a scanned value wrapped onto lines under it has a word right after the end of a line
 * before its last (within the gap a value runs on by), read in a strip along that line past its
 * end (`besideValue`'s `broken`, where the zones read held that word already). A line that wraps
 * onto the next ended where its print did, so that word is the value's own, left out because it
 * lay past the box: outside-19-scan set 2's buyer "ALBION MUSICAL INSTRUMENT" over "(UK) LIMITED",
 * whose "DISTRIBUTION" lay past the zone's edge. The strips are read on their own, after every
 * other read of the page, so they change nothing else read (docs/engine-reading.md).
 */
export const runsOnPastLines = async (
  document: EngineDocument,
  pageNumber: number,
  pool: OcrPool,
  words: readonly Word[],
): Promise<boolean> => {
  const lines = toLines(words).slice(0, -1);
  const ends = lines.map((line) => line.words.at(-1)!);
  if (ends.length === 0) return false;
  // Each strip starts at the line's last word, so the crop's edge cuts no glyph of what follows it.
  const strips = ends.map((end) => {
    const margin = boxHeight(end.box) / 2;
    return {
      x0: end.box.x0,
      y0: fraction(Math.max(0, end.box.y0 - margin)),
      x1: fraction(Math.min(1, end.box.x1 + PAST_CLIP)),
      y1: fraction(Math.min(1, end.box.y1 + margin)),
    };
  });
  const read = await readZones(document, pageNumber, pool, strips);
  return lines.some((line, i) => runOn(withoutSpecks(read[i] ?? []), line, ends[i]!)[0] !== undefined);
};
