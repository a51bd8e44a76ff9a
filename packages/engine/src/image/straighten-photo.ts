import sharp from 'sharp';
import type { GrayImage } from './decode-image.ts';

/** Width of the copy the page outline is looked for on. */
const SAMPLE_WIDTH = 400;
/** A page whose outline lies this far (share of the image) inside every edge was photographed. */
const MIN_MARGIN = 0.01;
/** A4's height over its width. */
const A4_RATIO = 297 / 210;

type Point = [number, number];

/** Otsu's threshold of a grey histogram: the level that best splits paper from what is around it. */
const otsu = (data: Uint8Array): number => {
  const histogram = new Float64Array(256);
  for (const value of data) histogram[value] = (histogram[value] ?? 0) + 1;
  const total = data.length;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * (histogram[i] ?? 0);
  let below = 0;
  let sumBelow = 0;
  let best = 0;
  let level = 128;
  for (let t = 0; t < 256; t++) {
    below += histogram[t] ?? 0;
    if (below === 0 || below === total) continue;
    sumBelow += t * (histogram[t] ?? 0);
    const meanBelow = sumBelow / below;
    const meanAbove = (sum - sumBelow) / (total - below);
    const between = below * (total - below) * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      level = t;
    }
  }
  return level;
};

/**
 * `mask` grown from every pixel it holds to each 4-connected neighbour `admits` lets in, and on
 * from those (a flood fill, in place).
 */
const flood = (
  mask: Uint8Array,
  width: number,
  height: number,
  admits: (at: number) => boolean,
): Uint8Array => {
  const stack: number[] = [];
  for (let at = 0; at < mask.length; at++) if (mask[at]) stack.push(at);
  while (stack.length > 0) {
    const at = stack.pop() ?? 0;
    const x = at % width;
    const y = (at - x) / width;
    for (const next of [
      x > 0 ? at - 1 : -1,
      x < width - 1 ? at + 1 : -1,
      y > 0 ? at - width : -1,
      y < height - 1 ? at + width : -1,
    ]) {
      if (next >= 0 && !mask[next] && admits(next)) {
        mask[next] = 1;
        stack.push(next);
      }
    }
  }
  return mask;
};

/** The paper: bright pixels connected to the centre of the image (a blurred copy, so text is paper too). */
const brightMask = (data: Uint8Array, width: number, height: number): Uint8Array => {
  const level = otsu(data);
  const mask = new Uint8Array(width * height);
  const start = Math.floor(height / 2) * width + Math.floor(width / 2);
  if ((data[start] ?? 0) <= level) return mask;
  mask[start] = 1;
  return flood(mask, width, height, (at) => (data[at] ?? 0) > level);
};

/**
 * Steepest change of light, as a ratio (its logarithm) a pixel of the blurred copy, still inside
 * the paper: a shadow across the page darkens it by up to 3% a pixel (outside-5-scan set 1's
 * invoice, its left third under a hand's shadow), the paper's edge over a desk half as bright by
 * 10% or more, across a band some 5 pixels wide.
 */
const SHADE_SLOPE = 0.05;

/** ln(level + 8) for each grey level: ratios of light, steadied near black. */
const LOG_LEVEL = Float64Array.from({ length: 256 }, (_, level) => Math.log(level + 8));

/** The light of the blurred copy at a point (`LOG_LEVEL`), at the nearest pixel, held to the image's edge. */
const lightOf =
  (data: Uint8Array, width: number, height: number) =>
  (x: number, y: number): number =>
    LOG_LEVEL[
      data[
        Math.min(height - 1, Math.max(0, Math.round(y))) * width +
          Math.min(width - 1, Math.max(0, Math.round(x)))
      ] ?? 0
    ] ?? 0;

/**
 * The bright paper (`brightMask`) grown on through gradual changes of light to the paper in shade
 * around it (one threshold over the whole photo leaves a shadowed part of the page out, darker
 * than the lit desk). It grows only into pixels whose light changes less steeply than
 * `SHADE_SLOPE` across them: the paper's edge is a band of steep pixels, crossed by no path (a
 * limit on the step between neighbours is crossed along a slanted edge, a little at a time).
 */
const grownMask = (bright: Uint8Array, data: Uint8Array, width: number, height: number): Uint8Array => {
  const log = lightOf(data, width, height);
  const gentle = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const slope =
        Math.max(Math.abs(log(x + 1, y) - log(x - 1, y)), Math.abs(log(x, y + 1) - log(x, y - 1))) / 2;
      gentle[y * width + x] = slope < SHADE_SLOPE ? 1 : 0;
    }
  }
  return flood(Uint8Array.from(bright), width, height, (at) => gentle[at] === 1);
};

/** How far inside and outside a side of the paper its light is compared (pixels of the blurred copy). */
const EDGE_REACH = 5;
/** The paper brighter than what lies around it by 20% or more (a ratio, as a logarithm): its edge. */
const EDGE_STEP = 0.18;

/**
 * The share of points along a found outline's four sides where the paper inside is clearly
 * brighter than what lies outside: the edge of a sheet, where a shadow's soft border is not.
 */
const edgeSupport = (corners: readonly Point[], data: Uint8Array, width: number, height: number): number => {
  const log = lightOf(data, width, height);
  const cx = corners.reduce((a, [x]) => a + x, 0) / corners.length;
  const cy = corners.reduce((a, [, y]) => a + y, 0) / corners.length;
  let supported = 0;
  let points = 0;
  for (let side = 0; side < corners.length; side++) {
    const [ax, ay] = corners[side]!;
    const [bx, by] = corners[(side + 1) % corners.length]!;
    const length = Math.hypot(bx - ax, by - ay) || 1;
    // The side's normal, turned towards the middle of the paper.
    let [nx, ny] = [-(by - ay) / length, (bx - ax) / length];
    if (nx * (cx - ax) + ny * (cy - ay) < 0) [nx, ny] = [-nx, -ny];
    // Its middle 80%: the blur rounds the corners.
    for (let t = 0.1; t <= 0.9; t += 0.02) {
      const [x, y] = [ax + (bx - ax) * t, ay + (by - ay) * t];
      points++;
      if (
        log(x + nx * EDGE_REACH, y + ny * EDGE_REACH) - log(x - nx * EDGE_REACH, y - ny * EDGE_REACH) >
        EDGE_STEP
      )
        supported++;
    }
  }
  return points === 0 ? 0 : supported / points;
};

/** How much more of its sides an outline must have on the paper's edge to be taken over another. */
const BETTER_SUPPORT = 0.1;

/** The four corners of the paper (top-left, top-right, bottom-right, bottom-left): its extreme points along the diagonals. */
const cornersOf = (mask: Uint8Array, width: number, height: number): Point[] | undefined => {
  let count = 0;
  const corners: Point[] = [
    [0, 0],
    [0, 0],
    [0, 0],
    [0, 0],
  ];
  const best = [Infinity, -Infinity, -Infinity, Infinity];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      count++;
      if (x + y < best[0]!) [best[0], corners[0]] = [x + y, [x, y]];
      if (x - y > best[1]!) [best[1], corners[1]] = [x - y, [x, y]];
      if (x + y > best[2]!) [best[2], corners[2]] = [x + y, [x, y]];
      if (x - y < best[3]!) [best[3], corners[3]] = [x - y, [x, y]];
    }
  }
  return count > width * height * 0.3 ? corners : undefined;
};

/** The projective map taking the unit square's corners (0,0) (1,0) (1,1) (0,1) to `quad`. */
const squareToQuad = (quad: readonly Point[]): number[] => {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = quad as [Point, Point, Point, Point];
  const dx1 = x1 - x2;
  const dx2 = x3 - x2;
  const dy1 = y1 - y2;
  const dy2 = y3 - y2;
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  const det = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / det;
  const h = (dx1 * sy - sx * dy1) / det;
  return [x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h];
};

const length = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/**
 * A photographed page (taken at an angle, with the table or desk around it) made flat: its
 * outline is found on a small blurred copy, and the page inside it is mapped back to a rectangle
 * of its own proportions (A4 when close) by a projective warp with bilinear sampling. A scan, whose
 * paper fills the image, comes back unchanged.
 */
export const straightenPhoto = async (image: GrayImage): Promise<GrayImage> => {
  const scale = Math.min(1, SAMPLE_WIDTH / image.width);
  const small = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
    .resize({ width: Math.max(1, Math.round(image.width * scale)) })
    .blur(2)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = small.info;
  const marginX = MIN_MARGIN * width;
  const marginY = MIN_MARGIN * height;
  const inside = (corners: Point[] | undefined): corners is Point[] =>
    corners?.every(
      ([x, y]) => x >= marginX && x <= width - 1 - marginX && y >= marginY && y <= height - 1 - marginY,
    ) === true;
  const bright = brightMask(small.data, width, height);
  const lit = cornersOf(bright, width, height);
  const grown = cornersOf(grownMask(bright, small.data, width, height), width, height);
  // The outline grown through the shade is taken where its sides lie on the paper's edge clearly
  // more often than the bright paper's do (one side along a shadow's soft border); grown into the
  // desk (reaching the photo's edge) or no better, the bright paper's.
  const corners =
    inside(grown) &&
    (!inside(lit) ||
      edgeSupport(grown, small.data, width, height) >=
        edgeSupport(lit, small.data, width, height) + BETTER_SUPPORT)
      ? grown
      : lit;
  if (!inside(corners)) return image;
  // Back to full-resolution pixels; the blur rounds the paper's corners by about its radius.
  const quad = corners.map(([x, y]) => [(x + 0.5) / scale, (y + 0.5) / scale] as Point);
  const [tl, tr, br, bl] = quad as [Point, Point, Point, Point];
  const outWidth = Math.round(Math.max(length(tl, tr), length(bl, br)));
  const measured = (length(tl, bl) + length(tr, br)) / (length(tl, tr) + length(bl, br));
  const ratio = Math.abs(measured - A4_RATIO) < 0.08 ? A4_RATIO : measured;
  const outHeight = Math.round(outWidth * ratio);
  const [a, b, c, d, e, f, g, h] = squareToQuad(quad) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const out = Buffer.alloc(outWidth * outHeight, 255);
  const src = image.data;
  for (let y = 0; y < outHeight; y++) {
    const v = (y + 0.5) / outHeight;
    for (let x = 0; x < outWidth; x++) {
      const u = (x + 0.5) / outWidth;
      const w = g * u + h * v + 1;
      const sx = (a * u + b * v + c) / w - 0.5;
      const sy = (d * u + e * v + f) / w - 0.5;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= image.width || y0 + 1 >= image.height) continue;
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * image.width + x0;
      const top = (src[i] ?? 255) * (1 - fx) + (src[i + 1] ?? 255) * fx;
      const bottom = (src[i + image.width] ?? 255) * (1 - fx) + (src[i + image.width + 1] ?? 255) * fx;
      out[y * outWidth + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { data: out, width: outWidth, height: outHeight };
};
