import { distance } from 'fastest-levenshtein';
import sharp from 'sharp';
import { boxHeight, expand, union } from '../geometry/box.ts';
import { boxToPixels } from '../geometry/convert.ts';
import { cutStraight } from '../image/cut-zone.ts';
import { sourceImage } from '../image/source-image.ts';
import type { Normalized } from '../normalize/result.ts';
import type { OcrPool } from '../ocr/pool.ts';
import { recognizeZones } from '../ocr/recognize-zones.ts';
import { SPECK_SIGN } from '../ocr/symbols.ts';
import type { DataType, EngineDocument, JsonValue, Word } from '../types.ts';
import {
  type ConfidenceParts,
  combineConfidence,
  fitScore,
  npwpChecked,
  ocrPart,
  ocrScore,
} from './confidence.ts';

/** How much larger the second read's pixels are than the first's. */
const SCALE = 2;

/**
 * The value's words read a second time, from pixels other than the first read's: a crop tight
 * around them, enlarged SCALE times. The two reads share the engine but not its input (the
 * enlarged glyphs meet the recognizer at another size and phase), so an OCR slip of the first
 * read seldom comes back the same; a text both reads agree on is worth more than either's own
 * confidence (docs/engine-reading.md, "A second read").
 */
export const readAgain = async (
  document: EngineDocument,
  pageNumber: number,
  pool: OcrPool,
  words: readonly Word[],
): Promise<Word[]> => {
  if (words.length === 0) return [];
  const line = Math.min(...words.map((w) => boxHeight(w.box)));
  const region = expand(union(words.map((w) => w.box)), line / 2, line / 4);
  const image = await sourceImage(document, pageNumber);
  const at = boxToPixels(region, image.width, image.height);
  const crop = await cutStraight(image.forOcr, at, image.skew);
  const { data, info } = await sharp(crop.data, {
    raw: { width: crop.width, height: crop.height, channels: 1 },
  })
    .resize(crop.width * SCALE, crop.height * SCALE, { kernel: 'cubic' })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [read] = await recognizeZones(
    pool,
    [
      {
        image: { data, width: info.width, height: info.height },
        at: { left: at.left * SCALE, top: at.top * SCALE, width: info.width, height: info.height },
      },
    ],
    {
      width: image.width * SCALE,
      height: image.height * SCALE,
      dpi: image.dpi * SCALE,
      speckled: image.speckled,
    },
  );
  return read ?? [];
};

/** A read's value as `readValue` judged it, with the doubts found on the way. */
export interface Judged {
  normalized: { value: unknown };
  fit: number;
  doubts: readonly string[];
  /** The text an amount was read from, where its digits are to agree (extract.ts passes amounts'). */
  text?: string;
}

/** The digits of a text, in order. */
const digitsOf = (text: string): string => text.replace(/\D/g, '');

/**
 * Doubts about where a value lies, which no read of the same pixels settles: a word printed right
 * beside a scanned text that it did not take (`cut`), a tariff code in a text whose sample has none
 * (`foreign`), a postal code in a name (`address`), letters beside it dropped as specks
 * (`dropped`: a second read of the value's own words does not see them), two reads already at odds
 * (`disputed`, `rows`: a third would only take a side). Every other doubt is about what OCR made of the
 * pixels (a separator, a repaired letter, a mark, a split word).
 */
const PLACE_DOUBTS = new Set(['cut', 'order', 'foreign', 'address', 'dropped', 'disputed', 'rows', 'lines']);

/**
 * Whether a word of a read is part of its value: a number's value is its digits, so a unit's word
 * beside them ("KCS" with a speck on it, after "16,524.000") is not; every word of any other value is.
 */
const holdsValue = (read: Judged, word: Word): boolean =>
  typeof read.normalized.value !== 'number' || /\d/.test(word.text);

/**
 * True when a second read could settle a scanned read's doubt: its value parsed, and what keeps it
 * under the threshold is OCR's alone (its confidence, or doubts such as an amount's odd
 * separators). A caption that only resembles the sample's, a name outside the reference lists or
 * a value that may be cut short are doubts no read of the same pixels settles. Not asked either
 * when a word of the value had its confidence cut for ink that may not be print (`holdsValue`), or
 * any word by a crop's side.
 */
export const worthReadingAgain = (
  read: Judged,
  parts: ConfidenceParts,
  words: readonly Word[],
  threshold: number,
): boolean =>
  read.normalized.value !== null &&
  words.length > 0 &&
  combineConfidence(parts) < threshold &&
  combineConfidence({
    ocr: 1,
    anchor: parts.anchor,
    fit: fitScore(
      read.fit,
      read.doubts.filter((d) => PLACE_DOUBTS.has(d)),
    ),
  }) >= threshold &&
  !words.some((w) => w.clipped || (w.ink && holdsValue(read, w)));

/** The OCR part of two reads that agree: wrong only if both slipped alike. */
const witnesses = (parts: ConfidenceParts, again: readonly Word[]): number =>
  1 - (1 - parts.ocr) * (1 - ocrScore(again));

/** A text of two words or more, apart by single spaces and nothing else. */
const SPACED_WORDS = /^[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)+$/u;
/** One sign between two letters or digits. */
const SIGN_BETWEEN = /(?<=[\p{L}\p{N}])[^\p{L}\p{N}\s](?=[\p{L}\p{N}])/gu;

/**
 * A text read again as the same words with a speck's sign where the first read has a space ("PT
 * KOPI NUSANTARA*ABADI" for PT KOPI NUSANTARA ABADI, scan-noisy): both reads saw the same letters
 * and a gap between each two words; the sign is the second read's slip. Only where the first read's
 * words are apart by single spaces and nothing else, and the second read's by a space or one sign
 * OCR makes of a speck (`SPECK_SIGN`, or `*`), with nothing before or after them: a second read that
 * joins two words ("SINGABORNEO") or parts one, or that shows a mark the first has not (a quote, a
 * comma, a hyphen: print a first read may have lost), confirms nothing.
 */
export const markedApart = (first: unknown, second: unknown): boolean => {
  if (typeof first !== 'string' || typeof second !== 'string' || !SPACED_WORDS.test(first.trim()))
    return false;
  const spaced = second
    .trim()
    .replace(SIGN_BETWEEN, (sign) => (sign === '*' || SPECK_SIGN.test(sign) ? ' ' : sign));
  return spaced === first.trim();
};

/**
 * A read after its second read. When both give the same value, the read is wrong only if both
 * slipped alike: the OCR part becomes one minus the product of each read's doubt (1 - confidence),
 * as for two independent witnesses, and a doubt about OCR stands only if the second read has it
 * too ("34.311.40" read again as "34,311.40": the separators were the first read's slip). A text
 * (`text`) read again as the same words with a speck's sign for a space agrees too (`markedApart`). They share
 * the recognizer, so this is generous where its slips repeat; the bench's wrong column
 * (bench/README.md) says whether it is too generous. When the values differ, the first read stands;
 * so it does when the two texts hold other digits, the value alike: "16.789.939" read again for
 * "16.789.939 17" lost the decimals the first read was doubted for, and confirms nothing.
 */
export const confirmed = (
  first: Judged,
  parts: ConfidenceParts,
  again: readonly Word[],
  second: Judged,
  { text = false }: { text?: boolean } = {},
): { doubts: string[]; parts: ConfidenceParts } => {
  const otherDigits =
    first.text !== undefined && second.text !== undefined && digitsOf(first.text) !== digitsOf(second.text);
  const same =
    second.normalized.value === first.normalized.value ||
    (text && markedApart(first.normalized.value, second.normalized.value));
  if (!same || otherDigits) return { doubts: [...first.doubts], parts };
  const doubts = first.doubts.filter((d) => PLACE_DOUBTS.has(d) || second.doubts.includes(d));
  return {
    doubts,
    parts: {
      ocr: witnesses(parts, again),
      anchor: parts.anchor,
      fit: fitScore(first.fit, doubts),
    },
  };
};

/**
 * A port's or a country's name read one letter off a listed name (`near`: "YOKQHAMA, JAPAN" for
 * YOKOHAMA), read again from other pixels as a listed name with nothing in doubt, the two texts
 * one letter apart ("YOKOHAMA, JAPAN"): the reads differ in that letter alone, and the reference
 * list says which of the two is a name. The second read is taken, as sure as it is on its own
 * (its OCR, the first read's caption and doubts of place). Undefined otherwise: a second read
 * further off, unlisted too or in doubt itself settles nothing, and the first read stands.
 */
export const listedAgain = (
  first: Judged & { text: string },
  parts: ConfidenceParts,
  again: readonly Word[],
  second: Judged & { text: string },
): { doubts: string[]; parts: ConfidenceParts } | undefined => {
  if (!first.doubts.includes('near') || second.normalized.value === null) return undefined;
  if (second.fit < 1 || second.doubts.length > 0) return undefined;
  if (distance(first.text.toUpperCase(), second.text.toUpperCase()) !== 1) return undefined;
  return takenAgain(first, parts, second, ocrScore(again));
};

/**
 * The second read taken for the first: its OCR part (`ocr`), its doubts and fit, and the first
 * read's caption and doubts of place (no read of the same pixels settles those).
 */
const takenAgain = (
  first: Judged,
  parts: ConfidenceParts,
  second: Judged,
  ocr: number,
): { doubts: string[]; parts: ConfidenceParts } => {
  const doubts = [...first.doubts.filter((d) => PLACE_DOUBTS.has(d)), ...second.doubts];
  return { doubts, parts: { ocr, anchor: parts.anchor, fit: fitScore(second.fit, doubts) } };
};

/** Types whose values carry their own check: an NPWP's Luhn digit, a container's ISO 6346 digit. */
const SELF_CHECKED: ReadonlySet<DataType> = new Set(['npwp', 'container']);

/**
 * True when a scanned read is of a type that checks itself and its own check refused it
 * (`Normalized.invalid`: "05.682.880.0-776.000." on scan-noisy's PEB for 05.582.880.0-776.000, a 5
 * read as 6 under the specks): another read of its pixels may pass the check.
 */
export const refusedByCheck = (
  type: DataType,
  read: { normalized: Normalized },
  words: readonly Word[],
): boolean =>
  SELF_CHECKED.has(type) &&
  read.normalized.value === null &&
  read.normalized.invalid === true &&
  words.length > 0;

/**
 * A read its check refused (`refusedByCheck`), read again into a value that passes it: the check
 * digit, not the two reads' agreement, settles the digits (a single digit misread breaks it), so
 * the second read is taken with its own OCR part (`ocrPart`: an NPWP's checked digits or a
 * container's whole number count as checked), its own doubts and the first read's doubts of place.
 * An NPWP's office and branch digits after the checked ones ("776.000") are no part of the check:
 * where the first read (`first.text`) has the same digits there, two reads agree on them, and the
 * OCR part is at least that of two witnesses (`confirmed`): set 3's scan-noisy PEB read its NPWP in
 * one word across the check digit, refused, then read again passing it at 0.34. Undefined when the
 * second read fails the check too: the first read's refusal stands.
 */
export const checkedAgain = (
  type: DataType,
  first: Judged,
  parts: ConfidenceParts,
  again: readonly Word[],
  second: Judged,
): { doubts: string[]; parts: ConfidenceParts } | undefined => {
  const value = second.normalized.value as JsonValue;
  if (value === null) return undefined;
  const own = ocrPart(type, value, again);
  return takenAgain(
    first,
    parts,
    second,
    sameBranch(type, first, value) ? Math.max(own, witnesses(parts, again)) : own,
  );
};

/** True when an NPWP's first read holds as many digits as `value`, the same after the checked ones. */
const sameBranch = (type: DataType, first: Judged, value: JsonValue): boolean => {
  if (type !== 'npwp' || typeof value !== 'string' || first.text === undefined) return false;
  const digits = digitsOf(first.text);
  const checked = npwpChecked(value);
  return digits.length === value.length && digits.slice(checked) === value.slice(checked);
};
