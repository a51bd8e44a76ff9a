import { boxHeight, horizontalOverlap, union, verticalOverlap } from '../geometry/box.ts';
import type { FractionBox } from '../geometry/types.ts';
import type { Word } from '../types.ts';
import { toLines, wordsIn } from './lines.ts';
import { tokensOf } from './tokens.ts';

/** Text printed near a value on the sample, and where. */
export interface Anchor {
  text: string;
  box: FractionBox;
  /**
   * False for an alias the sample does not print: `box` is then where the sample prints the
   * caption it would replace.
   */
  printed?: boolean;
  /**
   * Set when the sample prints the same caption more than once in its column ("Nama" for the
   * exporter and for the buyer): this one is the `index`-th (from the top, from 0) of `of`.
   */
  ordinal?: { index: number; of: number };
  /**
   * True when the sample prints the caption right after another word ("1. Gross Weight"): found
   * so on a new page, it is still this caption. Otherwise a match continuing a phrase ("by Shipper)"
   * in "(Particulars furnished by Shipper)") is a word of other text.
   */
  continues?: boolean;
  /**
   * True when the sample prints nothing right after the caption on its line: OCR text only
   * resembling it with a word following closely ("SHIPPER'S LOAD, STOW") is running text.
   */
  closed?: boolean;
}

const MAX_LEFT = 0.35;
const MAX_ABOVE = 0.06;

/** Contiguous words of one line starting from the one nearest the value (gaps under ~2 word heights). */
const phrase = (words: Word[], fromRight: boolean): Word[] => {
  const ordered = fromRight
    ? [...words].sort((a, b) => b.box.x1 - a.box.x1)
    : [...words].sort((a, b) => a.box.x0 - b.box.x0);
  const first = ordered[0];
  if (!first) return [];
  const taken = [first];
  for (const word of ordered.slice(1)) {
    const last = taken[taken.length - 1]!;
    const gap = fromRight ? last.box.x0 - word.box.x1 : word.box.x0 - last.box.x1;
    if (gap > boxHeight(last.box) * 2.2) break;
    taken.push(word);
  }
  return taken.sort((a, b) => a.box.x0 - b.box.x0);
};

const anchorOf = (words: Word[]): Anchor | undefined => {
  const text = words.map((w) => w.text).join(' ');
  // Boxed as a phrase search finds it again (locate.ts): its words of letters or digits, without a
  // colon standing alone after them. Boxed with it, a caption found again looked narrower than on
  // the sample, and the value's box was scaled down with it ("I D S R" of "I D S R G").
  const found = words.filter((w) => tokensOf(w.text).length > 0);
  return found.length > 0 ? { text, box: union(found.map((w) => w.box)) } : undefined;
};

/** The caption to the left of the value, on the line of its first row. */
export const captionLeft = (words: readonly Word[], box: FractionBox): Anchor | undefined => {
  const inside = wordsIn(words, box);
  const firstLine = toLines(inside)[0]?.box ?? {
    ...box,
    y1: Math.min(box.y1, box.y0 + 0.02) as FractionBox['y1'],
  };
  const left = words.filter(
    (w) =>
      w.box.x1 <= box.x0 + 0.004 && box.x0 - w.box.x1 < MAX_LEFT && verticalOverlap(w.box, firstLine) >= 0.5,
  );
  return anchorOf(phrase(left, true));
};

/** The caption above the value: the nearest line above that overlaps it horizontally. */
export const captionAbove = (words: readonly Word[], box: FractionBox): Anchor | undefined => {
  const above = words.filter(
    (w) => w.box.y1 <= box.y0 + 0.004 && box.y0 - w.box.y1 < MAX_ABOVE && horizontalOverlap(w.box, box) > 0,
  );
  const nearest = toLines(above).at(-1);
  if (!nearest) return undefined;
  return anchorOf(phrase(nearest.words, false));
};

/** The sample's caption for a placement: above for table columns (grouped), else left, else above. */
export const findCaption = (
  words: readonly Word[],
  box: FractionBox,
  grouped: boolean,
): Anchor | undefined =>
  grouped
    ? (captionAbove(words, box) ?? captionLeft(words, box))
    : (captionLeft(words, box) ?? captionAbove(words, box));

/** A caption that closes with a colon or an abbreviation's period ("Voy.", "Tgl.", "Vessel:"). */
const CLOSED_CAPTION = /[.:]$/;

/**
 * A text value's words up to another label's caption printed after them on a line: a value
 * shorter than the sample's leaves the next field's caption in its box ("WAN HAI 316 Voy." where
 * the sample printed "SINAR BANDUNG" before "Voy."). Only captions the sample prints and that end
 * with a colon or a period count (a plain word such as "Shipper" may be part of a name). Returns
 * the words line by line, each left to right.
 */
export const cutAtCaptions = (words: readonly Word[], captions: readonly string[]): Word[] => {
  const wanted = captions
    .map((c) => c.trim().toLowerCase().split(/\s+/))
    .filter((tokens) => tokens.length > 0 && CLOSED_CAPTION.test(tokens.at(-1)!));
  if (wanted.length === 0) return [...words];
  return toLines(words).flatMap((line) => {
    const cut = line.words.findIndex(
      (_, i) =>
        i > 0 &&
        wanted.some((tokens) => tokens.every((token, k) => line.words[i + k]?.text.toLowerCase() === token)),
    );
    return cut > 0 ? line.words.slice(0, cut) : line.words;
  });
};
