import { boxHeight } from '../geometry/box.ts';
import { NAME_PREFIXES } from '../reference/legal-forms.ts';
import type { Word } from '../types.ts';
import { characterWidth, gapsOf, median, toLines } from './lines.ts';

/** Under this OCR confidence a fragment of one or two characters is taken for a speck. */
const FRAGMENT_CONFIDENCE = 0.5;
/** A word of punctuation only is a speck on OCR, whatever its confidence ("." or "'" beside a value). */
const PUNCTUATION_CONFIDENCE = 1;

/**
 * A sign standing as a word between the words of a name or goods ("HARTWELL & BRANCH", "1 TABLE + 2
 * CHAIRS", "10/12 % FAT"): too intricate a glyph for a speck to read as, kept as a fragment of
 * letters is.
 */
const JOINING_SIGN = /^[&+%]$/;
/**
 * A slash standing as a word is kept as a joining sign is, but only between two words kept
 * ("BEAN COUNT 95-100 / 100 G"): at the ends of what was read it is a cell's rule or a scratch read
 * as one. Until session 67 a slash and a percent sign were dropped however sure ("/" and "%" at
 * 0.92 on outside-10-scan's packing list), and the goods were read sure without them.
 */
const isSlash = (word: Word): boolean => word.text.trim() === '/';

/**
 * A company's legal form before its name in capitals ("PT", "CV"): a fragment of two letters, but
 * no speck reads as one. On outside-18-scan's PEB "PT" of "PT BUKIT BARISAN AGRO EKSPOR" read at
 * 47% and was dropped, the name read sure without it.
 */
const namePrefix = (text: string): boolean =>
  /^\p{Lu}{2}\.?$/u.test(text) && NAME_PREFIXES.has(text.replace('.', '').toLowerCase());

/**
 * Drops what OCR made of specks and noise: fragments of one or two characters read with low
 * confidence ("x", "."; a name's "PT" or "CV" aside), punctuation alone (but "&", "+" or "%" read
 * as surely as such a fragment, and so a slash between two words), and a stray quote mark at a
 * word's edge. Text-layer words (confidence 1) are never dropped.
 */
export const withoutSpecks = (words: readonly Word[]): Word[] => {
  const cleaned = quotedPhrase(words) ? [...words] : words.map(withoutStrayQuote);
  const kept = cleaned.map((word) => {
    const text = word.text.trim();
    if (!text) return false;
    if (isSlash(word)) return word.confidence >= FRAGMENT_CONFIDENCE;
    if (!/[\p{L}\p{N}]/u.test(text))
      return word.confidence >= (JOINING_SIGN.test(text) ? FRAGMENT_CONFIDENCE : PUNCTUATION_CONFIDENCE);
    return text.length > 2 || word.confidence >= FRAGMENT_CONFIDENCE || namePrefix(text);
  });
  // A scanned slash is kept between the first and the last other word kept; a text layer's always.
  const others = cleaned.map((w, i) => kept[i] && !isSlash(w));
  const [first, last] = [others.indexOf(true), others.lastIndexOf(true)];
  return cleaned.filter(
    (w, i) => kept[i] && (!isSlash(w) || w.confidence >= PUNCTUATION_CONFIDENCE || (first < i && i < last)),
  );
};

/** A dropped fragment at least this share of its line's height tall is print, not a speck's size. */
const PRINT_HEIGHT = 0.6;
/** A dropped fragment this many line heights or less from the value's words stands at a word's space. */
const WORD_SPACE = 1;

/**
 * A letter or a digit; or a bar with a mark after it, which no table's rule carries: an I, an l or a
 * 1 OCR read as a bar ("GRADE |," for "GRADE I," closing a line of outside-7-scan's invoice, at 86%,
 * dropped as punctuation and the goods read sure without their grade).
 */
const LETTER_OR_BAR = /[\p{L}\p{N}]|^\|[,.;:]$/u;

/**
 * True when `withoutSpecks` dropped a fragment of letters or digits (`LETTER_OR_BAR`) as tall as
 * the value's print, on one of the value's lines and a word's space from its words: OCR read words
 * of the value unsure, not a speck ("12 X" at 17% ending "YELLOWFIN TUNA STEAK IN WATER 12 X",
 * outside-3-scan; the value read without them is wrong, and is checked by a person). `read`: the
 * words read for the value, specks and all; `value`: its words kept; `kept`: what a fragment holds
 * to count (an amount's: digits, "9" at 18% before "792,00" of 9 792,00, its thousands written with
 * a space).
 */
export const droppedBeside = (
  read: readonly Word[],
  value: readonly Word[],
  kept: RegExp = LETTER_OR_BAR,
): boolean => {
  const dropped = read.filter((w) => withoutSpecks([w]).length === 0);
  return toLines(value).some(({ box, words }) => {
    const height = boxHeight(box);
    return dropped.some(
      (fragment) =>
        kept.test(fragment.text) &&
        boxHeight(fragment.box) >= PRINT_HEIGHT * height &&
        Math.min(fragment.box.y1, box.y1) - Math.max(fragment.box.y0, box.y0) >=
          0.5 * boxHeight(fragment.box) &&
        words.some(
          (w) => Math.max(w.box.x0 - fragment.box.x1, fragment.box.x0 - w.box.x1) <= WORD_SPACE * height,
        ),
    );
  });
};

const QUOTES = /["'`\u2018\u2019\u201C\u201D]/gu;

/**
 * True when a word opens with a double quote and a later one closes with one ('PRINT "FRASER FEEDS
 * 20 KG"'): a quoted phrase, whose marks are print, not specks.
 */
const quotedPhrase = (words: readonly Word[]): boolean => {
  const opens = words.findIndex((w) => /^["\u201C]/u.test(w.text) && !/["\u201D]$/u.test(w.text));
  return (
    opens >= 0 &&
    words.slice(opens + 1).some((w) => /["\u201D]$/u.test(w.text) && !/^["\u201C]/u.test(w.text))
  );
};

/**
 * A short number closed by a double quote ('38"', '1/2"'): an inch mark, print of goods ('ACOUSTIC
 * GUITAR 38" CLASSIC'), not a speck. Until session 79 it was trimmed as a stray quote, and on
 * outside-19-scan's invoice the guitar was read sure without its size (OCR read '38"' at 0.96).
 * An identifier's digits run longer, so a speck after one is still trimmed; a short amount read
 * with one still parses as its number.
 */
const INCH_MARK = /^\d{1,3}(?:[.,/]\d{1,2})?["\u201D]$/u;

/**
 * A quote mark OCR read at the edge of a word, with no other quote in it ("\u201CBLACK"), is a speck
 * beside the word; a quoted word ("\u201CABC\u201D"), an inch mark and text-layer words are kept as
 * they are.
 */
const withoutStrayQuote = (word: Word): Word => {
  if (word.confidence >= 1 || (word.text.match(QUOTES) ?? []).length !== 1 || INCH_MARK.test(word.text))
    return word;
  // An apostrophe opens no word of a name or goods ("'MERATUS JAYA" on scan-noisy); one closing a
  // word may be a possessive's ("BUYERS'").
  const text = word.text.replace(/^["'`\u2018\u201C\u201D]|["`\u2019\u201C\u201D]$/u, '');
  return text === word.text ? word : { ...word, text };
};

/** A gap under this share of the line's other word gaps (or of its height, alone) is inside a word. */
const SPLIT_GAP = 0.5;
const SPLIT_HEIGHT = 0.3;

/** A gap under this share of the line's other word gaps is inside a word, whatever its parts' lengths. */
const SPLIT_TIGHT = 0.4;

/**
 * True when OCR may have split a word of a text in two ("SI NAR BANDUNG", "L OUNGER"): a fragment of
 * one or two letters stands closer to its neighbour than the line's other words stand to each other
 * (under half their median gap; with no other gap, under 0.3 of the line's height), or two words of
 * letters stand under 0.4 of that gap apart ("HAND PAI NTED CERAMIC VASE" on outside-4-scan's
 * packing list, a third of the line's gap). The words cannot be joined safely ("PT KOPI" is two
 * words), so the read is doubted.
 */
export const splitWord = (words: readonly Word[]): boolean =>
  toLines(words).some(({ words: line, box }) => {
    const gaps = gapsOf(line);
    return gaps.some((gap, i) => {
      const pair = [line[i]!, line[i + 1]!];
      const fragment = pair.some((w) => /^\p{L}{1,2}$/u.test(w.text));
      const letters = pair.every((w) => /^\p{L}+$/u.test(w.text));
      if (!fragment && !letters) return false;
      const others = gaps.filter((_, k) => k !== i).sort((a, b) => a - b);
      const usual = others[Math.floor(others.length / 2)];
      if (usual === undefined) return fragment && gap < SPLIT_HEIGHT * (box.y1 - box.y0);
      return gap < (fragment ? SPLIT_GAP : SPLIT_TIGHT) * usual;
    });
  });

/** A gap over this many times the line's usual word gap (and over its height) held what OCR did not read. */
const LOST_GAP = 3;

/**
 * A gap this many times the line's usual word gap, after a word that does not end in a mark, held a
 * comma OCR did not read: a comma and a space are about two spaces wide (docs/engine-reading.md:
 * on the outside scans five sure wrong reads measured 2.14-2.57, three right ones 2.25-2.43, and
 * three right ones stood at 2.0).
 */
const LOST_MARK_GAP = 2.1;

/** A word closing in a mark: the space after it is the line's usual one. */
const CLOSING_MARK = /[,.;:]$/u;

/**
 * True when OCR may have left out a word or a sign of a text ("TEAK BISTRO SET (1 TABLE CHAIRS)"
 * where "+ 2" stood, "WITH WHE T" where "EL" was lost to a lamp's glare): two words of a line stand
 * more than three times as far apart as its other words do, and further than the line is tall; or
 * about twice as far after a word closing in no mark, where a comma stood ("PLYWOOD MERANTI BB/CC, WBP
 * 18 X 1220" on outside-12-scan's photographed invoice for "WBP, 18 X 1220": the comma is small and a
 * photo's blur or a speck filter takes it, session 70). Nothing tells what stood there, so the read
 * is doubted.
 */
export const lostWord = (words: readonly Word[]): boolean =>
  toLines(words).some(({ words: line, box }) => {
    if (sliverRead(line)) return true;
    const gaps = gapsOf(line);
    if (gaps.length < 2) return false;
    return gaps.some((gap, i) => {
      const usual = median(gaps.filter((_, k) => k !== i));
      if (usual <= 0) return false;
      if (gap > LOST_GAP * usual && gap > box.y1 - box.y0) return true;
      return gap >= LOST_MARK_GAP * usual && !CLOSING_MARK.test(line[i]!.text);
    });
  });

/** A letter boxed narrower than this share of its line's usual letter width was read from a sliver of ink. */
const SLIVER = 0.3;

/** Letters and marks drawn narrow in most faces: their boxes say nothing. */
const NARROW = /^[IiJjlftr1!|.,:;'"`()[\]/-]+$/u;

/**
 * True when a word of letters on a line is boxed far narrower than its letters would be
 * (`SLIVER` of the line's other words' width per character): OCR read a letter from what a glare or
 * a blot left of a word ("WITH WHE T" for "WITH WHEELS" on outside-6-scan's photographed invoice,
 * "T" boxed a seventh of a letter wide). Letters a face draws narrow are left alone.
 */
const sliverRead = (line: readonly Word[]): boolean => {
  return line.some((word, i) => {
    if (!/^\p{L}+$/u.test(word.text) || NARROW.test(word.text)) return false;
    const usual = median(
      line.filter((_, k) => k !== i && /\p{L}{3,}/u.test(line[k]!.text)).map(characterWidth),
    );
    return usual > 0 && characterWidth(word) < SLIVER * usual;
  });
};

/**
 * True when OCR may have put a word of a line onto a line of its own (its box set half as tall as
 * its neighbours', or drawn across them): the value's lines do not start at the same left, as the
 * lines a text wraps onto do ("TEAK BOX LARGE" over "PLANTER" boxed from under BOX, printed "TEAK
 * PLANTER BOX LARGE"; "TEAK SIDE TABLE ROUND CM" over "50"). The words' order cannot be told
 * safely, so the read is doubted. A line starting more than a line's height right of the others is
 * such a line.
 */
export const misordered = (words: readonly Word[]): boolean => {
  const lines = toLines(words);
  if (lines.length < 2) return false;
  const left = Math.min(...lines.map((l) => l.box.x0));
  const height = Math.max(...lines.map((l) => l.box.y1 - l.box.y0));
  return lines.some((l) => l.box.x0 - left > height);
};
