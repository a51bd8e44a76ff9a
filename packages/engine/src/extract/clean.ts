import type { Word } from '../types.ts';

/** Under this OCR confidence a fragment of one or two characters is taken for a speck. */
const FRAGMENT_CONFIDENCE = 0.5;
/** A word of punctuation only is a speck on OCR, whatever its confidence ("." or "'" beside a value). */
const PUNCTUATION_CONFIDENCE = 1;

/**
 * Drops what OCR made of specks and noise: fragments of one or two characters read with low
 * confidence ("x", "."), and punctuation alone. Text-layer words
 * (confidence 1) are never dropped.
 */
export const withoutSpecks = (words: readonly Word[]): Word[] =>
  words.filter((word) => {
    const text = word.text.trim();
    if (!text) return false;
    if (!/[\p{L}\p{N}]/u.test(text)) return word.confidence >= PUNCTUATION_CONFIDENCE;
    return text.length > 2 || word.confidence >= FRAGMENT_CONFIDENCE;
  });
