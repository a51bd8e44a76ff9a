import type { Line } from '../extract/lines.ts';
import { findPhrasesOnLines } from '../extract/locate.ts';
import { tokensOf } from '../extract/tokens.ts';
import { boxHeight, centerInside, expand } from '../geometry/box.ts';
import type { FractionBox } from '../geometry/types.ts';
import type { Word } from '../types.ts';
import { cellCaptions } from './cell-captions.ts';
import { fieldCaptions } from './field-captions.ts';
import { closeTogether, hasDigit, isCaptionTail, isEnumerator } from './segments.ts';
import type { SuggestLabel } from './types.ts';

/** A label's caption printed on a page. */
export interface CaptionMatch {
  label: SuggestLabel;
  /** The name or alias found. */
  phrase: string;
  /** Tokens of the phrase: the more, the more specific the caption. */
  tokens: number;
  similarity: number;
  line: number;
  /** Index in the line's words of the caption's first word and of its last (tail included). */
  first: number;
  last: number;
  box: FractionBox;
  /** The caption text as printed (with its tail: "Unit Price (USD)", "Sold To / Buyer:"). */
  text: string;
  /** Whether the caption is followed, in its own run of words, by more caption words ("Nilai" in "Nilai FOB"). */
  continues: boolean;
  /** The caption's second line in its cell ("Pengangkut" under "Nama Sarana"): its value is below that. */
  second?: { line: number; box: FractionBox };
}

/** The label's phrases: its name and aliases, each once. */
export const phrasesOf = (label: SuggestLabel): string[] => {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const phrase of [label.label, ...(label.aliases ?? [])]) {
    const key = tokensOf(phrase).join(' ');
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(phrase);
  }
  return out;
};

/** Words of a document's title ("PACKING LIST", "COMMERCIAL INVOICE", "BILL OF LADING"). */
const DOCUMENT_WORDS = new Set(['invoice', 'packing', 'lading', 'waybill', 'faktur', 'kemasan', 'manifest']);
/** The top of the first page, where a document prints its title. */
const TITLE_ZONE = 0.35;

/**
 * The document's titles: short lines of words atop the first page naming a document ("DAFTAR
 * KEMASAN", "Packing List"), each as its tokens.
 */
export const titlesOf = (lines: readonly Line[]): string[][] =>
  lines
    .filter((l) => l.box.y1 < TITLE_ZONE)
    .map((l) => l.words.map((w) => w.text).join(' '))
    .filter((t) => !/[\d:]/.test(t))
    .map(tokensOf)
    .filter((tokens) => tokens.length > 0 && tokens.length <= 4 && tokens.some((t) => DOCUMENT_WORDS.has(t)));

/** Every label's phrases, each with its label and tokens (the form's own captions are searched by them). */
export const labelPhrases = (
  labels: readonly SuggestLabel[],
): Array<{ label: SuggestLabel; phrase: string; tokens: string[] }> =>
  labels.flatMap((label) => phrasesOf(label).map((phrase) => ({ label, phrase, tokens: tokensOf(phrase) })));

/**
 * A label's phrases with their weight in tokens; where the document's title is part of a phrase,
 * the rest of it too, as specific as the whole: "Date" on a packing list is "Packing List Date".
 */
const weightedPhrases = (
  label: SuggestLabel,
  titles: readonly string[][],
): Array<{ phrase: string; tokens: number }> => {
  const out = phrasesOf(label).map((phrase) => ({ phrase, tokens: tokensOf(phrase).length }));
  const seen = new Set(out.map((p) => tokensOf(p.phrase).join(' ')));
  for (const { phrase, tokens } of [...out]) {
    const words = tokensOf(phrase);
    for (const title of titles) {
      for (let at = 0; at + title.length <= words.length; at++) {
        if (title.some((t, i) => words[at + i] !== t)) continue;
        const rest = [...words.slice(0, at), ...words.slice(at + title.length)];
        const key = rest.join(' ');
        if (rest.length === 0 || !rest.some((t) => t.length >= 3) || seen.has(key)) continue;
        seen.add(key);
        out.push({ phrase: key, tokens });
      }
    }
  }
  return out;
};

/** Gap (word heights) between two words of a caption beyond which they are two cells' words. */
const CAPTION_GAP = 3;

const apart = (words: readonly Word[]): boolean =>
  words.some(
    (w, i) =>
      i > 0 &&
      w.box.x0 - words[i - 1]!.box.x1 >
        Math.max(boxHeight(w.box), boxHeight(words[i - 1]!.box)) * CAPTION_GAP,
  );

/** Gap (word heights) under which a word before a one-word caption is of its sentence, on OCR text. */
const SENTENCE_GAP = 2;

/**
 * On OCR text, a one-word caption printed a little apart from a word of letters before it ("AS
 * AGENT FOR THE CARRIER", OCR spacing its words unevenly) is a sentence's last word, no caption;
 * a slash or "&" between them ("SHIPPER / EXPORTER"), an enumerator or a colon before it keep it one.
 */
const inSentence = (words: readonly Word[], first: number, tokens: number): boolean => {
  if (tokens !== 1) return false;
  const at = words.slice(0, first).findLastIndex((w) => tokensOf(w.text).length > 0);
  const previous = words[at];
  if (!previous) return false;
  const text = previous.text.trim();
  if (isEnumerator(text) || /[:/&]$/.test(text)) return false;
  if (words.slice(at + 1, first).some((w) => /^[/&]$/.test(w.text.trim()))) return false;
  const word = words[first]!;
  return (
    word.box.x0 - previous.box.x1 <= Math.max(boxHeight(word.box), boxHeight(previous.box)) * SENTENCE_GAP
  );
};

/** What OCR reads for the slash of an abbreviation ("P/L", "B/L"): a stroke, a letter I or l, a 1. */
const SLASH_READS = ['I', 'l', '1'];

/**
 * On OCR text, a phrase with an abbreviation's slash between two letters ("P/L Date") also as OCR
 * reads it ("PIL Date"): similarity alone does not find it, a one-letter token having to agree
 * exactly. As specific as the phrase.
 */
export const withSlashMisread = (p: {
  phrase: string;
  tokens: number;
}): Array<{ phrase: string; tokens: number }> =>
  /\b\p{L}\/\p{L}\b/u.test(p.phrase)
    ? [
        p,
        ...SLASH_READS.map((read) => ({
          ...p,
          phrase: p.phrase.replace(/\b(\p{L})\/(\p{L})\b/gu, `$1${read}$2`),
        })),
      ]
    : [p];

/**
 * Every caption of every label on the page's lines: the label's name or an alias printed as a
 * caption starts (at the start of its run of words, or after an enumerator "A."), with the tail a
 * caption carries ("/ Buyer:", "(USD)", ":") taken in. A phrase found inside another ("Weight" in
 * "Net Weight") is not a caption of its own: skipped. One that runs on into more caption words
 * ("Nilai" of "Nilai FOB") is kept with `continues` (a table header may start so).
 */
export const findCaptions = (
  lines: readonly Line[],
  labels: readonly SuggestLabel[],
  minSimilarity: number,
  titles: readonly string[][] = [],
): CaptionMatch[] => {
  const matches: CaptionMatch[] = [];
  const inText = new Set<CaptionMatch>();
  for (const label of labels) {
    const weighted = weightedPhrases(label, titles);
    for (const { phrase, tokens } of minSimilarity < 1 ? weighted.flatMap(withSlashMisread) : weighted) {
      for (const found of findPhrasesOnLines(lines, phrase, minSimilarity)) {
        const lineIndex = lines.findIndex(
          (l) =>
            l.box.y0 <= found.box.y1 &&
            l.box.y1 >= found.box.y0 &&
            l.words.some((w) => centerInside(w.box, expand(found.box, 0.001, 0.001))),
        );
        const line = lines[lineIndex];
        if (!line) continue;
        const inside = line.words
          .map((w, i) => ({ w, i }))
          .filter(({ w }) => centerInside(w.box, expand(found.box, 0.001, 0.001)));
        const first = inside[0]?.i;
        let last = inside.at(-1)?.i;
        if (first === undefined || last === undefined) continue;
        // A phrase over words standing apart is two cells' words ("Jumlah" and "Koli" over two
        // columns, OCR finding "Jumlah Koli" in them), no caption.
        if (apart(line.words.slice(first, last + 1))) continue;
        const sentence =
          found.starts && minSimilarity < 1 && inSentence(line.words, first, tokensOf(phrase).length);
        if (!found.starts) {
          const before = line.words.slice(0, first).filter((w) => tokensOf(w.text).length > 0);
          const previous = before.at(-1);
          // "A. EKSPORTIR": an enumerator before the caption, itself standing alone.
          const enumerated =
            previous !== undefined &&
            isEnumerator(previous.text) &&
            (before.length === 1 || !closeTogether(before.at(-2)!, previous));
          if (!enumerated) continue;
        }
        // The caption's tail: punctuation, a unit in brackets, a last word ending with a colon.
        const ended = (word: Word) => word.text.trim().endsWith(':');
        while (!ended(line.words[last]!)) {
          const next = line.words[last + 1];
          if (!next || !closeTogether(line.words[last]!, next)) break;
          // A remark in brackets after a boxed form's caption ("Consignee (If "To Order" so indicate)").
          if (next.text.trim().startsWith('(') && !next.text.includes(')')) {
            const close = line.words.findIndex(
              (w, k) => k > last! + 1 && k <= last! + 9 && w.text.includes(')'),
            );
            const run = close < 0 ? [] : line.words.slice(last + 1, close + 1);
            if (run.length > 0 && run.every((w, k) => k === 0 || closeTogether(run[k - 1]!, w))) {
              last = close;
              continue;
            }
          }
          const tail = isCaptionTail(next.text);
          const closing = next.text.trim().endsWith(':') && !hasDigit(next.text);
          if (!tail && !closing) break;
          last++;
        }
        const next = line.words[last + 1];
        let continues =
          !ended(line.words[last]!) &&
          next !== undefined &&
          closeTogether(line.words[last]!, next) &&
          !hasDigit(next.text);
        // A caption of two words or more running on for a word or two to its colon ("Pelabuhan Muat
        // Asal :", "Negara Tujuan Ekspor :"): the whole is the caption, a little less like the phrase.
        let similarity = found.similarity;
        const end = last;
        if (continues && tokensOf(phrase).length >= 2) {
          const colon = line.words.findIndex((w, k) => k > end && k <= end + 3 && ended(w));
          // The words up to the colon, the word carrying it too ("Asal:"), not a colon alone.
          const lone = colon >= 0 && line.words[colon]!.text.trim() === ':';
          const between = colon < 0 ? [] : line.words.slice(end + 1, lone ? colon : colon + 1);
          const letters = between.every((w) => !hasDigit(w.text));
          const joined = between.every((w, k) => k === 0 || closeTogether(between[k - 1]!, w));
          if (colon > last && between.length <= 2 && letters && joined) {
            last = colon;
            continues = false;
            similarity *= 0.95;
          }
        }
        const words = line.words.slice(first, last + 1);
        matches.push({
          label,
          phrase,
          tokens,
          similarity,
          line: lineIndex,
          first,
          last,
          box: {
            x0: words[0]!.box.x0,
            y0: Math.min(...words.map((w) => w.box.y0)) as FractionBox['y0'],
            x1: words.at(-1)!.box.x1,
            y1: Math.max(...words.map((w) => w.box.y1)) as FractionBox['y1'],
          },
          text: words.map((w) => w.text).join(' '),
          continues,
        });
        if (sentence) inText.add(matches.at(-1)!);
      }
    }
  }
  // A word of a sentence stays a caption after another caption ("SOLD TO CONSIGNEE", "Kepada Yth. To").
  const afterCaption = (m: CaptionMatch) =>
    matches.some((o) => o.line === m.line && o.last < m.first && o.last >= m.first - 2 && !inText.has(o));
  const kept = matches.filter(
    (m) => !inValuePlace(lines, m, matches) && !outdone(m, matches) && (!inText.has(m) || afterCaption(m)),
  );
  const cells = [...kept, ...cellCaptions(lines, labels, kept)];
  return [...cells, ...fieldCaptions(lines, labels, cells)];
};

/**
 * A phrase found twice over the same words, once with a word more (on OCR text "USD Loading Port"
 * is like "Loading Port" too, the value before it taken in): the closer match is the caption.
 */
const outdone = (m: CaptionMatch, all: readonly CaptionMatch[]): boolean =>
  all.some(
    (other) =>
      other !== m &&
      other.label === m.label &&
      other.phrase === m.phrase &&
      other.line === m.line &&
      other.first <= m.last &&
      other.last >= m.first &&
      other.similarity > m.similarity,
  );

/** How far right of a caption's colon its value may start (page widths), as candidates.ts reads it. */
const VALUE_REACH = 0.2;

/**
 * A one-word caption printed where another caption's value is, right after its colon ("Cara
 * Penyerahan : FOB", "FOB" an alias of Nilai FOB): that caption's value, no caption.
 */
const inValuePlace = (lines: readonly Line[], m: CaptionMatch, all: readonly CaptionMatch[]): boolean => {
  if (m.tokens > 1) return false;
  const words = lines[m.line]!.words;
  return all.some((other) => {
    if (other === m || other.line !== m.line || other.continues || other.last >= m.first) return false;
    const between = words.slice(other.last + 1, m.first);
    const colon = words[other.last]!.text.trim().endsWith(':') || between.some((w) => w.text.trim() === ':');
    const gap = words[m.first]!.box.x0 - words[other.last]!.box.x1;
    return colon && between.every((w) => tokensOf(w.text).length === 0) && gap <= VALUE_REACH;
  });
};
