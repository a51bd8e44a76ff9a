import sharp from 'sharp';
import type { GrayImage } from './decode-image.ts';

/** A rectangle in pixels. */
export interface PixelRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

const WHITE = 255;

/** Copies `rect` out of the image; parts beyond its edges are white. */
const cutPadded = (image: GrayImage, rect: PixelRect): GrayImage => {
  const data = Buffer.alloc(rect.width * rect.height, WHITE);
  const x0 = Math.max(0, rect.left);
  const x1 = Math.min(image.width, rect.left + rect.width);
  for (let y = 0; y < rect.height; y++) {
    const sy = rect.top + y;
    if (sy < 0 || sy >= image.height || x1 <= x0) continue;
    const from = sy * image.width;
    image.data.copy(data, y * rect.width + (x0 - rect.left), from + x0, from + x1);
  }
  return { data, width: rect.width, height: rect.height };
};

/**
 * A zone of the straightened page (`zone` in pixels of the page turned back by `skew` about its
 * centre, as deskew.ts `straighten` does), cut from the unturned image: only a crop around the
 * zone is turned, which costs a fraction of turning the whole page.
 */
export const cutStraight = async (image: GrayImage, zone: PixelRect, skew: number): Promise<GrayImage> => {
  if (Math.abs(skew) < 0.05) return cutPadded(image, zone);
  const radians = (skew * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  // The zone's centre on the unturned page (the page was turned clockwise by `skew`).
  const dx = zone.left + zone.width / 2 - image.width / 2;
  const dy = zone.top + zone.height / 2 - image.height / 2;
  const cx = image.width / 2 + dx * cos - dy * sin;
  const cy = image.height / 2 + dx * sin + dy * cos;
  const width = Math.ceil(zone.width * Math.abs(cos) + zone.height * Math.abs(sin)) + 4;
  const height = Math.ceil(zone.width * Math.abs(sin) + zone.height * Math.abs(cos)) + 4;
  const around = cutPadded(image, {
    left: Math.round(cx - width / 2),
    top: Math.round(cy - height / 2),
    width,
    height,
  });
  const turned = await sharp(around.data, { raw: { width, height, channels: 1 } })
    .rotate(-skew, { background: '#ffffff' })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const out = turned.info;
  return cutPadded(
    { data: turned.data, width: out.width, height: out.height },
    {
      left: Math.round(out.width / 2 - zone.width / 2),
      top: Math.round(out.height / 2 - zone.height / 2),
      width: zone.width,
      height: zone.height,
    },
  );
};
