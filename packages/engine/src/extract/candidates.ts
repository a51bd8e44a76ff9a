import { boxHeight, boxWidth, verticalOverlap } from '../geometry/box.ts';
import { type FractionBox, fraction } from '../geometry/types.ts';
import type { Word } from '../types.ts';
import type { Anchor } from './caption.ts';
import { type Line, toLines } from './lines.ts';
import { columnMatches, findPhrasesOnLines, sameMatch } from './locate.ts';

/** Where a placement's value may be on a new page: its box moved with one found anchor. */
export interface Candidate {
  box: FractionBox;
  anchor: Anchor;
  /** Where the anchor was found. */
  found: FractionBox;
  /** Similarity of the words found to the anchor's text (1: the same tokens). */
  similarity: number;
  /** Distance the box moved, in page fractions (vertical moves count 1.41x: pages are taller). */
  move: number;
}

/** A move under this (page fractions) keeps the sample's own caption first (a drifted block moves further). */
const NEAR = 0.15;

/** Farthest (page widths) a caption stands left of its value and still sets where the value starts. */
const BESIDE = 0.15;

/** A caption found twice as wide (or half) as on the sample is another phrase, not a scaled one. */
const MAX_SCALE = 1.3;

/** How much taller or smaller the sample's caption may be found printed (a photo taken closer) and still be it. */
const MAX_PRINT = 2.5;

const samePrint = (sample: FractionBox, found: FractionBox): boolean => {
  const ratio = boxHeight(found) / Math.max(1e-6, boxHeight(sample));
  return ratio < MAX_PRINT && ratio > 1 / MAX_PRINT;
};

/**
 * A page whose fractions stretch print by less than this against the sample's is taken as shaped
 * like it (A4 against Letter: 9%); beyond it (a phone's screenshot of an A4 sheet: 0.64) a value's
 * distance down from its caption is scaled by it.
 */
const MIN_STRETCH = 0.15;

/** The scale of a distance down from a caption: `stretch`, where it is more than a paper size's. */
const downScale = (stretch: number): number => (Math.abs(stretch - 1) > MIN_STRETCH ? stretch : 1);

/**
 * The box a found anchor gives: the value keeps its place relative to the caption, scaled by how
 * much larger or smaller the same caption is printed (a photo taken closer), and down the page by
 * how much the page's shape stretches its fractions against the sample's (`stretch`). When the
 * caption sits left of a one-line value, the box also starts no further than the sample's gap
 * after the caption (a shorter alias, "G.W." for "Gross Weight", moves the value left with it) and
 * never takes the caption in.
 */
const movedBox = (drawn: FractionBox, anchor: Anchor, found: FractionBox, stretch: number): FractionBox => {
  const sameText = anchor.printed !== false;
  const ratio = sameText ? boxWidth(found) / Math.max(1e-6, boxWidth(anchor.box)) : 1;
  const scale = ratio > 1 / MAX_SCALE && ratio < MAX_SCALE && Math.abs(ratio - 1) > 0.04 ? ratio : 1;
  const down = scale * downScale(stretch);
  const at = (value: number, from: number, to: number, by = scale) => to + (value - from) * by;
  let x0 = at(drawn.x0, anchor.box.x0, found.x0);
  const x1 = at(drawn.x1, anchor.box.x0, found.x0);
  const y0 = at(drawn.y0, anchor.box.y0, found.y0, down);
  const y1 = at(drawn.y1, anchor.box.y0, found.y0, down);
  // A caption far left of its value (a totals line's "TOTAL", the value in a column across the
  // page) says nothing of where the value starts after it.
  const leftOfValue =
    anchor.box.x1 <= drawn.x0 + 0.004 &&
    drawn.x0 - anchor.box.x1 < BESIDE &&
    verticalOverlap(anchor.box, drawn) > 0;
  if (leftOfValue && boxHeight(drawn) < boxHeight(anchor.box) * 3) {
    // The sample's own caption keeps the gap it has to the value ("Nomor Faktur :" then a tab); an
    // alias the sample does not print says nothing of the gap: the value may start right after it.
    const sampleGap = sameText ? Math.max(0, drawn.x0 - anchor.box.x1) * scale : 0;
    const gap = Math.max(0.003, boxHeight(found) * 0.3, sampleGap);
    x0 = Math.max(Math.min(x0, found.x1 + gap), found.x1 + 0.001);
  }
  const clamp = (v: number) => fraction(Math.max(0, Math.min(1, v)));
  return { x0: clamp(x0), y0: clamp(y0), x1: clamp(Math.max(x1, x0 + 0.01)), y1: clamp(y1) };
};

/**
 * A caption the sample prints several times in its column ("Nama" of the exporter, then of the
 * buyer) is this placement's only where the page prints it as often in that column and this is
 * the same one of them, counted from the top: when the page prints it fewer times (the buyer's
 * caption renamed "Messrs"), which one is missing cannot be told, and none is taken.
 */
const holdsOrdinal = (
  lines: readonly Line[],
  anchor: Anchor,
  found: FractionBox,
  minSimilarity: number,
): boolean => {
  const column = columnMatches(lines, anchor.text, found, minSimilarity);
  return (
    column.length === anchor.ordinal?.of &&
    column.findIndex((m) => sameMatch(m.box, found)) === anchor.ordinal.index
  );
};

/**
 * Every place the value may be, from every anchor found on the words given, best first: the
 * sample's own caption before an alias, near before far, exact before merely similar, a phrase
 * standing alone before one a word follows closely ("Negara" in "Negara Penerima"). An alias found
 * inside a longer phrase ("Weight" in "Net Weight", "Destination" in "Port of Destination") is
 * another label's caption, even when the sample prints it so: skipped. `stretch`: the page's shape
 * against the sample's (`WordSource.stretch`).
 */
export const candidatesOf = (
  drawn: FractionBox,
  anchors: readonly Anchor[],
  words: readonly Word[],
  minSimilarity: number,
  stretch = 1,
): Candidate[] => {
  const candidates: Array<Candidate & { cost: number; own: boolean }> = [];
  const lines = toLines(words);
  anchors.forEach((anchor, rank) => {
    for (const match of findPhrasesOnLines(lines, anchor.text, minSimilarity)) {
      // Only the sample's own caption may be found continuing a phrase, where the sample prints it
      // so too ("1. Gross Weight"); "Shipper" in "(Particulars furnished by Shipper)" is no caption.
      if (!match.starts && (rank > 0 || !anchor.continues)) continue;
      // OCR text resembling a caption the sample prints alone, words running on after it: prose.
      if (anchor.closed && !match.ends && match.similarity < 1) continue;
      // A caption's words in a sentence: a waybill's terms under its table ("... to the Consignee
      // named above ... Consignee by written notice ..."), taken for the consignee's caption where
      // OCR garbled the box's own "2 CONSIGNEE" (outside-18-scan).
      if (match.inSentence) continue;
      if (anchor.ordinal && !holdsOrdinal(lines, anchor, match.box, minSimilarity)) continue;
      // The caption the sample prints found in print of another size: another phrase of the same
      // words (the title "INVOICE" of outside-6-scan's invoice, the nearest words above its number,
      // found in "INVOICE NUMBER" under it, an eighth as tall).
      if (anchor.printed !== false && !samePrint(anchor.box, match.box)) continue;
      const dx = match.box.x0 - anchor.box.x0;
      const dy = match.box.y0 - anchor.box.y0;
      const move = Math.hypot(dx, dy * 1.41);
      const cost =
        move +
        (1 - match.similarity) * 0.5 +
        (match.starts ? 0 : 0.05) +
        (match.ends ? 0 : 0.05) +
        (rank === 0 ? 0 : 0.01);
      const box = movedBox(drawn, anchor, match.box, stretch);
      const same = candidates.find(
        (c) => Math.abs(c.box.x0 - box.x0) < 0.005 && Math.abs(c.box.y0 - box.y0) < 0.005,
      );
      if (same && same.cost <= cost) continue;
      if (same) candidates.splice(candidates.indexOf(same), 1);
      const own = rank === 0 && match.similarity === 1 && move < NEAR;
      candidates.push({ box, anchor, found: match.box, similarity: match.similarity, move, cost, own });
    }
  });
  // The sample's own caption found as printed, near, places the value before any alias does: an
  // alias the sample prints elsewhere (a panel's title "KEMASAN" over a table of packages whose
  // total the caption "JUMLAH TOTAL KEMASAN" names) keeps its place only while the rows above keep
  // theirs.
  return candidates
    .sort((a, b) => Number(b.own) - Number(a.own) || a.cost - b.cost)
    .map(({ cost: _, own: __, ...candidate }) => candidate);
};
