import { boxHeight, expand } from '../geometry/box.ts';
import { rectToBox } from '../geometry/convert.ts';
import { type FractionBox, fraction } from '../geometry/types.ts';
import type { Placement, Word } from '../types.ts';
import type { Anchor } from './caption.ts';
import { withoutSpecks } from './clean.ts';
import { closesTableText } from './closing.ts';
import { toLines } from './lines.ts';
import { readGroup } from './read-group.ts';
import { type RawRead, TIGHT_MARGIN, valueWords } from './read-single.ts';
import { onlyCurrency } from './read-value.ts';
import { cellFits, closesTable, subtotalLine } from './table-end.ts';
import { type WordSource, wordsSource } from './word-source.ts';

/**
 * A table's reach: how many rows it has, the top of its last row and a row's height (its lowest
 * cell's; page fractions), by one of its columns.
 */
interface Reach {
  rows: number;
  last: number;
  row: number;
}

const reachOf = (rows: readonly RawRead[], column: Placement): Reach | undefined => {
  const cells = rows.filter((r) => r.placement === column);
  if (cells.length === 0) return undefined;
  // A row's height: its lowest cell's (a first row whose description reaches down over a sub-total
  // and the next container's heading is no measure of a row).
  const row = Math.min(...cells.map((r) => boxHeight(r.box)));
  return { rows: cells.length, last: Math.max(...cells.map((r) => r.box.y0)), row };
};

const band = (y0: number, y1: number): FractionBox => ({
  x0: fraction(0),
  y0: fraction(Math.max(0, y0)),
  x1: fraction(1),
  y1: fraction(Math.min(1, y1)),
});

/**
 * The top of the first line below `from` that closes a table (a totals line: `closesTable`), not a
 * sub-total (a run's, with more rows under it: outside-6-scan's totals were read off the row under
 * "Sub-total CARTONS" where the table's end was found above it).
 */
const closingLine = (words: readonly Word[], from: number): number | undefined =>
  toLines(words.filter((w) => w.box.y0 >= from)).find(
    (line) => closesTable(line.words) && !subtotalLine(line.words),
  )?.box.y0;

const shifted = (box: FractionBox, dy: number): FractionBox => ({
  ...box,
  y0: fraction(Math.min(1, Math.max(0, box.y0 + dy))),
  y1: fraction(Math.min(1, Math.max(0, box.y1 + dy))),
});

/**
 * Values the sample prints below a table (the totals line under the items: "JUMLAH / TOTAL" with
 * its weights in the table's columns) move down with the table on a document with more rows. Their
 * captions are often the column headers above the table, which do not move, so the box stays on
 * the sample's place and reads an item row: a confidently wrong total. Each table of the page is
 * read on the sample too; where the document's table has another number of rows and ends lower (or
 * higher) by half a row or more,
 * a single the sample places below it whose box did not move by a caption of its own is read again
 * that much lower. `lines`: how many lines the sample prints in each placement.
 */
export const followTables = async (
  reads: readonly RawRead[],
  groups: ReadonlyMap<string, Placement[]>,
  anchors: ReadonlyMap<Placement, readonly Anchor[]>,
  sample: readonly Word[] | undefined,
  source: WordSource,
  lines: (placement: Placement) => number | undefined,
): Promise<RawRead[]> => {
  if (!sample || groups.size === 0) return [...reads];
  const tables: Array<{ end: number; row: number; growth: number }> = [];
  for (const [name, placements] of groups) {
    const column = placements[0]!;
    const onDocument = reachOf(
      reads.filter((r) => r.placement.group === name),
      column,
    );
    const onSample = reachOf(await readGroup(placements, anchors, wordsSource(sample)), column);
    if (!onDocument || !onSample) continue;
    // A table reaching the page's foot goes on over the page: what follows it is not on this page.
    if (onDocument.last + onDocument.row >= 0.97) continue;
    const below = (words: readonly Word[], reach: Reach) => closingLine(words, reach.last + reach.row / 2);
    const sampleClose = below(sample, onSample);
    const documentClose = below(
      await source.around(band(onDocument.last, onDocument.last + 0.3)),
      onDocument,
    );
    // The line closing the table ("JUMLAH / TOTAL") on both: the move is exact; else by the last rows.
    // On a scan the rows' positions are OCR's; only a closing line found on both is trusted there.
    const exact = sampleClose !== undefined && documentClose !== undefined;
    if (!exact && source.ocr) continue;
    // A table with as many rows as the sample's moves what follows it only by the line closing it on
    // both (its rows taller: descriptions on more lines, a heading between them); by the rows alone, a
    // difference in where it seems to end is OCR's, not the document's.
    if (onDocument.rows === onSample.rows && !exact) continue;
    const growth = exact ? documentClose - sampleClose : onDocument.last - onSample.last;
    // Measured on the closing lines, a move of a quarter row already takes a tight box off its line.
    if (Math.abs(growth) >= onSample.row / (exact ? 4 : 2))
      tables.push({ end: sampleClose ?? onSample.last + onSample.row, row: onSample.row, growth });
  }
  if (tables.length === 0) return [...reads];
  const out: RawRead[] = [];
  for (const read of reads) {
    const drawn = rectToBox(read.placement);
    const table =
      read.placement.group === undefined ? tables.find((t) => drawn.y0 >= t.end - t.row / 4) : undefined;
    // A value moved elsewhere by the search (a column header's own name found above the table, its
    // neighbour "Berat Kotor" read as the net weight) that reads as no value of its type is followed
    // too, and kept where the table's move reads no better.
    const stayed = table && Math.abs(read.box.y0 - drawn.y0) < table.row / 2;
    const unfit = table && !stayed && !cellFits(read.placement, read.words, source.ocr);
    // A value with a caption of its own below the table ("Total Net Weight", "Total packages" on a
    // line of its own under the totals) moves by that caption: where it was not found, the table's
    // growth is no better a guess. The line closing the table ("JUMLAH / TOTAL"), a neighbouring
    // number or the currency printed before an amount ("USD 184.260,00") taken for a caption is no
    // caption of its own.
    const ownCaption = (anchors.get(read.placement) ?? []).some(
      (a) =>
        a.printed !== false &&
        table &&
        a.box.y0 >= table.end - table.row / 4 &&
        /\p{L}/u.test(a.text) &&
        !(closesTableText(a.text) && a.box.y0 < table.end + table.row / 2) &&
        !onlyCurrency(a.text),
    );
    if (!table || !(stayed || unfit) || ownCaption) {
      out.push(read);
      continue;
    }
    const box = shifted(drawn, table.growth);
    const around = await source.around(expand(box, TIGHT_MARGIN.x, TIGHT_MARGIN.y));
    const words = withoutSpecks(valueWords(around, box, undefined, lines(read.placement)));
    if (unfit && !cellFits(read.placement, words, source.ocr)) {
      out.push(read);
      continue;
    }
    out.push({
      ...read,
      words,
      box,
      placing: {
        by: read.placing?.by ?? 'drawn',
        similarity: read.placing?.similarity ?? 1,
        move: Math.abs(table.growth),
      },
    });
  }
  return out;
};
