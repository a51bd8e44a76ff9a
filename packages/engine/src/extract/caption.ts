import { boxHeight, horizontalOverlap, union, verticalOverlap } from '../geometry/box.ts';
import { boxToRect, rectToBox } from '../geometry/convert.ts';
import { type FractionBox, fraction } from '../geometry/types.ts';
import { PACKAGES, UNITS } from '../reference/units.ts';
import type { Placement, Word } from '../types.ts';
import { closesTableText } from './closing.ts';
import { type Line, median, toLines, wordsIn } from './lines.ts';
import { findPhrasesOnLines } from './locate.ts';
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
export const phrase = (words: Word[], fromRight: boolean): Word[] => {
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
  const onLine = words.filter((w) => w.box.x1 <= box.x0 + 0.004 && verticalOverlap(w.box, firstLine) >= 0.5);
  // Marks alone (a column of colons, leader dots) are no caption's words, and the caption ends at
  // them: it is looked for as far left of them as of the value ("14. Pelabuhan Muat", its colon a
  // column further, the value far right of that).
  const marks = onLine.filter((w) => tokensOf(w.text).length === 0 && box.x0 - w.box.x1 < MAX_LEFT);
  const from = Math.min(box.x0, ...marks.map((m) => m.box.x0));
  const left = onLine.filter((w) => tokensOf(w.text).length > 0 && from - w.box.x1 < MAX_LEFT);
  return anchorOf(phrase(left, true));
};

/** The words of letters or digits on the line of the value's first row, before it or after it. */
const besideOnLine = (words: readonly Word[], box: FractionBox, side: 'before' | 'after'): Word[] => {
  const firstLine = toLines(wordsIn(words, box))[0]?.box;
  if (!firstLine) return [];
  return words.filter(
    (w) =>
      (side === 'before' ? w.box.x1 <= box.x0 + 0.004 : w.box.x0 >= box.x1 - 0.004) &&
      verticalOverlap(w.box, firstLine) >= 0.5 &&
      tokensOf(w.text).length > 0,
  );
};

/** The phrase right of the value, on the line of its first row. */
const captionRight = (words: readonly Word[], box: FractionBox): Anchor | undefined =>
  anchorOf(
    phrase(
      besideOnLine(words, box, 'after').filter((w) => w.box.x0 - box.x1 < MAX_LEFT),
      false,
    ),
  );

/**
 * The phrase opening the value's line when that line closes a table ("TOTAL" far left of a B/L's
 * total gross weight, the number of packages between): the totals line's own caption.
 */
const captionLeading = (words: readonly Word[], box: FractionBox): Anchor | undefined => {
  const leading = phrase(besideOnLine(words, box, 'before'), false);
  return leading[0] && closesTableText(leading[0].text) ? anchorOf(leading) : undefined;
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

/** How far under a value its caption may print. */
const MAX_BELOW = 0.03;

/**
 * The caption under the value, on a form that prints its captions under their values ("VESSEL"
 * under the vessel, "INVOICE DATE" under the date: outside-6-scan's invoice): the line right under
 * the value, where it prints one of the label's names. Above such a value stands the caption of
 * the field above, which moves with that field's length. Not a caption under a block of lines (a
 * name and its address, "SELLER / SHIPPER"): where it stands says nothing of where the block's
 * first line is, as the block may have more lines or fewer (tried: a buyer read as its second
 * address line).
 */
const captionBelow = (
  words: readonly Word[],
  box: FractionBox,
  names: readonly string[],
): Anchor | undefined => {
  const below = words.filter(
    (w) => w.box.y0 >= box.y1 - 0.004 && w.box.y0 - box.y1 < MAX_BELOW && horizontalOverlap(w.box, box) > 0,
  );
  const line = toLines(below)[0];
  if (!line) return undefined;
  // The caption's words past the value's end too: a caption wider than its value.
  const taken = phrase(
    words.filter((w) => w.box.x0 >= line.box.x0 && verticalOverlap(w.box, line.box) >= 0.5),
    false,
  );
  const caption = anchorOf(taken);
  return caption && names.some((name) => findPhrasesOnLines(toLines(taken), name).length > 0)
    ? caption
    : undefined;
};

/** True when `text` shares a word of three letters or more with one of the label's names. */
export const mentions = (text: string, names: readonly string[]): boolean => {
  const tokens = new Set(tokensOf(text).filter((t) => t.length >= 3));
  return names.some((name) => tokensOf(name).some((t) => t.length >= 3 && tokens.has(t)));
};

/**
 * The sample's caption for a placement: above for table columns (grouped: their header), else
 * left, else above; above where only it shares a word with the label's names (`names`: its name
 * and aliases): on a form of boxes, what is left of a value is the next box's text, and its
 * caption stands above it ("6 OCEAN VESSEL" over the vessel, "PANJANG CY" to its left). Where
 * neither names the label, the words right after the value that do ("460 JUMLAH TOTAL KEMASAN"),
 * else a line under it that does (`captionBelow`), else on a totals line the word opening it
 * ("TOTAL"), are its caption.
 */
export const findCaption = (
  words: readonly Word[],
  box: FractionBox,
  grouped: boolean,
  names: readonly string[] = [],
): Anchor | undefined => {
  const left = captionLeft(words, box);
  const above = captionAbove(words, box);
  const [first, second] = grouped ? [above, left] : [left, above];
  if (!grouped && first && second && !mentions(first.text, names) && mentions(second.text, names))
    return second;
  // A total printed before the words naming it ("460 JUMLAH TOTAL KEMASAN" under a table of
  // packages): what stands left of it or above (the table's last number) is no caption of it.
  if (grouped || [first, second].some((c) => c && mentions(c.text, names))) return first ?? second;
  const right = captionRight(words, box);
  if (right && namesLabel(right.text, names)) return right;
  const below = captionBelow(words, box, names);
  if (below) return below;
  // A value on a totals line whose nearest words name nothing of it ("1,120 CARTONS" before a B/L's
  // total weight, "USD" before an amount): the line's opening word places it.
  return captionLeading(words, box) ?? first ?? second;
};

/** True when `part` occurs in `whole`, word after word. */
export const runIn = (part: readonly string[], whole: readonly string[]): boolean =>
  whole.some((_, i) => part.every((t, k) => whole[i + k] === t));

/** The words of units and packages (tokens: "kg", "kgs", "cartons"). */
const UNIT_WORDS: ReadonlySet<string> = new Set(
  [...UNITS, ...PACKAGES].flatMap((u) => [u.code, ...u.aliases]).flatMap((name) => tokensOf(name)),
);

/**
 * True when a line is another label's caption, or two words or more of one in a row (a caption in
 * two languages prints on two lines: "Pelabuhan Muat" over "Port of Loading"). A line of unit
 * words only is a value's (a description's wrapped "KG"), though a column's header reads so ("Tanka
 * / KG" over the unit price).
 */
const isCaptionLine = (
  line: Line,
  captions: readonly (readonly string[])[],
  tokens: readonly string[] = lineTokens(line),
): boolean => {
  if (tokens.length === 0 || tokens.every((t) => UNIT_WORDS.has(t))) return false;
  return captions.some(
    (whole) => whole.join(' ') === tokens.join(' ') || (tokens.length >= 2 && runIn(tokens, whole)),
  );
};

/** A line's words as caption tokens. */
const lineTokens = (line: Line): string[] => tokensOf(line.words.map((w) => w.text).join(' '));

/** Other labels' captions as tokens, made once for the lines they are matched against. */
export const captionTokens = (captions: readonly string[]): string[][] => captions.map(tokensOf);

/**
 * True when a line is another label's caption (`isCaptionLine`) or opens with one of two words or
 * more: the next form cell's captions side by side ("Nama Kapal  Nomor Pelayaran" under a buyer's
 * address), where one cell's caption alone is no line of its own. `captions` as `captionTokens`.
 */
export const opensWithCaption = (line: Line, captions: readonly (readonly string[])[]): boolean => {
  const tokens = lineTokens(line);
  if (isCaptionLine(line, captions, tokens)) return true;
  return captions.some((whole) => whole.length >= 2 && whole.every((t, k) => tokens[k] === t));
};

/** A caption that closes with a colon or an abbreviation's period ("Voy.", "Tgl.", "Vessel:"). */
const CLOSED_CAPTION = /[.:]$/;

/**
 * A text value's lines up to one that is another label's caption (the next form cell's, where a
 * shorter address leaves it in the box), and its words up to another label's caption printed after them on a line: a value
 * shorter than the sample's leaves the next field's caption in its box ("WAN HAI 316 Voy." where
 * the sample printed "SINAR BANDUNG" before "Voy."). Only captions the sample prints and that end
 * with a colon or a period count (a plain word such as "Shipper" may be part of a name), and the
 * captions the sample prints after the value on its line (`following`: "P/L Date" after a
 * packing-list number; a longer number brings it closer). Returns the words line by line, each
 * left to right.
 */
export const cutAtCaptions = (
  words: readonly Word[],
  captions: readonly string[],
  following: readonly string[] = [],
): Word[] => {
  const split = (c: string) => c.trim().toLowerCase().split(/\s+/);
  const wanted = [
    ...captions.map(split).filter((tokens) => tokens.length > 0 && CLOSED_CAPTION.test(tokens.at(-1)!)),
    ...following.map(split).filter((tokens) => tokens.length > 0 && tokens[0] !== ''),
  ];
  const all = toLines(words);
  const tokens = captionTokens(captions);
  const end = all.findIndex((line, i) => i > 0 && isCaptionLine(line, tokens));
  const lines = end < 0 ? all : all.slice(0, end);
  if (wanted.length === 0) return lines.flatMap((line) => line.words);
  return lines.flatMap((line) => {
    const cut = line.words.findIndex(
      (_, i) =>
        i > 0 &&
        wanted.some((tokens) => tokens.every((token, k) => line.words[i + k]?.text.toLowerCase() === token)),
    );
    return cut > 0 ? line.words.slice(0, cut) : line.words;
  });
};

/** How much smaller than the value a caption's print may be (a form cell's caption strip). */
const SMALL_PRINT = 0.9;
/** A caption naming the label may be printed as large as its value, no larger. */
const SAME_PRINT = 1.05;
/** Lines of a caption stacked in two languages ("Nomor Faktur" over "Invoice No."). */
const MAX_CAPTION_LINES = 2;

/** True when `text` is the label's name or one of its aliases, with at most `more` words more (a numbering). */
const namesLabel = (text: string, names: readonly string[], more = 2): boolean => {
  const tokens = tokensOf(text);
  return names.some((name) => {
    const wanted = tokensOf(name);
    return (
      wanted.length > 0 && tokens.length <= wanted.length + more && wanted.every((t) => tokens.includes(t))
    );
  });
};

/**
 * The rectangle of a placement drawn around a whole form cell, its caption included (a user
 * outlining the cell "Vessel / SINAR BANDUNG"), made the value's own, with that caption outside
 * it: the caption is not the value's first line, it is what places it. Found on the sample: the
 * box's first lines, up to two (a caption in two languages), where one names the label (its name
 * or an alias) and any other is printed smaller than the value below; or the words that open the
 * box's only line and name the label ("Vessel: SINAR BANDUNG"). The placement is returned as drawn
 * when its box holds no such caption, or nothing after it.
 */
export const withCaptionOutside = (placement: Placement, words: readonly Word[] | undefined): Placement => {
  if (!words || placement.group !== undefined) return placement;
  const box = rectToBox(placement);
  const lines = toLines(wordsIn(words, box));
  const names = [
    placement.label,
    ...(placement.aliases ?? []),
    ...(placement.caption ? [placement.caption] : []),
  ];
  const text = (line: Line) => line.words.map((w) => w.text).join(' ');
  for (let count = Math.min(MAX_CAPTION_LINES, lines.length - 1); count >= 1; count--) {
    const caption = lines.slice(0, count);
    const value = lines.slice(count);
    const print = median(value.map((l) => boxHeight(l.box)));
    // A caption is never printed larger than its value (a name "BUYER CO LTD" over its street is no caption).
    const fits =
      caption.some((l) => namesLabel(text(l), names)) &&
      caption.every(
        (l) => boxHeight(l.box) <= (namesLabel(text(l), names) ? SAME_PRINT : SMALL_PRINT) * print,
      );
    if (!fits) continue;
    const last = caption.at(-1)!.box;
    const y = (last.y1 + (value[0]?.box.y0 ?? last.y1)) / 2;
    return { ...placement, ...boxToRect({ ...box, y0: fraction(y) }), caption: caption.map(text).join(' ') };
  }
  const [only] = lines;
  if (lines.length !== 1 || !only) return placement;
  for (let count = 1; count < only.words.length; count++) {
    const caption = only.words.slice(0, count);
    const next = only.words[count]!;
    if (!namesLabel(caption.map((w) => w.text).join(' '), names, 0)) continue;
    const x = (caption.at(-1)!.box.x1 + next.box.x0) / 2;
    return {
      ...placement,
      ...boxToRect({ ...box, x0: fraction(x) }),
      caption: caption.map((w) => w.text).join(' '),
    };
  }
  return placement;
};
