import { boxHeight, boxWidth, contains, union } from '../geometry/box.ts';
import type { FractionBox } from '../geometry/types.ts';

const area = (box: FractionBox): number => boxWidth(box) * boxHeight(box);

const overlaps = (a: FractionBox, b: FractionBox): boolean =>
  a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/**
 * Merges OCR zones that overlap enough that reading them once costs less than twice (the union
 * is no larger than the two together), so neighbouring fields are not OCRed over and over.
 */
export const mergeZones = (regions: readonly FractionBox[]): FractionBox[] => {
  const zones = [...regions];
  let merged = true;
  while (merged) {
    merged = false;
    for (let i = 0; i < zones.length && !merged; i++) {
      for (let j = i + 1; j < zones.length && !merged; j++) {
        const a = zones[i]!;
        const b = zones[j]!;
        const both = union([a, b]);
        if (overlaps(a, b) && area(both) <= area(a) + area(b)) {
          zones.splice(j, 1);
          zones[i] = both;
          merged = true;
        }
      }
    }
  }
  return zones;
};

/** The zone holding the whole region, if one does. */
export const zoneOf = (zones: readonly FractionBox[], region: FractionBox): FractionBox | undefined =>
  zones.find((z) => contains(z, region));
