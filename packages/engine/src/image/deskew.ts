import sharp from 'sharp';
import type { GrayImage } from './decode-image.ts';

const SAMPLE_WIDTH = 1000;
const DARK = 140;

/** Dark pixel coordinates of a downscaled copy (text strokes), for the projection profile. */
const darkPoints = async (image: GrayImage): Promise<{ xs: Int32Array; ys: Int32Array; height: number }> => {
  const scale = Math.min(1, SAMPLE_WIDTH / image.width);
  const width = Math.max(1, Math.round(image.width * scale));
  const { data, info } = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 1 },
  })
    .resize({ width })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if ((data[y * info.width + x] ?? 255) < DARK) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  return { xs: Int32Array.from(xs), ys: Int32Array.from(ys), height: info.height };
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

/**
 * The skew of a page in degrees, in sharp's convention (positive = turned clockwise), searched
 * within +-maxDegrees by projection profiles; 0 for a page without enough ink.
 */
export const estimateSkew = async (image: GrayImage, maxDegrees = 6): Promise<number> => {
  const { xs, ys, height } = await darkPoints(image);
  if (xs.length < 200) return 0;
  const width = Math.min(SAMPLE_WIDTH, image.width);
  const best = (from: number, to: number, step: number): number => {
    let bestAngle = 0;
    let bestScore = -1;
    for (let angle = from; angle <= to + 1e-9; angle += step) {
      const score = profileScore(xs, ys, height, angle, width);
      if (score > bestScore) {
        bestScore = score;
        bestAngle = angle;
      }
    }
    return bestAngle;
  };
  const coarse = best(-maxDegrees, maxDegrees, 0.2);
  const fine = best(coarse - 0.2, coarse + 0.2, 0.02);
  // y*cos - x*sin undoes a clockwise turn by the same angle, so the sharpest angle is the skew.
  return Math.round(fine * 100) / 100;
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
