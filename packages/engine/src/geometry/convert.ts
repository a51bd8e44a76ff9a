import {
  type Fraction,
  type FractionBox,
  fraction,
  type Percent,
  type PercentRect,
  percent,
} from './types.ts';

const round = (value: number, digits: number): number => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

export const percentToFraction = (value: Percent): Fraction => fraction(value / 100);
export const fractionToPercent = (value: Fraction): Percent => percent(value * 100);

/** A box given as page fractions where the numbers come from (a database row), as a FractionBox. */
export const fractionBox = (box: { x0: number; y0: number; x1: number; y1: number }): FractionBox => ({
  x0: fraction(box.x0),
  y0: fraction(box.y0),
  x1: fraction(box.x1),
  y1: fraction(box.y1),
});

/** The page fractions of a percent rectangle, kept on the page (0 to 1). */
export const rectToPageBox = (rect: PercentRect): FractionBox => {
  const onPage = (value: number) => fraction(Math.min(1, Math.max(0, value)));
  const box = rectToBox(rect);
  return { x0: onPage(box.x0), y0: onPage(box.y0), x1: onPage(box.x1), y1: onPage(box.y1) };
};

export const rectToBox = (rect: PercentRect): FractionBox => ({
  x0: percentToFraction(rect.x),
  y0: percentToFraction(rect.y),
  x1: fraction((rect.x + rect.width) / 100),
  y1: fraction((rect.y + rect.height) / 100),
});

/** Percent rectangle of a box, rounded to 0.01 percent for output. */
export const boxToRect = (box: FractionBox): PercentRect => ({
  x: percent(round(box.x0 * 100, 2)),
  y: percent(round(box.y0 * 100, 2)),
  width: percent(round((box.x1 - box.x0) * 100, 2)),
  height: percent(round((box.y1 - box.y0) * 100, 2)),
});

/** A box given in pixels (or points, top-left origin) of a page of the given size, as fractions. */
export const pixelsToBox = (
  left: number,
  top: number,
  right: number,
  bottom: number,
  pageWidth: number,
  pageHeight: number,
): FractionBox => ({
  x0: fraction(left / pageWidth),
  y0: fraction(top / pageHeight),
  x1: fraction(right / pageWidth),
  y1: fraction(bottom / pageHeight),
});

/** Pixel rectangle (integers, clamped to the image) of a box on an image of the given size. */
export const boxToPixels = (
  box: FractionBox,
  width: number,
  height: number,
): { left: number; top: number; width: number; height: number } => {
  const left = Math.max(0, Math.floor(box.x0 * width));
  const top = Math.max(0, Math.floor(box.y0 * height));
  const right = Math.min(width, Math.ceil(box.x1 * width));
  const bottom = Math.min(height, Math.ceil(box.y1 * height));
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
};
