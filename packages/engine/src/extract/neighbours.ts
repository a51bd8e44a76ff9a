import { boxHeight, expand, horizontalOverlap, translate, verticalOverlap } from '../geometry/box.ts';
import { rectToBox } from '../geometry/convert.ts';
import { type FractionBox, fraction } from '../geometry/types.ts';
import type { Placement, Word } from '../types.ts';
import { candidatesOf } from './candidates.ts';
import { withoutSpecks } from './clean.ts';
import { median } from './lines.ts';
import { besideValue, locateOptions, type RawRead, TIGHT_MARGIN, valueWords } from './read-single.ts';
import type { WordSource } from './word-source.ts';

/** How far apart two fields on one line may stand to be neighbours (page widths, edge to edge). */
const LINE_REACH = 0.3;
/** How far apart two fields in one column may stand to be neighbours (their own heights, edge to edge). */
const COLUMN_REACH = 4;

/** A field whose box a caption of its own placed: its move from where it was drawn. */
interface Placed {
  drawn: FractionBox;
  dx: number;
  dy: number;
}

/**
 * The nearest placed field on each side of a drawn box, on the sample: left and right on its line
 * (their heights overlapping), above and below in its column (their widths overlapping), each
 * within reach.
 */
const neighboursOf = (drawn: FractionBox, placed: readonly Placed[]): Placed[] => {
  const h = boxHeight(drawn);
  const nearest = (candidates: Placed[], distance: (p: Placed) => number, reach: number) =>
    candidates
      .map((p) => ({ p, d: distance(p) }))
      .filter(({ d }) => d >= 0 && d <= reach)
      .sort((a, b) => a.d - b.d)[0]?.p;
  const onLine = placed.filter((p) => verticalOverlap(p.drawn, drawn) > 0);
  const inColumn = placed.filter((p) => horizontalOverlap(p.drawn, drawn) > 0);
  return [
    nearest(onLine, (p) => drawn.x0 - p.drawn.x1, LINE_REACH),
    nearest(onLine, (p) => p.drawn.x0 - drawn.x1, LINE_REACH),
    nearest(inColumn, (p) => drawn.y0 - p.drawn.y1, COLUMN_REACH * h),
    nearest(inColumn, (p) => p.drawn.y0 - drawn.y1, COLUMN_REACH * h),
  ].filter((p): p is Placed => p !== undefined);
};

/**
 * Fields that found no caption of their own (none drawn, or none found: "20. No. Voy / Flight" is
 * no alias of the voyage) are read where drawn, though the block around them moved: a PEB whose
 * office line prints on one line where the sample's took two has every box a line higher, and the
 * voyage's rectangle read the caption under it. Where at least two of its nearest neighbours on the
 * sample (left and right on its line, above and below in its column) were placed by their captions,
 * and all moved alike, a field reading no value of its type where drawn (nothing, a caption, a word
 * of another type) is read again moved as they did, and taken there when it reads as its type
 * (`fits`). Its placing says so (`neighbours`): no caption of its own placed it.
 */
export const moveWithNeighbours = async (
  reads: readonly RawRead[],
  source: WordSource,
  fits: (placement: Placement, words: readonly Word[]) => boolean,
  lines: (placement: Placement) => number | undefined,
): Promise<RawRead[]> => {
  const placed: Placed[] = reads
    .filter(
      (r) => r.placement.group === undefined && (r.placing?.by === 'caption' || r.placing?.by === 'alias'),
    )
    .map((r) => {
      const drawn = rectToBox(r.placement);
      return { drawn, dx: r.box.x0 - drawn.x0, dy: r.box.y0 - drawn.y0 };
    });
  return Promise.all(
    reads.map(async (read) => {
      const by = read.placing?.by ?? 'drawn';
      if (read.placement.group !== undefined || (by !== 'drawn' && by !== 'lost')) return read;
      // What reads as the field's type where drawn stays: the move is a guess from other fields.
      if (fits(read.placement, read.words)) return read;
      const drawn = rectToBox(read.placement);
      const h = boxHeight(drawn);
      const around = neighboursOf(drawn, placed);
      if (around.length < 2) return read;
      const agree = (moves: number[]) => Math.max(...moves) - Math.min(...moves) <= h / 2;
      const dys = around.map((p) => p.dy);
      const dxs = around.map((p) => p.dx);
      if (!agree(dys)) return read;
      const dy = median(dys);
      const dx = agree(dxs) ? median(dxs) : 0;
      if (Math.abs(dy) < h / 4 && Math.abs(dx) < h / 4) return read;
      const box = translate(drawn, dx, dy);
      const words = withoutSpecks(
        valueWords(
          await source.around(expand(box, TIGHT_MARGIN.x, TIGHT_MARGIN.y)),
          box,
          undefined,
          lines(read.placement),
        ),
      );
      if (!fits(read.placement, words)) return read;
      return {
        ...read,
        words,
        box,
        placing: { by: 'neighbours', similarity: 0, move: Math.hypot(dx, dy) },
      };
    }),
  );
};

/** A field placed by a caption of its own: what it read and where. */
const byCaption = (read: RawRead): boolean =>
  read.placement.group === undefined && (read.placing?.by === 'caption' || read.placing?.by === 'alias');

/**
 * A caption printed several times on a page ("TGL." after the invoice's number, after the B/L's,
 * after the BC 1.1's on a PIB) is told apart by the field beside it on its line. Where the sample
 * prints the value on one line with another field that a caption found only once placed, and the
 * copy of the caption taken (the nearest to where the sample has it) stands on another line than
 * that field now does, the value is read beside the copy on that field's line, and taken there when
 * it reads as its type (outside-13's PIBs: the invoice's date read beside the B/L's "TGL." where the
 * letter of credit's line of the sample was empty).
 */
export const tellTwinsApart = async (
  reads: readonly RawRead[],
  source: WordSource,
  fits: (placement: Placement, words: readonly Word[]) => boolean,
  lines: (placement: Placement) => number | undefined,
): Promise<RawRead[]> => {
  const once = reads.filter((r) => byCaption(r) && r.twins === undefined);
  /**
   * The other copies of a read's caption: those found with it, or on a scan read zone by zone
   * (where only the caption's surroundings were read), those on the line of the field beside it.
   */
  const twinsOf = async (read: RawRead, line: FractionBox) => {
    if (read.twins || !read.anchor) return read.twins ?? [];
    const band = { ...line, x0: fraction(0), x1: fraction(1) };
    const words = await source.around(expand(band, 0, TIGHT_MARGIN.y));
    return candidatesOf(
      rectToBox(read.placement),
      [read.anchor],
      words,
      locateOptions(source).minSimilarity,
      (await source.stretch?.()) ?? 1,
    );
  };
  return Promise.all(
    reads.map(async (read) => {
      const { placing } = read;
      if (!placing || !byCaption(read) || (!read.twins && !source.ocr)) return read;
      const drawn = rectToBox(read.placement);
      const gap = (r: RawRead) => {
        const other = rectToBox(r.placement);
        return Math.max(other.x0 - drawn.x1, drawn.x0 - other.x1);
      };
      const beside = once
        .filter(
          (r) => r !== read && verticalOverlap(rectToBox(r.placement), drawn) > 0.5 && gap(r) <= LINE_REACH,
        )
        .sort((a, b) => gap(a) - gap(b))[0];
      if (!beside || verticalOverlap(read.box, beside.box) > 0.5) return read;
      const twin = (await twinsOf(read, beside.box)).find((t) => verticalOverlap(t.box, beside.box) > 0.5);
      if (!twin) return read;
      const line = await source.around(expand(twin.box, LINE_REACH, TIGHT_MARGIN.y));
      const words = withoutSpecks(valueWords(line, twin.box, twin.found, lines(read.placement)));
      if (!fits(read.placement, words)) return read;
      const { twins: _, ...rest } = read;
      return {
        ...rest,
        words,
        box: twin.box,
        placing: { ...placing, move: Math.hypot(twin.box.x0 - drawn.x0, twin.box.y0 - drawn.y0) },
        beside: besideValue(line, words, twin.found, twin.box),
      };
    }),
  );
};
