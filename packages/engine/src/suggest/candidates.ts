import { fitScore, ocrScore } from '../extract/confidence.ts';
import { type Line, readingText } from '../extract/lines.ts';
import { readValue } from '../extract/read-value.ts';
import { tokensOf } from '../extract/tokens.ts';
import { boxHeight, union } from '../geometry/box.ts';
import { type FractionBox, fraction } from '../geometry/types.ts';
import type { NormalizeOptions } from '../normalize/index.ts';
import type { DataType, JsonValue, Word } from '../types.ts';
import { type CaptionMatch, phrasesOf } from './captions.ts';
import { hasDigit, type Segment, segmentOf, segmentsOfLine } from './segments.ts';
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
}

/** Furthest a value may start right of its caption (page widths): beyond, it is another column. */
const MAX_RIGHT_GAP = 0.2;
/** Gap between a value's words (word heights) beyond which the value has ended (as `phrase` in extract/caption.ts). */
const VALUE_GAP = 2.2;
/** Types a short generic caption ("NW", "Date", "Unit") may wrongly stand for: never sure on their own. */
const LOOSE_TYPES: ReadonlySet<DataType> = new Set(['text', 'number', 'money', 'weight', 'quantity', 'date']);
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
  return { page, lines, segments: lines.map(segmentsOfLine), ocr, captionStarts, phrases };
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

/** How a text read would be taken as the label's value; undefined when it is not one. */
const judge = (
  label: SuggestLabel,
  words: readonly Word[],
  text: PageText,
  options: NormalizeOptions,
): { text: string; value: JsonValue; unit?: string; score: number } | undefined => {
  if (words.length === 0) return undefined;
  const read = readingText(words);
  const result = readValue(label.type, read, text.ocr, options, { captions: phrasesOf(label) });
  if (result.fit === 0 || result.normalized.value === null) return undefined;
  // Another label's caption ("DATE OF INVOICE" under "INVOICE NUMBER") is no value.
  if (text.phrases.has(tokensOf(read).join(' '))) return undefined;
  // A name outside the reference lists (fit under 1) is never sure enough to be taken unchecked.
  const score =
    (text.ocr ? ocrScore(words) : 1) * fitScore(result.fit, result.doubts) * (result.fit < 1 ? 0.9 : 1);
  return {
    text: read,
    value: result.normalized.value,
    ...(result.normalized.unit ? { unit: result.normalized.unit } : {}),
    score,
  };
};

/** The value words right of a caption on its line: the first run of words within reach. */
const rightOf = (text: PageText, line: number, after: number): Word[] => {
  const words = text.lines[line]?.words ?? [];
  const first = words[after + 1];
  const last = words[after];
  if (!first || !last) return [];
  if (first.box.x0 - last.box.x1 > MAX_RIGHT_GAP) return [];
  if (startsCaption(text, line, after + 1)) return [];
  const taken = [first];
  for (let k = after + 2; k < words.length; k++) {
    const word = words[k]!;
    const previous = taken.at(-1)!;
    if (word.box.x0 - previous.box.x1 > boxHeight(previous.box) * VALUE_GAP) break;
    if (startsCaption(text, line, k)) break;
    taken.push(word);
  }
  return taken;
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

/**
 * The value printed below a caption (stacked blocks): the run of words starting under it on the
 * next lines. A line that is another field's caption is passed over (a heading "A. EKSPORTIR"
 * whose block begins with "NPWP ..."); a sub-caption ("Nama") gives the value right of it.
 */
const below = (text: PageText, m: CaptionMatch): { words: Word[]; sub: boolean } | undefined => {
  const sub = subCaption(m.label);
  let bottom = m.box.y1;
  const height = boxHeight(m.box);
  let skipped = 0;
  for (let li = m.line + 1; li < text.lines.length && li <= m.line + 6; li++) {
    const line = text.lines[li]!;
    // The first word printed under the caption (a value starts under it, or a little left of it).
    let index = line.words.findIndex((w) => w.box.x1 > m.box.x0 - 0.01 && w.box.x0 < m.box.x1);
    if (index < 0) {
      if (line.box.y0 - bottom > height * 3) break;
      continue;
    }
    if (line.box.y0 - bottom > height * 2.5) break;
    bottom = line.box.y1;
    const near = (a: Word, b: Word) => b.box.x0 - a.box.x1 <= boxHeight(a.box) * VALUE_GAP;
    while (index > 0 && near(line.words[index - 1]!, line.words[index]!) && !startsCaption(text, li, index))
      index--;
    const first = line.words[index]!;
    if (sub && tokensOf(first.text).join(' ') === sub) {
      const words = rightOf(text, li, index);
      return words.length > 0 ? { words, sub: true } : undefined;
    }
    if (startsCaption(text, li, index)) {
      if (++skipped > 2) return undefined;
      continue;
    }
    const words = [first];
    for (let k = index + 1; k < line.words.length; k++) {
      if (!near(words.at(-1)!, line.words[k]!) || startsCaption(text, li, k)) break;
      words.push(line.words[k]!);
    }
    return {
      words: isBlock(m.label) ? [...words, ...blockLines(text, li, first.box.x0)] : words,
      sub: false,
    };
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
  const make = (words: Word[], factor: number): Candidate | undefined => {
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
      by: 'caption',
      caption: m,
      named: tokensOf(m.phrase).join(' ') === tokensOf(m.label.label).join(' '),
      tokens: m.tokens,
    };
  };
  const right = rightOf(text, m.line, m.last);
  if (right.length > 0) {
    const words = isBlock(m.label) ? [...right, ...blockLines(text, m.line, right[0]!.box.x0)] : right;
    const found = make(words, 1);
    if (found) return found;
  }
  const under = below(text, m);
  return under ? make(under.words, under.sub ? 0.9 : 1) : undefined;
};

/**
 * Table headers: a line on which three or more labels' captions start most of its runs of words.
 * Each matched column's value is its first row: the words of the next line inside the column.
 */
export const headerCandidates = (
  text: PageText,
  captions: readonly CaptionMatch[],
  options: NormalizeOptions,
): { candidates: Candidate[]; headerLines: Set<number> } => {
  const candidates: Candidate[] = [];
  const headerLines = new Set<number>();
  const byLine = new Map<number, CaptionMatch[]>();
  for (const m of captions) byLine.set(m.line, [...(byLine.get(m.line) ?? []), m]);
  for (const [li, onLine] of byLine) {
    const line = text.lines[li]!;
    // A caption starting inside a run of words ("No. Description of Goods") starts a column of its own.
    const starts = new Set(onLine.map((m) => line.words[m.first]));
    const segments = text.segments[li]!.flatMap((segment) => {
      const parts: Word[][] = [];
      for (const word of segment.words) {
        if (parts.length === 0 || starts.has(word)) parts.push([word]);
        else parts.at(-1)!.push(word);
      }
      return parts.map((words) => segmentOf(li, words));
    });
    const columns = segments.map((segment) => ({
      segment,
      matches: onLine.filter((m) => line.words[m.first] === segment.words[0]),
    }));
    const labels = new Set(columns.flatMap((c) => c.matches.map((m) => m.label)));
    const matched = columns.filter((c) => c.matches.length > 0).length;
    // A header line prints captions only: no value (digits outside brackets) on it.
    const values = line.words.some((w) => hasDigit(w.text) && !/^\(.*\)$/.test(w.text.trim()));
    if (values || labels.size < 3 || matched < 3 || matched < segments.length * 0.6) continue;
    headerLines.add(li);
    // The first row: the next line with words under the columns.
    const height = boxHeight(line.box);
    const row = text.lines.findIndex(
      (l, i) => i > li && l.box.y0 > line.box.y1 && l.box.y0 - line.box.y1 < height * 4,
    );
    if (row < 0) continue;
    const rowLine = text.lines[row]!;
    // A word is a column's when it starts between the column's header and the next one's.
    const columnWords = (onLine: Line, c: number): Word[] => {
      const left = c === 0 ? 0 : columns[c]!.segment.box.x0 - 0.02;
      const right = c === columns.length - 1 ? 1 : columns[c + 1]!.segment.box.x0 - 0.02;
      return onLine.words.filter((w) => w.box.x0 >= left && w.box.x0 < right);
    };
    // A table prints a second row like the first (a row of boxed form cells does not).
    const pitch = rowLine.box.y0 - line.box.y0;
    const second = text.lines.find(
      (l) => l.box.y0 > rowLine.box.y1 && l.box.y0 - rowLine.box.y0 < pitch * 1.6,
    );
    const secondFits = second
      ? columns.filter((column, c) =>
          column.matches.some((m) => judge(m.label, columnWords(second, c), text, options) !== undefined),
        ).length
      : 0;
    const table = secondFits >= 2;
    // A column whose header is several labels' caption ("Berat Bersih (Kg)": the item's and the total's) is theirs in doubt.
    const contested = (c: number) => new Set(columns[c]!.matches.map((m) => m.label)).size > 1;
    columns.forEach((column, c) => {
      const words = columnWords(rowLine, c);
      const right = c === columns.length - 1 ? 1 : columns[c + 1]!.segment.box.x0 - 0.02;
      for (const m of column.matches) {
        const judged = judge(m.label, words, text, options);
        if (!judged) continue;
        const box = union(words.map((w) => w.box));
        candidates.push({
          label: m.label,
          page: text.page,
          box: pad({ ...box, x0: fraction(Math.min(box.x0, column.segment.box.x0)) }, right - 0.006),
          words,
          text: judged.text,
          value: judged.value,
          ...(judged.unit ? { unit: judged.unit } : {}),
          // A one-word header ("Packages", "Qty") may head another label's column: never sure alone.
          confidence: round(
            judged.score *
              captionScore(m) *
              (m.continues ? 0.85 : 1) *
              (m.tokens === 1 && !m.continues ? 0.75 : 1) *
              (contested(c) ? 0.75 : 1),
          ),
          by: table ? 'header' : 'caption',
          caption: m,
          ...(table ? { header: li } : {}),
          named: tokensOf(m.phrase).join(' ') === tokensOf(m.label.label).join(' '),
          tokens: m.tokens,
        });
      }
    });
  }
  return { candidates, headerLines };
};
