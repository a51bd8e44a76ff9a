import type { Line } from '../extract/lines.ts';
import { tokensOf } from '../extract/tokens.ts';
import type { Word } from '../types.ts';
import { type CaptionMatch, labelPhrases } from './captions.ts';
import { NUMBER_WORDS, stands } from './cell-captions.ts';
import { hasDigit, isEnumerator } from './segments.ts';
import type { SuggestLabel } from './types.ts';

/** Words of a date's caption printed before or after what it dates ("Tgl.", "Date"). */
const DATE_WORDS = new Set(['tgl', 'tanggal', 'date', 'dated']);
/** A caption one word short of the label's phrase, or read with the line's caption: less like it. */
const SHORT_SIMILARITY = 0.92;

const closed = (word: Word) => word.text.trim().endsWith(':');
const equal = (printed: readonly string[], phrase: readonly string[]) =>
  printed.length === phrase.length && printed.every((t, i) => stands(t, phrase[i]!));

const match = (
  label: SuggestLabel,
  phrase: string,
  line: number,
  words: readonly Word[],
  first: number,
  last: number,
): CaptionMatch => {
  const printed = words.slice(first, last + 1);
  return {
    label,
    phrase,
    tokens: tokensOf(phrase).length,
    similarity: SHORT_SIMILARITY,
    line,
    first,
    last,
    box: {
      x0: printed[0]!.box.x0,
      y0: Math.min(...printed.map((w) => w.box.y0)) as CaptionMatch['box']['y0'],
      x1: printed.at(-1)!.box.x1,
      y1: Math.max(...printed.map((w) => w.box.y1)) as CaptionMatch['box']['y1'],
    },
    text: printed.map((w) => w.text).join(' '),
    continues: false,
  };
};

/**
 * Captions of a declaration's field line ("9. Invoice : SKN/EXP/2611/0142 Tgl. 2026-11-24"): a
 * document's name alone before its colon is its number's caption (a label's phrase without its
 * number word: "Invoice" for "Invoice No."), and a date word after that field's value is the
 * date's ("Tgl." there is "Tgl. Invoice"). Each a little less like the phrase than printed whole.
 */
export const fieldCaptions = (
  lines: readonly Line[],
  labels: readonly SuggestLabel[],
  found: readonly CaptionMatch[],
): CaptionMatch[] => {
  const out: CaptionMatch[] = [];
  const phrases = labelPhrases(labels);
  lines.forEach((line, li) => {
    const words = line.words;
    // The field's caption: the words after an enumerator up to the colon ("Invoice :").
    const start = words.length > 1 && isEnumerator(words[0]!.text) ? 1 : 0;
    const colon = words.findIndex(
      (w, k) => k >= start && k <= start + 3 && (closed(w) || w.text.trim() === ':'),
    );
    if (colon < start) return;
    const end = words[colon]!.text.trim() === ':' ? colon - 1 : colon;
    const caption = words.slice(start, end + 1);
    if (caption.length === 0 || caption.some((w) => hasDigit(w.text))) return;
    const named = caption.flatMap((w) => tokensOf(w.text));
    const taken = found.some((m) => m.line === li && m.first <= start && m.last >= end);
    for (const { label, phrase, tokens } of phrases) {
      const short = tokens.filter((t) => !NUMBER_WORDS.has(t));
      if (taken || label.type !== 'text' || short.length === tokens.length || !equal(named, short)) continue;
      out.push(match(label, phrase, li, words, start, colon));
    }
    // A date word after the field's value: that document's date ("Tgl." after "Invoice : ...").
    for (let k = colon + 2; k < words.length; k++) {
      const word = tokensOf(words[k]!.text);
      if (word.length !== 1 || !DATE_WORDS.has(word[0]!)) continue;
      const last = words[k + 1]?.text.trim() === ':' ? k + 1 : k;
      for (const { label, phrase, tokens } of phrases) {
        if (label.type !== 'date') continue;
        if (!equal([...word, ...named], tokens) && !equal([...named, ...word], tokens)) continue;
        out.push(match(label, phrase, li, words, k, last));
      }
      break;
    }
  });
  return out;
};
