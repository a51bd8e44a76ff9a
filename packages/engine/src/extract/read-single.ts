import { similarity } from '../compare/logics.ts';
import {
  boxHeight,
  boxWidth,
  centerInside,
  contains,
  expand,
  horizontalOverlap,
  sameSpot,
  union,
  verticalOverlap,
} from '../geometry/box.ts';
import { rectToBox } from '../geometry/convert.ts';
import { type FractionBox, fraction } from '../geometry/types.ts';
import type { NormalizeOptions } from '../normalize/index.ts';
import { isLegalForm } from '../reference/legal-forms.ts';
import type { Placement, Word } from '../types.ts';
import { type Candidate, candidatesOf } from './candidates.ts';
import { type Anchor, captionTokens, opensWithCaption, phrase } from './caption.ts';
import { droppedBeside, withoutSpecks } from './clean.ts';
import { applyHint } from './hint.ts';
import {
  boxedCharacters,
  characterWidth,
  gapsOf,
  type Line,
  median,
  toLines,
  valueText,
  withoutRepeats,
  wordsIn,
} from './lines.ts';
import type { PageMoved } from './page-moved.ts';
import type { LastRow } from './read-group.ts';
import { readValue } from './read-value.ts';
import { tokensOf } from './tokens.ts';
import { isDocumentCaption } from './type-fit.ts';
import type { WordSource } from './word-source.ts';

/** How a read's box was placed on the page. */
export interface Placing {
  /**
   * `caption`: the sample's caption (or an alias the sample prints) was found; `alias`: an alias
   * the sample does not print was; `drawn`: the placement has no caption, read where drawn;
   * `lost`: its captions were looked for and not found, read where drawn; `keyed`: a table's
   * column headers were not found, but its key column (an HS code, a number) reads as its type
   * where the sample has it, and the rows were counted down it; `neighbours`: no caption of its own
   * was found, and it moved as the fields around it did (extract/neighbours.ts).
   */
  by: 'caption' | 'alias' | 'drawn' | 'lost' | 'keyed' | 'neighbours';
  /** Similarity of the caption found (1: the same tokens). */
  similarity: number;
  /** How far the box moved, in page fractions. */
  move: number;
  /**
   * A caption was found where the sample prints it, but what stood beside it was no value of the
   * label: the value was taken beside a caption found elsewhere, which may be another field's.
   */
  passedOver?: boolean;
}

/** Words read for one placement (one row of a group), the box they were read in and how it was placed. */
export interface RawRead {
  placement: Placement;
  words: Word[];
  box: FractionBox;
  row?: number;
  placing?: Placing;
  /** The page read, when not the placement's own (a table continued over the page). */
  page?: number;
  /**
   * The same caption found elsewhere on the page as well ("TGL." after each reference of a PEB's
   * or PIB's document boxes): the value's box beside each other copy, and where that copy stands.
   */
  twins?: Array<{ box: FractionBox; found: FractionBox }>;
  /** The caption (or alias) that placed the box, where one did. */
  anchor?: Anchor;
  /** A table's last row's text cell: its wrapped lines are looked for below it (read-group.ts). */
  lastRow?: LastRow;
  /**
   * Another read of the same print disagreed (a moved page's table: `read-group.ts`): it gave other
   * characters (`text`), or split the table's rows otherwise (`rows`).
   */
  disputed?: 'text' | 'rows';
  /** The words printed right beside the value's first and last word and not taken (`besideValue`). */
  beside?: {
    left?: Word;
    right?: Word;
    /**
     * With no word right after the value, the next word on its last line within NEXT_GAP line
     * heights, unless it starts a document's caption.
     */
    next?: Word;
    rightCaption?: boolean;
    wraps?: boolean;
    /** A line of the value before its last has a word right after it, not taken (`besideValue`). */
    broken?: boolean;
    under?: Under;
    /** The line under the value is in capitals alone, or not (`capitalsOnly`); undefined for none. */
    underCapitals?: boolean;
    /** The line under the value is another field's, behind its caption (`captionedUnder`). */
    underCaptioned?: boolean;
    /** Words inside the box on the value's last line, past the gap that ended it (`valueWords`). */
    beyond?: boolean;
    /**
     * A fragment of print in the value's box beside its words, not taken, that OCR read too unsure
     * to keep (`droppedBeside`): the "2" of "MERATUS MEDAN 2" at 34% (outside-scan set 3's
     * invoice). Past the box, such a fragment may be the next field's ("st" of "SEP 11, 2026"
     * after the place of issue "GORONTALO", outside-10-scan set 2's B/L); over one of the value's
     * words, it is another read of their ink (`besideValue`).
     */
    dropped?: boolean;
  };
}

/** Margin around a zonal OCR region: covers a scan shifted by ~5 mm. */
export const ZONE_MARGIN = { x: 0.03, y: 0.02 };
/** Margin of the first, tight OCR read: the value's line and its caption's. */
export const TIGHT_MARGIN = { x: 0.012, y: 0.005 };
/** OCR text may differ a little from the sample's caption. */
export const OCR_SIMILARITY = 0.75;
/** How far up and down a scan is searched when the caption is not in its zone. */
export const BAND = 0.12;

export const locateOptions = (source: WordSource) => ({ minSimilarity: source.ocr ? OCR_SIMILARITY : 1 });

/** The region to read for a placement: its rectangle and caption, with a margin. */
export const singleRegion = (placement: Placement, anchors: readonly Anchor[]): FractionBox =>
  expand(
    union([rectToBox(placement), ...anchors.filter((a) => a.printed !== false).map((a) => a.box)]),
    ZONE_MARGIN.x,
    ZONE_MARGIN.y,
  );

/** The first region read for a placement: its rectangle and its first anchor, tight. */
export const firstRegion = (placement: Placement, anchors: readonly Anchor[]): FractionBox =>
  expand(
    union([rectToBox(placement), ...anchors.slice(0, 1).map((a) => a.box)]),
    TIGHT_MARGIN.x,
    TIGHT_MARGIN.y,
  );

const box = (x0: number, y0: number, x1: number, y1: number): FractionBox => ({
  x0: fraction(Math.max(0, x0)),
  y0: fraction(Math.max(0, y0)),
  x1: fraction(Math.min(1, x1)),
  y1: fraction(Math.min(1, y1)),
});

/**
 * Where a scan is searched for a placement's caption, narrowest first: the tight zone, the zone
 * with a margin, a band above and below it, its column down the page, its rows across the page,
 * then the page. Each is read only when the ones before gave no caption with a fitting value.
 */
const searchRegions = (placement: Placement, anchors: readonly Anchor[]): FractionBox[] => {
  const zone = singleRegion(placement, anchors);
  return [
    firstRegion(placement, anchors),
    zone,
    expand(zone, 0, BAND),
    box(zone.x0, 0, zone.x1, 1),
    box(0, zone.y0 - BAND * 2, 1, zone.y1 + BAND * 2),
    box(0, 0, 1, 1),
  ];
};

/** How much of a line's height a box covers (0 to 1). */
const cover = (line: Line, box: FractionBox): number =>
  Math.max(0, Math.min(line.box.y1, box.y1) - Math.max(line.box.y0, box.y0)) /
  Math.max(1e-6, boxHeight(line.box));

/**
 * At most `count` consecutive lines: those the box covers most (the box moved onto the next line's
 * edge). A line that is, or opens with, another label's caption (`captions`) is no value's line, nor
 * is any after it: a box moved by its caption, stretched down past a name's shorter address onto
 * the next cell's captions, covers them wholly and its value's first line only in part
 * (outside-3-scan's buyer read as its address line).
 */
const mostCovered = (lines: Line[], box: FractionBox, count: number, captions: readonly string[]): Line[] => {
  if (lines.length <= count) return lines;
  const tokens = captionTokens(captions);
  const captioned = lines.map((line) => tokens.length > 0 && opensWithCaption(line, tokens));
  let best = 0;
  let bestCover = -1;
  for (let start = 0; start + count <= lines.length; start++) {
    const end = captioned.findIndex((c, i) => c && i > start);
    const counted = lines.slice(start, Math.min(start + count, end < 0 ? lines.length : end));
    const covered = counted.reduce((sum, line, i) => sum + (captioned[start + i] ? 0 : cover(line, box)), 0);
    if (covered > bestCover) {
      best = start;
      bestCover = covered;
    }
  }
  return lines.slice(best, best + count);
};

/** The columns, top to bottom of the page, of the captions the sample prints several times in them. */
const ordinalStrips = (anchors: readonly Anchor[]): FractionBox[] =>
  anchors
    .filter((a) => a.ordinal)
    .map((a) => box(a.box.x0 - TIGHT_MARGIN.x, 0, a.box.x1 + TIGHT_MARGIN.x, 1));

/** A word this many line heights or less after the one before it goes on the same value. */
const RUN_ON_GAP = 1.2;
/** A word this many times the line's usual space after the one before it goes on the same value too. */
const SPACE_FACTOR = 1.5;
/**
 * A word this many of the edge word's character widths or less after it goes on the same value as
 * well: a typewriter face's space is a character wide, wider than a line height of capitals as OCR
 * boxes them ("SEASPAN OSPREY" on a scanned dot-matrix invoice, 1.26 cap heights apart).
 */
const PITCH_FACTOR = 1.5;
/** Inside a box, a gap wider than this many line heights ends the value (another field begins). */
const VALUE_GAP = 3;

/** True when at least half of a word's height lies within a line's. */
const onLine = (word: Word, line: FractionBox): boolean =>
  Math.min(word.box.y1, line.y1) - Math.max(word.box.y0, line.y0) >= 0.5 * boxHeight(word.box);

/**
 * The words on `line`'s band beyond `edge` on one side, each at most RUN_ON_GAP line heights (or
 * SPACE_FACTOR times the line's median space, for a typewriter face) from the one before: a value
 * printed longer than the sample's ("CV JATI RAYA FURNITURE INDONESIA" in a box drawn around "PT
 * SARI KELAPA NUSANTARA") runs on past the box's right edge, and a centred one (a letterhead) past
 * both.
 */
export const runOn = (
  words: readonly Word[],
  line: Line,
  edge: Word,
  side: 'right' | 'left' = 'right',
  gap = RUN_ON_GAP,
): Word[] => {
  const height = boxHeight(line.box);
  const right = side === 'right';
  // A typewriter face spaces its words wider than a line height: the line's own spaces count too.
  const spaces = gapsOf(line.words)
    .filter((g) => g > 0)
    .sort((a, b) => a - b);
  const pitch = characterWidth(edge);
  const limit = Math.max(
    height * gap,
    SPACE_FACTOR * (spaces[Math.floor(spaces.length / 2)] ?? 0),
    PITCH_FACTOR * pitch,
  );
  const beyond = words
    .filter((w) => (right ? w.box.x0 >= edge.box.x1 : w.box.x1 <= edge.box.x0) && onLine(w, line.box))
    .sort((a, b) => (right ? a.box.x0 - b.box.x0 : b.box.x1 - a.box.x1));
  const taken: Word[] = [];
  let end: number = right ? edge.box.x1 : edge.box.x0;
  for (const word of beyond) {
    if ((right ? word.box.x0 - end : end - word.box.x1) > limit) break;
    taken.push(word);
    end = right ? Math.max(end, word.box.x1) : Math.min(end, word.box.x0);
  }
  return right ? taken : taken.reverse();
};

/**
 * Which sides of a placement's value the sample prints nothing beside (a longer value may run on
 * there), and the word it prints right after the value (`until`: a longer value runs on up to it).
 */
export interface OpenSides {
  left: boolean;
  right: boolean;
  until?: string;
  /** The word the sample prints right before the value. */
  from?: string;
  /** The sample's value itself looks wrapped on the next line (`wrapsOn`): the layout tells nothing. */
  wraps?: boolean;
  /** What the sample prints on the line under the value (`underOf`). */
  under?: Under;
  /** The sample's line under the value holds small letters (an address typed in them). */
  underSmall?: boolean;
  /** The sample's box holds words past the gap that ends its value (`wordsBeyond`). */
  beyond?: boolean;
  /**
   * The sample's line under the value is another field's, behind its own caption (`captionedUnder`):
   * a line under the value with nothing before it is then the value's, wrapped (`wrappedUnder`).
   */
  underCaptioned?: boolean;
}

/** A word's shape: its letters written A, its digits 9 ("V.0612W" -> "A.9999A"). */
export const shapeOf = (text: string): string => text.replace(/\p{L}/gu, 'A').replace(/\p{N}/gu, '9');

/**
 * True when `text` is the word the sample prints right after the value (`until`), or a word of
 * its shape when that word holds digits: another field's value printed on (the voyage "V.2614E"
 * after a vessel where the sample prints "V.0612W").
 */
export const closes = (text: string, until: string): boolean =>
  text === until || (/\p{N}/u.test(until) && shapeOf(text) === shapeOf(until));

/** The run-on words up to (not with) the word `until`; none when it is not among them. */
const upTo = (run: readonly Word[], until: string): Word[] => {
  const at = run.findIndex((w) => closes(w.text, until));
  return at < 0 ? [] : run.slice(0, at);
};

/**
 * The value's words in a candidate box: not the caption's own words, no more lines than the
 * sample prints in the placement (`lines`: a name does not take the address line below it), and
 * on each line only up to a gap wider than three line heights (beyond it another field begins:
 * "Tgl." after a name). `open`: the sides on which the sample printed nothing beside the value, so
 * a longer value running on past the box's edge there is taken whole (after its last line's end,
 * before its first line's start), not cut. `captions`: the labels' captions, whose lines end the
 * value's (`mostCovered`).
 */
export const valueWords = (
  words: readonly Word[],
  box: FractionBox,
  caption?: FractionBox,
  lines?: number,
  open: OpenSides = { left: false, right: false },
  captions: readonly string[] = [],
): Word[] => {
  const inBox = wordsIn(words, box).filter((w) => !caption || !sameSpot(w.box, caption));
  const outside = (w: Word) => !inBox.includes(w) && (!caption || !sameSpot(w.box, caption));
  // Specks are dropped before lines are counted: a speck's line is no line of the value.
  const all = toLines(lines ? withoutSpecks(inBox) : inBox);
  const chosen = lines ? mostCovered(all, box, lines, captions) : all;
  const taken = chosen.flatMap((line, i) => {
    const kept: Word[] = [];
    let cut = false;
    for (const word of line.words) {
      // A caption's colon standing alone before the value ("Nomor Faktur :  INV/..."), or the dots
      // leading to it ("INVOICE NO. ........ : BRS/..."), is no part of it.
      if (kept.length === 0 && (CAPTION_COLON.test(word.text) || LEADER.test(word.text))) continue;
      const last = kept.at(-1);
      if (last && word.box.x0 - last.box.x1 > boxHeight(line.box) * VALUE_GAP) {
        cut = true;
        break;
      }
      kept.push(word);
    }
    const first = kept[0];
    const last = kept.at(-1);
    if (!first || !last) return kept;
    const before = open.left && i === 0 ? runOn(words, line, first, 'left').filter(outside) : [];
    // Up to the sample's next word, the value may run on by the gap that parts a value's own words.
    const lastLine = !cut && i === chosen.length - 1;
    const gap = open.right ? RUN_ON_GAP : VALUE_GAP;
    const run =
      lastLine && (open.right || open.until) ? runOn(words, line, last, 'right', gap).filter(outside) : [];
    const after = open.right ? run : open.until ? upTo(run, open.until) : [];
    // A code printed a character to a box ("U S L A X") has as many characters as boxes: what
    // follows it is another field's ("LOS ANGELES" after the port's code). Only more characters at
    // its own pitch are its own: a code printed letter-spaced, longer than the sample's.
    if (boxedCharacters(kept)) return [...kept, ...atPitch(kept, run)];
    return [...before, ...kept, ...after];
  });
  // A name longer than the sample's wraps its legal form onto a line of its own ("... IMPEX PRIVATE"
  // over "LIMITED"): that line is the name's, though the sample printed the name on fewer lines.
  const wrapped = lines ? legalFormBelow(words, taken, caption) : [];
  const rest = lines && wrapped.length === 0 && open.underCaptioned ? wrappedUnder(words, taken) : [];
  return [...taken, ...wrapped, ...rest];
};

/** Words printed on a line before `word`, further left than a line's height from it. */
const before = (seen: readonly Word[], word: Word): Word[] =>
  seen.filter((w) => w !== word && w.box.x1 < word.box.x0 - boxHeight(word.box) && onLine(w, word.box));

/**
 * True when the value's caption stands before it on its line and the line the sample prints under
 * the value, starting where the value starts, has its own caption before it, starting where the
 * value's caption starts ("7. Alamat Eksportir :" before the address under "6. Nama Eksportir :
 * PT ..." on a form of "caption : value" lines). Another column's words before it are no caption.
 */
export const captionedUnder = (
  seen: readonly Word[],
  words: readonly Word[],
  caption: FractionBox | undefined,
): boolean => {
  const next = firstUnder(seen, words);
  const first = toLines(words)[0];
  if (!next || !caption || !first || verticalOverlap(caption, first.box) < 0.5 || caption.x1 > next.box.x0)
    return false;
  // The phrase right before the line's first word (another column's words further left aside; a
  // column of colons between is no word of it), as a caption is taken on the sample; or, on a
  // table of a row per role, the row's own caption where the value's starts, another column's
  // words between ("PPJK  NPWP 0017...  PT PERAK MITRA PABEAN" under the buyer's row).
  const left = before(seen, next).filter((w) => tokensOf(w.text).length > 0);
  const aligned = (w: Word) => Math.abs(w.box.x0 - caption.x0) < boxHeight(next.box);
  const own = phrase(left, true);
  return (own.length > 0 && aligned(own[0]!)) || left.some(aligned);
};

/**
 * The line under a value's last line, starting where the value starts, in the value's print and
 * with nothing before it on its line, where the sample's line there is another field's behind its
 * caption (`OpenSides.underCaptioned`): the value wrapped onto it ("PT BARITO ... AND RATTAN" over
 * "INDUSTRIES"). None when the line has a caption of its own or is printed otherwise.
 */
const wrappedUnder = (words: readonly Word[], taken: readonly Word[]): Word[] => {
  const next = firstUnder(words, taken);
  if (!next || before(words, next).length > 0 || underOf(words, taken) !== 'alike') return [];
  return [next, ...runOn(words, { words: [next], box: next.box }, next)].filter((w) => !taken.includes(w));
};

/** Most a character's pitch may differ from a letter-spaced code's own and still be one of its characters. */
const PITCH_TOLERANCE = 0.15;

/**
 * The single characters following a code printed a character to a box, each at the code's own
 * pitch from the one before (the next character of a letter-spaced code, not another field).
 */
const atPitch = (code: readonly Word[], run: readonly Word[]): Word[] => {
  const pitches = code.slice(1).map((w, i) => w.box.x0 - code[i]!.box.x0);
  const pitch = median(pitches);
  const taken: Word[] = [];
  let last = code.at(-1)!;
  for (const word of run) {
    if (!/^[\p{L}\p{N}]$/u.test(word.text.trim())) break;
    if (Math.abs(word.box.x0 - last.box.x0 - pitch) > PITCH_TOLERANCE * pitch) break;
    taken.push(word);
    last = word;
  }
  return taken;
};

/**
 * The first word of the line right under a value's last line, starting where the value starts:
 * another column's line a little higher (a note beside a buyer's block, outside-18-scan's
 * invoices) is not the one under it.
 */
const startUnder = (
  words: readonly Word[],
  taken: readonly Word[],
  caption?: FractionBox,
): Word | undefined => {
  const valueLines = toLines(taken);
  const last = valueLines.at(-1);
  const start = valueLines[0]?.words[0];
  if (!last || !start) return undefined;
  const height = boxHeight(last.box);
  return toLines(
    words.filter(
      (w) =>
        !taken.includes(w) &&
        (!caption || !sameSpot(w.box, caption)) &&
        w.box.y0 >= last.box.y1 - 0.3 * height &&
        w.box.y0 <= last.box.y1 + height,
    ),
  )
    .map((line) => line.words.find((w) => Math.abs(w.box.x0 - start.box.x0) <= height))
    .find((w) => w !== undefined);
};

/**
 * The words of a value's line wrapped under it, from its first: on that word's own band (a larger
 * word further right on the lines' joined band, the waybill's number beside "MBH", would take the
 * address line under it in), spaced as the value's own last line is (a page whose width is not an
 * A4's, a phone's screenshot of a PEB, spaces its words wider than a line height's fraction of the
 * page).
 */
const wrappedLine = (words: readonly Word[], first: Word, last: Line): Word[] => [
  first,
  ...runOn(words, { words: last.words, box: first.box }, first),
];

/**
 * The line right under a value's last line, starting where the value starts, made only of legal
 * forms ("LIMITED", "PRIVATE LIMITED", "CO., LTD."), or ending with one where the value does not
 * ("... FOODSTUFF IMPORT" over "EXPORT L.L.C.", "... SPECIALTY COFFEE" over "TRADING EST."), with
 * no digit in it: the name wrapped there. An address line does not end with a legal form. None
 * otherwise.
 */
const legalFormBelow = (words: readonly Word[], taken: readonly Word[], caption?: FractionBox): Word[] => {
  const first = startUnder(words, taken, caption);
  if (!first) return [];
  const valueLines = toLines(taken);
  const last = valueLines.at(-1)!;
  const height = boxHeight(last.box);
  const line = wrappedLine(words, first, last);
  if (line.every(legalFormRead)) return line.map(asLegalForm);
  // Wrapped, the line stays within the value's column: another column's name beside it is not its.
  const column = Math.max(...valueLines.map((l) => l.box.x1)) + height;
  const own = line.filter((w) => w.box.x1 <= column);
  const ends = (ws: readonly Word[]) => ws.length > 0 && legalFormRead(ws.at(-1)!);
  return ends(own) && !ends(last.words) && !own.some((w) => /\p{N}/u.test(w.text) && !legalFormRead(w))
    ? own.map(asLegalForm)
    : [];
};

/**
 * A legal form as OCR reads it: its letters O read as zeros ("0.0." for Poland's "O.O." on
 * outside-18-scan's PEB), in a word of letters, zeros and dots that has a letter or a dot.
 */
const legalFormRead = (w: Word): boolean => isLegalForm(w) || isLegalForm(asLegalForm(w));

/**
 * The word with its zeros read as the letter O, where that makes it a legal form, at half its
 * OCR confidence: the letters were guessed, and where OCR misread them it may have lost more of
 * the name (outside-18-scan's invoice: "KAWA I" over "PRZYPRAWY SP. Z 0.0." lost its "I"), so the
 * name is flagged, not taken sure.
 */
const asLegalForm = (w: Word): Word => {
  if (isLegalForm(w) || !/^[\p{L}0.]+$/u.test(w.text) || !/[\p{L}.]/u.test(w.text)) return w;
  const text = w.text.replace(/0/g, 'O');
  return isLegalForm({ text }) ? { ...w, text, confidence: w.confidence * GUESSED_FORM } : w;
};

/** What a legal form read with digits for its letters keeps of its OCR confidence (`asLegalForm`). */
const GUESSED_FORM = 0.5;

/**
 * The words the sample prints right beside a placement's value (within the gap a value runs on by):
 * before its first line's first word and after its last line's last word, null for a side with
 * none; undefined when the box holds nothing.
 */
export const besideWords = (
  sample: readonly Word[],
  rect: FractionBox,
): { before: string | null; after: string | null } | undefined => {
  const inBox = wordsIn(sample, rect);
  const lines = toLines(inBox);
  const first = lines[0]?.words[0];
  const last = lines.at(-1)?.words.at(-1);
  if (!first || !last) return undefined;
  const beside = (found: Word[]) => found.filter((w) => !inBox.includes(w));
  return {
    before: beside(runOn(sample, lines[0]!, first, 'left')).at(-1)?.text ?? null,
    after: beside(runOn(sample, lines.at(-1)!, last))[0]?.text ?? null,
  };
};

const CAPTION_COLON = /^\s*[:\uFF1A]\s*$/u;
/** Dots (or dashes, underscores) leading a caption to its value, with or without the colon. */
const LEADER = /^\s*[.\u2026_-]{2,}\s*[:\uFF1A]?\s*$/u;

/** Most words of a document's caption (`DOCUMENT_CAPTIONS`: "Port of Loading", "Document Date"). */
const CAPTION_WORDS = 4;

/** True when the words, from their first on, begin with a document's caption ("Document Date"). */
const startsCaption = (words: readonly Word[]): boolean =>
  words.slice(0, CAPTION_WORDS).some((_, i) =>
    isDocumentCaption(
      words
        .slice(0, i + 1)
        .map((w) => w.text)
        .join(' '),
    ),
  );

/**
 * The words a page prints right beside a value read (within the gap a value runs on by) and not
 * taken in it: the caption's colon and the caption itself aside (`ofCaption`, where `captionText`
 * tells its words), a word just before the value's first word or just after its last may be the
 * value's own, cut off ("HAI 316" of "WAN HAI 316"); and whether a fragment in the box (`box`)
 * beside the value was dropped as a speck (`dropped`).
 */
export const besideValue = (
  seen: readonly Word[],
  words: readonly Word[],
  caption?: FractionBox,
  box?: FractionBox,
  captionText?: string,
): NonNullable<RawRead['beside']> => {
  const lines = toLines(words);
  const first = lines[0]?.words[0];
  const last = lines.at(-1)?.words.at(-1);
  if (!first || !last) return {};
  const beyond = box !== undefined && wordsBeyond(seen, words, box).length > 0;
  const others = seen.filter(
    (w) =>
      !words.includes(w) &&
      (!caption || !ofCaption(w, caption, captionText, seen)) &&
      !CAPTION_COLON.test(w.text) &&
      !LEADER.test(w.text),
  );
  // What OCR made of specks beside it ("x", ".") is no word of the value.
  const free = withoutSpecks(others);
  // The words in the box beside the value's own, not over them: a fragment lying over a word of the
  // value is another read of its ink or of a rule above it ("SA" and "cS" at 14% and 5% half a line
  // over "Interiors Ltd" on outside-10-scan set 3's tilted packing list), no print left out.
  const besideInBox = box
    ? wordsIn(others, box).filter(
        (f) => !words.some((w) => horizontalOverlap(f.box, w.box) > 0 && verticalOverlap(f.box, w.box) > 0),
      )
    : [];
  const under = underOf(free, words);
  const below = alignedUnder(free, words);
  const left = runOn(free, lines[0]!, first, 'left').at(-1);
  const after = runOn(free, lines.at(-1)!, last);
  const right = after[0];
  const further = right ? [] : runOn(free, lines.at(-1)!, last, 'right', NEXT_GAP);
  const next = further[0];
  // A line of the value before its last, run on past what was taken: the value wraps there, so
  // that line ended where its print did, and the word after it is the value's own, cut off
  // ("ALBION MUSICAL INSTRUMENT" without "DISTRIBUTION" over "(UK) LIMITED").
  const broken = lines.slice(0, -1).some((line) => {
    const end = line.words.at(-1);
    return end !== undefined && runOn(free, line, end)[0] !== undefined;
  });
  return {
    ...(left ? { left } : {}),
    ...(broken ? { broken: true } : {}),
    ...(right ? { right } : {}),
    ...(next && !startsCaption(further) ? { next } : {}),
    ...(startsCaption(after) ? { rightCaption: true } : {}),
    ...(wrapsOn(free, words) ? { wraps: true } : {}),
    ...(under ? { under } : {}),
    ...(below ? { underCapitals: capitalsOnly(below) } : {}),
    ...(captionedUnder(seen, words, caption) ? { underCaptioned: true } : {}),
    ...(beyond ? { beyond: true } : {}),
    ...(droppedBeside(besideInBox, words) ? { dropped: true } : {}),
  };
};

/**
 * True when a word seen is the caption's own: where it was found (`caption`, the box of the words
 * that matched it), unless, where its text is known, it is none of its words and lies under another
 * word's box. OCR may box a caption's word across the words after it (outside-13-scan's "Pengangkut"
 * run over "& No. Voy/Flight" and "WAN" of "WAN HAI 273"), and a word under that box may be the
 * value's. A word alike one of the caption's, or a piece of one ("sel" of "Vessel:" boxed in two),
 * is the caption's; so is a word of other letters under no other box, OCR's reading of the caption's
 * own print, another read of it ("EET" where "Invoice No." was found).
 */
const ofCaption = (
  word: Word,
  caption: FractionBox,
  text: string | undefined,
  seen: readonly Word[],
): boolean => {
  if (!sameSpot(word.box, caption)) return false;
  if (text === undefined) return true;
  const own = tokensOf(text);
  const tokens = tokensOf(word.text);
  if (
    tokens.length === 0 ||
    tokens.some((t) => own.some((o) => o.includes(t) || similarity(t, o) >= OCR_SIMILARITY))
  )
    return true;
  // A word of other letters is the caption's misread, unless another word's box lies over it.
  return !seen.some(
    (other) =>
      boxWidth(other.box) > boxWidth(word.box) &&
      sameSpot(other.box, word.box) &&
      sameSpot(other.box, caption),
  );
};

/** Line heights after a value within which the next word on its line is told (`besideValue`'s `next`). */
const NEXT_GAP = 3;

/** Least OCR confidence of a word past a value's gap that makes the value doubtful. */
const BEYOND_CONFIDENCE = 0.6;

/**
 * The words inside `box` on the value's last line, past its last word by more than the gap that
 * ends a value (VALUE_GAP line heights): what `valueWords` left out as another field's. On a scan,
 * where the sample's box holds none, they are more likely the value's own past words OCR did not
 * read ("VAN" ... "OUTDOOR LIVING B.V.", "DER BERG" lost).
 */
export const wordsBeyond = (seen: readonly Word[], words: readonly Word[], box: FractionBox): Word[] => {
  const line = toLines(words).at(-1);
  const last = line?.words.at(-1);
  if (!line || !last) return [];
  const h = boxHeight(line.box);
  // Words, not what OCR made of specks: two letters or digits at least, read with some confidence.
  return withoutSpecks(wordsIn(seen, box)).filter(
    (w) =>
      !words.includes(w) &&
      onLine(w, line.box) &&
      w.box.x0 > last.box.x1 + h * VALUE_GAP &&
      w.text.replace(/[^\p{L}\p{N}]/gu, '').length >= 2 &&
      w.confidence >= BEYOND_CONFIDENCE,
  );
};

/**
 * True when a word seen, not one of the value's, lies partly inside `box` across one of its sides,
 * on one of the value's lines (overlapping a value word by more than half the shorter height): the
 * value's words there may belong to something else ("1801.00" of "HS 1801.00", an HS code under a
 * weight's box, "HS" across the box's left side on the page read whole).
 */
const acrossSide = (seen: readonly Word[], value: readonly Word[], box: FractionBox): boolean =>
  seen.some(
    (w) =>
      !value.includes(w) &&
      horizontalOverlap(w.box, box) > 0 &&
      !contains(box, w.box) &&
      value.some((v) => verticalOverlap(v.box, w.box) > 0.5),
  );

/**
 * The first word of the line right under a value's last line, starting where its lines start; or
 * (`edge` 'end') the last word of that line, ending where its lines end.
 */
const firstUnder = (
  seen: readonly Word[],
  words: readonly Word[],
  edge: 'start' | 'end' = 'start',
): Word | undefined => {
  const lines = toLines(words);
  const last = lines.at(-1);
  if (!last) return undefined;
  const h = boxHeight(last.box);
  const at =
    edge === 'start' ? Math.min(...lines.map((l) => l.box.x0)) : Math.max(...lines.map((l) => l.box.x1));
  return seen
    .filter(
      (w) =>
        !words.includes(w) &&
        w.box.y0 > last.box.y0 + 0.5 * h &&
        w.box.y0 < last.box.y1 + 0.8 * h &&
        Math.abs((edge === 'start' ? w.box.x0 : w.box.x1) - at) < 0.6 * h,
    )
    .sort((a, b) => a.box.y0 - b.box.y0)[0];
};

/**
 * How a line printed under a value compares with the value's last line: in the same print, in
 * another (clearly larger or smaller), or neither clearly.
 */
export type Under = 'alike' | 'other' | 'unclear';

/** Heights of two lines' print within this share of each other: the same face and size. */
const ALIKE = 0.12;
/**
 * Heights this share apart or more: another print (a letterhead's name over its address). OCR
 * boxes a word by its ink, so a 10 pt name over a 9 pt street on a scan can look alike: what lies
 * between says nothing.
 */
const OTHER = 0.25;

/**
 * The line printed right under a value, starting where it starts: its words from its first on, up
 * to a gap (not another column's words on its band); undefined for none.
 */
const lineUnder = (seen: readonly Word[], words: readonly Word[]): Word[] | undefined => {
  const next = firstUnder(seen, words);
  return next ? [next, ...runOn(seen, { words: [next], box: next.box }, next)] : undefined;
};

/**
 * The line printed right under a value aligned with it at its start (`lineUnder`) or, where none
 * starts there, at its end: a right-aligned block's next line (a letterhead's name over "TANAH
 * TINGGI", its address under that ending where both end). Undefined for none.
 */
export const alignedUnder = (seen: readonly Word[], words: readonly Word[]): Word[] | undefined => {
  const start = lineUnder(seen, words);
  if (start) return start;
  const ending = firstUnder(seen, words, 'end');
  return ending ? [...runOn(seen, { words: [ending], box: ending.box }, ending, 'left'), ending] : undefined;
};

/** True when words hold a small letter ("Kawasan Industri Dumai"). */
export const smallLetters = (words: readonly Word[]): boolean => words.some((w) => /\p{Ll}/u.test(w.text));

/**
 * True when words hold letters, all capitals, and no digit: a name's line as offices type names
 * ("SAWIT RIAU PERSADA NUSANTARA"), not an address ("Kawasan Industri Dumai, Jl. Datuk ... Km. 4").
 */
export const capitalsOnly = (words: readonly Word[]): boolean => {
  const text = words.map((w) => w.text).join(' ');
  return /\p{Lu}/u.test(text) && !/\p{Ll}|\p{N}/u.test(text);
};

/**
 * What is printed right under a value, starting where it starts: a line in the same print as the
 * value's last ('alike': the rest of a name wrapped there, or a second name line), in another
 * ('other': a letterhead's smaller address under the company's name), or neither clearly
 * ('unclear'); undefined for nothing.
 */
export const underOf = (seen: readonly Word[], words: readonly Word[]): Under | undefined => {
  const line = lineUnder(seen, words);
  const last = toLines(words).at(-1);
  if (!line || !last) return undefined;
  const height = (ws: readonly Word[]) => median(ws.map((w) => boxHeight(w.box)));
  const [a, b] = [height(last.words), height(line)];
  const apart = Math.abs(a - b) / Math.max(a, b);
  return apart <= ALIKE ? 'alike' : apart >= OTHER ? 'other' : 'unclear';
};

/**
 * True when the value may go on on the line under its last, wrapped there: that line starts where
 * the value's lines start, right under it, and its first word could not have been printed at the end
 * of the value's line before the next words on that line (another column's): "AL MANSOORI GENERAL
 * TRADING & FOODSTUFF" over "IMPORT EXPORT L.L.C." beside the invoice's numbers. A line the writer
 * broke where the next word had room (a name over its street) is no wrap.
 */
export const wrapsOn = (seen: readonly Word[], words: readonly Word[]): boolean => {
  const last = toLines(words).at(-1);
  const next = firstUnder(seen, words);
  if (!next || !last) return false;
  const h = boxHeight(last.box);
  const after = seen.filter((w) => !words.includes(w) && w.box.x0 >= last.box.x1 && onLine(w, last.box));
  if (after.length === 0) return false;
  const room = Math.min(...after.map((w) => w.box.x0)) - last.box.x1;
  // A space before the word, and a space before the next column's words.
  return room < next.box.x1 - next.box.x0 + 0.6 * h;
};

/**
 * The words running on before the first line of `words` ('left') or after its last line ('right'),
 * left to right, specks left out.
 */
const runningOn = (seen: readonly Word[], words: readonly Word[], side: 'left' | 'right'): Word[] => {
  const lines = toLines(words);
  const line = side === 'left' ? lines[0] : lines.at(-1);
  const edge = side === 'left' ? line?.words[0] : line?.words.at(-1);
  return line && edge ? withoutSpecks(runOn(seen, line, edge, side)) : [];
};

/** How far past a clipped word, or a line's end, its line is read again (share of the page's width). */
export const PAST_CLIP = 0.35;

/**
 * A value's words cut by the side of the crop they were read in ("CV JATI RAYA FURNITURE INDO?"):
 * their lines are read again from the word on past the side it was cut at, and what that read
 * finds whole replaces what it overlaps. Words still clipped (the page ends there) keep their
 * halved confidence.
 */
const readPast = async (source: WordSource, seen: Word[], clipped: readonly Word[]): Promise<Word[]> => {
  const regions = clipped.map((w) => {
    const margin = boxHeight(w.box) / 2;
    return w.clipped === 'right'
      ? box(w.box.x0 - margin, w.box.y0 - margin, w.box.x1 + PAST_CLIP, w.box.y1 + margin)
      : box(w.box.x0 - PAST_CLIP, w.box.y0 - margin, w.box.x1 + margin, w.box.y1 + margin);
  });
  return readReplacing(source, seen, regions);
};

/**
 * The line of a value's last word read on past it (PAST_CLIP of the page's width; or of its first
 * word, before it: `side`), what it reads whole there replacing what it overlaps: a fragment of
 * the next word ("NE" of "NEDERLAND") read at the edge of an earlier crop. The word itself is in
 * the crop but its new read is not kept.
 */
const readOn = (
  source: WordSource,
  seen: Word[],
  end: Word,
  side: 'left' | 'right' = 'right',
): Promise<Word[]> => {
  const margin = boxHeight(end.box) / 2;
  const [y0, y1] = [end.box.y0 - margin, end.box.y1 + margin];
  // Only the words read past it: a region inside a zone already read answers with the zone's
  // words, and the zone's reading of the value itself (a bold name garbled to "Cll ge" with the
  // line under it) must not replace what a tighter read made of it.
  // The word itself is read with them: alone in a crop, a word of letters whose capitals are
  // their small letters larger ("CV") has no size to be told by, and comes back "cv". With a margin
  // before it: a crop starting at its first glyph cuts it, and a word read whole past it ("ENERGI"
  // over the "ENE" a first crop ended in) came back clipped.
  const [read, past] =
    side === 'right'
      ? [
          box(end.box.x0 - margin, y0, end.box.x1 + PAST_CLIP, y1),
          box(end.box.x1 + 0.001, y0, end.box.x1 + PAST_CLIP, y1),
        ]
      : [
          box(end.box.x0 - PAST_CLIP, y0, end.box.x1 + margin, y1),
          box(end.box.x0 - PAST_CLIP, y0, end.box.x0 - 0.001, y1),
        ];
  // The strip along a line runs across a form's cell borders, and a border along its top or
  // bottom edge garbles the whole strip ("Kerem," for "MEDITERRANEO, S.L." on outside-3-scan's
  // PEB, whose crop caught its box's top rule): the ruling is taken out, as for a table's rows.
  return readReplacing(source, seen, [read], { only: [past], extending: { word: end, side }, unruled: true });
};

/**
 * True when `whole` is `cut` read whole: the same word on its line, going on past it on `side`
 * with `cut`'s letters at its start ('right') or end ('left'). The crop `cut` was read in ended
 * inside it, and the glyph the edge cut was cleared ("ENE" of "ENERGI"): no clipped word tells it.
 */
const readWhole = (whole: Word, cut: Word, side: 'left' | 'right'): boolean => {
  const [a, b] = [whole.text.toUpperCase(), cut.text.toUpperCase()];
  return (
    a.length > b.length &&
    (side === 'right'
      ? a.startsWith(b) && whole.box.x1 > cut.box.x1
      : a.endsWith(b) && whole.box.x0 < cut.box.x0) &&
    horizontalOverlap(whole.box, cut.box) > 0 &&
    verticalOverlap(whole.box, cut.box) > 0.5
  );
};

/**
 * `seen` with the words of a new read added, a word read again at its spot kept as first read,
 * except where the new read is that word whole, going on past it with letters or digits where
 * nothing else was read: "ENERGI" over the "ENER" a zone ended in. The zone's side cut the word's
 * next glyph, which was cleared, so no clipped mark told it; a wider read of the same line has it
 * whole. A new word running over another word seen ("USD-US" over "USD-" and "US") joined two.
 * A word marked cut by its crop's side gives way to the words the new read has whole at its spot.
 */
export const withWholeWords = (seen: readonly Word[], read: readonly Word[]): Word[] => {
  const wholeOf = (cut: Word) =>
    read.find((w) => {
      if (w.clipped) return false;
      const [a, b] = [w.text.toUpperCase(), cut.text.toUpperCase()];
      const more = a.startsWith(b) ? a.slice(b.length) : a.endsWith(b) ? a.slice(0, -b.length) : '';
      return (
        /[\p{L}\p{N}]/u.test(more) &&
        (readWhole(w, cut, 'right') || readWhole(w, cut, 'left')) &&
        !seen.some(
          (other) =>
            other !== cut &&
            horizontalOverlap(other.box, w.box) > 0 &&
            verticalOverlap(other.box, w.box) > 0.5,
        )
      );
    });
  // A word a crop's side cut ("Um" at the edge where "USD" stands) gives way to the words a read
  // of its spot has whole, unless they run over another word seen.
  const overlapping = (a: Word, b: Word) =>
    horizontalOverlap(a.box, b.box) > 0 && verticalOverlap(a.box, b.box) > 0.5;
  const readOver = (cut: Word) => {
    if (!cut.clipped) return [];
    const over = read.filter((w) => !w.clipped && overlapping(w, cut));
    return over.every((w) => !seen.some((other) => other !== cut && overlapping(other, w))) ? over : [];
  };
  const kept = seen.filter((w) => readOver(w).length === 0);
  return withoutRepeats(
    kept.map((w) => wholeOf(w) ?? w),
    read,
  );
};

/**
 * True when a word read in a region touches its top or bottom and centres off the line read: the
 * part of the line above or below that the region's margin took in ("wen" of the top of "MBH"
 * under a name read on), no word of the line read. Each region reaches half a line past its line
 * on both sides, so the line fills its middle half. A word of the line boxed taller than it, up
 * to one of the region's edges, centres on it still: outside-5-scan's PEB boxed "PERSADA" of an
 * exporter's name with a fold's line through it twice as tall as its letters, and the name ended
 * before it. A word boxed from the top edge to the bottom one is cut across still.
 */
export const cutAcross = (w: Word, region: FractionBox): boolean => {
  const within = boxHeight(w.box) / 8;
  const [top, bottom] = [w.box.y0 <= region.y0 + within, w.box.y1 >= region.y1 - within];
  // Boxed from edge to edge, it holds ink of the lines above or below (outside-5-scan's photographed
  // packing list: "JEPANG" and "OSAKA," over a port's "OSAKA").
  if (top && bottom) return true;
  const quarter = boxHeight(region) / 4;
  const centre = (w.box.y0 + w.box.y1) / 2;
  return (top || bottom) && (centre < region.y0 + quarter || centre > region.y1 - quarter);
};

/**
 * Regions read, and the words each reads whole put in place of the words seen that they overlap
 * (`only`: only the words whose centre lies in the region's part given at its index).
 */
const readReplacing = async (
  source: WordSource,
  seen: Word[],
  regions: readonly FractionBox[],
  {
    only,
    extending,
    unruled = false,
  }: {
    only?: readonly FractionBox[];
    extending?: { word: Word; side: 'left' | 'right' };
    unruled?: boolean;
  } = {},
): Promise<Word[]> => {
  const reads = await Promise.all(regions.map((region) => source.around(region, { unruled })));
  // Two clipped words of one line read their line twice: each word once.
  const whole = reads.reduce<Word[]>(
    (kept, read, i) =>
      withoutRepeats(
        kept,
        read.filter(
          (w) =>
            !w.clipped &&
            !cutAcross(w, regions[i]!) &&
            (!only?.[i] ||
              centerInside(w.box, only[i]) ||
              (extending !== undefined && readWhole(w, extending.word, extending.side))),
        ),
      ),
    [],
  );
  // A word the side of its crop cut is replaced by a whole read as sure of itself at least: read
  // again from a margin of half a line before it, tiny print came back garbled ("wen" for the
  // "MBH" a zone had read, cut but sure, on a phone's screenshot of a PEB).
  const overlapped = (w: Word) =>
    whole.some(
      (n) =>
        horizontalOverlap(n.box, w.box) > 0 &&
        verticalOverlap(n.box, w.box) > 0.5 &&
        (!w.clipped || n.confidence >= w.confidence),
    );
  return withoutRepeats(
    seen.filter((w) => !overlapped(w)),
    whole,
  );
};

/** A word's width ahead, in line heights: what must have been read past a value's end to know it ends. */
const WORD_AHEAD = 6;

/** Past a value's last word (or before its first), as far as a next word would reach, were the value to run on. */
const runOnProbe = (word: Word, side: 'left' | 'right' = 'right'): FractionBox => {
  const reach = WORD_AHEAD * boxHeight(word.box);
  return side === 'right'
    ? { ...word.box, x0: word.box.x1, x1: fraction(Math.min(1, word.box.x1 + reach)) }
    : { ...word.box, x0: fraction(Math.max(0, word.box.x0 - reach)), x1: word.box.x0 };
};

/** A caption found less than this (page fractions) from where the sample prints it is in its place. */
const IN_PLACE = 0.02;

const placingOf = (candidate: Candidate, passedOver = false): Placing => ({
  by: candidate.anchor.printed === false ? 'alias' : 'caption',
  similarity: candidate.similarity,
  move: candidate.move,
  ...(passedOver && candidate.move >= IN_PLACE ? { passedOver } : {}),
});

/**
 * What must be read for a candidate box: the box, and for a text the line under it too (a name
 * longer than the sample's wraps its legal form there: legalFormBelow).
 */
const withLineBelow = (target: FractionBox, placement: Placement, lines = 1): FractionBox =>
  placement.type === 'text'
    ? { ...target, y1: fraction(Math.min(1, target.y1 + (1.5 * boxHeight(target)) / Math.max(1, lines))) }
    : target;

/**
 * Reads one placement. Every anchor (the sample's caption, each alias) found on the page gives a
 * candidate box; candidates are tried best first and the first whose text fits the label's data
 * type is the value (a container number is not a weight). On a scan the page is searched in
 * widening regions, OCRing only those, and a candidate box outside what was read is read again
 * where it now lies. With no caption found, the value is read where it was drawn, and says so.
 * `lines`: how many lines the sample prints in the placement (a value takes no more); `open`: the
 * sides the sample prints nothing beside the value on (`besideWords`); `captions`: the template's
 * captions and aliases, its own and its other labels', none of which is a value.
 */
export const readSingle = async (
  placement: Placement,
  anchors: readonly Anchor[],
  source: WordSource,
  options: NormalizeOptions = {},
  lines?: number,
  open: OpenSides = { left: false, right: false },
  captions: readonly string[] = anchors.map((a) => a.text),
  moved?: PageMoved,
): Promise<RawRead> => {
  const drawn = rectToBox(placement);
  // A scan's zones may not have read the caption before the line under the value: that line's
  // having none says nothing there (`wrappedUnder` on text layers only).
  if (source.ocr && open.underCaptioned) open = { ...open, underCaptioned: false };
  let seen: Word[] = [];
  const read: FractionBox[] = [];
  // Until it has told the page's verdict what it found, a placement reads its own crops, as before
  // the verdict: the verdict may be in before it has reported (`pageMoved`), and what it reads must
  // not depend on when.
  let reported = false;
  const report = (inPlace: boolean | undefined): Promise<boolean> | undefined => {
    reported = true;
    return moved?.report(inPlace);
  };
  const own: WordSource = moved
    ? {
        ...source,
        around: (region, options = {}) =>
          source.around(region, {
            ...options,
            crop: options.crop === true || (!reported && source.readWhole?.() === true),
          }),
      }
    : source;
  const readAround = async (region: FractionBox, crop = false) => {
    seen = withWholeWords(seen, await own.around(region, { crop }));
    read.push(region);
  };
  const covered = (target: FractionBox) =>
    !source.ocr || read.some((region) => contains(region, expand(target, 0.002, 0.002)));
  // The value's words in `at`, on a scan read again past a word the crop's side cut and on along
  // the line where the value may run on past its box.
  const wordsOfBox = async (at: FractionBox, found?: Candidate['found']): Promise<Word[]> => {
    let words = withoutSpecks(valueWords(seen, at, found, lines, open, captions));
    const clipped = source.ocr ? words.filter((w) => w.clipped) : [];
    if (clipped.length > 0) {
      seen = await readPast(own, seen, clipped);
      words = withoutSpecks(valueWords(seen, at, found, lines, open, captions));
    }
    // A value that may run on past its box, ending where the read ends: read on along its line
    // (before its box too, where the sample prints nothing there: a centred letterhead).
    const end = source.ocr && (open.right || open.until) ? toLines(words).at(-1)?.words.at(-1) : undefined;
    if (end && !covered(runOnProbe(end))) {
      seen = await readOn(own, seen, end);
      words = withoutSpecks(valueWords(seen, at, found, lines, open, captions));
    }
    // A name longer than the sample's, run on past its box, may wrap its legal form onto the line
    // under it, past what was read (outside-18-scan's "VERTRIEBSGESELLSCHAFT MBH" under "ALPE
    // ADRIA KAFFEE IMPORT UND"): that line is read on as well, for `legalFormBelow` to tell it.
    const longer = source.ocr && lines !== undefined && words.some((w) => w.box.x1 > at.x1);
    const under = longer ? startUnder(seen, words, found) : undefined;
    const valueEnd = toLines(words).at(-1);
    const underEnd = under && valueEnd ? wrappedLine(seen, under, valueEnd).at(-1) : undefined;
    if (underEnd && !covered(runOnProbe(underEnd))) {
      seen = await readOn(own, seen, underEnd);
      words = withoutSpecks(valueWords(seen, at, found, lines, open, captions));
    }
    const start = source.ocr && open.left ? toLines(words)[0]?.words[0] : undefined;
    if (start && !covered(runOnProbe(start, 'left'))) {
      seen = await readOn(own, seen, start, 'left');
      words = withoutSpecks(valueWords(seen, at, found, lines, open, captions));
    }
    return words;
  };
  const regions = source.ocr ? searchRegions(placement, anchors) : [];
  const stretch = (await source.stretch?.()) ?? 1;
  let firstFound: { candidate: Candidate; words: Word[] } | undefined;
  let passedOver = false;
  let jumped = false;
  for (let step = 0; step < Math.max(1, regions.length); step++) {
    // Where captions are looked for: what was read, but on the page read whole, the page's own
    // words first (a caption on a line a crop's edge cut comes back garbled from that crop).
    let captionWords: Word[] | undefined;
    if (source.ocr) {
      if (step === regions.length - 1) {
        const page = await source.all();
        captionWords = withoutRepeats(page, seen);
        seen = withoutRepeats(seen, page);
      } else await readAround(regions[step]!);
      // A caption printed several times in its column is told apart by counting them: read the column.
      if (step === 0) for (const strip of ordinalStrips(anchors)) await readAround(strip);
    } else seen = withoutRepeats(seen, await source.all());
    const candidates = candidatesOf(
      drawn,
      anchors,
      captionWords ?? seen,
      locateOptions(source).minSimilarity,
      stretch,
    );
    for (const candidate of candidates) {
      const wanted = withLineBelow(candidate.box, placement, lines);
      const fitting = (taken: readonly Word[]) => {
        const hinted = applyHint(valueText(placement.type, taken), placement.hint);
        return (
          !hinted.reason && readValue(placement.type, hinted.text, source.ocr, options, { captions }).fit > 0
        );
      };
      // On the page read whole, the value is taken from that read where its words there are a value
      // of the label's type; only where they are not is its box cut and read on its own.
      const unread = !covered(wanted);
      let fromPage = jumped && unread ? await wordsOfBox(candidate.box, candidate.found) : undefined;
      // Nor where the box cuts a word of that read at its side (`acrossSide`): the box read on its
      // own says what it holds.
      if (fromPage && (!fitting(fromPage) || acrossSide(seen, fromPage, candidate.box))) fromPage = undefined;
      if (!fromPage && unread) await readAround(expand(wanted, TIGHT_MARGIN.x, TIGHT_MARGIN.y), jumped);
      let words = fromPage ?? (await wordsOfBox(candidate.box, candidate.found));
      let fits = fitting(words);
      // A scanned date whose box starts after its first word ("24, 2024" of "FEB 24, 2024": the box
      // moved with a caption matched one word too far), or ends before its last ("17" of "17 Nov
      // 2026"): the fewest words right before it on its line, else right after it, that make it a
      // date in the document's format.
      if (!fits && source.ocr && placement.type === 'date') {
        const before = runningOn(seen, words, 'left');
        const after = runningOn(seen, words, 'right');
        const tries = [
          ...before.map((_, i) => [...before.slice(-(i + 1)), ...words]),
          ...after.map((_, i) => [...words, ...after.slice(0, i + 1)]),
        ];
        const fitted = tries.find(fitting);
        if (fitted) [words, fits] = [fitted, true];
      }
      firstFound ??= { candidate, words };
      if (!fits && candidate.move < IN_PLACE) passedOver = true;
      if (fits) {
        const twins = candidates.filter(
          (c) =>
            c !== candidate &&
            c.anchor.text === candidate.anchor.text &&
            c.similarity >= candidate.similarity,
        );
        if (step === 0) void report(true);
        return {
          placement,
          words,
          box: candidate.box,
          placing: placingOf(candidate, passedOver),
          beside: besideValue(seen, words, candidate.found, candidate.box, candidate.anchor.text),
          anchor: candidate.anchor,
          ...(twins.length > 0 ? { twins: twins.map((c) => ({ box: c.box, found: c.found })) } : {}),
        };
      }
    }
    // On a page whose print moved as a whole, the page is read whole next (page-moved.ts).
    if (step === 0 && moved) {
      const inPlace = firstFound !== undefined && firstFound.candidate.move < IN_PLACE;
      if (await report(anchors.length > 0 ? inPlace : undefined)) {
        step = regions.length - 2;
        jumped = true;
      }
    }
    // A caption was found where the sample has it, but its value does not fit: the value is
    // missing there, rather than somewhere else on the page.
    if (firstFound && firstFound.candidate.move < IN_PLACE && firstFound.candidate.similarity >= 0.9) break;
    if (anchors.length === 0) break;
  }
  if (firstFound)
    return {
      placement,
      words: firstFound.words,
      box: firstFound.candidate.box,
      placing: placingOf(firstFound.candidate),
      beside: besideValue(
        seen,
        firstFound.words,
        firstFound.candidate.found,
        firstFound.candidate.box,
        firstFound.candidate.anchor.text,
      ),
    };
  if (!covered(drawn)) await readAround(expand(drawn, TIGHT_MARGIN.x, TIGHT_MARGIN.y));
  const words = await wordsOfBox(drawn);
  return {
    placement,
    words,
    box: drawn,
    placing: { by: anchors.length === 0 ? 'drawn' : 'lost', similarity: 0, move: 0 },
    beside: besideValue(seen, words, undefined, drawn),
  };
};
