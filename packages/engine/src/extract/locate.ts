import { similarity } from '../compare/logics.ts';
import { boxHeight, union } from '../geometry/box.ts';
import type { FractionBox } from '../geometry/types.ts';
import type { Word } from '../types.ts';
import { characterWidth, type Line, toLines } from './lines.ts';
import { tokensOf } from './tokens.ts';

export interface LocateOptions {
  /** Largest move accepted, in page fractions (horizontal, vertical). */
  maxDx?: number;
  maxDy?: number;
  /** Minimum similarity of OCR text to the phrase (1 = exact tokens). */
  minSimilarity?: number;
}

/** Where a phrase is printed: the words' box, how similar they are to it, and whether they start a phrase. */
export interface PhraseMatch {
  box: FractionBox;
  similarity: number;
  /**
   * False when the match continues a phrase printed just left of it ("Weight" inside "Gross
   * Weight"): the words are then part of another caption.
   */
  starts: boolean;
  /**
   * False when a word follows the match closely on its line ("Negara" in "Negara Penerima"): the
   * caption printed there is longer than the phrase.
   */
  ends: boolean;
  /**
   * True when the words matched read as part of a sentence: not in capitals, and followed closely
   * by a word that carries a sentence on (`SENTENCE_WORDS`: "Consignee by written notice", "the
   * consignee named above"). A caption is not written so; one in small letters alone is (an
   * invoice's "from TARAKAN, INDONESIA to KAOHSIUNG, TAIWAN", outside-9).
   */
  inSentence: boolean;
}

/**
 * Letters and digits OCR takes for each other, read as one; and a c for an o, whose right side
 * JPEG noise broke open ("Shipped cn Board" on scan-noisy's bill of lading).
 */
const OCR_SAME: Record<string, string> = { '0': 'o', '1': 'l', i: 'l', '5': 's', '8': 'b', c: 'o' };
const ocrKey = (token: string): string => [...token].map((c) => OCR_SAME[c] ?? c).join('');

/**
 * OCR text only resembling a caption must still print its short words (three characters or fewer)
 * as they are, up to letters OCR takes for digits: "Total N.W." is not "Total G.W.", though the
 * two differ by one letter. When OCR split or merged words, the similarity alone decides.
 */
const shortTokensAgree = (joined: string, target: readonly string[]): boolean => {
  const tokens = joined.split(' ');
  if (tokens.length !== target.length) return true;
  return target.every((t, i) => t.length > 3 || ocrKey(t) === ocrKey(tokens[i] ?? ''));
};

/**
 * A noun in the possessive ("buyer's account", "shipper’s load"): prose, never a caption. Its
 * token ("buyers") would otherwise resemble the caption "Buyer" on an OCR page (a scanned
 * invoice's "Freight & insurance: buyer's account" read as the buyer's name "account"). OCR may
 * read its s as a mark ("buyer’;"): a word ending in an apostrophe and one mark is one too.
 */
const POSSESSIVE = /\p{L}['’`](s|[^\p{L}\p{N}])?$/iu;

/**
 * Words that carry a sentence on after a noun, English and Indonesian ("Consignee by written
 * notice", "Shipper may change"), never a caption's next word ("Container no.", "Gross weight
 * (kg)", "Port of Loading" whole).
 */
const SENTENCE_WORDS: ReadonlySet<string> = new Set([
  'by',
  'the',
  'to',
  'or',
  'and',
  'is',
  'are',
  'be',
  'will',
  'may',
  'shall',
  'named',
  'hereby',
  'oleh',
  'yang',
  'untuk',
  'atau',
  'akan',
  'wajib',
  'dapat',
]);

/** True when the words' letters are all capitals ("CONSIGNEE"), as a form's captions print them. */
const inCapitals = (words: readonly Word[]): boolean => {
  const letters = words.map((w) => w.text.replace(/[^\p{L}]/gu, '')).join('');
  return letters === letters.toUpperCase();
};

/**
 * Whether two words of a line stand apart, more than a space between words of one phrase: wider
 * than 1.2 times the phrase's height, and than one and a half characters of either word. A
 * monospace print's space is a whole character wide, about a word's height across a portrait
 * page (page fractions across are 1.41 times those down): "Pembeli" in "8. Alamat Pembeli" of a
 * typewriter-like PEB stood apart from "Alamat" by height alone.
 */
const apart = (left: Word, right: Word, phrase: FractionBox): boolean =>
  right.box.x0 - left.box.x1 >
  Math.max(boxHeight(phrase) * 1.2, 1.5 * Math.max(characterWidth(left), characterWidth(right)));

/**
 * Every place a phrase is printed on a page: runs of consecutive words on one line whose tokens
 * equal the phrase's (or are at least `minSimilarity` similar, for OCR text, where no two of the
 * words stand `apart`).
 */
export const findPhrases = (words: readonly Word[], text: string, minSimilarity = 1): PhraseMatch[] =>
  findPhrasesOnLines(toLines(words), text, minSimilarity);

/** `findPhrases` on words already grouped into lines (several phrases looked for on one page). */
export const findPhrasesOnLines = (
  lines: readonly Line[],
  text: string,
  minSimilarity = 1,
): PhraseMatch[] => {
  const target = tokensOf(text);
  if (target.length === 0) return [];
  const wanted = target.join(' ');
  // A phrase printed letter-spaced ("S E L L E R / S H I P P E R", a text layer with no space
  // between its words and a kerned pair now and then: "I N V O I C E D AT E"), here or where it
  // was found, is matched by its letters, spaces aside.
  const letters = target.join('');
  const spacedTarget = target.length > 2 && target.every((t) => t.length === 1);
  const possessive = text.split(/\s+/).some((word) => POSSESSIVE.test(word));
  // A caption that is itself written as a sentence goes on as one ("Notify Party (no claim shall
  // attach for failure" to notify)).
  const prosaic = target.some((token) => SENTENCE_WORDS.has(token));
  const matches: PhraseMatch[] = [];
  for (const line of lines) {
    const tokens = line.words.map((w) => tokensOf(w.text).join(''));
    // A word followed closely by a lone "s" is one too: OCR dropped its apostrophe ("buyer s").
    // Not a letter of a letter-spaced word ("V E S S E L").
    const prose = line.words.map(
      (w, i) =>
        !possessive &&
        (POSSESSIVE.test(w.text.trim()) ||
          (/^['’`]?s$/i.test(line.words[i + 1]?.text.trim() ?? '') &&
            w.text.trim().length > 1 &&
            line.words[i + 1]!.box.x0 - w.box.x1 < boxHeight(w.box) * 0.6)),
    );
    for (let start = 0; start < line.words.length; start++) {
      if (!tokens[start] || prose[start]) continue;
      let joined = '';
      let count = 0;
      let best: PhraseMatch | undefined;
      let last: Word | undefined;
      let spread = false;
      let spaced = true;
      for (
        let end = start;
        end < line.words.length && (count < target.length + 1 || (spaced && count < letters.length));
        end++
      ) {
        if (prose[end]) break;
        if (!tokens[end]) continue;
        spaced &&= tokens[end]!.length <= 2;
        // Words standing wider apart than a space may be two cells' (OCR's "bersih kotor" of
        // "Berat bersih | Berat kotor", its "Berat"s boxed taller onto a line of their own): only
        // the phrase itself, exactly, is taken across such a gap.
        const word = line.words[end]!;
        if (last && apart(last, word, union([line.words[start]!.box, word.box]))) spread = true;
        last = word;
        joined = joined ? `${joined} ${tokens[end]}` : (tokens[end] ?? '');
        count++;
        const score =
          joined === wanted ||
          ((spacedTarget || (spaced && count > 2)) && joined.replaceAll(' ', '') === letters)
            ? 1
            : minSimilarity < 1 && !spread && shortTokensAgree(joined, target)
              ? similarity(joined, wanted)
              : 0;
        if (score < minSimilarity || (best && best.similarity >= score)) continue;
        const box = union(line.words.slice(start, end + 1).map((w) => w.box));
        const before = line.words.slice(0, start).findLast((_, i) => Boolean(tokens[i]));
        const starts = !before || apart(before, line.words[start]!, box);
        const after = line.words.slice(end + 1).find((_, i) => Boolean(tokens[end + 1 + i]));
        const ends = !after || apart(line.words[end]!, after, box);
        const inSentence =
          !prosaic &&
          !ends &&
          SENTENCE_WORDS.has(after?.text.toLowerCase() ?? '') &&
          !inCapitals(line.words.slice(start, end + 1));
        best = { box, similarity: score, starts, ends, inSentence };
      }
      if (best) matches.push(best);
    }
  }
  return matches;
};

/**
 * Where a phrase is printed on a page, nearest to where it was expected: a run of consecutive
 * words on one line whose tokens equal the phrase's (or are similar enough, for OCR text).
 */
export const locatePhrase = (
  words: readonly Word[],
  text: string,
  expected: FractionBox,
  options: LocateOptions = {},
): FractionBox | undefined => locatePhraseOnLines(toLines(words), text, expected, options);

/** `locatePhrase` on words already grouped into lines (several phrases looked for on one page). */
export const locatePhraseOnLines = (
  lines: readonly Line[],
  text: string,
  expected: FractionBox,
  options: LocateOptions = {},
): FractionBox | undefined => {
  const { maxDx = 0.2, maxDy = 0.3, minSimilarity = 1 } = options;
  let best: { box: FractionBox; distance: number } | undefined;
  for (const match of findPhrasesOnLines(lines, text, minSimilarity)) {
    const dx = match.box.x0 - expected.x0;
    const dy = match.box.y0 - expected.y0;
    if (Math.abs(dx) > maxDx || Math.abs(dy) > maxDy) continue;
    const distance = Math.hypot(dx, dy * 1.41) - match.similarity * 0.01;
    if (!best || distance < best.distance) best = { box: match.box, distance };
  }
  return best?.box;
};

/**
 * The places a phrase is printed standing alone (not continuing another) in the column of `at`
 * (overlapping it horizontally), top to bottom: a caption printed once per block of a form.
 */
export const columnMatches = (
  lines: readonly Line[],
  text: string,
  at: FractionBox,
  minSimilarity = 1,
): PhraseMatch[] =>
  findPhrasesOnLines(lines, text, minSimilarity)
    .filter((m) => m.starts && m.box.x0 < at.x1 && m.box.x1 > at.x0)
    .sort((a, b) => a.box.y0 - b.box.y0);

/** Whether two matches are the same words. */
export const sameMatch = (a: FractionBox, b: FractionBox): boolean =>
  Math.abs(a.x0 - b.x0) < 0.002 && Math.abs(a.y0 - b.y0) < 0.002;
