import sharp from 'sharp';
import type { GrayImage } from './decode-image.ts';

const SAMPLE_WIDTH = 1000;
/** A pixel darker than this counts in the page's profile. */
const DARK = 140;
/** How much darker than its surroundings a pixel must be to count as ink. */
const INK_CONTRAST = 40;
/** The surroundings' scale, in pixels of the downscaled copy (text strokes are 1-3 wide there). */
const BACKGROUND_SIGMA = 8;
/** Degrees apart past which the dark pixels' profile was pulled by something lying level. */
const PULLED = 0.5;

/** A copy at most `maxWidth` pixels wide, with its surroundings (the copy blurred by `sigma`). */
export interface InkSample extends GrayImage {
  background: Buffer;
}

/** A downscaled copy of a page and its surroundings, where ink is told from paper (`isInk`). */
export const inkSample = async (image: GrayImage, maxWidth: number, sigma: number): Promise<InkSample> => {
  const scale = Math.min(1, maxWidth / image.width);
  const width = Math.max(1, Math.round(image.width * scale));
  const { data, info } = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 1 },
  })
    .resize({ width })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const background = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
    .blur(sigma)
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { data, width: info.width, height: info.height, background };
};

/** A pixel darker than its surroundings by INK_CONTRAST: ink, where a broad dark area's inside is not. */
export const isInk = (value: number | undefined, surroundings: number | undefined): boolean =>
  (value ?? 255) < (surroundings ?? 0) - INK_CONTRAST;

interface Points {
  xs: Int32Array;
  ys: Int32Array;
  height: number;
}

/**
 * Two point sets of a downscaled copy, for the projection profile: its dark pixels, and its ink
 * (pixels darker than their blurred surroundings by INK_CONTRAST). Broad dark areas (a fold's
 * shadow, a copier lid's black edge) lie level whatever the page's skew; their inside is as dark
 * as its surroundings and is no ink.
 */
const pointsOf = async (image: GrayImage): Promise<{ dark: Points; ink: Points }> => {
  const { data, background, ...info } = await inkSample(image, SAMPLE_WIDTH, BACKGROUND_SIGMA);
  const dark = { xs: [] as number[], ys: [] as number[] };
  const ink = { xs: [] as number[], ys: [] as number[] };
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const at = y * info.width + x;
      const value = data[at] ?? 255;
      if (value < DARK) {
        dark.xs.push(x);
        dark.ys.push(y);
      }
      if (isInk(value, background[at])) {
        ink.xs.push(x);
        ink.ys.push(y);
      }
    }
  }
  const points = (p: { xs: number[]; ys: number[] }): Points => ({
    xs: Int32Array.from(p.xs),
    ys: Int32Array.from(p.ys),
    height: info.height,
  });
  return { dark: points(dark), ink: points(ink) };
};

/** Sum of squared row counts after rotating the points by `degrees`: sharpest when lines are level. */
const profileScore = (
  xs: Int32Array,
  ys: Int32Array,
  height: number,
  degrees: number,
  width: number,
): number => {
  const radians = (degrees * Math.PI) / 180;
  const sin = Math.sin(radians);
  const cos = Math.cos(radians);
  const pad = Math.ceil(width * Math.abs(sin)) + 2;
  const bins = new Float64Array(height + 2 * pad);
  for (let i = 0; i < xs.length; i++) {
    const row = Math.round((ys[i] ?? 0) * cos - (xs[i] ?? 0) * sin) + pad;
    if (row >= 0 && row < bins.length) bins[row] = (bins[row] ?? 0) + 1;
  }
  let score = 0;
  for (const count of bins) score += count * count;
  return score;
};

/** The angle within +-maxDegrees at which a point set's rows are sharpest (projection profiles). */
const sharpest = (points: Points, width: number, maxDegrees: number): number => {
  const best = (from: number, to: number, step: number): number => {
    let bestAngle = 0;
    let bestScore = -1;
    for (let angle = from; angle <= to + 1e-9; angle += step) {
      const score = profileScore(points.xs, points.ys, points.height, angle, width);
      if (score > bestScore) {
        bestScore = score;
        bestAngle = angle;
      }
    }
    return bestAngle;
  };
  const coarse = best(-maxDegrees, maxDegrees, 0.2);
  // y*cos - x*sin undoes a clockwise turn by the same angle, so the sharpest angle is the skew.
  return Math.round(best(coarse - 0.2, coarse + 0.2, 0.02) * 100) / 100;
};

/**
 * The skew of a page in degrees, in sharp's convention (positive = turned clockwise), searched
 * within +-maxDegrees by projection profiles; 0 for a page without enough ink. The profile of the
 * page's dark pixels, unless that of its ink alone lies over PULLED degrees from it: then a broad
 * dark area lying level (a copier's fold shadow or lid edge) pulled it towards 0 (outside-scan's
 * copies turned 1.4-2.7 degrees were read at 0; docs/engine-reading.md, "Skew").
 */
export const estimateSkew = async (image: GrayImage, maxDegrees = 6): Promise<number> => {
  const { dark, ink } = await pointsOf(image);
  if (dark.xs.length < 200 && ink.xs.length < 200) return 0;
  const width = Math.min(SAMPLE_WIDTH, image.width);
  const plain = dark.xs.length < 200 ? undefined : sharpest(dark, width, maxDegrees);
  if (ink.xs.length < 200) return plain ?? 0;
  const inked = sharpest(ink, width, maxDegrees);
  return plain === undefined || Math.abs(inked - plain) > PULLED ? inked : plain;
};

/** Rotates the page by -skew about its centre, keeping its size (the corners are filled white). */
export const straighten = async (image: GrayImage, skew: number): Promise<GrayImage> => {
  if (Math.abs(skew) < 0.05) return image;
  const rotated = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
    .rotate(-skew, { background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const left = Math.max(0, Math.round((rotated.info.width - image.width) / 2));
  const top = Math.max(0, Math.round((rotated.info.height - image.height) / 2));
  const { data, info } = await sharp(rotated.data, {
    raw: { width: rotated.info.width, height: rotated.info.height, channels: rotated.info.channels },
  })
    .extract({ left, top, width: image.width, height: image.height })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};
