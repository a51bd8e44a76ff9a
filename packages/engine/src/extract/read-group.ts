import { boxHeight, centerX, centerY, contains, expand, translate, union } from '../geometry/box.ts';
import { rectToBox } from '../geometry/convert.ts';
import { type FractionBox, fraction } from '../geometry/types.ts';
import { normalize } from '../normalize/index.ts';
import type { OcrPool } from '../ocr/pool.ts';
import type { EngineDocument, Placement, Word } from '../types.ts';
import type { Anchor } from './caption.ts';
import { withoutSpecks } from './clean.ts';
import { gapsOf, type Line, median, readingText, toLines, withoutRepeats, wordsIn } from './lines.ts';
import {
  BAND,
  locateOptions,
  type Placing,
  type RawRead,
  runOn,
  TIGHT_MARGIN,
  ZONE_MARGIN,
} from './read-single.ts';
import { readZones } from './read-zones.ts';
import { realign } from './realign.ts';
import { closesTable, subtotalLine, untilTableEnd } from './table-end.ts';
import { tokensOf } from './tokens.ts';
import { isDocumentCaption } from './type-fit.ts';
import { type WordSource, wordsSource } from './word-source.ts';

/** What a text column's rectangle leaves out of the sample's first row. */
export interface LeftOut {
  /** How the lines left out start (a word's letters, or a dash or bullet alone). */
  starts: readonly string[];
  /** How many of them follow the rectangle's last line (the row's last lines: a lot or HS line). */
  below: number;
  /**
   * Where every line left out is printed smaller than every line drawn (a botanical name in italics
   * under each description): the height, as a share of the row's first line, under which a
   * line of a cell is such a line.
   */
  smaller?: number;
  /**
   * On a page whose rows all print lines under their first and none starting as the sample's left
   * out: how many of each cell's last lines are the row's lines left out, when none is told.
   */
  trailing?: number;
}

/** A table's last row's text cell, whose wrapped lines are looked for under it (`wrapsPastLastRow`). */
export interface LastRow {
  /** The table's line height. */
  h: number;
  /** The fewest lines the column's other rows print under their value, down to the next row. */
  under: number;
  /** The row's left and right edges (its cells'). */
  x0: number;
  x1: number;
}

/** Text columns read as drawn, each with the lines its rectangle leaves out. */
export type AsDrawn = ReadonlyMap<Placement, LeftOut>;
const NONE: AsDrawn = new Map();

/**
 * The text columns of a table whose rectangle the user drew over fewer lines than the sample's
 * first row holds in that column (a lot number printed under each description, left out of it):
 * on the documents read with the sample, their rows are read as drawn, not down to the next row,
 * and a row's cell ends before a line that starts as one the sample's row left out ("Merek: -
 * Tipe: -" under a PEB item's description: under a description of one line it lies inside a
 * rectangle drawn around two; "– Grade BB/CC" under an invoice's: a line starting with its dash).
 */
export const leftOutLines = async (
  placements: readonly Placement[],
  anchors: ReadonlyMap<Placement, readonly Anchor[]>,
  sample: readonly Word[],
): Promise<AsDrawn> => {
  const rows = await readGroupRows(placements, anchors, wordsSource(sample));
  const left = new Map<Placement, LeftOut>();
  for (const placement of placements) {
    if (placement.type !== 'text') continue;
    const first = rows.find((r) => r.placement === placement && r.row === 1);
    const rect = rectToBox(placement);
    const drawn = toLines(wordsIn(sample, rect));
    if (!first || drawn.length === 0) continue;
    // A sample's only row has no next row to end it: its lines are those that follow each other
    // under its first, not only those a description wraps onto (a specification wider than it).
    const only = !rows.some((r) => r.placement === placement && r.row === 2);
    const read = toLines(first.words);
    const lineHigh = boxHeight(rect) / drawn.length;
    const under = only ? lastRowLines(sample, rect, drawn[0]!.box.y0 - lineHigh / 2, lineHigh) : [];
    const lines = under.length > read.length ? under : read;
    if (lines.length <= drawn.length) continue;
    const inDrawn = new Set(drawn.flatMap((line) => line.words));
    const drawnLine = (line: Line) => line.words.some((w) => inDrawn.has(w));
    const starts = lines
      .filter((line) => !drawnLine(line))
      .map((line) => lineStart(line, sample))
      .filter(toldStart);
    const last = lines.findLastIndex(drawnLine);
    const leftOutHeights = lines.filter((line) => !drawnLine(line)).map(lineHeight);
    const smaller = Math.max(...leftOutHeights) / Math.min(...drawn.map(lineHeight));
    left.set(placement, {
      starts,
      below: last < 0 ? 0 : lines.length - 1 - last,
      ...(leftOutHeights.length > 0 && smaller <= SMALLER ? { smaller: (1 + smaller) / 2 } : {}),
    });
  }
  return left;
};

/**
 * What the rectangles leave out, as the rows of a page from `source` can tell it: on a scan, an OCR
 * word's box is its glyphs', not its font's (a comma's tail makes a line taller), so print size
 * tells nothing there.
 */
const toldOn = (source: WordSource, asDrawn: AsDrawn): AsDrawn =>
  source.ocr
    ? new Map([...asDrawn].map(([placement, { smaller: _, ...left }]) => [placement, left]))
    : asDrawn;

/** A line's print height: its words' median height (a word's box is its font's on a text layer). */
const lineHeight = (line: Line): number => median(line.words.map((w) => boxHeight(w.box)));

/** Lines left out at most this share of the drawn lines' height are told by their smaller print. */
const SMALLER = 0.92;

/** A line's first word printed as a mark alone: a dash or a bullet before a specification line. */
const BULLET = /^[-–—•*·]$/u;

/** How a line starts: its mark, when its first word is a dash or bullet alone, else its first word's letters. */
const startOf = (line: readonly Word[]): string => {
  const text = readingText(line);
  const first = text.split(/\s+/)[0] ?? '';
  return BULLET.test(first) ? first : (tokensOf(text)[0] ?? '');
};

/**
 * How a cell's line starts where it runs on from the left across the column's edge (read-single.ts
 * `runOn`): a sub-row printed across the table ("Batch / Lot: 2609A114 · Net weight: ..." under an
 * ERP invoice's item, its words crossing the description column) starts with its own first word,
 * left of the column, not with the first word inside it.
 */
const lineStart = (line: Line, page: readonly Word[]): string =>
  startOf([...runOn(page, line, line.words[0]!, 'left'), ...line.words]);

/** A cell's words above its first line (after the first) that `ends` the cell. */
const beforeLine = (words: readonly Word[], ends: (line: Line) => boolean): Word[] => {
  const lines = toLines(words);
  const end = lines.findIndex((line, i) => i > 0 && ends(line));
  return end < 0 ? [...words] : lines.slice(0, end).flatMap((line) => line.words);
};

/**
 * A cell's words above its first line (after the first) that starts as a line the sample's row left
 * out: with the same word ("Merek:"), or the same dash before a line of specification.
 */
const beforeLeftOut = (
  words: readonly Word[],
  leftOut: LeftOut | undefined,
  page: readonly Word[],
): Word[] => {
  if (!leftOut || (leftOut.starts.length === 0 && leftOut.smaller === undefined && !leftOut.trailing))
    return [...words];
  const first = toLines(words)[0];
  const smaller = (line: Line): boolean =>
    leftOut.smaller !== undefined &&
    first !== undefined &&
    lineHeight(line) < lineHeight(first) * leftOut.smaller;
  const told = beforeLine(words, (line) => leftOut.starts.includes(lineStart(line, page)) || smaller(line));
  if (told.length < words.length || !leftOut.trailing) return told;
  const lines = toLines(words);
  return lines.slice(0, Math.max(1, lines.length - leftOut.trailing)).flatMap((line) => line.words);
};

/**
 * A text column is read down to the next row (a description wrapping onto more lines than the
 * sample's keeps them: "... BLOCK 6 X 1.8" over "KG"), unless its rectangle leaves lines of the
 * sample's row out and they cannot be told: then as drawn. Lines left out under the rectangle and
 * told by their start end the cell where they start ("HS 0306.17.10 ..." under each description);
 * told by their smaller print, or as each row's last lines (`trailing`: on a scan, where print size
 * tells nothing, outside-17's packing line under "SUPER FROZEN YELLOWFIN TUNA LOIN" over "(SASHIMI
 * GRADE)"), they are dropped from the cell's lines.
 */
const followsWraps = (leftOut: LeftOut | undefined): boolean =>
  leftOut === undefined ||
  (leftOut.below > 0 &&
    (leftOut.starts.length > 0 || leftOut.smaller !== undefined || (leftOut.trailing ?? 0) > 0));

/** How a line left out may start to be told: a word's letters, or a dash or bullet alone. */
const toldStart = (token: string): boolean => /^\p{L}{2,}$/u.test(token) || BULLET.test(token);

/** A further row's key cell must still look like its type (a total or a note ends the table). */
const keyStillReads = (key: Placement, text: string): boolean => {
  if (key.type === 'text' || key.type === 'port' || key.type === 'country') return true;
  if (CODED.includes(key.type)) return normalize(key.type, text).value !== null;
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

/** The placements of each label group (a table's columns), by group, in the order given. */
export const groupsOf = (placements: readonly Placement[]): Map<string, Placement[]> => {
  const groups = new Map<string, Placement[]>();
  for (const placement of placements)
    if (placement.group !== undefined)
      groups.set(placement.group, [...(groups.get(placement.group) ?? []), placement]);
  return groups;
};

/**
 * The index of a group's key column, the rows are counted down: its first column that is not text,
 * on the row's first line. Where the sample's row prints one under the others (an invoice's HS code
 * on a line of its own under the description, below the quantity and prices), the first of those
 * printed highest: a row of one description line or of three has its numbers on its first line, and
 * a code under a description of varying height does not tell where the row starts.
 */
export const keyOf = (placements: readonly Placement[]): number => {
  const numbers = placements.flatMap((p, i) => (p.type === 'text' ? [] : [{ p, i }]));
  const first = numbers[0];
  if (!first) return 0;
  const highest = numbers.reduce((top, n) => (n.p.y + n.p.height / 2 < top.p.y ? n : top), first);
  return highest.i;
};

/**
 * The first regions read for a group on a scan, tight: the header line with the first row, and
 * the key column down the page (where the rows are counted). `bordered`: the table's cells are
 * bordered between columns, and its first rows are read across the table's width: the key column
 * alone, a narrow crop between two cell borders, came back as "T25SETS", "Tlespcs" or nothing.
 */
export const groupFirstRegions = (
  placements: readonly Placement[],
  anchors: ReadonlyMap<Placement, readonly Anchor[]>,
  bordered: boolean,
): FractionBox[] => {
  const head = union([
    ...placements.map((p) => rectToBox(p)),
    ...placements.flatMap((p) => (anchors.get(p) ?? []).slice(0, 1).map((a) => a.box)),
  ]);
  const key = rectToBox(placements[keyOf(placements)]!);
  const across = bordered ? { x0: head.x0, x1: head.x1 } : {};
  return [
    expand(head, TIGHT_MARGIN.x, TIGHT_MARGIN.y),
    expand(
      { ...key, ...across, y1: fraction(Math.min(1, key.y1 + TABLE_DEPTH)) },
      TIGHT_MARGIN.x,
      TIGHT_MARGIN.y,
    ),
  ];
};

/**
 * Each column re-aligned by its header; a column whose header was not found moves like the others.
 * The headers of a table stand on one line: a column whose caption was found off the line most
 * others were found on (its words inside a totals line, "TOTAL AMOUNT USD" for "Amount (USD)") is
 * looked for again on that line only, and moves like the others when it is not there.
 */
const alignColumns = (
  placements: readonly Placement[],
  anchors: ReadonlyMap<Placement, readonly Anchor[]>,
  words: readonly Word[],
  source: WordSource,
  maxDy?: number,
): { boxes: FractionBox[]; found: number } => {
  const drawn = placements.map((p) => rectToBox(p));
  const options = { ...locateOptions(source), ...(maxDy ? { maxDy } : {}) };
  const first = placements.map((p, i) => realign(drawn[i]!, anchors.get(p) ?? [], words, options));
  const dx = median(first.filter((a) => a.anchor).map((a) => a.dx));
  const dy = median(first.filter((a) => a.anchor).map((a) => a.dy));
  const aligned = first.map((a, i) => {
    const off = Math.abs(a.dy - dy) > boxHeight(drawn[i]!);
    if (!a.anchor || !off) return a;
    const shifted = (anchors.get(placements[i]!) ?? []).map((anchor) => ({
      ...anchor,
      box: translate(anchor.box, 0, dy),
    }));
    const again = realign(translate(drawn[i]!, 0, dy), shifted, words, {
      ...options,
      maxDy: boxHeight(drawn[i]!) / 2,
    });
    return again.anchor ? { ...again, dy: again.dy + dy } : again;
  });
  // Two columns drawn apart placed on one spot (a 1-bit scan's "Berat Bersih (kg)" and "Berat Kotor
  // (kg)" both matched near "Netto per Koli (kg)"): neither header is trusted, both move like the others.
  const clashing = clashes(
    drawn,
    aligned.map((a) => (a.anchor ? a.box : undefined)),
  );
  const kept = aligned.map((a, i) => (clashing.has(i) ? { ...a, anchor: undefined } : a));
  const found = kept.filter((a) => a.anchor);
  const keptDx = clashing.size > 0 ? median(found.map((a) => a.dx)) : dx;
  const keptDy = clashing.size > 0 ? median(found.map((a) => a.dy)) : dy;
  return {
    boxes: kept.map((a, i) => (a.anchor ? a.box : translate(drawn[i]!, keptDx, keptDy))),
    found: found.length,
  };
};

/** The area two boxes share. */
const shared = (a: FractionBox, b: FractionBox): number =>
  Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) *
  Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));

/**
 * The columns whose placed boxes cover more than half of another's (the smaller's) where their
 * drawn boxes share nothing: two headers found on one spot.
 */
export const clashes = (
  drawn: readonly FractionBox[],
  placed: ReadonlyArray<FractionBox | undefined>,
): Set<number> => {
  const area = (b: FractionBox) => (b.x1 - b.x0) * (b.y1 - b.y0);
  const out = new Set<number>();
  for (const [i, a] of placed.entries())
    for (const [j, b] of placed.entries()) {
      if (j <= i || !a || !b || shared(drawn[i]!, drawn[j]!) > 0) continue;
      if (shared(a, b) > 0.5 * Math.min(area(a), area(b))) {
        out.add(i);
        out.add(j);
      }
    }
  return out;
};

/**
 * The columns' boxes checked by the first row's key cell (read-group's rows are counted down it):
 * where the headers put a first row whose key does not read as its type (a header line printed on a
 * shaded fill, garbled by OCR, matched on the totals line under the table instead) and the key read
 * where the sample has it does, the boxes stay where they were drawn, as placed by no header
 * (`found` 0). Where neither reads, a table with no header found (`found` -1) is looked for in its
 * whole region; one with headers found keeps them.
 */
const keyedAlignment = (
  placements: readonly Placement[],
  keyIndex: number,
  aligned: { boxes: FractionBox[]; found: number },
  words: readonly Word[],
): { boxes: FractionBox[]; found: number } => {
  const key = placements[keyIndex]!;
  const reads = (box: FractionBox) => {
    const text = readingText(wordsIn(words, box));
    return text.trim() !== '' && keyStillReads(key, text);
  };
  if (aligned.found > 0 && reads(aligned.boxes[keyIndex]!)) return aligned;
  const drawn = placements.map((p) => rectToBox(p));
  if (reads(drawn[keyIndex]!)) return { boxes: drawn, found: 0 };
  return aligned.found > 0 ? aligned : { ...aligned, found: -1 };
};

/** How far above a table placed by its key the row it may have missed is looked for (row pitches). */
const ABOVE_PITCHES = 3;

/**
 * True when a table placed by its first row's key where drawn (`keyed`: no header found) has, as
 * the nearest line above that row in the key's column (within ABOVE_PITCHES of the rows' pitch), a
 * value of the key's type: the table starts higher on this page (its header garbled or printed
 * otherwise) and the row taken for the first is the second, every row then reading the next one's
 * cells (outside-9-scan's photographed packing list, its table a row of three lines higher than the
 * sample's: 8 confident wrong cells). Its rows are then doubted (`lost`), not read as sure. A header
 * (no value of the type) nearest above the row says the table starts there.
 */
const keyAbove = async (
  key: Placement,
  keyBox: FractionBox,
  rows: readonly RawRead[],
  source: WordSource,
): Promise<boolean> => {
  const h = boxHeight(keyBox);
  const tops = [...new Set(rows.filter((r) => r.placement === key).map((r) => r.box.y0))].sort(
    (a, b) => a - b,
  );
  const pitch = tops.length > 1 ? median(tops.slice(1).map((top, i) => top - tops[i]!)) : 2 * h;
  const strip = {
    x0: keyBox.x0,
    x1: keyBox.x1,
    y0: fraction(Math.max(0, keyBox.y0 - ABOVE_PITCHES * pitch)),
    y1: fraction(keyBox.y0 - 0.3 * h),
  };
  if (strip.y1 <= strip.y0) return false;
  // Read wider than the column: a longer number, aligned right, starts left of it.
  const above = (await source.around(expand(strip, ZONE_MARGIN.x, 0))).filter(
    (w) => over(w, keyBox) && w.box.y0 >= strip.y0 && w.box.y1 <= keyBox.y0 + 0.3 * h,
  );
  const nearest = toLines(above).at(-1);
  if (!nearest) return false;
  const text = readingText(nearest.words).trim();
  return keyStillReads(key, text) && (CODED.includes(key.type) || NUMBER_SHAPE.test(text));
};

/** Key types whose reading is checked by their normaliser (`keyStillReads`). */
const CODED: readonly Placement['type'][] = ['hs_code', 'npwp', 'container', 'aju', 'date'];

/**
 * A number as OCR returns it, with a unit or currency of a few letters around it ("16.800.00",
 * "1,200 KGS", "USD 5,100.00"), and the cell's rule after it read as a closing mark ("10)" on a
 * photographed packing list): not a reference or a date ("ADR-EX-2610/0093", "10/08/2026"), nor a
 * column's number in brackets under its header ("(4)").
 */
const NUMBER_SHAPE = /^[\p{L}$€¥£]{0,3}\s?\d[\d.,\s]*\s?[\p{L}.]{0,5}[)\]|]?$/u;

/**
 * A text cell ends above the line where a cell drawn under it on the sample's row reads a value of
 * its type (a PEB item's quantity, weight and value printed on the line under its description): on
 * a row whose description took that line too, it was read into the description. A cell under it
 * reading no value (an HS cell on a description's wrapped "G X 12") ends nothing. Not on the sample
 * itself: there that line is one the rectangle leaves out (`leftOutLines`).
 */
const endAboveLowerCells = (reads: readonly RawRead[]): RawRead[] => {
  const valued = reads.filter(
    (r) => r.placement.type !== 'text' && normalize(r.placement.type, readingText(r.words)).value !== null,
  );
  return reads.map((read) => {
    if (read.placement.type !== 'text') return read;
    const drawn = rectToBox(read.placement);
    const lower = new Set(
      valued
        .filter(
          (other) =>
            other.row === read.row &&
            other.page === read.page &&
            centerY(rectToBox(other.placement)) > drawn.y1,
        )
        .flatMap((other) => other.words),
    );
    if (lower.size === 0) return read;
    const words = beforeLine(read.words, (line) => line.words.some((w) => lower.has(w)));
    return words.length === read.words.length ? read : { ...read, words };
  });
};

/**
 * Reads a label group as table rows: each column is re-aligned by its header, the first row is
 * where the placements were drawn, and further rows follow down the key column (the first
 * non-text column) while lines come at a row's pitch and the key still reads as its type.
 * On a scan the header line and the key column are read first (tight), the rest of the key column
 * down the page when rows reach its foot, then the rows' band; the whole table region only when
 * the table moved out of those.
 */
const readGroupRows = async (
  placements: readonly Placement[],
  anchors: ReadonlyMap<Placement, readonly Anchor[]>,
  source: WordSource,
  bordered = false,
  drawn: AsDrawn = NONE,
): Promise<RawRead[]> => {
  const asDrawn = toldOn(source, drawn);
  const keyIndex = keyOf(placements);
  const [head, keyColumn] = groupFirstRegions(placements, anchors, bordered);
  if (source.ocr && head && keyColumn) {
    // A bordered table's first rows are read apart, ruled, and come first where the reads overlap.
    let words = bordered
      ? withoutRepeats(await source.around(keyColumn, { ruled: true }), await source.around(head))
      : withoutRepeats(await source.around(head), await source.around(keyColumn));
    const aligned = alignColumns(placements, anchors, words, source);
    // No header in the tight read: the table may have moved past its margin (a document whose
    // addresses print fewer lines than the sample's lifts it by 3-4% of the page). The headers are
    // looked for in a band around it before the key where drawn decides (`keyedAlignment` would
    // take a later row's key there for the first row's).
    const headed = placements.filter((p) => (anchors.get(p) ?? []).length > 0).length;
    if (aligned.found === 0 && headed > 0) {
      const band = await source.around(expand(head, 0, BAND));
      const moved = alignColumns(placements, anchors, band, source);
      if (moved.found >= Math.ceil(headed / 2)) {
        const dy = moved.boxes[keyIndex]!.y0 - rectToBox(placements[keyIndex]!).y0;
        return readTable(placements, anchors, source, keyIndex, asDrawn, dy);
      }
    }
    const { boxes, found } = keyedAlignment(placements, keyIndex, aligned, words);
    if (found >= 0 && contains(keyColumn, boxes[keyIndex]!) && boxes.every((b) => contains(head, b))) {
      // `found` 0 here: no header placed the columns, the first row's key read where drawn.
      let placing = placingOf(placements, anchors, found, found === 0);
      let rows = readRows(placements, boxes, words, keyIndex, placing, asDrawn);
      if (placing.by === 'keyed' && (await keyAbove(placements[keyIndex]!, boxes[keyIndex]!, rows, source))) {
        placing = { ...placing, by: 'lost' };
        rows = rows.map((row) => ({ ...row, placing }));
      }
      // Rows down to the foot of the key column read: the table goes on below it; read the rest of the column.
      const h = boxHeight(boxes[keyIndex]!);
      const reach = Math.max(...rows.map((r) => r.box.y1));
      if (rows.length > placements.length && reach > keyColumn.y1 - 3 * h && keyColumn.y1 < 1) {
        const below = { ...keyColumn, y0: fraction(Math.max(keyColumn.y0, reach - 2 * h)), y1: fraction(1) };
        words = withoutRepeats(words, await source.around(below, { ruled: bordered }));
        rows = readRows(placements, boxes, words, keyIndex, placing, asDrawn);
      }
      // One row only: the key column may have been read merged with its neighbours (a zone shared
      // with other fields); the table's own region below decides.
      if (rows.length > placements.length)
        return endOfTable(
          await rowsBandAgain(rows, words, source, (band) =>
            readRows(placements, boxes, band, keyIndex, placing, asDrawn),
          ),
          source,
        );
      const table = await readTable(placements, anchors, source, keyIndex, asDrawn);
      return table.length > rows.length ? table : rows;
    }
  }
  return readTable(placements, anchors, source, keyIndex, asDrawn);
};

/** A label group's rows (`readGroupRows`), each text cell ending above the cells drawn under it. */
export const readGroup = async (
  placements: readonly Placement[],
  anchors: ReadonlyMap<Placement, readonly Anchor[]>,
  source: WordSource,
  bordered = false,
  drawn: AsDrawn = NONE,
): Promise<RawRead[]> =>
  endAboveLowerCells(await readGroupRows(placements, anchors, source, bordered, drawn));

/** A group read from its whole region (moved by `dy` where its headers were found there): headers, first row and the page below. */
const readTable = async (
  placements: readonly Placement[],
  anchors: ReadonlyMap<Placement, readonly Anchor[]>,
  source: WordSource,
  keyIndex: number,
  asDrawn: AsDrawn,
  dy = 0,
): Promise<RawRead[]> => {
  const words = await source.around(expand(translate(groupRegion(placements, anchors), 0, dy), 0, 0));
  const { boxes, found } = alignColumns(placements, anchors, words, source);
  const placing = placingOf(placements, anchors, found);
  const rows = readRows(placements, boxes, words, keyIndex, placing, asDrawn);
  if (!source.readWhole?.() || rows.length === 0) return endOfTable(rows, source);
  // A page read whole (its print moved) ran a row's words together ("TUNACHUNKS", outside-3-scan):
  // the rows found on it are cut from the page and read again, as a table in place is. Neither
  // read is the better everywhere (the cut read "1.800" and "540" for 1,800 and 5.40 on
  // outside-5-scan): a cell the two read otherwise is doubted, and so is one the two reads put in
  // other rows (outside-7-scan's packing list: one row on the page read, the cut read's first
  // description taking the second's line).
  const again = await rowsBandAgain(rows, words, source, (band) =>
    readRows(placements, boxes, band, keyIndex, placing, asDrawn),
  );
  const line = Math.min(...placements.map((p) => boxHeight(rectToBox(p))));
  return endOfTable(
    again.map((read) => rowsDisputedBy(read, rows, line) ?? disputedBy(read, words)),
    source,
  );
};

/**
 * A cut read's cell marked `disputed` as `rows` where the page read found no such row of its
 * column, or found it over other lines (an edge more than half a `line` away): the two reads split
 * the table's rows otherwise, and which split is right no character comparison tells.
 */
const rowsDisputedBy = (read: RawRead, page: readonly RawRead[], line: number): RawRead | undefined => {
  const same = page.find((r) => r.placement === read.placement && r.row === read.row);
  const apart = (a: number, b: number) => Math.abs(a - b) > line / 2;
  return !same || apart(same.box.y0, read.box.y0) || apart(same.box.y1, read.box.y1)
    ? { ...read, disputed: 'rows' }
    : undefined;
};

/** A text's characters, its spaces left out: two reads of one print agree though OCR spaced them otherwise. */
const unspaced = (words: readonly Word[]): string => readingText(words).replace(/\s+/g, '');

/**
 * A cell read from a cut, marked `disputed` when the page's whole read holds other characters at
 * its words' spot (spaces aside: the page read runs words together).
 */
const disputedBy = (read: RawRead, page: readonly Word[]): RawRead => {
  if (read.words.length === 0) return read;
  const witness = wordsIn(page, union(read.words.map((w) => w.box)));
  return witness.length > 0 && unspaced(witness) !== unspaced(read.words)
    ? { ...read, disputed: 'text' }
    : read;
};

/**
 * A table's rows read again from their band, cut from the page with its ruling taken out
 * (bordered cells read as one block garble their lines; a page read whole runs a row's words
 * together). Rows are counted again on the band's own lines (a first read across a bordered
 * table gave boxes reaching higher the further down), the first read's words kept where the band
 * has none (a stamp made part of the band a picture to tesseract). A band whose key column read
 * worse, and counts fewer rows, keeps the first count.
 */
const rowsBandAgain = async (
  rows: readonly RawRead[],
  words: readonly Word[],
  source: WordSource,
  readOn: (words: readonly Word[]) => RawRead[],
): Promise<RawRead[]> => {
  const options = { ruled: true, crop: source.readWhole?.() === true };
  const region = expand(union(rows.map((r) => r.box)), TIGHT_MARGIN.x, TIGHT_MARGIN.y);
  let band = await source.around(region, options);
  let again = readOn(withoutRepeats(band, words));
  // Rows counted below the band (a note under a description, read across the band, bridges the gap
  // to the next key line that ended the first count): read there too, once.
  const below = again.filter((r) => r.box.y1 > region.y1);
  if (again.length > rows.length && below.length > 0) {
    const under = expand(union(below.map((r) => r.box)), TIGHT_MARGIN.x, TIGHT_MARGIN.y);
    band = withoutRepeats(
      band,
      await source.around({ ...under, y0: fraction(Math.max(under.y0, region.y1)) }, options),
    );
    again = readOn(withoutRepeats(band, words));
  }
  return again.length >= rows.length ? again : rows.map((r) => ({ ...r, words: wordsIn(band, r.box) }));
};

/**
 * A table's rows up to its end (`untilTableEnd`), then once more with the words printed left of
 * its labelled columns on the rows kept (`leftOfColumns`): a strip read once per table, only as
 * deep as its items.
 */
const endOfTable = async (rows: readonly RawRead[], source: WordSource): Promise<RawRead[]> => {
  const kept = untilTableEnd(rows, source.ocr);
  const aside = await leftOfColumns(kept, source);
  return aside.length > 0 ? untilTableEnd(kept, source.ocr, aside) : kept;
};

/** Labelled columns starting nearer the page's left edge than this leave no room for a word. */
const ASIDE_WIDTH = 0.05;

/**
 * The words printed left of a table's labelled columns on the lines of its rows after the first:
 * where a totals line prints "TOTAL" under columns no label reads (containers, marks, packages:
 * outside-18-scan's packing list, whose amounts were read as a third item), `untilTableEnd` sees it.
 * On a scan, one read of the strip between the page's edge and the columns.
 */
const leftOfColumns = async (rows: readonly RawRead[], source: WordSource): Promise<Word[]> => {
  const first = Math.min(...rows.map((r) => r.row ?? 1));
  const below = rows.filter((r) => (r.row ?? 1) > first && r.words.length > 0);
  const left = Math.min(...rows.map((r) => r.box.x0));
  if (below.length === 0 || left < ASIDE_WIDTH) return [];
  const strip = {
    x0: fraction(0),
    y0: fraction(Math.min(...below.map((r) => r.box.y0))),
    x1: fraction(left),
    y1: fraction(Math.max(...below.map((r) => r.box.y1))),
  };
  return wordsIn(await source.around(strip), strip);
};

/**
 * How a table's boxes were placed: by the headers found, or where drawn. `keyed`: no header was
 * found, but the first row's key cell reads as its type where the sample has it (`keyedAlignment`).
 */
const placingOf = (
  placements: readonly Placement[],
  anchors: ReadonlyMap<Placement, readonly Anchor[]>,
  found: number,
  keyed = false,
): Placing => {
  if (found > 0) return { by: 'caption', similarity: 1, move: 0 };
  const headed = placements.some((p) => (anchors.get(p) ?? []).length > 0);
  return { by: !headed ? 'drawn' : keyed ? 'keyed' : 'lost', similarity: 0, move: 0 };
};

/**
 * True when a row whose line starts at `top` has a number in a column other than the key and the
 * descriptions (quantity, price, amount): a line of a row, not a description's second line.
 */
const numbersAt = (
  placements: readonly Placement[],
  boxes: readonly FractionBox[],
  keyIndex: number,
  words: readonly Word[],
  top: number,
  pitch: number,
): boolean => {
  // A totals line there (a sub-total under a run of cartons) prints numbers, but is no row.
  const there = words.filter((w) => Math.abs(w.box.y0 - top) < pitch * 0.4);
  if (closesTable(there)) return false;
  return placements.some((placement, i) => {
    const cell = boxes[i]!;
    if (i === keyIndex || placement.type === 'text') return false;
    return words.some(
      (w) =>
        /\d/.test(w.text) &&
        centerX(w.box) >= cell.x0 &&
        centerX(w.box) <= cell.x1 &&
        Math.abs(w.box.y0 - top) < pitch * 0.4,
    );
  });
};

/**
 * The cells the sample's row prints under its key cell, across its column (a PEB item: "Pos
 * Tarif/HS : 09011190" over the goods' description): the key column then holds lines that are not
 * keys between one row's key and the next.
 */
const stackedUnderKey = (boxes: readonly FractionBox[], keyIndex: number): FractionBox[] => {
  const key = boxes[keyIndex]!;
  return boxes.filter((b, i) => i !== keyIndex && b.y0 >= centerY(key) && b.x0 < key.x1 && b.x1 > key.x0);
};

/**
 * True when a word lies in a column's box across: its middle inside, or its right end at the box's
 * (within half its height) and no wider than a few boxes: a number aligned right and wider than
 * the sample's ("3.000,00" under "600") has its middle left of the box drawn around the sample's.
 */
const over = (w: Word, box: FractionBox): boolean =>
  (centerX(w.box) >= box.x0 && centerX(w.box) <= box.x1) ||
  (Math.abs(w.box.x1 - box.x1) <= boxHeight(w.box) / 2 && w.box.x1 - w.box.x0 <= 4 * (box.x1 - box.x0));

/** A number's leading group as OCR may split it off: one to three digits and their separator, or the separator left of digits lost. */
const LEADING_GROUP = /^(?:\d{1,3}[.,]|[.,])$/;
/** What follows a leading group in the same number: a group of three digits. */
const NEXT_GROUP = /^\d{3}(?!\d)/;

/**
 * The words of a number cell with the leading group OCR split off its first word joined to it
 * again ("12." and "000,00" read as one word "12.000,00"; a lone "." before "200,00" as ".200,00",
 * whose lost digit the amount's check then doubts): a number wider than the sample's, aligned
 * right, has its first group's middle left of the column's box and out of `over`, and a separator
 * alone is boxed a line of its own (its height a dot's). A word counts where it stands right
 * before the cell's first word (a space at most: half the line's height, its bottom on that word's
 * line), reads as a group of one to three digits closed by a separator or as a separator alone,
 * three digits follow it, and it lies in no other cell. OCR's words only: a text layer's are as printed.
 */
const withLeadingGroup = (
  words: readonly Word[],
  taken: readonly Word[],
  others: readonly FractionBox[],
): Word[] => {
  const first = toLines(taken)[0]?.words[0];
  if (!first?.ocr || !NEXT_GROUP.test(first.text)) return [...taken];
  const h = boxHeight(first.box);
  const inside = (cell: FractionBox, w: Word) =>
    centerX(w.box) >= cell.x0 &&
    centerX(w.box) <= cell.x1 &&
    centerY(w.box) >= cell.y0 &&
    centerY(w.box) <= cell.y1;
  const group = words.find(
    (w) =>
      w !== first &&
      w.ocr &&
      LEADING_GROUP.test(w.text) &&
      w.box.y1 >= first.box.y0 + h / 2 &&
      w.box.y1 <= first.box.y1 + h / 4 &&
      w.box.x1 <= first.box.x0 + h * 0.1 &&
      first.box.x0 - w.box.x1 <= h / 2 &&
      !others.some((cell) => inside(cell, w)),
  );
  if (!group) return [...taken];
  const joined: Word = {
    ...first,
    text: group.text + first.text,
    box: union([group.box, first.box]),
    confidence: Math.min(group.confidence, first.confidence),
    ...((group.ink ?? first.ink) ? { ink: true as const } : {}),
  };
  return taken.filter((w) => w !== group).map((w) => (w === first ? joined : w));
};

/**
 * A cell the sample's row prints on a line under its key's (an invoice's "HS 0906.11.00" under the
 * description, the quantity and prices on the row's first line): its line in the row, the first
 * under the key's line, down to the next row's, whose words across the cell read as its type. A row
 * of one description line has it a line higher than the sample's row of two, where its box moved
 * with the row finds the next row's words or none.
 */
const underKeyLine = (
  placement: Placement,
  words: readonly Word[],
  cell: FractionBox,
  from: number,
  to: number,
): FractionBox | undefined => {
  if (placement.type === 'text') return undefined;
  const band = words.filter((w) => over(w, cell) && w.box.y0 >= from && centerY(w.box) <= to);
  const line = toLines(band).find((l) => keyStillReads(placement, readingText(l.words)));
  return line ? { ...cell, y0: line.box.y0, y1: fraction(Math.min(1, line.box.y1 + 0.001)) } : undefined;
};

/**
 * How far under its key line's top the sample's row prints a number cell on a line of its own (an
 * ERP invoice's "Batch / Lot: ... Net weight: 6,120.000 KG" under each item), 0 where it prints none:
 * such a line's words may cross the key column without ending the table.
 */
const rowDepth = (
  placements: readonly Placement[],
  boxes: readonly FractionBox[],
  keyIndex: number,
): number => {
  const key = boxes[keyIndex]!;
  const under = boxes.filter((b, i) => i !== keyIndex && placements[i]!.type !== 'text' && b.y0 >= key.y1);
  return under.length === 0 ? 0 : Math.max(...under.map((b) => b.y1)) - key.y0;
};

/**
 * True when a line crossing the key column runs on from the left across its edge in one run of
 * words (read-single.ts `runOn`): a heading printed across the table between its rows ("CONTAINER 2
 * OF 2 : DFSU 281163-3 · SEAL NO. PML4471915" opening a packing list's second container), not a
 * row, whose cells stand apart by the gaps between the columns.
 */
const sectionLine = (words: readonly Word[], line: Line, keyWords: readonly Word[]): boolean => {
  const first = [...keyWords].sort((a, b) => a.box.x0 - b.box.x0)[0];
  return first !== undefined && runOn(words, line, first, 'left').length > 0;
};

/** Rows of a table whose first-row boxes are known: counted down the key column. */
const readRows = (
  placements: readonly Placement[],
  boxes: readonly FractionBox[],
  words: readonly Word[],
  keyIndex: number,
  placing: Placing,
  asDrawn: AsDrawn = NONE,
): RawRead[] => {
  const key = placements[keyIndex]!;
  const keyBox = boxes[keyIndex]!;
  const h = boxHeight(keyBox);
  const stacked = stackedUnderKey(boxes, keyIndex);
  // How deep the sample's row reaches under its key line, where it prints a cell on a line of its own
  // there (a batch line under each item holding its net weight): lines of that depth are the row's.
  const depth = rowDepth(placements, boxes, keyIndex);
  // The lines counted: the key column's, and those of the cells under the key where the sample has them.
  const across = union([keyBox, ...stacked]);
  const inKey = (w: Word): boolean => over(w, keyBox);
  const column = words.filter((w) => over(w, across) && w.box.y0 >= keyBox.y0 - h * 0.5);
  // Every line across the table's columns: a row taller than the key's line (a description
  // wrapping under it, padding between ruled rows) fills the space down to the next key.
  // Whole lines, as they start left of the columns: a totals line opens with "JUMLAH" in an
  // unlabelled first column.
  const table = union(boxes);
  const tableLines = toLines(words.filter((w) => w.box.y0 >= keyBox.y0 - h * 0.5)).filter((line) =>
    line.words.some((w) => w.box.x1 > table.x0 && w.box.x0 < table.x1),
  );
  /**
   * True when lines of the table stand between two key lines far apart, none further than a row's
   * usual gap from the one before it and none closing the table: the rows are tall, or a sub-total
   * stands between them, not ended.
   */
  const bridged = (from: number, to: number): boolean => {
    let at = from;
    for (const line of tableLines) {
      if (line.box.y0 <= from + h * 0.5) continue;
      if (line.box.y0 >= to - h * 0.5) break;
      if (line.box.y0 - at > h * 2.2 || (closesTable(line.words) && !subtotalLine(line.words))) return false;
      at = line.box.y0;
    }
    return to - at <= h * 2.2;
  };
  /** True when a whole line from below `from` down to the line at `to` closes the table (not a sub-total). */
  const closedBetween = (from: number, to: number): boolean =>
    tableLines.some(
      (line) =>
        line.box.y0 > from + h * 0.5 &&
        line.box.y0 < to + h * 0.5 &&
        closesTable(line.words) &&
        !subtotalLine(line.words),
    );
  const offsets: number[] = [];
  const pitches: number[] = [];
  // The tops of the headings printed across the table between rows (`sectionLine`): no row's cell.
  const sections: number[] = [];
  let first: number | undefined;
  let firstLine: FractionBox | undefined;
  // The top of the column's last line read, and of the last row's key line.
  let previous = 0;
  let lastKey = 0;
  let between = false;
  // How the lines the sample's rows print under their cells start ("Batch / Lot: ..."): such a line
  // is one of the row's, though a number of it crosses the key column ("19,456.000 KG" under an HS
  // code column reads as an HS code).
  const subRowStarts = new Set([...asDrawn.values()].flatMap((left) => left.starts));
  const subRow = (line: Line): boolean => subRowStarts.size > 0 && subRowStarts.has(lineStart(line, words));
  const isKey = (line: Line): boolean => {
    const keyWords = line.words.filter(inKey);
    return keyWords.length > 0 && keyStillReads(key, readingText(keyWords)) && !subRow(line);
  };
  const lines = toLines(column);
  const keyLines = new Set(lines.filter(isKey));
  // A fragment split off a key's line (a row number's speck read as "Tw" beside "3823.19.90") is
  // no line of its own: counted first, it stood where the key's line is and the row was lost.
  const beside = (line: Line) =>
    !keyLines.has(line) && [...keyLines].some((key) => Math.abs(key.box.y0 - line.box.y0) < h * 0.5);
  for (const line of lines.filter((l) => !beside(l))) {
    const top = line.box.y0;
    const keyWords = line.words.filter(inKey);
    if (first === undefined) {
      if (keyWords.length === 0) continue;
      if (centerY(line.box) > keyBox.y1) break;
      first = top;
      firstLine = line.box;
      previous = top;
      lastKey = top;
      offsets.push(0);
      continue;
    }
    if (top - previous < h * 0.5) continue;
    if ((top - previous > h * 2.2 && !bridged(previous, top)) || closedBetween(previous, top)) break;
    if (!keyLines.has(line)) {
      // A line of the row itself where the sample's row has a cell under its key (a description
      // under the tariff code) or a line under the key's within the row's depth (a batch line
      // whose words cross the key column); anything else ends the table.
      const section = stacked.length === 0 && top - lastKey >= depth && sectionLine(words, line, keyWords);
      const inRow = stacked.length > 0 || top - lastKey < depth || section || subRow(line);
      if (!inRow || closesTable(line.words)) break;
      if (section) sections.push(top);
      previous = top;
      between = true;
      continue;
    }
    // A row whose key cell was not read at all: skipping it would give every later row the cells
    // of the row below. Its numbers in the other columns, one pitch down, keep the count. Not
    // between rows of several lines: their pitch varies with their descriptions.
    const pitch = median(pitches);
    for (let at = lastKey + pitch; !between && pitch > 0 && top - at > pitch * 0.6; at += pitch) {
      if (!numbersAt(placements, boxes, keyIndex, words, at, pitch)) break;
      offsets.push(at - first);
      pitches.push(pitch);
      lastKey = at;
    }
    pitches.push(top - lastKey);
    offsets.push(top - first);
    previous = top;
    lastKey = top;
    between = false;
  }
  if (offsets.length === 0) offsets.push(0);
  // The rows stand where their first key line was found: a header taller or shorter than the
  // sample's (a caption on three lines there, two here) moves the headers and the rows apart,
  // and the cells placed by the headers alone took each row's second line.
  const shift = firstLine ? Math.min(0, firstLine.y0 - keyBox.y0) + Math.max(0, firstLine.y1 - keyBox.y1) : 0;
  // A cell that starts lines above its row's key (a description over the quantities of several
  // cartons, the item's numbers on its subtotal line under them) lies that far above each key.
  const leadOf = (cell: FractionBox): number => (keyBox.y0 - cell.y0 > h * 0.5 ? keyBox.y0 - cell.y0 : 0);
  /**
   * What each text column's rectangle leaves out, with the starts this page's own rows repeat: the
   * last line of two or more rows starting alike ("ART. RC-101 - 60 CARTONS" under each description
   * where the sample's rows had "LOT NO. ...") is such a line, not a wrapped description.
   */
  const leftOut = new Map<Placement, LeftOut>();
  for (const [i, placement] of placements.entries()) {
    const given = asDrawn.get(placement);
    if (!given) continue;
    const seen = new Map<string, number>();
    const column = boxes[i]!;
    let rows = 0;
    let under = 0;
    let startSeen = false;
    for (let row = 0; given.below > 0 && first !== undefined && row < offsets.length; row++) {
      const top = first + offsets[row]! + shift - h * 0.5;
      const next = offsets[row + 1];
      const lines =
        next === undefined
          ? lastRowLines(words, column, top, h)
          : columnLines(words, column, top, first + next + shift - h * 0.5);
      const start = lines.length > 1 && next !== undefined ? lineStart(lines.at(-1)!, words) : '';
      if (toldStart(start)) seen.set(start, (seen.get(start) ?? 0) + 1);
      rows += 1;
      if (lines.length > given.below) under += 1;
      if (lines.slice(1).some((line) => given.starts.includes(lineStart(line, words)))) startSeen = true;
    }
    const repeated = [...seen].filter(([, rows]) => rows >= 2).map(([start]) => start);
    // Every row prints lines under its first, as every row of the sample does, and none starts as
    // the sample's: this writer's lines under each row are other words ("MOKARA HYBRID" under one
    // description, "ARANTHERA HYBRID" under the next, where the sample printed a species).
    const trailing = rows >= 2 && under === rows && !startSeen && given.smaller === undefined;
    leftOut.set(placement, {
      ...given,
      starts: [...new Set([...given.starts, ...repeated])],
      ...(trailing ? { trailing: given.below } : {}),
    });
  }
  // How many lines each text column's rows print under their value before the next row: the lines
  // their rectangles leave out (a packing line under each description).
  const linesUnder = new Map<Placement, number>();
  return offsets.flatMap((offset, row) => {
    const cells = placements.map((placement, i) => {
      const moved = translate(boxes[i]!, 0, offset + shift);
      // A row's cells lie between its key line and the next row's: a box drawn over a sample row of
      // two lines takes neither the line of the row above nor the first line of the next.
      const lead = leadOf(boxes[i]!);
      const previous = offsets[row - 1];
      const next = offsets[row + 1];
      // A cell above its key never reaches the row above's key line (that row's last line), nor
      // stops above its own: a row of one line after one of two is less than a lead below it.
      const top =
        row > 0 && first !== undefined
          ? Math.max(
              first + offset - lead - h * 0.1,
              lead > 0 && previous !== undefined ? first + previous + h * 0.7 : 0,
            )
          : 0;
      const bottom =
        next !== undefined && first !== undefined
          ? Math.max(first + next - lead - h * 0.1, lead > 0 ? first + offset + h * 0.9 : 0)
          : 1;
      const y0 = Math.max(moved.y0, Math.min(top, moved.y1));
      // A description wrapping over more lines than the sample's takes them all, down to the next
      // row; unless the user left lines of the sample's row out of the rectangle that cannot be
      // told by how they start (`followsWraps`): those that can end the cell (`beforeLeftOut`).
      const y1 =
        placement.type === 'text' && next !== undefined && followsWraps(leftOut.get(placement))
          ? bottom
          : Math.min(moved.y1, bottom);
      return { ...moved, y0: fraction(y0), y1: fraction(Math.max(y0, y1)) };
    });
    const rowTop = first === undefined ? undefined : first + offset;
    const nextTop =
      first === undefined || offsets[row + 1] === undefined ? undefined : first + offsets[row + 1]!;
    // A row before the last counts its column's lines under its value; the last row's cell is
    // marked with the fewest, its wrapped lines to be looked for under it (`wrapsPastLastRow`).
    const lastRowOf = (placement: Placement, i: number, read: readonly Word[]): { lastRow?: LastRow } => {
      if (read.length === 0) return {};
      const end = Math.max(...read.map((w) => w.box.y0));
      if (nextTop !== undefined) {
        const under = columnLines(
          words,
          cells[i]!,
          end + h * 0.5,
          nextTop - leadOf(boxes[i]!) - h * 0.5,
        ).length;
        linesUnder.set(placement, Math.min(linesUnder.get(placement) ?? under, under));
        return {};
      }
      const under = linesUnder.get(placement);
      if (under === undefined) return {};
      const [x0, x1] = [Math.min(...cells.map((c) => c.x0)), Math.max(...cells.map((c) => c.x1))];
      return { lastRow: { h, under, x0, x1 } };
    };
    return placements.map((placement, i) => {
      const box =
        rowTop !== undefined && boxes[i]!.y0 >= keyBox.y1
          ? (underKeyLine(placement, words, cells[i]!, rowTop + h * 0.5, nextTop ?? cells[i]!.y1 + h) ??
            cells[i]!)
          : cells[i]!;
      // A number wider than the sample's, aligned right, is its cell's though its middle is not.
      const inCell = beforeLine(
        beforeClosing(
          placement.type === 'text'
            ? beforeLeftOut(wordsIn(words, box), leftOut.get(placement), words)
            : withLeadingGroup(
                words,
                words.filter((w) => centerY(w.box) >= box.y0 && centerY(w.box) <= box.y1 && over(w, box)),
                cells.filter((_, j) => j !== i),
              ),
        ),
        (line) => sections.some((top) => Math.abs(line.box.y0 - top) < h * 0.5),
      );
      const run = placement.type === 'text' ? runOnInRow(words, inCell, box, cells) : [];
      // The last row's description has no next row to end it: its wrapped lines are found below.
      // Under a rectangle that leaves lines out, as far as a line left out, told by its start or
      // its smaller print.
      const wrapped =
        placement.type === 'text' &&
        offsets[row + 1] === undefined &&
        (!asDrawn.has(placement) || followsWraps(leftOut.get(placement)))
          ? wrappedBelow(words, inCell, h)
          : [];
      const read =
        wrapped.length > 0 ? beforeLeftOut([...inCell, ...wrapped], leftOut.get(placement), words) : inCell;
      const grown = read.length > inCell.length ? union([box, ...read.map((w) => w.box)]) : box;
      return {
        placement,
        words: [...read, ...run],
        box:
          run.length > 0
            ? { ...grown, x1: fraction(Math.max(grown.x1, ...run.map((w) => w.box.x1))) }
            : grown,
        row: row + 1,
        placing,
        ...(placement.type === 'text' ? lastRowOf(placement, i, read) : {}),
      };
    });
  });
};

/**
 * A cell's words above a line that closes the table ("JUMLAH / TOTAL" under the last row, whose
 * cell reaches as low as the sample's row of two lines) or is, whole, a caption of the document
 * ("Keterangan" over the notes under a packing list's last row).
 */
const beforeClosing = (words: readonly Word[]): Word[] =>
  beforeLine(words, (line) => closesTable(line.words) || isDocumentCaption(readingText(line.words)));

/** How far below a description's line (line heights, top to top) its wrapped next line may start. */
const WRAP_PITCH = 1.6;

/** The lines of the words whose middle lies in `column` and whose top lies from `top` to above `bottom`. */
const columnLines = (words: readonly Word[], column: FractionBox, top: number, bottom: number): Line[] =>
  toLines(
    words.filter(
      (w) => centerX(w.box) > column.x0 && centerX(w.box) < column.x1 && w.box.y0 >= top && w.box.y0 < bottom,
    ),
  );

/** How many lines a table's last row is looked for in, under its first. */
const LAST_ROW_LINES = 8;

/**
 * The lines of a table's last row in a column, which no next row ends: from `top` down, each
 * starting within WRAP_PITCH lines of the one above, as long as none closes the table or is a
 * caption of the document (the specification lines under an ERP invoice's only item, down to the
 * blank line over its closing rule).
 */
const lastRowLines = (words: readonly Word[], column: FractionBox, top: number, h: number): Line[] => {
  const taken: Line[] = [];
  for (const line of columnLines(words, column, top, top + h * WRAP_PITCH * LAST_ROW_LINES)) {
    const above = taken.at(-1)?.box.y0 ?? top;
    if (line.box.y0 - above > h * WRAP_PITCH) break;
    if (closesTable(line.words) || isDocumentCaption(readingText(line.words))) break;
    taken.push(line);
  }
  return taken;
};

/**
 * The lines a table's last description wraps onto under the sample's row ("POLE" under "TERMINAL
 * CONNECTOR HOUSING 090 SERIES, 12"): each starts within WRAP_PITCH lines of the one above, at the
 * description's left edge and no wider than its lines, with nothing else printed on its line across
 * the page (the other columns of a row, a sentence under the table) and nothing closing the table.
 */
const wrappedBelow = (words: readonly Word[], inCell: readonly Word[], h: number): Word[] => {
  if (inCell.length === 0) return [];
  const left = Math.min(...inCell.map((w) => w.box.x0));
  const right = Math.max(...inCell.map((w) => w.box.x1));
  let top = Math.max(...inCell.map((w) => w.box.y0));
  const below = toLines(words.filter((w) => w.box.y0 > top + h * 0.5 && w.box.y0 < top + h * 8));
  const wrapped: Word[] = [];
  for (const line of below) {
    if (line.box.y0 - top > h * WRAP_PITCH || Math.abs(line.box.x0 - left) > h || line.box.x1 > right + h)
      break;
    if (closesTable(line.words) || isDocumentCaption(readingText(line.words))) break;
    wrapped.push(...line.words);
    top = line.box.y0;
  }
  return wrapped;
};

/**
 * True when a scanned description in a table's last row wraps onto a line under it that the zones
 * read did not reach. On a scan the rows' band ends a margin under the last row's rectangle, so
 * `wrappedBelow` finds nothing there: outside-17-scan's invoice wraps "... OCTOPUS 1-2" over "KG",
 * above the packing line every row prints in smaller italics, and the description was read sure
 * without "KG". A strip under the value's last line, across the row and a line height more each
 * side, is read on its own; where `wrappedBelow` takes more lines there than the column's other
 * rows print under their value (the lines the rectangle leaves out), a line of the value was left
 * out. Asked once every value of the page is read, so it changes no other read (as
 * `runsOnPastLines`, line-ends.ts).
 */
export const wrapsPastLastRow = async (
  document: EngineDocument,
  pageNumber: number,
  pool: OcrPool,
  words: readonly Word[],
  { h, under, x0, x1 }: LastRow,
): Promise<boolean> => {
  const last = toLines(words).at(-1);
  if (!last) return false;
  // Deep enough for the lines left out and one more, each within WRAP_PITCH of the one above.
  const strip = {
    x0: fraction(Math.max(0, x0 - h)),
    y0: last.box.y1,
    x1: fraction(Math.min(1, x1 + h)),
    y1: fraction(Math.min(1, last.box.y0 + h * WRAP_PITCH * (under + 1) + h)),
  };
  if (strip.y1 <= strip.y0) return false;
  const [read = []] = await readZones(document, pageNumber, pool, [strip], { unruled: true });
  const below = withoutSpecks(read).filter((w) => w.box.y0 > last.box.y0 + h * 0.5);
  const wrapped = wrappedBelow([...words, ...below], words, h);
  // A line taken only while OCR boxed it apart from the rest of its line (a cell's rule read into
  // "|Sub" over "total container 2 1.050 ...", a sub-total under outside-11-scan's last item) is
  // no wrapped line: each counts while no other word of the strip stands beside it.
  const taken = new Set(wrapped);
  const others = below.filter((w) => !taken.has(w));
  const lines = toLines(wrapped);
  const alone = lines.findIndex((line) =>
    others.some((w) => Math.min(w.box.y1, line.box.y1) > Math.max(w.box.y0, line.box.y0)),
  );
  return (alone < 0 ? lines.length : alone) > under;
};

/** A description's line runs on in its row across gaps of at most this many of its own spaces. */
const ROW_SPACES = 2;

/**
 * A description printed longer than the sample's ("TEAK FOLDING TABLE 120X80 CM" in a column drawn
 * around shorter ones): each of its lines runs on past the cell's right edge by the words following
 * within a word's gap (read-single.ts `runOn`), never into or past the next labelled column's cell,
 * and, on a line of three words or more, never across a gap wider than ROW_SPACES of the line's own
 * spaces: that is the gap to the next column, labelled or not (the HS code beside "... 60 KG JUTE",
 * a monospaced description whose gap a line's height measured as a word's).
 */
const runOnInRow = (
  words: readonly Word[],
  inCell: readonly Word[],
  cell: FractionBox,
  cells: readonly FractionBox[],
): Word[] => {
  const next = Math.min(1, ...cells.filter((c) => c !== cell && c.x0 >= cell.x1 - 1e-6).map((c) => c.x0));
  return toLines(inCell).flatMap((line) => {
    const run = runOn(words, line, line.words.at(-1)!);
    const spaces = gapsOf(line.words)
      .filter((g) => g > 0)
      .sort((a, b) => a - b);
    const widest = spaces.length >= 2 ? ROW_SPACES * spaces[Math.floor(spaces.length / 2)]! : 1;
    const within = run.findIndex(
      (w, i) =>
        w.box.x1 > next ||
        inCell.includes(w) ||
        w.box.x0 - (i === 0 ? line.words.at(-1)! : run[i - 1]!).box.x1 > widest,
    );
    return within < 0 ? run : run.slice(0, within);
  });
};

/** A table whose last row read ends this low on its page may go on over the page. */
const RUNS_OVER = 0.75;

/** True when a group's rows reach the bottom of the page: the table may continue on the next. */
export const runsOver = (rows: readonly RawRead[]): boolean =>
  rows.length > 0 && Math.max(...rows.map((r) => r.box.y1)) > RUNS_OVER;

/** A line opening a continued table with the sum carried over from the page before. */
const BROUGHT_FORWARD =
  /^\s*(BROUGHT\s+FORWARD|B\/F\b|CARRIED\s+OVER|PINDAHAN|SALDO\s+PINDAHAN|DIPINDAHKAN)/i;

/**
 * The rows of a table continued on the next page, under its repeated header: the header is looked
 * for anywhere in the top half of the page (most of its columns must be found), and rows are
 * counted below it as on the first page, numbered after `after` rows. None when the page does not
 * repeat the header.
 */
export const readContinuation = async (
  placements: readonly Placement[],
  anchors: ReadonlyMap<Placement, readonly Anchor[]>,
  source: WordSource,
  after: number,
  drawn: AsDrawn = NONE,
): Promise<RawRead[]> => {
  const asDrawn = toldOn(source, drawn);
  const headed = placements.filter((p) => (anchors.get(p) ?? []).length > 0).length;
  if (headed === 0) return [];
  const page = source.ocr
    ? await source.around({ x0: fraction(0), y0: fraction(0), x1: fraction(1), y1: fraction(0.5) })
    : await source.all();
  // The line carrying the last page's sum over ("BROUGHT FORWARD FROM PAGE 1   16,216.00") is no
  // row: where it stands on the first row's place, the rows start a line lower.
  const lines = toLines(page);
  const brought = lines.findIndex((line) => BROUGHT_FORWARD.test(readingText(line.words)));
  const words = lines.filter((_, i) => i !== brought).flatMap((line) => line.words);
  const aligned = alignColumns(placements, anchors, words, source, 1);
  const { found } = aligned;
  if (found < Math.max(1, Math.ceil(headed / 2)) || aligned.boxes.some((b) => b.y0 > 0.5)) return [];
  const top = Math.min(...aligned.boxes.map((b) => b.y0));
  const line = lines[brought];
  const below = lines[brought + 1];
  const lower =
    line && below && Math.abs(line.box.y0 - top) < boxHeight(aligned.boxes[keyOf(placements)]!)
      ? below.box.y0 - line.box.y0
      : 0;
  const boxes = aligned.boxes.map((b) => translate(b, 0, lower));
  const rows = untilTableEnd(
    readRows(placements, boxes, words, keyOf(placements), placingOf(placements, anchors, found), asDrawn),
    source.ocr,
  );
  const keyed = rows.filter((r) => r.placement === placements[keyOf(placements)]);
  if (keyed.every((r) => r.words.length === 0)) return [];
  if (closesTable(rows.filter((r) => r.row === 1).flatMap((r) => r.words))) return [];
  return endAboveLowerCells(rows.map((r) => ({ ...r, row: (r.row ?? 1) + after })));
};
