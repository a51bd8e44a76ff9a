/**
 * Where the builder puts each rectangle's tags (its label's name above it, the value read beside
 * it) so that they do not cover other rectangles or each other, as in the dense rows of a table:
 * a name tag sits on its rectangle's top edge, cut short before whatever follows on its line, or,
 * where it would cover another rectangle (stacked rows: it would hide the row above), shows only on
 * hover, focus or selection. Each value takes the first side where it fits whole (right, left,
 * below, above), else the side with the most room, cut short there. Where no side has room even
 * for a short tag (a cell between cells, in rows packed tight), the value shows as a dot in the
 * rectangle's corner, and whole on hover, focus or selection; the full value is always in the
 * rectangle's accessible name. The boxes are those Overlay.module.css draws (the tags are placed
 * from inside the rectangle's border), so what is laid out apart stays apart on screen.
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
  /** The name tag would cover another rectangle: it shows on hover, focus or selection only. */
  nameHidden: boolean;
  side: TagSide;
  /** The value tag's width in pixels, whole or cut to the room on its side. */
  valueWidth: number;
}

type Box = { x0: number; y0: number; x1: number; y1: number };

/**
 * Tag metrics of Overlay.module.css (10 px text): a name tag is its 14 px line, a value its 15 px
 * line and a 1 px border above and below; both are placed from inside the rectangle's 2 px border.
 */
export const NAME_HEIGHT = 14;
export const VALUE_HEIGHT = 17;
export const GAP = 4;
export const BORDER = 2;
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

  // Name tags on each rectangle's top edge (CSS: left -2px, bottom 100%), cut short before what
  // follows on their line; one that would still cover another rectangle or name shows on hover.
  const names = new Map<string, Box>();
  const hiddenNames = new Map<string, number>();
  for (const item of order) {
    if (item.name === null) continue;
    const box = rects.get(item.id)!;
    const y1 = box.y0 + BORDER;
    const y0 = y1 - NAME_HEIGHT;
    const others = [
      ...items.filter((other) => other.id !== item.id).map((other) => rects.get(other.id)!),
      ...names.values(),
    ];
    const room = roomRight(others, box.x0, y0, y1, size.width);
    const want = textWidth(item.name, NAME_PADDING);
    if (room < Math.min(want, NAME_MIN)) {
      hiddenNames.set(item.id, want);
      continue;
    }
    names.set(item.id, { x0: box.x0, y0, x1: box.x0 + Math.min(want, room), y1 });
  }

  const placed: Box[] = [];
  const layout = new Map<string, TagLayout>();
  for (const item of order) {
    const own = rects.get(item.id)!;
    const ownName = names.get(item.id);
    const nameWidth = ownName ? ownName.x1 - ownName.x0 : (hiddenNames.get(item.id) ?? null);
    const nameHidden = hiddenNames.has(item.id);
    const obstacles = [
      ...items.filter((other) => other.id !== item.id).map((other) => rects.get(other.id)!),
      ...[...names.entries()].filter(([id]) => id !== item.id).map(([, box]) => box),
      ...placed,
    ];
    const want = Math.min(VALUE_MAX, textWidth(item.value, VALUE_PADDING));
    // As the CSS places a value: centred on the rectangle beside it, GAP from its inner edge, right
    // below it, or above it after its name.
    const middle = (own.y0 + own.y1) / 2 - VALUE_HEIGHT / 2;
    const rightX = own.x1 - BORDER + GAP;
    const leftX = own.x0 + BORDER - GAP;
    const belowY = own.y1;
    const aboveY = own.y0 + 1 - VALUE_HEIGHT;
    const aboveX = own.x0 + (nameWidth ?? 0) + GAP;
    const candidates: Array<{ side: TagSide; room: number; box: (w: number) => Box }> = [
      {
        side: 'right',
        room: roomRight(obstacles, rightX, middle, middle + VALUE_HEIGHT, size.width),
        box: (w) => ({ x0: rightX, y0: middle, x1: rightX + w, y1: middle + VALUE_HEIGHT }),
      },
      {
        side: 'left',
        room: roomLeft(obstacles, leftX, middle, middle + VALUE_HEIGHT),
        box: (w) => ({ x0: leftX - w, y0: middle, x1: leftX, y1: middle + VALUE_HEIGHT }),
      },
      {
        side: 'below',
        room:
          belowY + VALUE_HEIGHT > size.height
            ? 0
            : roomRight(obstacles, own.x0, belowY, belowY + VALUE_HEIGHT, size.width),
        box: (w) => ({ x0: own.x0, y0: belowY, x1: own.x0 + w, y1: belowY + VALUE_HEIGHT }),
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
    if (chosen.room < VALUE_MIN) {
      layout.set(item.id, { nameWidth, nameHidden, side: 'hover', valueWidth: want });
      continue;
    }
    const valueWidth = Math.min(want, chosen.room);
    placed.push(chosen.box(valueWidth));
    layout.set(item.id, { nameWidth, nameHidden, side: chosen.side, valueWidth });
  }
  return layout;
}
