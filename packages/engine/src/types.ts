import type { FractionBox, PercentRect } from './geometry/types.ts';

/** A word on a page: its text, its box in page fractions (top-left origin) and a confidence 0-1. */
export interface Word {
  text: string;
  box: FractionBox;
  confidence: number;
  /**
   * OCR of a crop: the word touches the crop's left or right edge, so it may be part of a longer
   * word cut by the crop ("INDO?" for "INDONESIA"); its confidence is halved.
   */
  clipped?: 'left' | 'right';
  /**
   * OCR of a scan: the word's confidence was cut for ink that may not be print (a blot on a digit,
   * noise merged into a mark) or a character drawn unlike the one read (a 6 closed as a 0 is, an O
   * as narrow as a zero). Another read of the same pixels cannot settle that doubt.
   */
  ink?: true;
  /**
   * ... and the only doubt of that kind is an O or a 0 drawn as the other (`roundOfOtherKind` in
   * ocr/symbols.ts): a data type whose format says which positions are letters and which digits
   * (a container's owner code and serial, an NPWP, a number) settles it (extract/confidence.ts).
   */
  round?: true;
  /**
   * Read by OCR: the box is the extent of the word's ink (a word of small letters, "on", is boxed
   * about half as tall as "Shipped"), not its font's size as on a text layer.
   */
  ocr?: true;
}

export type FileKind = 'pdf' | 'png' | 'jpeg' | 'tiff' | 'webp';

/** How the words of a page were (or will be) read. */
export type PageSource = 'text' | 'ocr';

/**
 * Degrees a scanned page lies turned clockwise: 180 for a sheet fed upside down, 90 or 270 for a
 * landscape sheet scanned or faxed lengthwise.
 */
export type Turn = 0 | 90 | 180 | 270;

export interface EnginePage {
  /** 1-based page number. */
  number: number;
  /** Size in PDF points for PDFs, in pixels for images (after the PDF /Rotate is applied). */
  width: number;
  height: number;
  /** PDF /Rotate of the page (0, 90, 180, 270); 0 for images. */
  rotation: number;
  source: PageSource;
  /**
   * Degrees the page was turned back by before OCR (0 for text pages or pages not yet rasterised):
   * its skew, plus its `turn` for a scan found lying turned.
   */
  skew: number;
  /**
   * How a scan was found lying (image/orientation.ts), read and shown turned back upright;
   * undefined until the page's image is first built.
   */
  turn?: Turn;
  /** Text-layer words, or full-page OCR words; empty for an OCR page read zonally only. */
  words: Word[];
  /** True when `words` holds everything on the page (text layer, or full-page OCR done). */
  complete: boolean;
}

/** The result of `ingest`: plain page data plus the source bytes needed to render or OCR later. */
export interface EngineDocument {
  kind: FileKind;
  bytes: Uint8Array;
  pages: EnginePage[];
  /** Pixel limit the document was ingested with; rendering honours it too. */
  maxPixels: number;
}

export const DATA_TYPES = [
  'text',
  'number',
  'money',
  'weight',
  'quantity',
  'date',
  'hs_code',
  'npwp',
  'container',
  'aju',
  'port',
  'country',
  'incoterm',
] as const;
export type DataType = (typeof DATA_TYPES)[number];

/** The data types whose value is one amount (a number with the document's separators). */
export const AMOUNT_TYPES: ReadonlySet<DataType> = new Set(['number', 'money', 'weight', 'quantity']);

export type NumberFormat = 'id' | 'en' | 'auto';

/** One labelled rectangle drawn on a sample document (percent of the page, top-left origin). */
export interface Placement extends PercentRect {
  label: string;
  type: DataType;
  aliases?: string[];
  /** 1-based page number. */
  page: number;
  /** Placements sharing a group form one table row, repeated down the page. */
  group?: string;
  /** Caption printed next to the value on the sample; found from the sample when omitted. */
  caption?: string;
  /** An extraction hint, applied to the text read before it is normalised. */
  hint?: ExtractionHint;
}

/**
 * `strip` (literal text, any case) is removed from the text read, then `pattern` (a regular
 * expression, case-insensitive) must match it: its first group, or the whole match, is the text
 * normalised. No match: the value is null with a reason.
 */
export interface ExtractionHint {
  pattern?: string | null;
  strip?: string | null;
}

export type JsonValue = string | number | boolean | null;

export interface ExtractedValue {
  label: string;
  type: DataType;
  /** Raw text read inside the (re-aligned) rectangle, lines separated by "\n". */
  text: string;
  /** Normalised value; null when it could not be read, with `reason`. */
  value: JsonValue;
  /** Unit of the value when the type has one: currency code, KGM for weights, package code. */
  unit?: string;
  /** Indonesian: why the value is null, or why it needs a person's check (`review`). */
  reason?: string;
  /**
   * 0-1: how far the read can be trusted. Combines the OCR confidence of the words read, how well
   * the caption that placed the box matched, whether the text fits the data type, and the repairs
   * made to fit it (extract/confidence.ts). 1 for a clean text layer, 0 when nothing was read.
   */
  confidence: number;
  /**
   * True when a value was read but with a confidence under the review threshold: a validation
   * then says Perlu Diperiksa for it instead of Sesuai or Tidak Sesuai (`reason` says why).
   */
  review: boolean;
  page: number;
  /** The rectangle read, in percent of the page. */
  box: PercentRect;
  group?: string;
  /** 1-based row of a label group. */
  row?: number;
}
