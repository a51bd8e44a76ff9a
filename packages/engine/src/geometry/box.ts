import { type FractionBox, fraction } from './types.ts';

export const boxWidth = (box: FractionBox): number => box.x1 - box.x0;
export const boxHeight = (box: FractionBox): number => box.y1 - box.y0;
export const centerX = (box: FractionBox): number => (box.x0 + box.x1) / 2;
export const centerY = (box: FractionBox): number => (box.y0 + box.y1) / 2;

export const translate = (box: FractionBox, dx: number, dy: number): FractionBox => ({
  x0: fraction(box.x0 + dx),
  y0: fraction(box.y0 + dy),
  x1: fraction(box.x1 + dx),
  y1: fraction(box.y1 + dy),
});

export const expand = (box: FractionBox, mx: number, my: number = mx): FractionBox => ({
  x0: fraction(Math.max(0, box.x0 - mx)),
  y0: fraction(Math.max(0, box.y0 - my)),
  x1: fraction(Math.min(1, box.x1 + mx)),
  y1: fraction(Math.min(1, box.y1 + my)),
});

export const union = (boxes: readonly FractionBox[]): FractionBox => ({
  x0: fraction(Math.min(...boxes.map((b) => b.x0))),
  y0: fraction(Math.min(...boxes.map((b) => b.y0))),
  x1: fraction(Math.max(...boxes.map((b) => b.x1))),
  y1: fraction(Math.max(...boxes.map((b) => b.y1))),
});

/** True when the centre of `inner` lies inside `outer`. */
export const centerInside = (inner: FractionBox, outer: FractionBox): boolean => {
  const cx = centerX(inner);
  const cy = centerY(inner);
  return cx >= outer.x0 && cx <= outer.x1 && cy >= outer.y0 && cy <= outer.y1;
};

/** Overlap of two intervals divided by the shorter one (0-1). */
export const verticalOverlap = (a: FractionBox, b: FractionBox): number => {
  const overlap = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  const shorter = Math.min(boxHeight(a), boxHeight(b));
  return shorter > 0 ? Math.max(0, overlap) / shorter : 0;
};

export const horizontalOverlap = (a: FractionBox, b: FractionBox): number => {
  const overlap = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const shorter = Math.min(boxWidth(a), boxWidth(b));
  return shorter > 0 ? Math.max(0, overlap) / shorter : 0;
};

/** True when `inner` lies wholly inside `outer` (to rounding). */
export const contains = (outer: FractionBox, inner: FractionBox): boolean =>
  inner.x0 >= outer.x0 - 1e-9 &&
  inner.y0 >= outer.y0 - 1e-9 &&
  inner.x1 <= outer.x1 + 1e-9 &&
  inner.y1 <= outer.y1 + 1e-9;

/** True when two boxes mostly cover each other: two reads of one printed word. */
export const sameSpot = (a: FractionBox, b: FractionBox): boolean =>
  horizontalOverlap(a, b) > 0.5 && verticalOverlap(a, b) > 0.5;
