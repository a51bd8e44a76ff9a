/**
 * Rectangles of the builder (docs/product.md §13): corners x0, y0, x1, y1 in fractions of the page image
 * (top-left origin), shown as x, y, width, height in percent.
 */
export type Corners = { x0: number; y0: number; x1: number; y1: number };
export type Point = { x: number; y: number };
export type Handle = 'nw' | 'ne' | 'sw' | 'se';

/** Smallest rectangle kept (a fraction of the page): a click is not a rectangle. */
export const MIN_SIZE = 0.004;

const clamp = (value: number, min = 0, max = 1) => Math.min(max, Math.max(min, value));
const round = (value: number) => Math.round(value * 1e5) / 1e5;

/** The corners spanned by two points, in order, clamped to the page. */
export function span(a: Point, b: Point): Corners {
  return normalise({ x0: a.x, y0: a.y, x1: b.x, y1: b.y });
}

export function normalise(c: Corners): Corners {
  return {
    x0: round(clamp(Math.min(c.x0, c.x1))),
    y0: round(clamp(Math.min(c.y0, c.y1))),
    x1: round(clamp(Math.max(c.x0, c.x1))),
    y1: round(clamp(Math.max(c.y0, c.y1))),
  };
}

export const isBigEnough = (c: Corners): boolean => c.x1 - c.x0 >= MIN_SIZE && c.y1 - c.y0 >= MIN_SIZE;

/** The rectangle moved by (dx, dy), kept whole inside the page. */
export function move(c: Corners, dx: number, dy: number): Corners {
  const w = c.x1 - c.x0;
  const h = c.y1 - c.y0;
  const x0 = clamp(c.x0 + dx, 0, 1 - w);
  const y0 = clamp(c.y0 + dy, 0, 1 - h);
  return { x0: round(x0), y0: round(y0), x1: round(x0 + w), y1: round(y0 + h) };
}

/** The rectangle with one corner dragged by (dx, dy). */
export function resize(c: Corners, handle: Handle, dx: number, dy: number): Corners {
  const next = { ...c };
  if (handle === 'nw' || handle === 'sw') next.x0 += dx;
  else next.x1 += dx;
  if (handle === 'nw' || handle === 'ne') next.y0 += dy;
  else next.y1 += dy;
  return normalise(next);
}

/** CSS position of the rectangle over the image, in percent. */
export function toPercent(c: Corners) {
  return { x: c.x0 * 100, y: c.y0 * 100, width: (c.x1 - c.x0) * 100, height: (c.y1 - c.y0) * 100 };
}

/** "x 12,3% · y 4,0% · 20,1% × 1,9%", for the rectangle's accessible description. */
export function describe(c: Corners): string {
  const p = toPercent(c);
  const f = (n: number) => n.toLocaleString('id-ID', { maximumFractionDigits: 1 });
  return `x ${f(p.x)}% · y ${f(p.y)}% · ${f(p.width)}% × ${f(p.height)}%`;
}

export const same = (a: Corners, b: Corners): boolean =>
  a.x0 === b.x0 && a.y0 === b.y0 && a.x1 === b.x1 && a.y1 === b.y1;

/** A point of a pointer event as a fraction of the element it happened over. */
export function pointIn(element: HTMLElement, event: { clientX: number; clientY: number }): Point {
  const box = element.getBoundingClientRect();
  return {
    x: clamp((event.clientX - box.left) / box.width),
    y: clamp((event.clientY - box.top) / box.height),
  };
}
