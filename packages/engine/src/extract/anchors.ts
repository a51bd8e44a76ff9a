import { centerInside, horizontalOverlap, verticalOverlap } from '../geometry/box.ts';
import { rectToBox } from '../geometry/convert.ts';
import type { FractionBox } from '../geometry/types.ts';
import type { Placement, Word } from '../types.ts';
import { type Anchor, captionLeft, findCaption } from './caption.ts';
import { type Line, toLines, wordsIn } from './lines.ts';
import { columnMatches, findPhrasesOnLines, locatePhraseOnLines, sameMatch } from './locate.ts';
import { tokensOf } from './tokens.ts';

const key = (text: string) => tokensOf(text).join(' ');

/**
 * True when an alias the sample prints near the value heads another row of its own: on a line the
 * value's box does not reach, with words of that row (not the alias's own, not the caption's) in
 * the value's column (a PEB's parties table, "PENERIMA" and its name on the row above "PEMBELI"
 * and the buyer's). It is the other row's caption: a page whose rows stand closer would place the
 * value on the row under it.
 */
const captionsAnotherRow = (
  words: readonly Word[],
  alias: FractionBox,
  box: FractionBox,
  caption: FractionBox | undefined,
): boolean =>
  verticalOverlap(alias, box) === 0 &&
  words.some(
    (w) =>
      verticalOverlap(w.box, alias) >= 0.5 &&
      horizontalOverlap(w.box, alias) === 0 &&
      !(caption && centerInside(w.box, caption)) &&
      horizontalOverlap(w.box, box) > 0 &&
      !centerInside(w.box, box),
  );

/**
 * Where the sample prints an alias standing alone on the value's own line, however far left of it:
 * a form printing its captions at the left margin and its values at the right ("O C E A N V E S S
 * E L" and "BAWEAN PERKASA", outside-7's waybill). Left as an alias the sample does not print, it
 * took the place of the caption found above the value (the line above's value), and moved the box
 * under the caption wherever found.
 */
const onValueLine = (lines: readonly Line[], alias: string, box: FractionBox): FractionBox | undefined =>
  findPhrasesOnLines(lines, alias).find(
    (m) => m.starts && m.box.x1 <= box.x0 && verticalOverlap(m.box, box) >= 0.5,
  )?.box;

/**
 * The anchors of a placement, best first: its caption on the sample (given, or found next to the
 * rectangle), then the label's aliases and name. An alias the sample prints near the rectangle
 * keeps its own box; one it does not print stands where the sample's caption stands, so a new
 * document that prints the caption under another of the label's names still moves the box.
 * A caption the sample prints more than once in its column carries which of them it is (`ordinal`),
 * one it prints right after another word (`continues`) or with nothing after it (`closed`) says so.
 * `values`: the template's other boxes on the page, whose words are their labels' values.
 */
export const anchorsOf = (
  placement: Placement,
  sampleWords: readonly Word[] | undefined,
  values: readonly FractionBox[] = [],
): Anchor[] => {
  const box: FractionBox = rectToBox(placement);
  const anchors: Anchor[] = [];
  const words = sampleWords ?? [];
  const lines = toLines(words);
  const given = placement.caption
    ? {
        text: placement.caption,
        box: locatePhraseOnLines(lines, placement.caption, box, { maxDx: 0.4, maxDy: 0.1 }),
      }
    : findCaption(words, box, placement.group !== undefined, [placement.label, ...(placement.aliases ?? [])]);
  // Another label's value is no word of this one's caption ("NO. PL-CRN/2609/0217 TGL." before a
  // packing list's date: the number is the packing list's own field): what is left of the value
  // without it, on its line, is. Where nothing is, the caption stays as found: one never found
  // again makes a doubtful read, where a caption taken from further off (the line above) may
  // place the value surely wrong.
  const isValue = (w: Word) => values.some((v) => centerInside(w.box, v));
  const ownLeft =
    !placement.caption && given?.box && wordsIn(words, given.box).some(isValue)
      ? captionLeft(
          words.filter((w) => !isValue(w)),
          box,
        )
      : undefined;
  const caption = ownLeft ?? given;
  if (caption?.box) anchors.push({ text: caption.text, box: caption.box, printed: true });
  const captionBox = anchors[0]?.box;
  for (const alias of [...(placement.aliases ?? []), placement.label]) {
    if (!key(alias) || anchors.some((a) => key(a.text) === key(alias))) continue;
    const found =
      locatePhraseOnLines(lines, alias, box, { maxDx: 0.4, maxDy: 0.1 }) ?? onValueLine(lines, alias, box);
    if (found && placement.group === undefined && captionsAnotherRow(words, found, box, captionBox)) continue;
    if (found) anchors.push({ text: alias, box: found, printed: true });
    else if (captionBox) anchors.push({ text: alias, box: captionBox, printed: false });
  }
  return anchors.map((anchor) => {
    if (anchor.printed === false) return anchor;
    const column = columnMatches(lines, anchor.text, anchor.box);
    const index = column.findIndex((m) => sameMatch(m.box, anchor.box));
    const here = findPhrasesOnLines(lines, anchor.text).find((m) => sameMatch(m.box, anchor.box));
    return {
      ...anchor,
      ...(column.length > 1 && index >= 0 ? { ordinal: { index, of: column.length } } : {}),
      ...(here && !here.starts ? { continues: true } : {}),
      ...(here?.ends ? { closed: true } : {}),
    };
  });
};

/**
 * A table column's anchors without those the sample prints on its first row's own line (a PEB
 * item's "Pos Tarif/HS :" before the code, and the description's caption taken from that line):
 * printed on every row, they place the table on whichever row is found (the fourth, on a 1-bit
 * copy whose first rows' captions OCR garbled). The column moves with the table's header instead.
 */
export const withoutRowCaptions = (
  placement: Placement,
  placements: readonly Placement[],
  anchors: Anchor[],
): Anchor[] => {
  if (placement.group === undefined) return anchors;
  const row = placements.filter((p) => p.group === placement.group).map((p) => rectToBox(p));
  return anchors.filter((a) => !row.some((r) => verticalOverlap(a.box, r) >= 0.5));
};
