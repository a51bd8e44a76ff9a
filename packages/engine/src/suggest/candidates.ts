import { fitScore, ocrScore } from '../extract/confidence.ts';
import { type Line, readingText } from '../extract/lines.ts';
import { readValue } from '../extract/read-value.ts';
import { tokensOf } from '../extract/tokens.ts';
import { boxHeight, centerY, horizontalOverlap, union } from '../geometry/box.ts';
import { type FractionBox, fraction } from '../geometry/types.ts';
import { normalizeContainer } from '../normalize/container.ts';
import type { NormalizeOptions } from '../normalize/index.ts';
import { findNumberToken, writingOf } from '../normalize/number.ts';
import { AMOUNT_TYPES, type DataType, type JsonValue, type Word } from '../types.ts';
import { type CaptionMatch, phrasesOf } from './captions.ts';
import type { DateOrder } from './date-order.ts';
import { endsOpen, wrappedName } from './names.ts';
import {
  hasDigit,
  isCaptionTail,
  isEnumerator,
  type Segment,
  segmentOf,
  segmentsOfLine,
} from './segments.ts';
import type { ProposalSource, SuggestLabel } from './types.ts';

/** One place a label's value may be on a page. */
export interface Candidate {
  label: SuggestLabel;
  page: number;
  box: FractionBox;
  words: Word[];
  text: string;
  value: JsonValue;
  unit?: string;
  confidence: number;
  by: ProposalSource;
  caption?: CaptionMatch;
  /** The header line (table) a `header` candidate is a column of. */
  header?: number;
  /** Whether the caption found is the label's own name (not an alias). */
  named: boolean;
  /** Tokens of the caption found: the more, the more specific. */
  tokens: number;
  /** Whether the value fits its type wholly (a port of the reference list, not only port-like words). */
  fits?: boolean;
  /** Another label's caption the value was read right of, as a sub-caption ("Date:" under "Laden on Board"). */
  via?: CaptionMatch;
}

/** Furthest a value may start right of its caption (page widths): beyond, it is another column. */
const MAX_RIGHT_GAP = 0.2;
/** Gap between a value's words (word heights) beyond which the value has ended (as `phrase` in extract/caption.ts). */
const VALUE_GAP = 2.2;
/** Types a short generic caption ("NW", "Date", "Unit") may wrongly stand for: never sure on their own. */
const LOOSE_TYPES: ReadonlySet<DataType> = new Set(['text', 'number', 'money', 'weight', 'quantity', 'date']);
/** Normalising options with the order of the document's numeric dates (date-order.ts). */
export type OrderedOptions = NormalizeOptions & { dateOrder?: DateOrder; writingInDoubt?: boolean };
/** A number whose value hangs on the document's writing ("12,000": 12 or 12000), that writing in doubt. */
const WRITING_DOUBT = 0.75;

/** Whether a number read alone says how it is written ("12,000.50" does, "12,000" does not). */
const hangsOnWriting = (type: DataType, read: string): boolean => {
  if (!AMOUNT_TYPES.has(type)) return false;
  const token = findNumberToken(read);
  return token !== undefined && /[.,]/.test(token) && writingOf(token) === undefined;
};
/** A date read in the order a document's language writes, not one it printed unambiguously. */
const ASSUMED_ORDER = 0.75;
/** A text whose last word says it goes on (names.ts, endsOpen): its extent in doubt. */
const OPEN_END = 0.8;
/** A value below a caption read past another line's (not of the label's type). */
const PASSED_OVER = 0.85;
const MAX_PASSED = 2;
/** Types of counts and measures, never negative. */
const MEASURES: ReadonlySet<DataType> = new Set(['quantity', 'weight', 'number']);
/** Labels whose value is a block of lines (an address), not one line. */
const BLOCK_WORDS = ['alamat', 'address'];

export interface PageText {
  page: number;
  lines: Line[];
  segments: Segment[][];
  ocr: boolean;
  /** `line:word` of every word a caption starts at. */
  captionStarts: Map<string, CaptionMatch[]>;
  /** The tokens (joined) of every label's name and alias of two words or more. */
  phrases: Set<string>;
  /** One-word abbreviated captions ("Voy.", "Meas."), lower case: a value beside its caption ends at one. */
  stops: Set<string>;
  /** The page's usual print: the median height of its words. */
  print: number;
  /** The line each word is on. */
  lineOf: Map<Word, number>;
  /** Lines of the page's table headers (headerCandidates), once found. */
  headers?: ReadonlySet<number>;
}

export const pageText = (
  page: number,
  lines: Line[],
  ocr: boolean,
  captions: readonly CaptionMatch[],
  labels: readonly SuggestLabel[] = [],
): PageText => {
  const captionStarts = new Map<string, CaptionMatch[]>();
  for (const m of captions) {
    const key = `${m.line}:${m.first}`;
    captionStarts.set(key, [...(captionStarts.get(key) ?? []), m]);
  }
  // Phrases of two words or more: a one-word alias ("FOB") may well be another label's value.
  const phrases = new Set(
    labels.flatMap((l) =>
      phrasesOf(l)
        .map(tokensOf)
        .filter((t) => t.length > 1)
        .map((t) => t.join(' ')),
    ),
  );
  const stops = new Set(
    labels
      .flatMap((l) => phrasesOf(l))
      .filter((p) => /^\p{L}{3,}\.$/u.test(p.trim()))
      .map((p) => p.trim().toLowerCase()),
  );
  const heights = lines.flatMap((l) => l.words.map((w) => boxHeight(w.box))).sort((a, b) => a - b);
  const print = heights[Math.floor(heights.length / 2)] ?? 0;
  const lineOf = new Map(lines.flatMap((l, i) => l.words.map((w) => [w, i] as const)));
  return {
    page,
    lines,
    segments: lines.map(segmentsOfLine),
    ocr,
    captionStarts,
    phrases,
    stops,
    print,
    lineOf,
  };
};

const startsCaption = (text: PageText, line: number, word: number): boolean =>
  (text.captionStarts.get(`${line}:${word}`) ?? []).some((m) => !m.continues);

const isBlock = (label: SuggestLabel): boolean =>
  phrasesOf(label).some((p) => tokensOf(p).some((t) => BLOCK_WORDS.includes(t)));

/** The word a heading's sub-caption starts with ("Nama" under "A. EKSPORTIR" for "Nama Eksportir"). */
const subCaption = (label: SuggestLabel): string | undefined => {
  const tokens = tokensOf(label.label);
  return tokens.length >= 2 ? tokens[0] : undefined;
};

const pad = (box: FractionBox, right: number): FractionBox => ({
  x0: fraction(Math.max(0, box.x0 - 0.004)),
  y0: fraction(Math.max(0, box.y0 - 0.003)),
  x1: fraction(Math.min(1, Math.max(box.x1 + 0.004, right))),
  y1: fraction(Math.min(1, box.y1 + 0.003)),
});

/**
 * The box a value is proposed in: its words, widened to the right up to the next word of its
 * lines (or 15% of the page) so a longer value on another document still fits.
 */
const valueBox = (text: PageText, words: readonly Word[]): FractionBox => {
  const box = union(words.map((w) => w.box));
  let right = Math.min(1, box.x1 + 0.15);
  for (const line of text.lines) {
    if (line.box.y1 < box.y0 || line.box.y0 > box.y1) continue;
    for (const w of line.words)
      if (w.box.x0 > box.x1 && !words.includes(w)) right = Math.min(right, w.box.x0 - 0.008);
  }
  return pad(box, right);
};

const isContainerNumber = (read: string): boolean => {
  const compact = read.replace(/[\s\-./]/g, '').toUpperCase();
  return /^[A-Z]{3}[UJZ]\d{7}$/.test(compact) && normalizeContainer(compact).value !== null;
};

/**
 * Words in reading order, as the page's lines hold them (a scan's lines found straightened,
 * lines.ts): words of one line joined by spaces, lines by newlines.
 */
const readingOf = (text: PageText, words: readonly Word[]): string => {
  if (words.some((w) => !text.lineOf.has(w))) return readingText(words);
  const byLine = new Map<number, Word[]>();
  for (const w of words) byLine.set(text.lineOf.get(w)!, [...(byLine.get(text.lineOf.get(w)!) ?? []), w]);
  return [...byLine]
    .sort(([a], [b]) => a - b)
    .map(([, on]) =>
      on
        .sort((a, b) => a.box.x0 - b.box.x0)
        .map((w) => w.text)
        .join(' '),
    )
    .join('\n');
};

/** How a text read would be taken as the label's value; undefined when it is not one. */
export const judge = (
  label: SuggestLabel,
  words: readonly Word[],
  text: PageText,
  options: NormalizeOptions,
): { text: string; value: JsonValue; unit?: string; score: number; fits: boolean } | undefined => {
  if (words.length === 0) return undefined;
  const read = readingOf(text, words);
  const context = { captions: phrasesOf(label) };
  let result = readValue(label.type, read, text.ocr, options, context);
  // A date day and month may be either way round: read in the document's order (date-order.ts).
  const order = (options as OrderedOptions).dateOrder;
  const reordered = label.type === 'date' && result.normalized.value === null && order?.format !== undefined;
  if (reordered)
    result = readValue(label.type, read, text.ocr, { ...options, dateFormat: order.format }, context);
  if (result.fit === 0 || result.normalized.value === null) return undefined;
  // A shipment's count or measure is never negative: a dash before digits is another code's
  // ("TGHU 875312-1" read apart as "-1"), or a range's.
  if (MEASURES.has(label.type) && typeof result.normalized.value === 'number' && result.normalized.value < 0)
    return undefined;
  // Another label's caption ("DATE OF INVOICE" under "INVOICE NUMBER") is no value.
  if (text.phrases.has(tokensOf(read).join(' '))) return undefined;
  // A container number (its check digit right) is the container's, not a seal's or a name's.
  if (label.type !== 'container' && isContainerNumber(read)) return undefined;
  // A name outside the reference lists (fit under 1) is never sure enough to be taken unchecked.
  // An order taken from the document's language, not printed, is never sure.
  const score =
    (text.ocr ? ocrScore(words) : 1) *
    fitScore(result.fit, result.doubts) *
    (result.fit < 1 ? 0.9 : 1) *
    (reordered && order?.assumed ? ASSUMED_ORDER : 1) *
    (label.type === 'text' && endsOpen(words) ? OPEN_END : 1) *
    ((options as OrderedOptions).writingInDoubt && hangsOnWriting(label.type, read) ? WRITING_DOUBT : 1);
  return {
    text: read,
    value: result.normalized.value,
    ...(result.normalized.unit ? { unit: result.normalized.unit } : {}),
    score,
    fits: result.fit === 1,
  };
};

/** The value words right of a caption on its line: the first run of words within reach. */
const rightOf = (text: PageText, line: number, after: number): Word[] => {
  const last = text.lines[line]?.words[after];
  return last ? runFrom(text, line, after + 1, last) : [];
};

/** The run of words of a line from word `start`, printed within reach right of `last` (a caption's last word). */
const runFrom = (text: PageText, line: number, start: number, last: Word): Word[] => {
  const words = text.lines[line]?.words ?? [];
  const first = words[start];
  if (!first) return [];
  if (first.box.x0 - last.box.x1 > MAX_RIGHT_GAP) return [];
  if (startsCaption(text, line, start)) return [];
  return runOnNeighbour(text, line, runOn(text, line, start));
};

/** The run of words of a line from word `start`: each within reach of the one before it, up to a caption or a stop word. */
const runOn = (text: PageText, line: number, start: number): Word[] => {
  const words = text.lines[line]?.words ?? [];
  const taken = [words[start]!];
  for (let k = start + 1; k < words.length; k++) {
    const word = words[k]!;
    const previous = taken.at(-1)!;
    if (word.box.x0 - previous.box.x1 > boxHeight(previous.box) * VALUE_GAP) break;
    if (startsCaption(text, line, k) || text.stops.has(word.text.trim().toLowerCase())) break;
    taken.push(word);
  }
  return taken;
};

/**
 * On a scan, the rest of a run of words that the lines found put on a line of its own: a table
 * row sloping more than its page ("DESICCATED COCONUT" and, a little higher, "FINE GRADE") is
 * split where its words leave the line's box. A run on the line above or below, starting within
 * reach right of the run's last word with its first word's middle inside that word's height, goes
 * on the run; without it the value is proposed cut short, and sure.
 */
const runOnNeighbour = (text: PageText, line: number, taken: Word[]): Word[] => {
  const last = taken.at(-1)!;
  const height = boxHeight(last.box);
  const own = text.lines[line]?.words ?? [];
  const next = own[own.indexOf(last) + 1];
  if (!text.ocr || (next && next.box.x0 - last.box.x1 <= height * VALUE_GAP)) return taken;
  for (const { line: other, first, start } of levelOnNeighbours(
    text,
    line,
    last.box.x1 - height * 0.3,
    last.box,
  )) {
    if (first.box.x0 - last.box.x1 > height * VALUE_GAP || (next && first.box.x0 >= next.box.x0)) continue;
    if (startsCaption(text, other, start) || text.stops.has(first.text.trim().toLowerCase())) continue;
    return [...taken, ...runOn(text, other, start)];
  }
  return taken;
};

/**
 * On the lines above and below `line`, the first word starting right of `x`, when its middle lies
 * within `level`'s height: where one printed line that `toLines` split goes on.
 */
const levelOnNeighbours = (
  text: PageText,
  line: number,
  x: number,
  level: FractionBox,
): Array<{ line: number; first: Word; start: number }> =>
  [line - 1, line + 1].flatMap((other) => {
    const words = text.lines[other]?.words ?? [];
    const start = words.findIndex((w) => w.box.x0 > x);
    const first = words[start];
    const middle = first ? centerY(first.box) : -1;
    return first && middle >= level.y0 && middle <= level.y1 ? [{ line: other, first, start }] : [];
  });

/**
 * On a scan, the value printed beside a caption whose line has nothing right of it: OCR boxes words
 * of one printed line at different heights (a caption's box taking ink under it), and `toLines`
 * then splits them. A run of words right of the caption on a neighbouring line whose middle lies
 * within the caption's height is the caption's line's, as printed ("Vessel" beside "MERATUS JAYA").
 */
export const besideOnNeighbour = (
  text: PageText,
  m: CaptionMatch,
): { line: number; words: Word[] } | undefined => {
  const last = text.lines[m.line]?.words[m.last];
  if (!text.ocr || !last || text.lines[m.line]!.words[m.last + 1]) return undefined;
  for (const { line, start } of levelOnNeighbours(text, m.line, last.box.x1, m.box)) {
    const run = runFrom(text, line, start, last);
    if (run.length > 0) return { line, words: run };
  }
  return undefined;
};

/** Lines after `line` that continue a block printed from x0 (an address under its first line). */
const blockLines = (text: PageText, line: number, x0: number): Word[] => {
  const out: Word[] = [];
  let bottom = text.lines[line]!.box.y1;
  const height = boxHeight(text.lines[line]!.box);
  for (let li = line + 1; li < text.lines.length && li <= line + 4; li++) {
    const next = text.lines[li]!;
    if (next.box.y0 - bottom > height * 1.2) break;
    const segment = text.segments[li]!.find((s) => Math.abs(s.box.x0 - x0) < 0.012);
    if (!segment) continue;
    const index = next.words.indexOf(segment.words[0]!);
    if (startsCaption(text, li, index)) break;
    out.push(...segment.words);
    bottom = next.box.y1;
  }
  return out;
};

/** The print of words: their median height. */
const printOf = (words: readonly Word[]): number =>
  words.map((w) => boxHeight(w.box)).sort((a, b) => a - b)[Math.floor(words.length / 2)] ?? 0;
/** A caption printed smaller than the page's usual print: a boxed form's. */
const smallPrint = (text: PageText, m: CaptionMatch): boolean => boxHeight(m.box) < text.print * 0.8;

/** A value found below a caption; `via` the other label's caption it was read right of. */
interface Below {
  words: Word[];
  sub: boolean;
  via?: CaptionMatch;
  /** Read past another label's caption on a scan. */
  overCaption?: boolean;
}
/** A value below a caption read past another label's caption, on a scan. */
const OVER_CAPTION = 0.85;

/**
 * The value printed below a caption (stacked blocks): the run of words starting under it on the
 * next lines. A line that is another field's caption is passed over (a heading "A. EKSPORTIR"
 * whose block begins with "NPWP ..."); a sub-caption ("Nama", "SEAL:", another date label's
 * "Date:" under a date's caption) gives the value right of it. `pass` values are passed over.
 */
const below = (text: PageText, m: CaptionMatch, pass = 0): Below | undefined => {
  const sub = subCaption(m.label);
  // Below a caption of two lines in its cell, the value is under its second line.
  const from = m.second?.line ?? m.line;
  let bottom = m.second ? m.second.box.y1 : m.box.y1;
  const captionBottom = bottom;
  const height = boxHeight(m.box);
  let skipped = 0;
  let overCaption = false;
  let passed = 0;
  const own = new Set(tokensOf(m.phrase));
  // A table's header ends the block above it: a value below a caption outside the table is never
  // read in the table's rows ("Vessel" over the Quantity column's "390 BAGS").
  const inTable = text.headers?.has(m.line) ?? false;
  for (let li = from + 1; li < text.lines.length && li <= from + 6; li++) {
    const line = text.lines[li]!;
    if (!inTable && text.headers?.has(li)) break;
    // The first word printed under the caption (a value starts under it, or a little left of it),
    // below it: on a scan, words of the caption's own printed line may be a line of their own
    // ("SAME AS" left of "CONSIGNEE", boxed lower).
    let index = line.words.findIndex(
      (w) => w.box.x1 > m.box.x0 - 0.01 && w.box.x0 < m.box.x1 && (w.box.y0 + w.box.y1) / 2 > captionBottom,
    );
    if (index < 0) {
      if (line.box.y0 - bottom > height * 3) break;
      continue;
    }
    if (line.box.y0 - bottom > height * 2.5) break;
    bottom = line.box.y1;
    const near = (a: Word, b: Word) => b.box.x0 - a.box.x1 <= boxHeight(a.box) * VALUE_GAP;
    while (index > 0 && near(line.words[index - 1]!, line.words[index]!) && !startsCaption(text, li, index))
      index--;
    // A numbered form's field line ("7. Nama : ..."): its sub-caption's value, else no value here.
    if (isEnumerator(line.words[index]!.text) && line.words[index + 1]) {
      if (!sub || tokensOf(line.words[index + 1]!.text).join(' ') !== sub) return undefined;
      index++;
    }
    const first = line.words[index]!;
    // A value passed over (it was not one of the label's type): the next line's is looked at.
    const found = (value: Below): Below | undefined => (passed++ < pass ? undefined : value);
    if (sub && tokensOf(first.text).join(' ') === sub) {
      const words = rightOf(text, li, index);
      if (words.length === 0) return undefined;
      const value = found({ words, sub: true });
      if (value) return value;
      continue;
    }
    // A sub-caption with its colon: a word of the caption's own ("SEAL:" under "Seal No."), or
    // another label's caption of the same type ("Date:" under "Laden on Board the Vessel").
    const closed = first.text.trim().endsWith(':');
    const word = tokensOf(first.text);
    const sameType = (text.captionStarts.get(`${li}:${index}`) ?? []).find(
      (o) =>
        o.label !== m.label && o.label.type === m.label.type && line.words[o.last]!.text.trim().endsWith(':'),
    );
    if ((closed && word.length === 1 && own.has(word[0]!)) || sameType) {
      const words = rightOf(text, li, sameType?.last ?? index);
      if (words.length === 0) return undefined;
      const value = found({ words, sub: true, ...(sameType ? { via: sameType } : {}) });
      if (value) return value;
      continue;
    }
    if (startsCaption(text, li, index)) {
      if (++skipped > 2) return undefined;
      // On a scan, another label's caption printed under this one: a value below it may well be
      // that caption's ("Jumlah" between "Berat Bersih (Kg" and an item's "9.000,0000"), the
      // caption's own lost by OCR.
      if (text.ocr) overCaption = true;
      continue;
    }
    const run = [first];
    for (let k = index + 1; k < line.words.length; k++) {
      if (!near(run.at(-1)!, line.words[k]!) || startsCaption(text, li, k)) break;
      run.push(line.words[k]!);
    }
    const words = runOnNeighbour(text, li, run);
    // Under a boxed form's caption, words in its own print over values in a larger print are
    // another box's caption ("Marks and Numbers" under "Seal No.", "TGHU 875312-1" below them).
    // The larger print is a value's (digits, under them): on a scan, the heights OCR gives words
    // of one print vary with their letters ("Delivery" with its descender in another column, a
    // table header's "(KGS)" with its brackets).
    const reach = union([m.box, ...words.map((w) => w.box)]);
    const larger = text.lines
      .slice(li + 1, li + 3)
      .some((l) =>
        l.words.some(
          (w) =>
            boxHeight(w.box) >= height * 1.2 &&
            hasDigit(w.text) &&
            w.box.x1 > reach.x0 - 0.01 &&
            w.box.x0 < reach.x1,
        ),
      );
    if (larger && printOf(words) <= height * 1.1) {
      if (++skipped > 2) return undefined;
      continue;
    }
    const value = found({
      words: isBlock(m.label) ? [...words, ...blockLines(text, li, first.box.x0)] : words,
      sub: false,
      ...(overCaption ? { overCaption } : {}),
    });
    if (value) return value;
  }
  return undefined;
};

/** The caption's part of a confidence: how like the label's phrase it is, and how specific. */
const captionScore = (m: CaptionMatch): number => {
  const similar = 1 - (1 - m.similarity) * 1.2;
  const short = tokensOf(m.phrase);
  const generic = short.length === 1 && (short[0]?.length ?? 0) <= 4 && LOOSE_TYPES.has(m.label.type);
  return similar * (generic ? 0.78 : 1) * (m.label.type === 'text' ? 0.92 : 1);
};

const round = (n: number) => Math.round(Math.max(0, Math.min(1, n)) * 100) / 100;

/** The candidates a caption gives: the value right of it, else the value below it. */
export const captionCandidates = (
  text: PageText,
  m: CaptionMatch,
  options: NormalizeOptions,
): Candidate | undefined => {
  if (m.continues) return undefined;
  const make = (read: Word[], factor: number): Candidate | undefined => {
    // A name goes on onto its legal form wrapped under it (an address takes its block anyway).
    const words = m.label.type === 'text' && !isBlock(m.label) ? [...read, ...wrappedName(text, read)] : read;
    const judged = judge(m.label, words, text, options);
    if (!judged) return undefined;
    return {
      label: m.label,
      page: text.page,
      box: valueBox(text, words),
      words,
      text: judged.text,
      value: judged.value,
      ...(judged.unit ? { unit: judged.unit } : {}),
      confidence: round(judged.score * captionScore(m) * factor),
      fits: judged.fits,
      by: 'caption',
      caption: m,
      named: tokensOf(m.phrase).join(' ') === tokensOf(m.label.label).join(' '),
      tokens: m.tokens,
    };
  };
  const part = (words: Word[]) => pairPart(text, m, words);
  const neighbour = besideOnNeighbour(text, m);
  const right = neighbour?.words ?? rightOf(text, m.line, m.last);
  const rightLine = neighbour?.line ?? m.line;
  let beside: Candidate | undefined;
  if (right.length > 0) {
    const words = isBlock(m.label) ? [...right, ...blockLines(text, rightLine, right[0]!.box.x0)] : right;
    beside = make(part(words), 1);
    // A value fitting its type wholly is taken; one that only may ("PLACE OF DELIVERY" as a port,
    // another box's caption) gives way to a better one below the caption.
    if (beside?.fits) return beside;
  }
  const fromBelow = (value: Below | undefined, factor: number) => {
    const candidate = value
      ? make(part(value.words), (value.sub ? 0.9 : 1) * (value.overCaption ? OVER_CAPTION : 1) * factor)
      : undefined;
    return candidate && value?.via ? { ...candidate, via: value.via } : candidate;
  };
  const under = below(text, m);
  // A first value below of another type ("TGHU 875312-1" under "Seal No."): the next one, less sure.
  let stacked = fromBelow(under, 1);
  for (let pass = 1; under && !stacked && pass <= MAX_PASSED; pass++)
    stacked = fromBelow(below(text, m, pass), PASSED_OVER ** pass);
  // Words far beside a boxed form's small-print caption, in that small print, are the next box's
  // caption ("Container No./ Seal No."   "No. of Containers"), not its value.
  const print = printOf;
  const captionPrint = boxHeight(m.box);
  const nextCaption =
    beside !== undefined &&
    smallPrint(text, m) &&
    print(beside.words) <= captionPrint * 1.1 &&
    (beside.words[0]?.box.x0 ?? 0) - m.box.x1 > captionPrint * 8;
  if (nextCaption) return stacked;
  if (!beside || !stacked) return beside ?? stacked;
  // Beside it in the caption's own print, below it in a value's larger print: the value is below.
  if (print(beside.words) <= captionPrint * 1.1 && print(stacked.words) >= captionPrint * 1.2) return stacked;
  return stacked.fits && stacked.confidence > beside.confidence ? stacked : beside;
};

/**
 * A caption sharing its cell with another's ("Ocean Vessel / Voy. No."): one value "SINAR
 * BANDUNG / 0342N", the part before the slash the first caption's, the part after the second's.
 */
const pairPart = (text: PageText, m: CaptionMatch, words: Word[]): Word[] => {
  const line = text.lines[m.line]!;
  const firstOfPair = m.text.trim().endsWith('/') && startsCaption(text, m.line, m.last + 1);
  const secondOfPair = m.first > 0 && (line.words[m.first - 1]?.text.trim().endsWith('/') ?? false);
  const slash = words.findIndex((w) => w.text.trim() === '/');
  if (slash < 0 || (!firstOfPair && !secondOfPair)) return words;
  return firstOfPair ? words.slice(0, slash) : words.slice(slash + 1);
};

/** A label kept as a total ("Total Packages", "Grand Total" among its phrases): read on a table's total line. */
const isTotalLabel = (label: SuggestLabel): boolean =>
  phrasesOf(label).some((p) => {
    const tokens = tokensOf(p);
    return tokens.length > 1 && (tokens[0] === 'total' || tokens[0] === 'grand');
  });
/** A label of one item row ("Berat Bersih Item"): the row's value, never the total's. */
const isItemLabel = (label: SuggestLabel): boolean =>
  phrasesOf(label).some((p) => tokensOf(p).some((t) => t === 'item' || t === 'items'));
/**
 * Types of a shipment's measures: checked on their totals from one document to the next (gross
 * weight PEB = packing list = B/L, the volume), an item's own being a label of its own ("Berat
 * Bersih Item"). A quantity or an amount is an item's as often as a total's: not among them.
 */
const SHIPMENT_MEASURES: ReadonlySet<DataType> = new Set(['weight', 'number']);
/** Words a table's total line starts with. */
const TOTAL_WORDS = new Set(['total', 'jumlah', 'grand', 'subtotal']);
/** Lines below a table's first row searched for its total line. */
const TOTAL_SEARCH_LINES = 14;

const hasValueDigits = (line: Line): boolean =>
  line.words.some((w) => hasDigit(w.text) && !/^\(.*\)$/.test(w.text.trim()));

/**
 * Table headers: a line on which three or more labels' captions start most of its runs of words.
 * Each matched column's value is its first row: the words of the row inside the column. A header
 * cell printed on two lines beside one-line cells ("Unit Price" over "(USD)") joins the header from
 * the line above or below; a row is every line of its cells (a description wrapped over two lines,
 * the row's other cells centred beside it); a word belongs to the column whose header its run of
 * words lies under. A total line below the rows ("JUMLAH / TOTAL", "TOTAL FOB ...") gives the
 * totals: of the labels kept as totals whose caption heads a column, and of a label whose caption
 * starts the total line.
 */
export const headerCandidates = (
  text: PageText,
  captions: readonly CaptionMatch[],
  options: NormalizeOptions,
): { candidates: Candidate[]; headerLines: Set<number>; totalLines: Set<number> } => {
  const candidates: Candidate[] = [];
  const headerLines = new Set<number>();
  const totalLines = new Set<number>();
  const byLine = new Map<number, CaptionMatch[]>();
  for (const m of captions) byLine.set(m.line, [...(byLine.get(m.line) ?? []), m]);
  const columnsOf = (li: number, onLine: readonly CaptionMatch[]) => {
    const line = text.lines[li]!;
    // A caption starting inside a run of words ("No. Description of Goods") starts a column of its
    // own, unless it ends another label's caption ("Satuan" of "Jumlah & Satuan": one column).
    const inside = (m: CaptionMatch) =>
      onLine.some((o) => o.label !== m.label && !o.continues && o.first < m.first && o.last >= m.last);
    const starts = new Set(onLine.filter((m) => !inside(m)).map((m) => line.words[m.first]));
    const segments = text.segments[li]!.flatMap((segment) => {
      const parts: Word[][] = [];
      for (const word of segment.words) {
        if (parts.length === 0 || starts.has(word)) parts.push([word]);
        else parts.at(-1)!.push(word);
      }
      return parts.map((words) => segmentOf(li, words));
    });
    // A caption running on into the next header cell ("Jumlah Koli" over "Jumlah" and "Koli") heads neither.
    // A unit in brackets under a header cell ("(USD)" of "Unit Price") is no column of its own.
    return segments
      .filter((segment) => !isCaptionTail(segment.text))
      .map((segment) => ({
        segment,
        matches: onLine.filter(
          (m) =>
            line.words[m.first] === segment.words[0] && m.last <= line.words.indexOf(segment.words.at(-1)!),
        ),
      }));
  };
  for (const [li, onLine] of byLine) {
    if (headerLines.has(li)) continue;
    const line = text.lines[li]!;
    const columns = columnsOf(li, onLine);
    const labels = new Set(columns.flatMap((c) => c.matches.map((m) => m.label)));
    const matched = columns.filter((c) => c.matches.length > 0).length;
    // A row number's column ("No.", "#") is in most tables and no label's.
    const counted = columns.filter(
      (c) => !/^(no|nr|#)$/.test(tokensOf(c.segment.text).join(' ') || '#'),
    ).length;
    // A header line prints captions only: no value (digits outside brackets) on it.
    if (hasValueDigits(line) || labels.size < 3 || matched < 3 || matched < counted * 0.6) continue;
    headerLines.add(li);
    // Header cells of two lines: the lines just above and below with captions only.
    const height = boxHeight(line.box);
    let bottom: number = line.box.y1;
    for (const near of [li - 1, li + 1]) {
      const other = text.lines[near];
      if (!other || hasValueDigits(other)) continue;
      const apart = near < li ? line.box.y0 - other.box.y1 : other.box.y0 - line.box.y1;
      if (apart > height * 0.6) continue;
      headerLines.add(near);
      bottom = Math.max(bottom, other.box.y1);
      for (const column of columnsOf(near, byLine.get(near) ?? []))
        if (!columns.some((c) => horizontalOverlap(c.segment.box, column.segment.box) > 0))
          columns.push(column);
    }
    columns.sort((a, b) => a.segment.box.x0 - b.segment.box.x0);
    // The column a run of words lies under: the header it overlaps most, else the one it starts after.
    const columnOf = (segment: Segment): number => {
      let best = -1;
      let most = 0;
      columns.forEach((c, i) => {
        const overlap =
          Math.min(segment.box.x1, c.segment.box.x1) - Math.max(segment.box.x0, c.segment.box.x0);
        if (overlap > most) {
          most = overlap;
          best = i;
        }
      });
      if (best >= 0) return best;
      for (let c = columns.length - 1; c >= 0; c--)
        if (segment.box.x0 >= columns[c]!.segment.box.x0 - 0.02) return c;
      return 0;
    };
    // A run under no header ("GRADE", a description's second line, left of a centred header) is
    // in the column of a run of the row's other lines starting where it starts.
    const cellWords = (rows: readonly number[], c: number): Word[] => {
      const segments = rows.flatMap((r) => text.segments[r]!);
      const under = (segment: Segment) =>
        columns.some((column) => horizontalOverlap(column.segment.box, segment.box) > 0);
      const of = (segment: Segment): number => {
        if (under(segment)) return columnOf(segment);
        const aligned = segments.find(
          (other) => other !== segment && under(other) && Math.abs(other.box.x0 - segment.box.x0) < 0.006,
        );
        return columnOf(aligned ?? segment);
      };
      return segments.filter((segment) => of(segment) === c).flatMap((s) => s.words);
    };
    const filled = (r: number) => new Set(text.segments[r]!.map(columnOf)).size;
    // The first row: from the first line under the header to the first line filling most columns,
    // and the lines of its cells printed tight below it.
    const after = text.lines
      .map((l, i) => ({ l, i }))
      .filter(({ l }) => l.box.y0 > bottom - height * 0.2 && !headerLines.has(text.lines.indexOf(l)));
    const start = after[0];
    if (!start || start.l.box.y0 - bottom > height * 4) continue;
    const wide = Math.max(2, Math.ceil(columns.length / 2));
    const fullAt = after.findIndex(({ i }, k) => k < 4 && filled(i) >= wide);
    const full = fullAt >= 0 ? fullAt : 0;
    const rows = after.slice(0, full + 1).map(({ i }) => i);
    const rowTop = text.lines[rows[0]!]!.box.y0;
    // A table prints a second row like the first (a row of boxed form cells does not).
    const next = after.find(({ i }, k) => k > full && filled(i) >= wide);
    const reach = text.lines[rows.at(-1)!]!.box.y1 - rowTop + height * 4;
    const secondFits =
      next && next.l.box.y0 - rowTop < reach
        ? columns.filter((column, c) =>
            column.matches.some((m) => judge(m.label, cellWords([next.i], c), text, options) !== undefined),
          ).length
        : 0;
    const table = secondFits >= 2;
    // In a table, the lines of the row's cells printed tight below its fullest line are the row's.
    for (let k = full + 1; table && k < after.length; k++) {
      const { l, i } = after[k]!;
      const previous = text.lines[rows.at(-1)!]!;
      if (l.box.y0 - previous.box.y1 > boxHeight(previous.box) * 0.45 || filled(i) >= wide) break;
      rows.push(i);
    }
    // The total line: the first line below the rows starting with "Total" / "Jumlah".
    const lastRow = rows.at(-1)!;
    const totalLine = text.lines.findIndex(
      (l, i) =>
        i > lastRow &&
        i <= lastRow + TOTAL_SEARCH_LINES &&
        TOTAL_WORDS.has(tokensOf(l.words[0]?.text ?? '')[0] ?? '') &&
        hasValueDigits(l),
    );
    // A column whose header is several labels' caption ("Berat Bersih (Kg)": the item's and the total's) is theirs in doubt.
    const contested = (c: number) => new Set(columns[c]!.matches.map((m) => m.label)).size > 1;
    const push = (
      m: CaptionMatch,
      words: Word[],
      c: number,
      factor: number,
      asHeader: boolean,
      part = false,
    ) => {
      const judged = judge(m.label, words, text, options);
      if (!judged) return;
      const box = union(words.map((w) => w.box));
      const right = c === columns.length - 1 ? 1 : columns[c + 1]!.segment.box.x0 - 0.02;
      candidates.push({
        label: m.label,
        page: text.page,
        // A part of a shared cell's value, or a total, is boxed as printed (the rest is another label's).
        box: part
          ? pad(box, box.x1)
          : pad({ ...box, x0: fraction(Math.min(box.x0, columns[c]!.segment.box.x0)) }, right - 0.006),
        words,
        text: judged.text,
        value: judged.value,
        ...(judged.unit ? { unit: judged.unit } : {}),
        confidence: round(judged.score * captionScore(m) * factor),
        by: asHeader ? 'header' : 'caption',
        caption: m,
        ...(asHeader ? { header: li } : {}),
        named: tokensOf(m.phrase).join(' ') === tokensOf(m.label.label).join(' '),
        tokens: m.tokens,
      });
    };
    columns.forEach((column, c) => {
      const words = cellWords(rows, c);
      const totals = totalLine >= 0 ? cellWords([totalLine], c) : [];
      const labelsHere = new Set(column.matches.map((m) => m.label));
      for (const m of column.matches) {
        // Of a column's labels, an item's reads the row and a total's the total line; so does a
        // shipment's measure (a weight, a volume) no item's label: an item's is a label of its own.
        const total =
          totals.length > 0 &&
          !isItemLabel(m.label) &&
          (isTotalLabel(m.label) ||
            SHIPMENT_MEASURES.has(m.label.type) ||
            [...labelsHere].some((l) => l !== m.label && isItemLabel(l)));
        // A one-word header ("Packages", "Qty") may head another label's column: never sure alone.
        const factor =
          (m.continues ? 0.85 : 1) * (m.tokens === 1 && !m.continues ? 0.75 : 1) * (contested(c) ? 0.75 : 1);
        // The second caption of a shared cell reads the cell's value after the slash.
        const shared = words.length === 0 && c > 0 ? cellWords(rows, c - 1) : words;
        const own = pairPart(text, m, shared);
        if (total) push(m, totals, c, factor, false, true);
        else push(m, own, c, factor, table, own !== shared);
      }
    });
    // A label whose caption starts the total line ("TOTAL FOB ... USD 51,380.00"): the line's last
    // value of the label's type.
    if (totalLine >= 0) totalLines.add(totalLine);
    if (totalLine >= 0)
      for (const m of byLine.get(totalLine) ?? []) {
        const first = tokensOf(m.phrase)[0] ?? '';
        if (m.first > 1 || (first !== 'total' && first !== 'grand')) continue;
        // "Total" alone is an item's amount as often as the sum: only a total's own caption here.
        if (m.tokens < 2 && !isTotalLabel(m.label)) continue;
        for (let c = columns.length - 1; c >= 0; c--) {
          const words = cellWords([totalLine], c);
          if (words.length === 0) continue;
          const before = candidates.length;
          push({ ...m, continues: false }, words, c, 0.9, false, true);
          if (candidates.length > before) break;
        }
      }
  }
  return { candidates, headerLines, totalLines };
};
