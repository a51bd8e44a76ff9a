import type { Bbox, Block } from 'tesseract.js';
import type { GrayImage } from '../image/decode-image.ts';
import { greyLevelsAtRanks } from '../image/grey-level.ts';

/** A character tesseract read, with its box (pixels of the image read). */
export interface OcrSymbol {
  text: string;
  confidence: number;
  bbox: Bbox;
}

/**
 * The image a result was read from, to see the words' spaces in its pixels: `image` holds the read's
 * pixel (x, y) at (x + left, y + top).
 */
export interface ReadImage {
  image: GrayImage;
  left: number;
  top: number;
  /** The page shows dust (image/despeckle.ts `despeckleForOcr`): a blot on a digit is doubted. */
  speckled?: boolean;
}

/** A word tesseract read; `symbols` when the result was asked with blocks. */
export interface OcrWord {
  text: string;
  confidence: number;
  bbox: Bbox;
  symbols?: OcrSymbol[] | null;
  /** Its confidence was cut for ink that may not be print, or a character drawn as another (`Word.ink`). */
  ink?: true;
  /** ... for an O or a 0 drawn as the other only (`Word.round`). */
  round?: true;
}

const PUNCTUATION = /^[.,;:'"`\u2018\u2019\u201C\u201D-]$/u;
const ALPHANUMERIC = /[\p{L}\p{N}]/u;
const DOUBLE_QUOTE = /^["\u201C\u201D]$/u;
/** Signs OCR makes of a speck, which no name or description writes between two of its letters. */
export const SPECK_SIGN = /^[®©°•·™¢§¶~^«»|]$/u;
const LETTER = /\p{L}/u;
const DIGIT = /\p{N}/u;

/** A gap between two characters wider than this share of the letters' height is a word space. */
const SPACE_OF_HEIGHT = 0.35;
/** ... and wider than this many times the word's usual gap between its letters. */
const SPACE_OF_GAP = 2;
/** A punctuation mark taller than the letters by this much is noise, not punctuation. */
const TALL = 1.15;
/** A comma is at least this share of the letters' height; a smaller mark under the baseline is a speck. */
const COMMA_HEIGHT = 0.3;
/** A character's box wider than this many times the letters' height does not show where its ink is. */
const WIDEST = 2;
/** A hyphen is a short stroke (thicker on a blurred photo): one this share of the letters' height or taller is a speck. */
const HYPHEN_HEIGHT = 0.75;

const middle = (sorted: readonly number[], at = 0.5) => sorted[Math.floor((sorted.length - 1) * at)] ?? 0;

/**
 * A pixel is ink when it is darker than the word's paper by this share of the way to its ink: low,
 * so that a thin stroke blurred to grey (a T's bar at 150 DPI) still marks its column.
 */
const INK_SHARE = 0.25;
/** Paper and ink closer than this (grey levels) is no contrast to judge columns by. */
const MIN_CONTRAST = 32;

/** A run of blank columns inside a word, in the read's pixels: [first, last + 1). */
interface Blank {
  from: number;
  to: number;
}

/** A word's box in the pixels of the image it was read from, clipped to the image. */
interface PixelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const pixelBoxOf = (word: OcrWord, read: ReadImage): PixelBox => ({
  x0: Math.max(0, word.bbox.x0 + read.left),
  y0: Math.max(0, word.bbox.y0 + read.top),
  x1: Math.min(read.image.width, word.bbox.x1 + read.left),
  y1: Math.min(read.image.height, word.bbox.y1 + read.top),
});

/** A word's pixels (its box's rows, one after another) and the grey levels of its paper and ink. */
interface WordPixels {
  box: PixelBox;
  values: Uint8Array;
  paper: number;
  ink: number;
}

/** The word's pixels; null when its box holds none, or no contrast to judge by. */
const wordPixelsOf = (word: OcrWord, read: ReadImage): WordPixels | null => {
  const { image } = read;
  const box = pixelBoxOf(word, read);
  const { x0, y0, x1, y1 } = box;
  if (x1 <= x0 || y1 <= y0) return null;
  const width = x1 - x0;
  const values = new Uint8Array(width * (y1 - y0));
  for (let y = y0; y < y1; y++)
    values.set(image.data.subarray(y * image.width + x0, y * image.width + x1), (y - y0) * width);
  // The places `middle` takes in the sorted pixels.
  const at = (share: number) => Math.floor((values.length - 1) * share);
  const [ink = 0, paper = 255] = greyLevelsAtRanks(values, [at(0.02), at(0.9)]);
  return paper - ink < MIN_CONTRAST ? null : { box, values, paper, ink };
};

/** The grey level under which a pixel of the word is ink (see INK_SHARE). */
const inkLevelOf = ({ paper, ink }: WordPixels): number => paper - INK_SHARE * (paper - ink);

/** Halfway from the word's paper to its ink: darker is the print's body, for judging shapes. */
const bodyLevelOf = ({ paper, ink }: WordPixels): number => (ink + paper) / 2;

/** The runs of blank columns between a word's first and last ink, from the image it was read from. */
const blanksOf = (word: OcrWord, read: ReadImage, threshold: number | undefined): Blank[] => {
  const { image, left } = read;
  const { x0, y0, x1, y1 } = pixelBoxOf(word, read);
  if (threshold === undefined || x1 <= x0 || y1 <= y0) return [];
  const blank: boolean[] = [];
  for (let x = x0; x < x1; x++) {
    let inked = false;
    for (let y = y0; y < y1 && !inked; y++) inked = (image.data[y * image.width + x] ?? 255) < threshold;
    blank.push(!inked);
  }
  const first = blank.indexOf(false);
  const last = blank.lastIndexOf(false);
  const runs: Blank[] = [];
  for (let i = first; i >= 0 && i <= last; i++) {
    if (!blank[i]) continue;
    let j = i;
    while (j <= last && blank[j]) j++;
    runs.push({ from: x0 - left + i, to: x0 - left + j });
    i = j;
  }
  return runs;
};

/**
 * A blot is ink thicker than any stroke of a type face: a pixel this share of the word's height or
 * more from the nearest paper (a stroke of a 19 px high digit is 2-4 px wide; a speck 5-7 px across).
 */
const BLOT_DEPTH = 0.15;
/** ... and at least this many pixels (a stroke 3-4 pixels wide is 2 deep, on a 150 DPI scan too). */
const BLOT_MIN_DEPTH = 3;
/** Words lower than this (pixels) are too small to tell a stroke from a blot. */
const BLOT_MIN_HEIGHT = 10;
/**
 * What a blot (or a digit's shape unlike the digit read, `closedWhereOpen`) leaves of a word's
 * confidence: a digit under a blot can be read as another with full OCR confidence (the 6 of
 * "33.560" at 98%), so the doubt is the blot's, not the OCR's.
 */
export const BLOT_FACTOR = 0.5;

/**
 * True when a digit of a word holds a blot of ink: a speck on or inside it, which OCR reads as part
 * of it (the dot inside a 0 read as a 6, "33.500" as "33.560"). Judged on the ink darker than
 * halfway from the word's paper to its ink, by each ink pixel's distance to the nearest paper
 * (chessboard distance, two passes).
 */
const blotted = (word: OcrWord, pixels: WordPixels, left: number): boolean => {
  const { box, values } = pixels;
  const width = box.x1 - box.x0;
  const height = box.y1 - box.y0;
  if (width <= 2 || height < BLOT_MIN_HEIGHT) return false;
  const threshold = bodyLevelOf(pixels);
  const depth = new Uint16Array(width * height);
  const far = width + height;
  for (let i = 0; i < depth.length; i++) depth[i] = (values[i] ?? 255) < threshold ? far : 0;
  const get = (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height ? 0 : depth[y * width + x]!;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (depth[i])
        depth[i] = Math.min(
          depth[i]!,
          get(x - 1, y) + 1,
          get(x - 1, y - 1) + 1,
          get(x, y - 1) + 1,
          get(x + 1, y - 1) + 1,
        );
    }
  const deepest = Math.max(BLOT_MIN_DEPTH, BLOT_DEPTH * height);
  // Where two strokes of a letter meet at a sharp angle (an N's, an M's) the ink is as thick as a
  // blot: only the columns of digits, and of no letter, are judged.
  const symbols = word.symbols ?? [];
  const within = (x: number, pattern: RegExp) =>
    symbols.some((s) => pattern.test(s.text) && s.bbox.x0 <= x && x < s.bbox.x1);
  const onDigit = (x: number) => within(x, DIGIT) && !within(x, LETTER);
  for (let y = height - 1; y >= 0; y--)
    for (let x = width - 1; x >= 0; x--) {
      const i = y * width + x;
      if (!depth[i]) continue;
      depth[i] = Math.min(
        depth[i]!,
        get(x + 1, y) + 1,
        get(x + 1, y + 1) + 1,
        get(x, y + 1) + 1,
        get(x - 1, y + 1) + 1,
      );
      if (depth[i]! >= deepest && onDigit(x + box.x0 - left)) return true;
    }
  return false;
};

/** A Q's tail reaches under the baseline by this share of the letters' height; an O's curve barely does. */
const TAIL = 0.18;
/** Lower-case letters whose strokes hang under the baseline: no measure of where it lies. */
const DESCENDER = /[gjpqy]/u;

/**
 * The lowest row (read's pixels) of the ink that hangs on from `fromRow` downwards without a blank
 * row, in the columns [x0, x1): a glyph's own stroke, never a speck that stands apart under it.
 */
const inkDownFrom = (read: ReadImage, threshold: number, x0: number, x1: number, fromRow: number): number => {
  const { image, left, top } = read;
  const inked = (row: number) => {
    const y = row + top;
    if (y < 0 || y >= image.height) return false;
    for (let x = Math.max(0, x0 + left); x < Math.min(image.width, x1 + left); x++)
      if ((image.data[y * image.width + x] ?? 255) < threshold) return true;
    return false;
  };
  let row = fromRow;
  if (!inked(row)) return row - 1;
  while (inked(row + 1)) row++;
  return row;
};

/** The first and last inked columns of a row in [x0, x1) (read's pixels), if any. */
const inkColumns = (
  read: ReadImage,
  threshold: number,
  x0: number,
  x1: number,
  row: number,
): { from: number; to: number } | undefined => {
  const { image, left, top } = read;
  const y = row + top;
  if (y < 0 || y >= image.height) return undefined;
  let from: number | undefined;
  let to = 0;
  for (let x = Math.max(0, x0 + left); x < Math.min(image.width, x1 + left); x++) {
    if ((image.data[y * image.width + x] ?? 255) >= threshold) continue;
    from ??= x - left;
    to = x - left + 1;
  }
  return from === undefined ? undefined : { from, to };
};

/** Where the ink of columns [x0, x1) lies between rows `top` and `bottom` (read's pixels, inclusive), if any. */
const inkExtent = (
  read: ReadImage,
  threshold: number,
  x0: number,
  x1: number,
  top: number,
  bottom: number,
): { first: number; last: number; from: number; to: number } | undefined => {
  let extent: { first: number; last: number; from: number; to: number } | undefined;
  for (let row = top; row <= bottom; row++) {
    const ink = inkColumns(read, threshold, x0, x1, row);
    if (!ink) continue;
    extent = extent
      ? { ...extent, last: row, from: Math.min(extent.from, ink.from), to: Math.max(extent.to, ink.to) }
      : { first: row, last: row, from: ink.from, to: ink.to };
  }
  return extent;
};

/**
 * How tall the ink of a word's last mark is in the pixels: the ink after the word's last blank
 * columns, from a quarter of a letter above the word to a quarter below. Tesseract's box of a mark is
 * approximate ("YOKOHAMA," with its comma boxed from the letters' top down, taller than they are,
 * and over the A's last columns). Undefined when the word does not end in a mark, or no blank
 * parts it (inside a word, the columns between neighbours' approximate boxes may hold a letter's
 * ink: there the box decides).
 */
const lastMarkHeight = (
  symbols: readonly OcrSymbol[],
  word: OcrWord,
  height: number,
  read: ReadImage,
  threshold: number,
  blanks: readonly Blank[],
): number | undefined => {
  const s = symbols.at(-1);
  const previous = symbols.at(-2);
  const lastBlank = blanks.at(-1);
  if (!s || !PUNCTUATION.test(s.text) || !previous || !lastBlank) return undefined;
  if (lastBlank.from <= (previous.bbox.x0 + previous.bbox.x1) / 2) return undefined;
  const after = lastBlank.to;
  const x0 = Math.max(after, s.bbox.x0 - height);
  const x1 = Math.max(word.bbox.x1, s.bbox.x1);
  if (x1 <= x0) return undefined;
  const reach = Math.round(height / 4);
  const ink = inkExtent(read, threshold, x0, x1, word.bbox.y0 - reach, word.bbox.y1 + reach);
  return ink && ink.last - ink.first + 1;
};

/**
 * A hyphen's ink, seen in the pixels: at most this share of the letters' height tall (3 rows of 10
 * on a blurred 110 DPI copy, 6 of 19 at 200 DPI), ...
 */
const HYPHEN_INK = 0.45;
/** ... at least this share of it wide (a speck of salt-and-pepper noise is a few pixels across), ... */
const HYPHEN_WIDTH = 0.4;
/** ... at least this many times as wide as tall (5 by 3, 9 by 6 pixels), ... */
const HYPHEN_SHAPE = 1.4;
/** ... its middle this share of the letters' height above the baseline, or between. */
const HYPHEN_RISE = [0.2, 0.7] as const;

/**
 * Whether the ink between a word's i-th character and its neighbours, parted from them by blank
 * columns, is a hyphen's: a short stroke, wider than tall, at mid-height. Tesseract boxes a hyphen
 * between capitals as tall as the letters on a low-resolution copy ("AGRI-PACK" at 110 DPI), which
 * the box alone takes for noise standing in a word space.
 */
const hyphenInPixels = (
  symbols: readonly OcrSymbol[],
  i: number,
  height: number,
  baseline: number,
  read: ReadImage,
  threshold: number,
  blanks: readonly Blank[],
): boolean => {
  const previous = symbols[i - 1];
  const next = symbols[i + 1];
  if (!previous || !next) return false;
  const centre = (c: OcrSymbol) => (c.bbox.x0 + c.bbox.x1) / 2;
  const between = blanks.filter((b) => b.from >= centre(previous) && b.to <= centre(next));
  const before = between[0];
  const after = between.at(-1);
  if (!before || !after || after === before || after.from <= before.to) return false;
  const reach = Math.round(height / 4);
  const ink = inkExtent(read, threshold, before.to, after.from, baseline - height - reach, baseline + reach);
  if (!ink) return false;
  const tall = ink.last - ink.first + 1;
  const rise = (baseline - (ink.first + ink.last) / 2) / height;
  const wide = ink.to - ink.from;
  return (
    tall <= HYPHEN_INK * height &&
    wide >= HYPHEN_WIDTH * height &&
    wide >= HYPHEN_SHAPE * tall &&
    wide <= height &&
    rise >= HYPHEN_RISE[0] &&
    rise <= HYPHEN_RISE[1]
  );
};

/**
 * A capital O whose ink goes on well under the word's baseline in its right half is a Q read
 * without its tail (LSTM reads "FAQ" as "FAO" on a blurred 200 DPI scan): read as the Q it shows.
 * The baseline is where the other letters' ink ends, seen in the pixels.
 */
const tailedOs = (symbols: readonly OcrSymbol[], height: number, read: ReadImage, threshold: number) => {
  const bottomOf = (s: OcrSymbol) =>
    inkDownFrom(read, threshold, s.bbox.x0, s.bbox.x1, s.bbox.y0 + Math.round(height / 2));
  const others = symbols.filter(
    (s) => LETTER.test(s.text) && s.text !== 'O' && s.text !== 'Q' && !DESCENDER.test(s.text),
  );
  if (others.length < 2) return new Set<OcrSymbol>();
  const baseline = middle(others.map(bottomOf).sort((a, b) => a - b));
  const tailed = new Set<OcrSymbol>();
  symbols.forEach((s, i) => {
    if (s.text !== 'O') return;
    // The bowl's ink across its middle row. A Q's tail crosses the bowl's bottom right of its left
    // third and ends under its right half; a speck stuck under the left of the bowl (or under a
    // neighbour, whose part of the approximate box is left out) ends elsewhere.
    const previous = symbols[i - 1]?.bbox.x1 ?? -Infinity;
    const next = symbols[i + 1]?.bbox.x0 ?? Infinity;
    const from = Math.max(s.bbox.x0, previous);
    const bowl = inkColumns(
      read,
      threshold,
      from,
      Math.min(s.bbox.x1, next),
      baseline - Math.round(height / 2),
    );
    if (!bowl) return;
    const x0 = Math.round(bowl.from + (bowl.to - bowl.from) / 3);
    const x1 = Math.min(bowl.to + Math.round(height * 0.15), next);
    if (x1 <= x0) return;
    const bottom = inkDownFrom(read, threshold, x0, x1, baseline - 1);
    const end = inkColumns(read, threshold, x0, x1, bottom);
    const underRight = end !== undefined && (end.from + end.to) / 2 > (bowl.from + bowl.to) / 2;
    if (underRight && bottom - baseline >= TAIL * height) tailed.add(s);
  });
  return tailed;
};

/**
 * What noise merged into a mark costs a word's confidence (the mark dropped or read as a period
 * may have been another character). Letters are not judged by their boxes: tesseract's LSTM gives
 * approximate character boxes (a clean A 32 pixels wide, a 0 twice as tall as its neighbours).
 */
const NOISE_FACTOR = 0.75;
/** What a word split at a hyphen boxed as a letter keeps of its confidence: a guess, in review. */
const GUESS_FACTOR = 0.5;

type Kind = 'keep' | 'drop' | 'space' | 'noise' | 'period';

/**
 * Where a wide gap may be a word space: between two letters, or a letter and a digit. Never beside
 * punctuation (a number's separator stands apart: "33. 500") nor between two digits (a thin space
 * groups thousands).
 */
const splits = (a: OcrSymbol, b: OcrSymbol) =>
  (LETTER.test(a.text) && (LETTER.test(b.text) || DIGIT.test(b.text))) ||
  (DIGIT.test(a.text) && LETTER.test(b.text));

/**
 * What a punctuation mark among a word's characters is, judged by its box against the letters':
 * taller than the letters (a speck merged with it), a
 * period or a speck of a comma lying wholly under the baseline (".106N", "CONSIGNEE,": the font's
 * period and comma reach above it), a "hyphen" nearly as tall as a letter between two letters, or a
 * double quote or a sign such as ® between two letters ("NUSANTARA"ABADI", "NUSANTARA®ABADI").
 * Noise between two letters stood in a word space, so it becomes one. A hyphen beside a digit is always kept (identifiers, dates).
 */
const kindOf = (
  symbols: readonly OcrSymbol[],
  i: number,
  height: number,
  baseline: number,
  inkHeight?: number,
  hyphen = false,
): Kind => {
  const s = symbols[i]!;
  // A sign no business text writes between two letters is a speck in their space ("NUSANTARA®ABADI").
  if (SPECK_SIGN.test(s.text))
    return LETTER.test(symbols[i - 1]?.text ?? '') && LETTER.test(symbols[i + 1]?.text ?? '')
      ? 'space'
      : 'keep';
  if (!PUNCTUATION.test(s.text)) return 'keep';
  const tall = inkHeight ?? s.bbox.y1 - s.bbox.y0;
  const between =
    ALPHANUMERIC.test(symbols[i - 1]?.text ?? '') && ALPHANUMERIC.test(symbols[i + 1]?.text ?? '');
  const letters = LETTER.test(symbols[i - 1]?.text ?? '') && LETTER.test(symbols[i + 1]?.text ?? '');
  // Between two digits it is a number's separator, worn by the noise: kept ("10,800.00").
  const inNumber = DIGIT.test(symbols[i - 1]?.text ?? '') && DIGIT.test(symbols[i + 1]?.text ?? '');
  // A hyphen beside a digit is an identifier's or a date's ("PL-86042", thick on a blurred photo).
  if (s.text === '-' && between && !letters) return 'keep';
  // A hyphen seen as one in the pixels (`hyphenInPixels`), however tesseract boxed it.
  if (s.text === '-' && hyphen) return 'keep';
  // A mark between a letter and a comma is an abbreviation's period ("CO., LTD."): ",," is never
  // written. Tesseract's box of a period is loose (it may span the line), and a speck merged with
  // it makes it a comma ("CO,,"): read as the period it stands for.
  const abbreviation = LETTER.test(symbols[i - 1]?.text ?? '') && symbols[i + 1]?.text === ',';
  if (abbreviation && (s.text === '.' || s.text === ',') && tall > TALL * height)
    return s.text === '.' ? 'keep' : 'period';
  // Between two digits a comma or a period is the number's separator, however tesseract boxed it
  // ("3.000,0000" with its comma boxed taller than the digits was split at it).
  if (inNumber && (s.text === ',' || s.text === '.')) return 'keep';
  if (tall > TALL * height) return between ? 'space' : 'noise';
  // A comma's tail hangs under the baseline too, but a comma is taller than a speck.
  const speck = s.text === '.' || (s.text === ',' && tall < COMMA_HEIGHT * height);
  if (speck && !inNumber && s.bbox.y0 >= baseline) return 'drop';
  if (s.text === '-' && letters && tall >= HYPHEN_HEIGHT * height) return 'space';
  if (DOUBLE_QUOTE.test(s.text) && between) return 'space';
  return 'keep';
};

/** Digits open on the right above their bowl: a 0 with a dot inside or a 9 read as one is closed there. */
const OPEN_DIGIT = /^[56]$/;
/** The rows of a digit's ink, as shares of its height from its top, where a 5 or a 6 is open... */
const OPEN_FROM = 0.22;
const OPEN_TO = 0.42;
/**
 * ... at its right edge, within this share of its ink's width (at least a column) of where its bowl
 * ends on the right: a 0's right stroke runs straight up from its bowl's edge, a 6's terminal curls
 * down inside it (on a blurred photo it reaches the rows above the bowl), a 5's bar ends above.
 */
const OPEN_SIDE = 0.15;
/** The rows of a digit's ink, as shares of its height from its top, of its lower bowl (a 9's stem). */
const BOWL_FROM = 0.55;
const BOWL_TO = 0.85;
/** Digits lower than this (pixels) are too small to tell their opening from blur. */
const OPEN_MIN_HEIGHT = 12;
/** A digit's run of ink lies at least this share of its width in the digit's box. */
const OWN_OVERLAP = 0.5;
/** A run of ink wider than this share of its height is more than one digit (touching neighbours). */
const ONE_DIGIT_WIDTH = 0.8;

/**
 * The ink of each character of a word: its run of inked columns between blank ones, where the run
 * lies in the character's box (tesseract's boxes of characters overlap their neighbours'). Where the
 * word has one run for each character read, the runs are taken in order; where it has not (two
 * characters touching, a speck's run, a letter in two parts), none, unless `apart` is asked: then a
 * character has its run when its box's middle is the only one in the run and no other run lies
 * mostly in its box ("0G2647S" with its S touching the 7: the 0 is measured, the 7 and the S are
 * not). Undefined for a character without a run of its own; none at all when no run lies in a box.
 * Judged on the ink darker than `threshold`.
 */
const characterInkOf = (
  word: OcrWord,
  symbols: readonly OcrSymbol[],
  read: ReadImage,
  threshold: number,
  apart = false,
): ReturnType<typeof inkExtent>[] | undefined => {
  const blanks = blanksOf(word, read, threshold);
  // The runs of ink between the blanks, in the read's pixels: one a character, or none judged.
  const edges = [word.bbox.x0, ...blanks.flatMap((b) => [b.from, b.to]), word.bbox.x1];
  const runs = edges.flatMap((from, i) => (i % 2 === 0 ? [{ from, to: edges[i + 1] ?? from }] : []));
  if (runs.length !== symbols.length && !apart) return undefined;
  type Run = (typeof runs)[number];
  const inBox = (run: Run, { x0, x1 }: OcrSymbol['bbox']) =>
    Math.min(run.to, x1) - Math.max(run.from, x0) >= OWN_OVERLAP * (run.to - run.from);
  const centres = symbols.map(({ bbox }) => (bbox.x0 + bbox.x1) / 2);
  const holds = (run: Run, centre: number) => run.from <= centre && centre < run.to;
  const ownRuns: (Run | undefined)[] =
    runs.length === symbols.length
      ? runs
      : symbols.map(({ bbox }, i) => {
          const own = runs.find((run) => holds(run, centres[i]!));
          if (!own || centres.filter((centre) => holds(own, centre)).length > 1) return undefined;
          return runs.some((run) => run !== own && inBox(run, bbox)) ? undefined : own;
        });
  if (ownRuns.every((run) => run === undefined)) return undefined;
  return symbols.map(({ bbox }, i) => {
    const own = ownRuns[i];
    if (!own || !inBox(own, bbox)) return undefined;
    return inkExtent(read, threshold, own.from, own.to, bbox.y0, bbox.y1);
  });
};

/**
 * True when a digit read as 5 or 6 is closed where those are open: ink at the right edge of its bowl
 * in every row of its upper middle, as a 0, an 8 or a 9 has. Tesseract reads the 0 of a monospaced
 * face whose zero has a dot inside as a 6 with high confidence ("10/20" read "16/26"), a 9 as a 5
 * ("6305.33.90" read "6305.33.50"); which digit it was cannot be told, the read is doubted. The digit's ink is its
 * run of inked columns between blank ones, taken in order, where the word has one run for each
 * character and the run lies in the digit's box (tesseract's boxes of characters overlap their
 * neighbours'; a word whose characters touch is not judged); a run as wide as two digits is not
 * judged. Judged on the ink darker than halfway from the word's paper to its ink. The caller leaves
 * dusty pages out: a speck closes an opening there.
 */
const closedWhereOpen = (word: OcrWord, read: ReadImage, pixels: WordPixels): boolean => {
  const symbols = (word.symbols ?? []).filter((s) => s.text.trim());
  if (!symbols.some((s) => OPEN_DIGIT.test(s.text))) return false;
  const threshold = bodyLevelOf(pixels);
  const inks = characterInkOf(word, symbols, read, threshold);
  if (!inks) return false;
  return symbols.some(({ text }, i) => {
    const extent = inks[i];
    if (!OPEN_DIGIT.test(text) || !extent) return false;
    const height = extent.last - extent.first + 1;
    if (height < OPEN_MIN_HEIGHT || extent.to - extent.from > ONE_DIGIT_WIDTH * height) return false;
    // The rows between two shares of the digit's height from its top.
    const rowsOf = (from: number, to: number) => {
      const first = extent.first + Math.round(height * from);
      return Array.from({ length: extent.first + Math.round(height * to) - first + 1 }, (_, k) => first + k);
    };
    // Where the bowl ends on the right: the middle of its rows' ends (a speck or a 9's hook reaching
    // further right in one row does not move it).
    const bowlEnds = rowsOf(BOWL_FROM, BOWL_TO)
      .map((row) => inkColumns(read, threshold, extent.from, extent.to, row)?.to ?? extent.from)
      .sort((a, b) => a - b);
    const right = middle(bowlEnds);
    const side = right - Math.max(1, Math.round((extent.to - extent.from) * OPEN_SIDE));
    return rowsOf(OPEN_FROM, OPEN_TO).every((row) => inkColumns(read, threshold, side, right, row));
  });
};

/** A capital O and a zero: drawn alike, told apart by their width. */
const ROUND = /^[O0]$/;
/** Digits drawn about as wide as a zero in most faces (a 1 is a stem). */
const WIDE_DIGIT = /^[2-9]$/;
/**
 * An O at most this many times as wide as the word's digits 2-9 is drawn as a zero (0.58-1.11 on
 * the outside scans' codes, and every O measured 1.12-1.25 whose truth was known was a zero:
 * "WEJO97", "SPO781145", "O31N"; a true O beside a digit measured 1.33-1.75)...
 */
const ZERO_WIDTH = 1.22;
/** ... and a 0 at least this many times as wide as them is drawn as a capital O (1.42; zeros up to 1.29). */
const O_WIDTH = 1.35;
/** Characters lower than this (pixels) are too small to tell their widths apart from blur. */
const ROUND_MIN_HEIGHT = 12;
/** A round character wider than this many times the digits is no one character's ink (an O is 1.75 at most). */
const ROUND_MAX_WIDTH = 1.9;
/** A part of a code between its marks holding a letter (not an O) and a digit (not a 0): "MCO2", "0G2647S". */
const MIXED_PART = /^(?=.*(?!O)\p{L})(?=.*(?!0)\p{N})/u;

/**
 * True when an O or a 0 of a code (a word of letters and digits) is drawn as the other: an O as narrow
 * as the word's digits ("OFL3KW1" for the voyage 0FL3KW1, "KBH-MCO2" for the item KBH-MC02), a 0
 * much wider than they are ("00LU6160235" for OOLU6160235). Tesseract's language model reads a
 * round character beside capitals as an O and beside digits as a 0, sure either way; a digit's
 * width is the face's figure width, an O is wider in proportional faces. Only a round character
 * in a part of letters and digits (between the code's marks), with a neighbour of the other kind or
 * at the part's end, is judged: an O between two letters ("COA", in a face whose O is narrow), in a
 * part of letters ("SAE/PO/6612"), or a 0 among digits is what its neighbours say. Judged on each
 * character's own ink (`characterInkOf`), against the middle width of the word's digits 2-9.
 */
const roundOfOtherKind = (word: OcrWord, read: ReadImage, pixels: WordPixels): boolean => {
  const symbols = (word.symbols ?? []).filter((s) => s.text.trim());
  if (!symbols.some((s) => WIDE_DIGIT.test(s.text))) return false;
  // The part of the code each character stands in: its run of letters and digits.
  const partOf: string[] = [];
  let run: number[] = [];
  const close = () => {
    const part = run.map((k) => symbols[k]!.text).join('');
    for (const k of run) partOf[k] = part;
    run = [];
  };
  symbols.forEach((s, i) => {
    if (ALPHANUMERIC.test(s.text)) run.push(i);
    else close();
  });
  close();
  // The round characters its text leaves in doubt, judged before any pixel is read.
  const judged = symbols.flatMap(({ text }, i) => {
    if (!ROUND.test(text) || !MIXED_PART.test(partOf[i] ?? '')) return [];
    const kind = text === 'O' ? LETTER : DIGIT;
    return kind.test(symbols[i - 1]?.text ?? '') && kind.test(symbols[i + 1]?.text ?? '') ? [] : [i];
  });
  if (judged.length === 0) return false;
  // Characters touching elsewhere in the code leave the round one its own run (`apart`).
  const inks = characterInkOf(word, symbols, read, bodyLevelOf(pixels), true);
  if (!inks) return false;
  const widthOf = (i: number) => {
    const ink = inks[i];
    return ink && ink.last - ink.first + 1 >= ROUND_MIN_HEIGHT ? ink.to - ink.from : undefined;
  };
  const digits = symbols
    .flatMap((s, i) => (WIDE_DIGIT.test(s.text) ? [widthOf(i)] : []))
    .filter((w): w is number => w !== undefined)
    .sort((a, b) => a - b);
  if (digits.length === 0) return false;
  const usual = middle(digits);
  return judged.some((i) => {
    const width = widthOf(i);
    if (width === undefined || width > ROUND_MAX_WIDTH * usual) return false;
    return symbols[i]!.text === 'O' ? width <= ZERO_WIDTH * usual : width >= O_WIDTH * usual;
  });
};

/**
 * A word of OCR cleaned by the geometry of its characters (noisy scans): punctuation that is a speck
 * dropped or taken for the space it sits in, and the word split where two characters stand a word
 * space apart (tesseract joins "MERATUS JAYA" into one word when specks fill the space). A word
 * with noise merged into a mark dropped ("CO,," whose period became a comma) keeps its text but loses
 * confidence. Returns the word as it was when its characters are not known or nothing changes.
 * `pixels` are the word's pixels when the caller has read them (null: read, and none to judge by).
 */
export const cleanWord = (
  word: OcrWord,
  read?: ReadImage,
  pixels = read ? wordPixelsOf(word, read) : null,
): OcrWord[] => {
  const symbols = (word.symbols ?? []).filter((s) => s.text.trim());
  const letters = symbols.filter((s) => ALPHANUMERIC.test(s.text));
  // Only digits are judged, and only on a page that shows dust: a blot there is likely a speck on
  // the digit, which turns it into another (0 into 6 or 8) while the value still parses. (Blurred
  // strokes of a photo are as thick.) A 5 or 6 closed where it is open is doubted on a page without
  // dust: there a speck, or the thickened strokes of a fax, closes a 5's or a 6's opening. On any
  // page, an O or a 0 of a code drawn as the other is doubted (`roundOfOtherKind`).
  const blot =
    read !== undefined &&
    pixels !== null &&
    (read.speckled === true
      ? DIGIT.test(word.text) && blotted(word, pixels, read.left)
      : closedWhereOpen(word, read, pixels));
  const round = !blot && read !== undefined && pixels !== null && roundOfOtherKind(word, read, pixels);
  const misshapen = blot || round;
  const unchanged = misshapen
    ? [{ ...word, confidence: word.confidence * BLOT_FACTOR, ink: true as const, ...(round && { round }) }]
    : [word];
  if (symbols.length < 2 || letters.length < 2) return unchanged;
  const height = middle(letters.map((s) => s.bbox.y1 - s.bbox.y0).sort((a, b) => a - b));
  const bottoms = letters.map((s) => s.bbox.y1).sort((a, b) => a - b);
  // The baseline from the higher bottoms: specks stretch a letter's box downwards, never up.
  const baseline = middle(bottoms, 0.25);
  // Where the letters' boxes usually start and end (a hyphen boxed so is boxed as a letter).
  const lettersTop = middle(letters.map((s) => s.bbox.y0).sort((a, b) => a - b));
  const lettersBottom = middle(bottoms);
  const gaps = letters
    .slice(1)
    .map((s, i) => s.bbox.x0 - letters[i]!.bbox.x1)
    .filter((g) => g > 0)
    .sort((a, b) => a - b);
  const usualGap = Math.max(1, middle(gaps));
  // Spaces seen in the pixels: tesseract's character boxes are approximate (a letter's box may
  // cover the space after it), the blank columns between the letters are not.
  const inkLevel = pixels ? inkLevelOf(pixels) : undefined;
  const blanks = read ? blanksOf(word, read, inkLevel) : [];
  const tails =
    read && inkLevel !== undefined ? tailedOs(symbols, height, read, inkLevel) : new Set<OcrSymbol>();
  const usualBlank = middle(blanks.map((b) => b.to - b.from).sort((a, b) => a - b));
  const lastMark =
    read && inkLevel !== undefined
      ? lastMarkHeight(symbols, word, height, read, inkLevel, blanks)
      : undefined;
  const spaces = blanks.filter(
    (b) => b.to - b.from > SPACE_OF_HEIGHT * height && b.to - b.from >= SPACE_OF_GAP * usualBlank,
  );
  const centre = (s: OcrSymbol) => (s.bbox.x0 + s.bbox.x1) / 2;
  // A character's box far wider than a letter is not where its ink is (it took in the specks after it).
  const plausible = (c: OcrSymbol) => c.bbox.x1 - c.bbox.x0 <= WIDEST * height;
  const spaceBetween = (a: OcrSymbol, b: OcrSymbol) =>
    plausible(a) && plausible(b)
      ? spaces.find(
          (space) => centre(a) < (space.from + space.to) / 2 && (space.from + space.to) / 2 < centre(b),
        )
      : undefined;
  // Where a part split at such a space ends (before the space) or starts (after it).
  const ends = new Map<OcrSymbol[], number>();
  const starts = new Map<OcrSymbol[], number>();
  const parts: OcrSymbol[][] = [[]];
  let doubtful = false;
  let guessed = false;
  let changed = false;
  symbols.forEach((symbol, i) => {
    const hyphen =
      symbol.text === '-' &&
      read !== undefined &&
      inkLevel !== undefined &&
      hyphenInPixels(symbols, i, height, baseline, read, inkLevel, blanks);
    const kind = kindOf(
      symbols,
      i,
      height,
      baseline,
      i === symbols.length - 1 ? lastMark : undefined,
      hyphen,
    );
    const current = parts.at(-1)!;
    const s = tails.has(symbol) ? { ...symbol, text: 'Q' } : symbol;
    if (s !== symbol) changed = true;
    if (kind === 'period') {
      changed = true;
      doubtful = true;
      current.push({ ...s, text: '.' });
      return;
    }
    if (kind !== 'keep') {
      changed = true;
      // A hyphen boxed as a letter is (from the letters' top to their bottom) may be a hyphen all
      // the same: tesseract boxes every character of some words so ("JRF-INV-26-0917" on a 150
      // DPI copy, split in two at its hyphen): the split is a guess, as likely wrong as right
      // ("AGRI PACK" for AGRI-PACK on a 110 DPI copy), and read so it is in review.
      const letterBoxed =
        Math.abs(symbol.bbox.y0 - lettersTop) <= 1 && Math.abs(symbol.bbox.y1 - lettersBottom) <= 1;
      if (kind === 'noise') doubtful = true;
      if (kind === 'space' && symbol.text === '-' && letterBoxed) guessed = true;
      if (kind === 'space' && current.length > 0) parts.push([]);
      return;
    }
    const previous = current.at(-1);
    const gap = previous ? s.bbox.x0 - previous.bbox.x1 : 0;
    if (previous && splits(previous, s) && gap > SPACE_OF_HEIGHT * height && gap > SPACE_OF_GAP * usualGap) {
      changed = true;
      parts.push([s]);
      return;
    }
    const space = previous && splits(previous, s) ? spaceBetween(previous, s) : undefined;
    if (space) {
      changed = true;
      const next = [s];
      ends.set(current, space.from);
      starts.set(next, space.to);
      parts.push(next);
      return;
    }
    current.push(s);
  });
  // A part of one character cut off at a space seen in the pixels is more likely a wide letter gap.
  const letterCount = (p: OcrSymbol[]) => p.filter((c) => ALPHANUMERIC.test(c.text)).length;
  for (let k = parts.length - 1; k > 0; k--) {
    const part = parts[k]!;
    const before = parts[k - 1]!;
    if (!starts.has(part) || (letterCount(part) >= 2 && letterCount(before) >= 2)) continue;
    const joined = [...before, ...part];
    if (starts.has(before)) starts.set(joined, starts.get(before)!);
    if (ends.has(part)) ends.set(joined, ends.get(part)!);
    parts.splice(k - 1, 2, joined);
  }
  const words = parts.filter((p) => p.length > 0);
  if (!changed || words.length === 0) return unchanged;
  return words.map((p) => {
    const x0 = Math.max(Math.min(...p.map((s) => s.bbox.x0)), starts.get(p) ?? -Infinity);
    const x1 = Math.min(Math.max(...p.map((s) => s.bbox.x1)), ends.get(p) ?? Infinity);
    return {
      text: p.map((s) => s.text).join(''),
      confidence:
        word.confidence *
        (guessed ? GUESS_FACTOR : doubtful ? NOISE_FACTOR : 1) *
        (misshapen ? BLOT_FACTOR : 1),
      bbox: { x0, y0: word.bbox.y0, x1, y1: word.bbox.y1 },
      symbols: p,
      ...(doubtful || guessed || misshapen ? { ink: true as const } : {}),
      ...(round && !doubtful && !guessed && { round }),
    };
  });
};

/** Letters and marks whose own ink stands apart above or below the rest (a dot, an accent, a colon's dot). */
const DETACHED_MARKS = /[ijJ!?;:%\u00C0-\u024F]/u;
/** A band of ink this share of a word's print tall, at most, standing apart from it, may be a speck. */
const SPECK_BAND = 0.3;
/** A thin band inked over this share of a word's box's width, at least, is a rule (`printBox`)... */
const RULE_SPAN = 0.9;
/** ... when this share of its pixels, at least, is ink. */
const RULE_INK = 0.6;

/** A run of inked rows of a word (rows of its box, [from, to)), its ink and its columns (read's pixels). */
interface InkRun {
  from: number;
  to: number;
  ink: number;
  left: number;
  right: number;
}

/**
 * A word's box without the speck standing apart above or below its print: tesseract's word box
 * takes in a speck a blank row or more over a letter ("Weight" boxed twice as tall as "Net" on
 * a noisy scan), and a word so tall leaves its line (`toLines` keeps words of about one height).
 * The print is the run of inked rows holding the most ink; a run above or below it, a blank row
 * apart, at most SPECK_BAND of the print tall and with no more ink than a square of that side,
 * is left out, unless it lies over a letter whose own ink stands apart (an i's dot over "mini",
 * an accent, a colon). So is such a thin run inked across the whole box (a rule or an
 * underline), and one at the box's top or bottom row whose ink goes on past it (the next line's).
 */
const printBox = (word: OcrWord, read: ReadImage, pixels: WordPixels | null): OcrWord => {
  if (!pixels) return word;
  const { box, values } = pixels;
  const width = box.x1 - box.x0;
  const level = inkLevelOf(pixels);
  const runs: InkRun[] = [];
  for (let y = 0; y < box.y1 - box.y0; y++) {
    let ink = 0;
    let left = width;
    let right = -1;
    for (let x = 0; x < width; x++)
      if ((values[y * width + x] ?? 255) < level) {
        ink++;
        left = Math.min(left, x);
        right = x;
      }
    if (ink === 0) continue;
    const last = runs.at(-1);
    if (last && last.to === y)
      Object.assign(last, {
        to: y + 1,
        ink: last.ink + ink,
        left: Math.min(last.left, left),
        right: Math.max(last.right, right),
      });
    else runs.push({ from: y, to: y + 1, ink, left, right });
  }
  if (runs.length === 0) return word;
  const main = runs.reduce((a, b) => (b.ink > a.ink ? b : a));
  const tall = main.to - main.from;
  const offset = box.x0 - read.left;
  const overMark = (run: InkRun) =>
    (word.symbols ?? []).some(
      (s) => DETACHED_MARKS.test(s.text) && s.bbox.x0 <= offset + run.right && s.bbox.x1 >= offset + run.left,
    ) ||
    (!word.symbols?.length && DETACHED_MARKS.test(word.text));
  const thin = (run: InkRun) => run.to - run.from <= SPECK_BAND * tall;
  const speck = (run: InkRun) => thin(run) && run.ink <= (SPECK_BAND * tall) ** 2 && !overMark(run);
  // Ink at the box's top or bottom row that goes on past it, a blank row apart from the print: the
  // next line's letters tesseract's box reached into ("MV HONG YUAN" boxed down to the tops of the
  // line under it on a 100 DPI copy, twice as tall as "88" beside it).
  const inkedRow = (y: number) => {
    if (y < 0 || y >= read.image.height) return false;
    for (let x = box.x0; x < box.x1; x++)
      if ((read.image.data[y * read.image.width + x] ?? 255) < level) return true;
    return false;
  };
  const height = box.y1 - box.y0;
  const beyond = (run: InkRun) =>
    thin(run) && ((run.from === 0 && inkedRow(box.y0 - 1)) || (run.to === height && inkedRow(box.y1)));
  // A thin band of ink across the whole box, a blank row apart from the print: a table's rule or an
  // underline the box reached ("B.V." boxed up to its cell's top rule on a photographed packing
  // list, twice as tall as "TEAK" beside it, left the name's line).
  const rule = (run: InkRun) =>
    thin(run) &&
    run.right - run.left + 1 >= RULE_SPAN * width &&
    run.ink >= RULE_INK * width * (run.to - run.from) &&
    !overMark(run);
  const kept = runs.filter((run) => run === main || (!speck(run) && !beyond(run) && !rule(run)));
  const from = Math.min(...kept.map((r) => r.from));
  const to = Math.max(...kept.map((r) => r.to));
  if (from === 0 && to === height) return word;
  const top = box.y0 - read.top;
  return { ...word, bbox: { ...word.bbox, y0: top + from, y1: top + to } };
};

/**
 * Every word of a tesseract result read with blocks, each cleaned by `cleanWord` and boxed by its
 * print (`printBox`) when the image read is given. The word's pixels are read once: a part that
 * keeps the word's box (the word unchanged, or only its text or confidence) is judged on them.
 */
export const cleanWordsOf = (blocks: Block[] | null | undefined, read?: ReadImage): OcrWord[] =>
  (blocks ?? [])
    .flatMap((block) =>
      block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words)),
    )
    .flatMap((word) => {
      if (!read) return cleanWord(word);
      const pixels = wordPixelsOf(word, read);
      return cleanWord(word, read, pixels).map((part) =>
        printBox(part, read, part.bbox === word.bbox ? pixels : wordPixelsOf(part, read)),
      );
    });
