import type { Word } from '../types.ts';

/** Under this OCR confidence a fragment of one or two characters is taken for a speck. */
const FRAGMENT_CONFIDENCE = 0.5;
/** A word of punctuation only is a speck on OCR, whatever its confidence ("." or "'" beside a value). */
const PUNCTUATION_CONFIDENCE = 1;

/**
 * Drops what OCR made of specks and noise: fragments of one or two characters read with low
 * confidence ("x", "."), punctuation alone, and a stray quote mark at a word's edge. Text-layer words
 * (confidence 1) are never dropped.
 */
export const withoutSpecks = (words: readonly Word[]): Word[] =>
  words.map(withoutStrayQuote).filter((word) => {
    const text = word.text.trim();
    if (!text) return false;
    if (!/[\p{L}\p{N}]/u.test(text)) return word.confidence >= PUNCTUATION_CONFIDENCE;
    return text.length > 2 || word.confidence >= FRAGMENT_CONFIDENCE;
  });

const QUOTES = /["'`\u2018\u2019\u201C\u201D]/gu;

/**
 * A quote mark OCR read at the edge of a word, with no other quote in it ("\u201CBLACK"), is a speck
 * beside the word; a quoted word ("\u201CABC\u201D") and text-layer words are kept as they are.
 */
const withoutStrayQuote = (word: Word): Word => {
  if (word.confidence >= 1 || (word.text.match(QUOTES) ?? []).length !== 1) return word;
  const text = word.text.replace(/^["`\u2018\u201C\u201D]|["`\u2019\u201C\u201D]$/u, '');
  return text === word.text ? word : { ...word, text };
};
