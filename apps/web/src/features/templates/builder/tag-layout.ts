/**
 * Where the builder puts each rectangle's tags (its label's name above it, the value read beside
 * it) so that they do not cover other rectangles or each other, as in the dense rows of a table:
 * each value takes the first side where it fits whole (right, left, below, above), else the side
 * with the most room, cut short there. Where no side has room even for a short tag (a cell between
 * cells, in rows packed tight), the value shows as a dot in the rectangle's corner, and whole on
 * hover, focus or selection; the full value is always in the rectangle's accessible name.
 */
import type { Corners } from './geometry.ts';

export type TagSide = 'right' | 'left' | 'below' | 'above' | 'hover';

export interface TagInput {
  id: string;
  corners: Corners;
  /** The label's name, or null when its tag is not shown (a duplicated table row). */
  name: string | null;
  value: string;
}

export interface TagLayout {
  /** Width of the name tag in pixels, or null when it is not shown. */
  nameWidth: number | null;
  side: TagSide;
  /** The value tag's width in pixels, whole or cut to the room on its side. */
  valueWidth: number;
}

type Box = { x0: number; y0: number; x1: number; y1: number };

/** Tag metrics of Overlay.module.css (10 px text). */
export const NAME_HEIGHT = 14;
export const VALUE_HEIGHT = 15;
export const GAP = 4;
const CHAR_WIDTH = 6.5;
const NAME_PADDING = 10;
const VALUE_PADDING = 14;
const VALUE_MAX = 220;
const VALUE_MIN = 44;
const NAME_MIN = 28;

/** Width in pixels of a text at the tags' size (10 px); the estimate serves where no font is at hand. */
export type Measure = (text: string) => number;
export const estimateWidth: Measure = (text) => text.length * CHAR_WIDTH;

const overlapsRows = (a: Box, y0: number, y1: number) => a.y0 < y1 && a.y1 > y0;

/** Room to the right of x on the band [y0, y1), up to the first obstacle or the page's edge. */
function roomRight(obstacles: Box[], x: number, y0: number, y1: number, width: number): number {
  let room = width - x;
  for (const o of obstacles) {
    if (!overlapsRows(o, y0, y1) || o.x1 <= x) continue;
    room = Math.min(room, o.x0 <= x ? 0 : o.x0 - x - 2);
  }
  return Math.max(0, room);
}

/** Room to the left of x on the band [y0, y1), down to the first obstacle or the page's edge. */
function roomLeft(obstacles: Box[], x: number, y0: number, y1: number): number {
  let room = x;
  for (const o of obstacles) {
    if (!overlapsRows(o, y0, y1) || o.x0 >= x) continue;
    room = Math.min(room, o.x1 >= x ? 0 : x - o.x1 - 2);
  }
  return Math.max(0, room);
}

/** Lays out the tags of the rectangles on one page of `width` x `height` pixels. */
export function layoutTags(
  items: readonly TagInput[],
  size: { width: number; height: number },
  measure: Measure = estimateWidth,
): Map<string, TagLayout> {
  const textWidth = (text: string, padding: number) => Math.ceil(measure(text) + padding);
  const rects = new Map<string, Box>(
    items.map((item) => [
      item.id,
      {
        x0: item.corners.x0 * size.width,
        y0: item.corners.y0 * size.height,
        x1: item.corners.x1 * size.width,
        y1: item.corners.y1 * size.height,
      },
    ]),
  );
  const order = [...items].sort((a, b) => a.corners.y0 - b.corners.y0 || a.corners.x0 - b.corners.x0);

  // Name tags above each rectangle's top-left corner, cut short before the next one on their line.
  const names = new Map<string, Box>();
  for (const item of order) {
    if (item.name === null) continue;
    const box = rects.get(item.id)!;
    const x0 = box.x0 - 2;
    const y0 = box.y0 - NAME_HEIGHT;
    const next = order.filter(
      (other) =>
        other.id !== item.id &&
        other.name !== null &&
        Math.abs(rects.get(other.id)!.y0 - box.y0) < NAME_HEIGHT,
    );
    let width = textWidth(item.name, NAME_PADDING);
    for (const other of next) {
      const otherX = rects.get(other.id)!.x0 - 2;
      if (otherX > x0) width = Math.min(width, Math.max(NAME_MIN, otherX - x0 - 2));
    }
    names.set(item.id, { x0, y0, x1: x0 + width, y1: box.y0 });
  }

  const placed: Box[] = [];
  const layout = new Map<string, TagLayout>();
  for (const item of order) {
    const own = rects.get(item.id)!;
    const ownName = names.get(item.id);
    const obstacles = [
      ...items.filter((other) => other.id !== item.id).map((other) => rects.get(other.id)!),
      ...[...names.entries()].filter(([id]) => id !== item.id).map(([, box]) => box),
      ...placed,
    ];
    const want = Math.min(VALUE_MAX, textWidth(item.value, VALUE_PADDING));
    const middle = (own.y0 + own.y1) / 2 - VALUE_HEIGHT / 2;
    const belowY = own.y1 + 2;
    const aboveY = own.y0 - VALUE_HEIGHT - 1;
    const aboveX = (ownName ? ownName.x1 : own.x0) + GAP;
    const candidates: Array<{ side: TagSide; room: number; box: (w: number) => Box }> = [
      {
        side: 'right',
        room: roomRight(obstacles, own.x1 + GAP, middle, middle + VALUE_HEIGHT, size.width),
        box: (w) => ({ x0: own.x1 + GAP, y0: middle, x1: own.x1 + GAP + w, y1: middle + VALUE_HEIGHT }),
      },
      {
        side: 'left',
        room: roomLeft(obstacles, own.x0 - GAP, middle, middle + VALUE_HEIGHT),
        box: (w) => ({ x0: own.x0 - GAP - w, y0: middle, x1: own.x0 - GAP, y1: middle + VALUE_HEIGHT }),
      },
      {
        side: 'below',
        room:
          belowY + VALUE_HEIGHT > size.height
            ? 0
            : roomRight(obstacles, own.x0 - 2, belowY, belowY + VALUE_HEIGHT, size.width),
        box: (w) => ({ x0: own.x0 - 2, y0: belowY, x1: own.x0 - 2 + w, y1: belowY + VALUE_HEIGHT }),
      },
      {
        side: 'above',
        room: aboveY < 0 ? 0 : roomRight(obstacles, aboveX, aboveY, aboveY + VALUE_HEIGHT, size.width),
        box: (w) => ({ x0: aboveX, y0: aboveY, x1: aboveX + w, y1: aboveY + VALUE_HEIGHT }),
      },
    ];
    const chosen =
      candidates.find((candidate) => candidate.room >= want) ??
      candidates.reduce((best, candidate) => (candidate.room > best.room ? candidate : best));
    const nameWidth = ownName ? ownName.x1 - ownName.x0 : null;
    if (chosen.room < VALUE_MIN) {
      layout.set(item.id, { nameWidth, side: 'hover', valueWidth: want });
      continue;
    }
    const valueWidth = Math.min(want, chosen.room);
    placed.push(chosen.box(valueWidth));
    layout.set(item.id, { nameWidth, side: chosen.side, valueWidth });
  }
  return layout;
}
