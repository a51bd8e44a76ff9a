import sharp from 'sharp';
import { type OcrPool, sharedOcrPool } from '../ocr/pool.ts';
import { recognizeRegion } from '../ocr/recognize.ts';
import type { Turn } from '../types.ts';
import { cutStraight } from './cut-zone.ts';
import type { GrayImage } from './decode-image.ts';
import { estimateSkew, inkSample, isInk } from './deskew.ts';

/** The band read, as a share of the page's height: two or three lines of a form's print. */
const BAND = 0.04;
/** Width of the copy the bands are chosen on. */
const SAMPLE_WIDTH = 800;
/** The surroundings' scale, in pixels of the copy (a pixel is ink as deskew.ts counts it). */
const BACKGROUND_SIGMA = 6;
/** A row inked over this share of its width is a rule, a bar or a shadow, not print. */
const SOLID_ROW = 0.4;
/** Words read with at least this confidence count as read (the LSTM reads turned print as noise of 0.2-0.5). */
const SURE = 0.8;
/** Sure words a band needs for its reading to say anything. */
const ENOUGH = 6;
/** Bands tried at most: a second only when the first says nothing either way. */
const BANDS = 2;
/** Bands tried at most on a page turned a quarter back (outside-12-scan's faxed packing list read sure in its third). */
const ACROSS_BANDS = 4;

interface BandReading {
  /** Words of three or more letters or digits. */
  words: number;
  sure: number;
  mean: number;
}

interface Band {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where print is densest: per row of each half of the page (of the sample copy) the number of ink
 * edges (print crosses many, a rule or a shadow few), summed over a band's height; the best bands
 * that do not overlap, best first, in pixels of the image. Half the page's width: a form's print
 * has enough words there, and half the words read in half the time.
 */
const printBands = async (image: GrayImage, count: number): Promise<Band[]> => {
  const { data, background, ...info } = await inkSample(image, SAMPLE_WIDTH, BACKGROUND_SIGMA);
  const half = Math.floor(info.width / 2);
  const edges = [new Float64Array(info.height), new Float64Array(info.height)];
  for (let y = 0; y < info.height; y++) {
    for (const side of [0, 1]) {
      let inked = 0;
      let crossings = 0;
      let was = false;
      for (let x = side * half; x < (side + 1) * half; x++) {
        const at = y * info.width + x;
        const ink = isInk(data[at], background[at]);
        if (ink) inked++;
        if (ink && !was) crossings++;
        was = ink;
      }
      edges[side]![y] = inked > half * SOLID_ROW ? 0 : crossings;
    }
  }
  const rows = Math.max(1, Math.round(info.height * BAND));
  const sums: Array<{ side: number; top: number; sum: number }> = [];
  for (const side of [0, 1]) {
    let sum = 0;
    for (let y = 0; y < info.height; y++) {
      sum += edges[side]![y] ?? 0;
      if (y >= rows) sum -= edges[side]![y - rows] ?? 0;
      if (y >= rows - 1) sums.push({ side, top: y - rows + 1, sum });
    }
  }
  sums.sort((a, b) => b.sum - a.sum);
  const chosen: typeof sums = [];
  for (const band of sums) {
    if (chosen.length === count || band.sum === 0) break;
    if (chosen.every((c) => c.side !== band.side || Math.abs(c.top - band.top) >= rows)) chosen.push(band);
  }
  const back = image.height / info.height;
  const halfWidth = Math.floor(image.width / 2);
  return chosen.map((band) => ({
    left: band.side * halfWidth,
    top: Math.round(band.top * back),
    width: halfWidth,
    height: Math.round(rows * back),
  }));
};

const readBand = async (pool: OcrPool, band: GrayImage, dpi: number): Promise<BandReading> => {
  const words = (
    await recognizeRegion(pool, { ...band, dpi }, { left: 0, top: 0, width: band.width, height: band.height })
  ).filter((word) => /[\p{L}\p{N}]{3,}/u.test(word.text));
  const total = words.reduce((sum, word) => sum + word.confidence, 0);
  return {
    words: words.length,
    sure: words.filter((word) => word.confidence >= SURE).length,
    mean: words.length ? total / words.length : 0,
  };
};

/** The page turned clockwise by `degrees` (a multiple of 90: sharp turns those losslessly). */
export const turnedBy = async (image: GrayImage, degrees: number): Promise<GrayImage> => {
  const { data, info } = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 1 },
  })
    .rotate(degrees)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

/** What a page's print says of how it lies, as it lies: upright, upside down, or nothing either way. */
type Reading = 'upright' | 'over' | 'unsure';

/**
 * The band of half the page where print is densest is OCRed as it lies and, unless it reads sure,
 * turned over; the page is upside down only when the turned band reads clearly better (more than
 * twice the sure words, and a mean confidence 0.3 higher). A page that reads sure as it lies costs
 * one small OCR; the next of `bands` is tried only when a band says nothing either way.
 */
const readWhichWay = async (
  image: GrayImage,
  dpi: number,
  skew: number,
  bands: number,
  pool: OcrPool,
): Promise<Reading> => {
  for (const at of await printBands(image, bands)) {
    const band = await cutStraight(image, at, skew);
    const asItLies = await readBand(pool, band, dpi);
    if (asItLies.sure >= ENOUGH && asItLies.sure >= asItLies.words * 0.6) return 'upright';
    const turned = await readBand(pool, await turnedBy(band, 180), dpi);
    if (turned.sure >= ENOUGH && turned.sure >= 2 * asItLies.sure + 3 && turned.mean >= asItLies.mean + 0.3)
      return 'over';
    if (asItLies.sure >= ENOUGH || turned.sure >= ENOUGH) return 'upright';
  }
  return 'unsure';
};

/**
 * How a scanned page lies, in degrees turned clockwise (deskew.ts's sign): 180 for a sheet put in a
 * document feeder the wrong way round, 90 or 270 for a landscape sheet faxed or scanned lengthwise.
 * Read as readWhichWay says; a page whose print reads neither way is turned a quarter back and read
 * again, its lines now across, in up to ACROSS_BANDS bands (the densest print of a page on its side
 * is often a ruled table of figures, which reads unsure any way). A page that says nothing any way
 * (a photo without print, a blank page) is taken as it lies. (Tesseract's own orientation
 * detection, OSD, was tried: it called 4 of 150 upright form pages upside down with confidences of
 * 2.8-5.0; docs/engine-reading.md, "Upside-down pages".)
 */
export const pageTurn = async (
  image: GrayImage,
  dpi: number,
  skew: number,
  pool: OcrPool = sharedOcrPool(),
): Promise<Turn> => {
  const asItLies = await readWhichWay(image, dpi, skew, BANDS, pool);
  if (asItLies !== 'unsure') return asItLies === 'over' ? 180 : 0;
  const quarterBack = await turnedBy(image, 270);
  const across = await readWhichWay(quarterBack, dpi, await estimateSkew(quarterBack), ACROSS_BANDS, pool);
  if (across === 'unsure') return 0;
  return across === 'over' ? 270 : 90;
};

/** The turn a page's stored skew holds (EnginePage.skew: the turn plus the page's own few degrees). */
export const turnOfSkew = (skew: number): Turn =>
  ((((Math.round(skew / 90) * 90) % 360) + 360) % 360) as Turn;
