import { type ExtractedValue, extract, ingest, type Placement } from '@vd/engine';
import sharp from 'sharp';
import { Random } from '../../../packages/engine/src/fixtures/random.ts';
import { toRaw } from '../../../packages/engine/src/fixtures/raster.ts';
import { SCAN_DPI, scanPage } from '../../../packages/engine/src/fixtures/scan.ts';
import { speckle } from '../../../packages/engine/src/fixtures/speckle.ts';

export interface NoisyScan {
  /** The scanned page (JPEG), with the smudge painted over one value. */
  jpeg: Buffer;
  /** The angle the scan was turned by (scan.ts). */
  angle: number;
}

/** Blur (sigma, pixels) of the smudged area, as a smear of the print. */
const BLUR = 1.2;
/** Specks per megapixel over the smudged area (speckle.ts): dense, as a dirty thumb leaves them. */
const SPECKS = 10_000;
/** Margin around the rectangle, in percent of the page (negative: inside it). */
const MARGIN = -0.3;
/** Share of the rectangle's width smudged, from its left edge (where the value is printed). */
const WIDTH_SHARE = 0.5;

/**
 * Scan seeds tried in turn (each turns the page by another angle and speckles it otherwise). The
 * first is one the engine flags today (each seed tried costs a scan and a read: ~5-15 s on 2
 * cores); since the second read of doubtful scanned values (session 18) the smears of 7, 3, 11 and
 * 19 are read right and sure, and 23 wrong and flagged, 29 cut ("752") and flagged; since a total
 * in review is proven by its rows' sum (session 50), 31 and 37 of shipment 2's packing list are
 * read right, low, and proven by the items' gross weights (31 still flags the sample's own).
 */
const SEEDS = [23, 31, 37, 7, 3, 11, 19, 29];

/**
 * A fixture page as a poor scan (scan.ts: turned, blurred, grey, JPEG) with a smear over one
 * placement's printed value (the left half of its rectangle): blurred, with dark and light specks
 * (speckle.ts). OCR still reads a value there, with a low confidence (the engine flags it: review).
 * Deterministic for a given seed.
 */
export async function noisyScan(
  pdf: Buffer,
  placement: Pick<Placement, 'x' | 'y' | 'width' | 'height'>,
  seed: number,
): Promise<NoisyScan> {
  const random = new Random(seed);
  const { jpeg, angle } = await scanPage(pdf, random);
  const image = sharp(jpeg);
  const { width, height } = await image.metadata();
  if (!width || !height) throw new Error('noisyScan: the scan has no size');
  const px = (percent: number, size: number) => Math.round((percent / 100) * size);
  const left = Math.max(0, px(placement.x - MARGIN, width));
  const top = Math.max(0, px(placement.y - MARGIN, height));
  const w = Math.min(width - left, px(placement.width * WIDTH_SHARE + 2 * MARGIN, width));
  const h = Math.min(height - top, px(placement.height + 2 * MARGIN, height));
  const smear = await toRaw(image.clone().extract({ left, top, width: w, height: h }).blur(BLUR));
  speckle(smear, random, SPECKS);
  const smudged = await image
    .composite([{ input: smear.data, raw: { width: w, height: h, channels: smear.channels }, left, top }])
    .jpeg({ quality: 72 })
    .withMetadata({ density: SCAN_DPI })
    .toBuffer();
  return { jpeg: smudged, angle };
}

export interface FlaggedScan extends NoisyScan {
  seed: number;
  /** What the engine read in the smudged rectangle: a value, flagged for review. */
  read: ExtractedValue;
}

/** A fixture document: its PDF and where its values are printed (fixtureDocument gives both). */
export interface PlacedDocument {
  pdf: Buffer;
  placements: Placement[];
}

/**
 * A noisy scan of `target` with its `label` value smudged, on which the engine, reading with the
 * `sample`'s placements and captions (as a template does), flags exactly that label: a value read
 * (not null) with `review` true, every other label read without a flag.
 * Tries a few seeds in turn, so a change of the engine's confidence formula picks another smear
 * rather than breaking the tests that need one; fails saying what was read when none flags it.
 */
export async function flaggedScan(
  target: PlacedDocument,
  sample: PlacedDocument,
  label: string,
): Promise<FlaggedScan> {
  const single = (p: Placement) => p.label === label && p.group === undefined;
  const placement = target.placements.find(single);
  if (!placement || !sample.placements.some(single)) throw new Error(`flaggedScan: no placement ${label}`);
  const sampleDocument = await ingest(sample.pdf);
  const tried: string[] = [];
  for (const seed of SEEDS) {
    const scan = await noisyScan(target.pdf, placement, seed);
    const values = await extract(await ingest(scan.jpeg), sample.placements, { sample: sampleDocument });
    const read = values.find((v) => v.label === label && v.row === undefined);
    const others = values.filter((v) => v !== read && v.review).map((v) => v.label);
    if (read && read.value !== null && read.review && others.length === 0) return { ...scan, seed, read };
    tried.push(
      `seed ${seed}: ${JSON.stringify(read?.text)} -> ${read?.value} (${read?.confidence}, review ${read?.review}); also flagged: ${others.join(', ') || '-'}`,
    );
  }
  throw new Error(`flaggedScan: no smear of ${label} is flagged by the engine:\n${tried.join('\n')}`);
}
