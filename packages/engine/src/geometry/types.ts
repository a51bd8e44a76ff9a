/**
 * Three coordinate systems meet in the engine; brands keep them apart.
 * - Percent: 0-100 of the page, top-left origin (what users draw, docs/product.md §13).
 * - Fraction: 0-1 of the page, top-left origin (words, stored corners x0,y0,x1,y1).
 * - PdfPoint: 1/72 inch, bottom-left origin (PDF user space).
 */
declare const brand: unique symbol;
type Brand<T, B extends string> = T & { readonly [brand]: B };

export type Percent = Brand<number, 'Percent'>;
export type Fraction = Brand<number, 'Fraction'>;
export type PdfPoint = Brand<number, 'PdfPoint'>;

/** A rectangle in page percent, as placements are drawn. */
export interface PercentRect {
  x: Percent;
  y: Percent;
  width: Percent;
  height: Percent;
}

/** A rectangle in page fractions, by its corners. */
export interface FractionBox {
  x0: Fraction;
  y0: Fraction;
  x1: Fraction;
  y1: Fraction;
}

export const fraction = (value: number): Fraction => value as Fraction;
export const percent = (value: number): Percent => value as Percent;
export const pdfPoint = (value: number): PdfPoint => value as PdfPoint;
