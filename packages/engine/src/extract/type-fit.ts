import { isKnownCountry } from '../normalize/country.ts';
import { DATE_FORMATS, type NormalizeOptions, normalize } from '../normalize/index.ts';
import { monthOf } from '../normalize/months.ts';
import { findNumberToken, writingOf } from '../normalize/number.ts';
import { isKnownPort, normalizePort } from '../normalize/port.ts';
import type { Normalized } from '../normalize/result.ts';
import { DOCUMENT_CAPTIONS } from '../reference/captions.ts';
import { AMOUNT_TYPES, type DataType } from '../types.ts';
import { runIn } from './caption.ts';
import { tokensOf } from './tokens.ts';

/** How well a text is a value of its data type: not at all (0), weakly (an unknown port name), or fully (1). */
export interface TypeFit {
  fit: number;
  normalized: Normalized;
}

/**
 * Text that is a value of another type, never an amount: a container number, an HS code (dotted, or
 * a number after the word "HS": "HS 1804.00" in a bill of lading's description, outside-7-scan), a date,
 * a document's reference of three parts or more, letters and a number among them ("ANH/PL/1226/031": the
 * packing list's number beside the packages' caption).
 */
const NOT_AN_AMOUNT = [
  /\b[A-Z]{3}[UJZ]\s?\d{6}\s?-?\s?\d\b/i,
  /(?<![\w/-])(?=[\w/-]*[A-Z])(?=[\w/-]*\d{3})\w+([/-])\w+\1\w+/i,
  /\b\d{4}\.\d{2}\.\d{2}\b/,
  /\bH\.?S\.?(?:\s*CODE)?\s*:?\s*\d{4}/i,
  /\b\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}\b/,
  /\b\d{1,2}[-\s][A-Za-z]{3,9}[-\s]\d{4}\b/,
];

/**
 * A day and its month's name, either way round ("4 November", "21-Jul", "Nov 04"): a date whose
 * year stands apart or was cut off, never an amount (a weight column run on into the place and
 * date under a table: "Medan, 4 November 2026" read as 4 kg, outside-18-scan).
 */
const dayAndMonth = (text: string): boolean =>
  [
    ...text.matchAll(
      /\b(\d{1,2})[\s-]+([A-Za-z]{3,9})\.?(?![\w])|\b([A-Za-z]{3,9})\.?[\s-]+(\d{1,2})(?![\d.,])/g,
    ),
  ].some((match) => monthOf(match[2] ?? match[3] ?? '') !== undefined);

/** Words that mark a sentence or a caption, never a port or a country's name. */
const NOT_A_PLACE = new Set([
  'produce',
  'product',
  'made',
  'origin',
  'total',
  'say',
  'goods',
  'shipped',
  'board',
  'weight',
  'invoice',
  'number',
  'date',
  'no',
]);

/** The words of a port's or a country's caption, none of which alone or together names a place. */
const PLACE_CAPTION = new Set([
  'port',
  'of',
  'loading',
  'discharge',
  'destination',
  'delivery',
  'receipt',
  'place',
  'country',
  'final',
  'pelabuhan',
  'muat',
  'bongkar',
  'tujuan',
  'asal',
  'negara',
]);

/**
 * Whether a text the normaliser leaves ambiguous while the document's writing is unknown is of
 * the type in one writing or another ("56.600 CBM" is a number whichever separator is the decimal
 * one, "05/01/2024" a date whichever comes first): the document settles which once it is read, so
 * the text is its label's value all the same, not a reason to look for the label elsewhere.
 */
const settledByDocument = (type: DataType, text: string, options: NormalizeOptions): boolean => {
  if (AMOUNT_TYPES.has(type) && !options.documentFormat && (options.numberFormat ?? 'auto') === 'auto')
    return (['en', 'id'] as const).some(
      (documentFormat) => normalize(type, text, { ...options, documentFormat }).value !== null,
    );
  if (type === 'date' && !options.dateFormat)
    return DATE_FORMATS.some(
      (dateFormat) => normalize(type, text, { ...options, dateFormat }).value !== null,
    );
  return false;
};

/** A caption's words without the number or letter a form prints before it ("13. Pelabuhan Bongkar", "B. Tujuan"). */
const unnumbered = (tokens: readonly string[]): readonly string[] =>
  tokens.length > 1 && /^(\d{1,2}|[a-z])$/.test(tokens[0] ?? '') ? tokens.slice(1) : tokens;

const sameTokens = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((t, i) => t === b[i]);

/** The words of every caption of `DOCUMENT_CAPTIONS`, once: they are compared with every text read. */
const DOCUMENT_CAPTION_TOKENS = DOCUMENT_CAPTIONS.map((caption) => unnumbered(tokensOf(caption)));

/**
 * Whether a text read where a value should be is a caption: the whole of it one of the captions
 * (the label's own, another label's, or one trade documents print: `DOCUMENT_CAPTIONS`; "CURRENCY"
 * read for the incoterm where a form's boxes moved), or its first line one with more under it, or two words of one or more in a row ("PORT
 * OF", "OF DISCHARGE" over the value: a small-caps caption's word lost to its box's edge).
 */
export const readsAsCaption = (text: string, captions: readonly string[]): boolean => {
  const whole = unnumbered(tokensOf(text));
  const [firstLine = '', ...rest] = text.split('\n');
  const first = unnumbered(tokensOf(firstLine));
  return [...captions.map((caption) => unnumbered(tokensOf(caption))), ...DOCUMENT_CAPTION_TOKENS].some(
    (tokens) => {
      if (tokens.length === 0) return false;
      if (sameTokens(tokens, whole)) return true;
      if (rest.length > 0 && sameTokens(tokens, first)) return true;
      return first.length >= 2 && first.length < tokens.length && runIn(first, tokens);
    },
  );
};

/** Whether a text is, whole, a caption trade documents print ("Keterangan" under a table's last row). */
export const isDocumentCaption = (text: string): boolean => {
  const whole = unnumbered(tokensOf(text));
  return DOCUMENT_CAPTION_TOKENS.some((tokens) => sameTokens(tokens, whole));
};

/**
 * Whether a text read where a placement's value should be is a value of its data type: the
 * normaliser accepts it, and it is not plainly something else (a container number where a weight
 * belongs, a sentence where a port belongs, a caption: the label's own or, in `captions` too,
 * another label's).
 */
export const typeFit = (
  type: DataType,
  text: string,
  options: NormalizeOptions,
  captions: readonly string[] = [],
): TypeFit => {
  const normalized = normalize(type, text, options);
  if (normalized.value === null && !settledByDocument(type, text, options)) return { fit: 0, normalized };
  if (AMOUNT_TYPES.has(type) && (NOT_AN_AMOUNT.some((pattern) => pattern.test(text)) || dayAndMonth(text)))
    return { fit: 0, normalized };
  if (readsAsCaption(text, captions)) return { fit: 0, normalized };
  const tokens = tokensOf(text);
  if (type === 'port' || type === 'country') {
    if (tokens.some((t) => NOT_A_PLACE.has(t)) || /\d{3,}/.test(text)) return { fit: 0, normalized };
    // Words of a place's caption only ("PORT", "PORT OF" of "Port of Loading" under the value).
    if (tokens.every((t) => PLACE_CAPTION.has(t))) return { fit: 0, normalized };
    // A port is a name or a 5-character code, a country a name or a 2- or 3-letter code: fewer
    // characters are what is left of one ("I", "EH" of a code a character to a box, partly read).
    if (tokens.join('').length < (type === 'port' ? 3 : 2)) return { fit: 0, normalized };
    // A name outside the reference lists: kept, but less sure than a known port or country.
    const value = String(normalized.value);
    const known =
      type === 'port'
        ? isKnownPort(value, options.reference?.port)
        : isKnownCountry(value, options.reference?.country);
    // A country is written without digits, and a known port's name that names no country is a
    // place of another kind ("MEDAN 2" read beside "Country of Destination").
    if (
      type === 'country' &&
      !known &&
      (/\d/.test(text) ||
        isKnownPort(String(normalizePort(text, options.reference?.port).value), options.reference?.port))
    )
      return { fit: 0, normalized };
    // The country list is ISO 3166's whole (English and Indonesian names, codes): a country it
    // does not know is a misread or a cut name ("UNITED" of UNITED STATES), to be checked.
    return { fit: known ? 1 : type === 'country' ? UNKNOWN_COUNTRY : 0.8, normalized };
  }
  if (type === 'text' && tokens.join('').length === 0) return { fit: 0, normalized };
  return { fit: 1, normalized };
};

/** The fit of a country outside the list: below the review threshold whatever the OCR's confidence. */
const UNKNOWN_COUNTRY = 0.5;

/** A number starting at its separator: the digits before it were lost (",100" read for 46,100). */
const LEADING_SEPARATOR = /(?:^|[\s:])[.,]\d/u;
/** Two digits standing apart after a number: its decimal separator was lost ("88 20" read for 88.20). */
const LOST_DECIMALS = /\d\s+\d{2}(?:\s|$)/u;
/** A separator, a space, then digits: a number OCR split at its separator ("5,191, 660.65" for 5,191,660.65). */
const SPLIT_AT_SEPARATOR = /\d[.,]\s+\d/u;
/** An amount printed with cents, whichever its writing: two digits after its last separator. */
const CENTS = /[.,]\d{2}$/u;
/** A number ending at a separator: the decimals after it were lost ("16.329," read for 16.329,60). */
const TRAILING_SEPARATOR = /\d[.,](?:\s|$)/u;

/**
 * Whether an amount read by OCR is written as amounts are (engine README.md, trap 9: OCR drops or swaps
 * decimal separators now and then): thousands in groups of three, at most two decimals for money and four for the rest, the
 * document's own writing. A number that is not is kept but flagged: "1.3235" read for "1,323.50".
 */
export const amountLooksRight = (
  type: DataType,
  text: string,
  writing: 'id' | 'en' | undefined,
  sampleText?: string,
  sampleWriting?: 'id' | 'en',
): boolean => {
  if (!AMOUNT_TYPES.has(type)) return true;
  if (LEADING_SEPARATOR.test(text) || LOST_DECIMALS.test(text) || SPLIT_AT_SEPARATOR.test(text)) return false;
  const token = findNumberToken(text)?.replace(/^[-−(]/, '');
  if (!token) return true;
  // A separator after a number with no decimals: they were lost. After its decimals ("22,644.00,"),
  // it is a speck.
  if (TRAILING_SEPARATOR.test(text) && !/[.,](?:\d{1,2}|\d{4})$/.test(token)) return false;
  // The sample prints this field with separators; a long run of bare digits lost them (13,545.40 read 1354540).
  const printed = sampleText ? findNumberToken(sampleText) : undefined;
  if (printed && /[.,]/.test(printed) && !/[.,]/.test(token) && token.length >= 4) return false;
  // The sample prints money with its cents: an amount read with no separator at all lost its point
  // (5.40 read 540). Weights and counts may be printed with decimals on one row and none on the next.
  if (type === 'money' && printed && CENTS.test(printed) && !/[.,]/.test(token)) return false;
  const own = writingOf(token);
  if (writing && own && own !== writing) return false;
  // The sample prints this field (else its amounts) in the other writing: a comma read as a point
  // ("24.043.000" for 24,043.000) reads in Indonesian writing, and so does a point that only this
  // document's writing, itself detected from reads, takes for a thousands separator ("59.600").
  const sampled = (printed && writingOf(printed)) || sampleWriting;
  const taken = own ?? writing;
  if (sampled && taken && /[.,]/.test(token) && taken !== sampled) return false;
  const [thousands, decimal] = (own ?? writing ?? 'en') === 'id' ? ['.', ','] : [',', '.'];
  const [whole = '', decimals, extra] = token.split(decimal);
  // Weights and quantities carry up to four decimals (a PEB prints 34.884,0000); money two.
  const most = type === 'money' ? 2 : 4;
  if (extra !== undefined || (decimals !== undefined && decimals.length > most)) return false;
  // A leading zero is no amount's ("01" read under a signature's stroke across "15.010,00").
  if (/^0\d/.test(whole)) return false;
  return whole.includes(thousands)
    ? new RegExp(`^\\d{1,3}(\\${thousands}\\d{3})+$`).test(whole)
    : /^\d+$/.test(whole);
};
