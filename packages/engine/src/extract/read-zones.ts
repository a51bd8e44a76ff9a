import { boxToPixels } from '../geometry/convert.ts';
import { type FractionBox, fraction } from '../geometry/types.ts';
import { clearCutLines } from '../image/clear-cut-lines.ts';
import { cutStraight } from '../image/cut-zone.ts';
import { removeRules } from '../image/remove-rules.ts';
import { sourceImage } from '../image/source-image.ts';
import type { OcrPool } from '../ocr/pool.ts';
import { recognizeZones } from '../ocr/recognize-zones.ts';
import type { EngineDocument, Word } from '../types.ts';

/**
 * How many sheets a page's zones are stacked into, whatever the OCR pool's size: the stacking
 * changes what tesseract reads (a line's neighbours on its sheet steer its layout analysis), and
 * a document must read the same on one core as on two. Two keeps the default pool's two workers busy.
 */
const SHEETS = 2;

/** Splits zones into `count` sheets of about equal area. */
const share = (zones: readonly FractionBox[], count: number): number[][] => {
  const sheets = Array.from({ length: Math.max(1, Math.min(count, zones.length)) }, () => ({
    area: 0,
    indexes: [] as number[],
  }));
  const area = (z: FractionBox) => (z.x1 - z.x0) * (z.y1 - z.y0);
  const order = zones.map((_, i) => i).sort((a, b) => area(zones[b]!) - area(zones[a]!));
  for (const index of order) {
    const lightest = sheets.reduce((a, b) => (b.area < a.area ? b : a));
    lightest.area += area(zones[index]!);
    lightest.indexes.push(index);
  }
  return sheets.map((sheet) => sheet.indexes.sort((a, b) => a - b));
};

/**
 * OCRs zones of a page, each cut straight from the page as scanned, in SHEETS calls (one sheet
 * each, read in parallel as the pool's workers allow). `ruled`: the zones hold a table's rows,
 * whose ruling is taken out first; rows bordered between columns are read with tesseract's layout
 * analysis (docs/engine-reading.md), as is every zone with `layout` (a whole page read as a zone).
 * `unruled`: the ruling is taken out too, but the zones are read as any other. `halves`: the zones
 * are a page's two halves (`readPageInHalves`), whose lines cut by an edge are not whitened.
 */
export const readZones = async (
  document: EngineDocument,
  pageNumber: number,
  pool: OcrPool,
  zones: readonly FractionBox[],
  options: { ruled?: boolean; layout?: boolean; unruled?: boolean; halves?: boolean } = {},
): Promise<Word[][]> => {
  const image = await sourceImage(document, pageNumber);
  const crops = await Promise.all(
    zones.map(async (zone) => {
      const at = boxToPixels(zone, image.width, image.height);
      const crop = await cutStraight(image.forOcr, at, image.skew);
      // Ruling out before cut lines are cleared: a table's vertical borders put ink in every row.
      // A strip along a form's line (`unruled`) has its borders taken out too, but is read as any zone.
      const rules = options.ruled || options.unruled ? removeRules(crop, image.dpi) : undefined;
      // A page's halves keep their edges: a table ruled down across the parting puts ink in every
      // row, and the line cut would reach deep into the half (outside-5-scan's invoice lost five
      // rows so). Their words the edges cut are dropped, and read whole by the other half.
      return {
        image: options.halves ? crop : clearCutLines(crop),
        at,
        bordered: options.ruled === true && rules?.bordered === true,
      };
    }),
  );
  const words: Word[][] = [];
  await Promise.all(
    share(zones, SHEETS).map(async (indexes) => {
      const read = await recognizeZones(
        pool,
        indexes.map((i) => crops[i]!),
        image,
        // Bordered cells read as one block run together: tesseract's layout analysis separates them.
        { layout: options.layout === true || indexes.some((i) => crops[i]!.bordered) },
      );
      indexes.forEach((index, i) => {
        words[index] = read[i] ?? [];
      });
    }),
  );
  return zones.map((_, i) => words[i] ?? []);
};

/** Where a page read in halves is parted, and how far each half reaches past it: more than a line. */
const PARTING = 0.5;
const OVERLAP = 0.04;
/** Within this of the parting the two halves' words are joined at a gap between lines. */
const JOIN_WINDOW = 0.02;

/**
 * Where the two halves' words are joined: the middle of the widest gap between the lines either
 * half read within `JOIN_WINDOW` of the parting, so each line is taken whole from one half (each
 * half reads every line of the window whole: it reaches `OVERLAP` past the parting).
 */
export const joinAt = (words: readonly Word[]): number => {
  const from = PARTING - JOIN_WINDOW;
  const to = PARTING + JOIN_WINDOW;
  const spans = words
    .map((w) => [Math.max(from, w.box.y0), Math.min(to, w.box.y1)] as const)
    .filter(([y0, y1]) => y0 < y1)
    .sort((a, b) => a[0] - b[0]);
  let best = { at: PARTING, width: 0 };
  let reached = from;
  for (const [y0, y1] of [...spans, [to, to] as const]) {
    if (y0 - reached > best.width) best = { at: (reached + y0) / 2, width: y0 - reached };
    reached = Math.max(reached, y1);
  }
  return best.at;
};

/**
 * A page read whole as zones are (with tesseract's layout analysis), in two halves that overlap by
 * more than a line, read in parallel: one sheet of the whole page keeps one of the default pool's
 * two workers idle while the page is read, and a moved page waits on that read
 * (docs/engine-reading.md). The halves' words are joined between two lines near the parting.
 */
export const readPageInHalves = async (
  document: EngineDocument,
  pageNumber: number,
  pool: OcrPool,
): Promise<Word[]> => {
  const halves: FractionBox[] = [
    { x0: fraction(0), y0: fraction(0), x1: fraction(1), y1: fraction(PARTING + OVERLAP) },
    { x0: fraction(0), y0: fraction(PARTING - OVERLAP), x1: fraction(1), y1: fraction(1) },
  ];
  const [top = [], bottom = []] = await readZones(document, pageNumber, pool, halves, {
    layout: true,
    halves: true,
  });
  const at = joinAt([...top, ...bottom]);
  const middle = (w: Word) => (w.box.y0 + w.box.y1) / 2;
  return [...top.filter((w) => middle(w) < at), ...bottom.filter((w) => middle(w) >= at)];
};

/**
 * True when a region of a scanned page holds a vertical rule with text on both its sides: a table
 * whose cells are bordered between columns (asked of its first rows: a table's frame, or a header
 * of bordered cells over rows with none, is not).
 */
export const bordersColumns = async (
  document: EngineDocument,
  pageNumber: number,
  region: FractionBox,
): Promise<boolean> => {
  const image = await sourceImage(document, pageNumber);
  const crop = await cutStraight(image, boxToPixels(region, image.width, image.height), image.skew);
  return removeRules(crop, image.dpi).bordered;
};
