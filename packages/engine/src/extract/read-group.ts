import {
  boxHeight,
  centerX,
  centerY,
  expand,
  horizontalOverlap,
  translate,
  union,
  verticalOverlap,
} from '../geometry/box.ts';
import { rectToBox } from '../geometry/convert.ts';
import { type FractionBox, fraction } from '../geometry/types.ts';
import { normalize } from '../normalize/index.ts';
import type { Placement, Word } from '../types.ts';
import type { Anchor } from './caption.ts';
import { readingText, toLines, wordsIn } from './lines.ts';
import { locateOptions, type RawRead, TIGHT_MARGIN, ZONE_MARGIN } from './read-single.ts';
import { realign } from './realign.ts';
import type { WordSource } from './word-source.ts';

/** A further row's key cell must still look like its type (a total or a note ends the table). */
const keyStillReads = (key: Placement, text: string): boolean => {
  if (key.type === 'text' || key.type === 'port' || key.type === 'country') return true;
  if (['hs_code', 'npwp', 'container', 'aju', 'date'].includes(key.type))
    return normalize(key.type, text).value !== null;
  return /\d/.test(text);
};

/** How far below its first row a table is looked for. */
const TABLE_DEPTH = 0.25;

/** The region to read for a group: its columns and headers, and the page below them. */
export const groupRegion = (
  placements: readonly Placement[],
  anchors: ReadonlyMap<Placement, readonly Anchor[]>,
): FractionBox => {
  const all = union([
    ...placements.map((p) => rectToBox(p)),
    ...placements.flatMap((p) => (anchors.get(p) ?? []).map((a) => a.box)),
  ]);
  return expand({ ...all, y1: fraction(Math.min(1, all.y1 + TABLE_DEPTH)) }, ZONE_MARGIN.x, ZONE_MARGIN.y);
};

const keyOf = (placements: readonly Placement[]): number =>
  Math.max(
    0,
    placements.findIndex((p) => p.type !== 'text'),
  );

/**
 * The first regions read for a group on a scan, tight: the header line with the first row, and
 * the key column down the page (where the rows are counted).
 */
export const groupFirstRegions = (
  placements: readonly Placement[],
  anchors: ReadonlyMap<Placement, readonly Anchor[]>,
): FractionBox[] => {
  const head = union([
    ...placements.map((p) => rectToBox(p)),
    ...placements.flatMap((p) => (anchors.get(p) ?? []).slice(0, 1).map((a) => a.box)),
  ]);
  const key = rectToBox(placements[keyOf(placements)]!);
  return [
    expand(head, TIGHT_MARGIN.x, TIGHT_MARGIN.y),
    expand({ ...key, y1: fraction(Math.min(1, key.y1 + TABLE_DEPTH)) }, TIGHT_MARGIN.x, TIGHT_MARGIN.y),
  ];
};

/** Words of two overlapping reads, each word once (the second read's copy of a word is dropped). */
const withoutRepeats = (first: readonly Word[], second: readonly Word[]): Word[] => [
  ...first,
  ...second.filter(
    (w) => !first.some((f) => horizontalOverlap(f.box, w.box) > 0.5 && verticalOverlap(f.box, w.box) > 0.5),
  ),
];

const inside = (inner: FractionBox, outer: FractionBox): boolean =>
  inner.x0 >= outer.x0 && inner.x1 <= outer.x1 && inner.y0 >= outer.y0 && inner.y1 <= outer.y1;

/** Each column re-aligned by its header; a column whose header was not found moves like the others. */
const alignColumns = (
  placements: readonly Placement[],
  anchors: ReadonlyMap<Placement, readonly Anchor[]>,
  words: readonly Word[],
  source: WordSource,
): { boxes: FractionBox[]; found: number } => {
  const drawn = placements.map((p) => rectToBox(p));
  const aligned = placements.map((p, i) =>
    realign(drawn[i]!, anchors.get(p) ?? [], words, locateOptions(source)),
  );
  const found = aligned.filter((a) => a.anchor);
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const dx = median(found.map((a) => a.dx));
  const dy = median(found.map((a) => a.dy));
  return {
    boxes: aligned.map((a, i) => (a.anchor ? a.box : translate(drawn[i]!, dx, dy))),
    found: found.length,
  };
};

/**
 * Reads a label group as table rows: each column is re-aligned by its header, the first row is
 * where the placements were drawn, and further rows follow down the key column (the first
 * non-text column) while lines come at a row's pitch and the key still reads as its type.
 * On a scan the header line and the key column are read first (tight), then the rows' band; the
 * whole table region only when the table moved out of those.
 */
export const readGroup = async (
  placements: readonly Placement[],
  anchors: ReadonlyMap<Placement, readonly Anchor[]>,
  source: WordSource,
): Promise<RawRead[]> => {
  const keyIndex = keyOf(placements);
  const [head, keyColumn] = groupFirstRegions(placements, anchors);
  if (source.ocr && head && keyColumn) {
    const words = withoutRepeats(await source.around(head), await source.around(keyColumn));
    const { boxes, found } = alignColumns(placements, anchors, words, source);
    if (found > 0 && inside(boxes[keyIndex]!, keyColumn) && boxes.every((b) => inside(b, head))) {
      const rows = readRows(placements, boxes, words, keyIndex);
      if (rows.length === placements.length) return rows;
      const band = await source.around(expand(union(rows.map((r) => r.box)), TIGHT_MARGIN.x, TIGHT_MARGIN.y));
      return rows.map((r) => ({ ...r, words: wordsIn(band, r.box) }));
    }
  }
  const words = await source.around(groupRegion(placements, anchors));
  return readRows(placements, alignColumns(placements, anchors, words, source).boxes, words, keyIndex);
};

/** Rows of a table whose first-row boxes are known: counted down the key column. */
const readRows = (
  placements: readonly Placement[],
  boxes: readonly FractionBox[],
  words: readonly Word[],
  keyIndex: number,
): RawRead[] => {
  const key = placements[keyIndex]!;
  const keyBox = boxes[keyIndex]!;
  const h = boxHeight(keyBox);
  const column = words.filter(
    (w) => centerX(w.box) >= keyBox.x0 && centerX(w.box) <= keyBox.x1 && w.box.y0 >= keyBox.y0 - h * 0.5,
  );
  const offsets: number[] = [];
  let first: number | undefined;
  let previous = 0;
  for (const line of toLines(column)) {
    const top = line.box.y0;
    if (first === undefined) {
      if (centerY(line.box) > keyBox.y1) break;
      first = top;
      previous = top;
      offsets.push(0);
      continue;
    }
    if (top - previous < h * 0.5) continue;
    if (top - previous > h * 2.2) break;
    if (!keyStillReads(key, readingText(line.words))) break;
    offsets.push(top - first);
    previous = top;
  }
  if (offsets.length === 0) offsets.push(0);
  return offsets.flatMap((offset, row) =>
    placements.map((placement, i) => {
      const box = translate(boxes[i]!, 0, offset);
      return { placement, words: wordsIn(words, box), box, row: row + 1 };
    }),
  );
};
