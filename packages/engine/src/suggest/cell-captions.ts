import type { Line } from '../extract/lines.ts';
import { tokensOf } from '../extract/tokens.ts';
import { boxHeight, union } from '../geometry/box.ts';
import type { Word } from '../types.ts';
import { type CaptionMatch, labelPhrases } from './captions.ts';
import { hasDigit, isCaptionTail, isEnumerator, segmentsOfLine } from './segments.ts';
import type { SuggestLabel } from './types.ts';

/**
 * Words a form prints in a caption beside the label's own ("Uraian Jenis Barang", "Place and Date
 * of Issue", "Laden on Board the Vessel"): at most this many. More, and the cell says something else.
 */
const MAX_EXTRA = 2;
/** How like the label's phrase a caption is per extra word: less specific, never as sure as the phrase. */
const EXTRA_SIMILARITY = [1, 0.92, 0.87];
/** Words of a number caption, one as good as another ("No.", "Nomor", "Number"). */
export const NUMBER_WORDS = new Set(['no', 'nomor', 'number', 'nr', 'num', 'nomer']);
/** The most words of a caption's second line in its cell ("Pengangkut", "or Packages"). */
const MAX_SECOND_LINE = 3;

/**
 * A printed caption word standing for a phrase's word: the same, a number word for another
 * ("Nomor" for "No."), or its abbreviation of three letters or more ("Voy" for "Voyage").
 */
export const stands = (printed: string, wanted: string): boolean =>
  printed === wanted ||
  (NUMBER_WORDS.has(printed) && NUMBER_WORDS.has(wanted)) ||
  (printed.length >= 3 && wanted.length > printed.length && wanted.startsWith(printed));

/** Extra words when `phrase` is printed within `cell` in order (other words between or around); -1 if not. */
export const extraWords = (cell: readonly string[], phrase: readonly string[]): number => {
  let at = 0;
  for (const token of cell) if (at < phrase.length && stands(token, phrase[at]!)) at++;
  return at === phrase.length ? cell.length - phrase.length : -1;
};

/** A caption word's tokens, alternatives split ("Voy/Flight" is "voy" and "flight"). */
const cellTokens = (words: readonly Word[]): string[] =>
  words.flatMap((w) => tokensOf(w.text.replace(/\//g, ' ')));

interface Cell {
  line: number;
  /** Indexes in the line's words of the cell's first word and last (a lone colon after it included). */
  first: number;
  last: number;
  words: Word[];
  /** The cell's second line ("Pengangkut" under "Nama Sarana"), if any. */
  second?: { line: number; words: Word[] };
}

const print = (words: readonly Word[]) => Math.max(...words.map((w) => boxHeight(w.box)));

/**
 * The caption cells of a page: each run of words with letters only (an enumerator "14." before it
 * left out), with the line right under it when that line starts a short run of letters exactly
 * where the run starts, in the same print: a caption printed over two lines in its cell ("Nama
 * Sarana" over "Pengangkut", "No. of Containers" over "or Packages").
 */
const cellsOf = (lines: readonly Line[], found: readonly CaptionMatch[]): Cell[] => {
  const cells: Cell[] = [];
  lines.forEach((line, li) => {
    for (const segment of segmentsOfLine(line, li)) {
      let words = segment.words;
      // "14." is a field's number; "No." is a caption's first word.
      const enumerator = isEnumerator(words[0]!.text) && !NUMBER_WORDS.has(tokensOf(words[0]!.text).join(''));
      if (words.length > 1 && enumerator) words = words.slice(1);
      while (
        words.length > 0 &&
        isCaptionTail(words.at(-1)!.text) &&
        tokensOf(words.at(-1)!.text).length === 0
      )
        words = words.slice(0, -1);
      if (words.length === 0 || words.some((w) => hasDigit(w.text))) continue;
      const first = line.words.indexOf(words[0]!);
      let last = line.words.indexOf(words.at(-1)!);
      // A colon printed apart from its caption, in the cell's value column ("Nama Sarana      :").
      const next = line.words[last + 1];
      if (next && next.text.trim() === ':') last++;
      const height = print(words);
      let second: Cell['second'];
      for (let lj = li + 1; lj < lines.length && lj <= li + 3; lj++) {
        const below = lines[lj]!;
        // Tight under it: a form's next field is a line pitch down, a cell's second line closer.
        if (below.box.y0 - line.box.y1 > height * 0.35) break;
        if (below.box.y0 < line.box.y0 + height * 0.5) continue;
        const run = segmentsOfLine(below, lj).find((s) => Math.abs(s.box.x0 - words[0]!.box.x0) <= 0.006);
        if (!run) continue;
        // A line starting a caption of its own is the next field, not this one's second line.
        const own = below.words.indexOf(run.words[0]!);
        const fits =
          !found.some((m) => m.line === lj && m.first === own) &&
          run.words.length <= MAX_SECOND_LINE &&
          !run.words.some((w) => hasDigit(w.text)) &&
          Math.abs(print(run.words) - height) <= height * 0.2;
        if (fits) second = { line: lj, words: run.words };
        break;
      }
      cells.push({ line: li, first, last, words, ...(second ? { second } : {}) });
    }
  });
  return cells;
};

/**
 * Captions the exact search does not find (captions.ts): a label's phrase of two words or more
 * printed in a caption cell with up to two words of the form's own ("Uraian Jenis Barang" for
 * "Uraian Barang", "Jumlah / Jenis Kemasan" for "Jumlah Kemasan", "Nomor Voy/Flight" for "No.
 * Voyage", "Place and Date of Issue" for "Place of Issue"), or over the cell's two lines ("Nama
 * Sarana / Pengangkut"). A cell already some label's caption as a whole is left to it; a cell's
 * second line is taken only when it holds a word of the phrase. The fewer extra words, the more
 * like the phrase.
 */
export const cellCaptions = (
  lines: readonly Line[],
  labels: readonly SuggestLabel[],
  found: readonly CaptionMatch[],
): CaptionMatch[] => {
  const out: CaptionMatch[] = [];
  const phrases = labelPhrases(labels).filter((p) => p.tokens.length >= 2);
  for (const cell of cellsOf(lines, found)) {
    const line = lines[cell.line]!;
    const lastWord = line.words.indexOf(cell.words.at(-1)!);
    // A cell some label's caption spans whole is that label's ("Tanggal Perkiraan Ekspor").
    const whole = found.some(
      (m) => m.line === cell.line && m.first <= cell.first && m.last >= lastWord && !m.continues,
    );
    // The label's own caption inside the cell, whole or beside another label's: the cell is two
    // captions ("Container No. / Seal No."). One running on into the form's words is this cell's
    // ("Laden on Board the Vessel").
    const inCell = found.filter((m) => m.line === cell.line && m.first >= cell.first && m.last <= cell.last);
    const within = (label: SuggestLabel) =>
      inCell.some((m) => m.label === label && (!m.continues || inCell.some((o) => o.label !== label)));
    const one = cellTokens(cell.words);
    const two = cell.second ? [...one, ...cellTokens(cell.second.words)] : one;
    for (const { label, phrase, tokens } of phrases) {
      const onOne = whole ? -1 : extraWords(one, tokens);
      const onTwo = cell.second && onOne < 0 ? extraWords(two, tokens) : -1;
      const extra = onOne >= 0 ? onOne : onTwo;
      if (extra < 0 || extra > MAX_EXTRA) continue;
      // The exact search found it (the phrase alone, with its tail): nothing to add.
      if (within(label)) continue;
      const words = onTwo >= 0 ? [...cell.words, ...cell.second!.words] : cell.words;
      const firstLine = line.words.slice(cell.first, cell.last + 1);
      out.push({
        label,
        phrase,
        tokens: tokens.length,
        similarity: EXTRA_SIMILARITY[extra]!,
        line: cell.line,
        first: cell.first,
        last: cell.last,
        // The first line's box: the caption's print and where its value starts right of it.
        box: union(firstLine.map((w) => w.box)),
        text: words.map((w) => w.text).join(' '),
        continues: false,
        ...(onTwo >= 0
          ? { second: { line: cell.second!.line, box: union(cell.second!.words.map((w) => w.box)) } }
          : {}),
      });
    }
  }
  return out;
};
