import sharp from 'sharp';
import { EngineError } from '../errors.ts';

export interface ImageInfo {
  width: number;
  height: number;
  pages: number;
  /** Dots per inch written in the file, if any. */
  density?: number;
}

const classify = (error: unknown): EngineError => {
  if (error instanceof EngineError) return error;
  const message = (error as Error)?.message ?? '';
  if (/pixel limit/i.test(message)) return new EngineError('TOO_MANY_PIXELS', undefined, { cause: error });
  if (/unsupported image format/i.test(message))
    return new EngineError('UNSUPPORTED_FILE', undefined, { cause: error });
  return new EngineError('CORRUPT', undefined, { cause: error });
};

/** Reads the header only: size, page count, density. The pixel limit is checked before any decoding. */
export const readImageInfo = async (image: Uint8Array | string, maxPixels: number): Promise<ImageInfo> => {
  try {
    const meta = await sharp(image, { limitInputPixels: maxPixels }).metadata();
    const width = meta.width ?? 0;
    const height = meta.pageHeight ?? meta.height ?? 0;
    if (width === 0 || height === 0) throw new EngineError('CORRUPT');
    if (width * height > maxPixels) throw new EngineError('TOO_MANY_PIXELS');
    return { width, height, pages: meta.pages ?? 1, density: meta.density };
  } catch (error) {
    throw classify(error);
  }
};

export interface GrayImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Decodes one page of an image to 8-bit grey, oriented by its EXIF tag, failing on truncated data. */
export const decodeGray = async (bytes: Uint8Array, page: number, maxPixels: number): Promise<GrayImage> => {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels, page, failOn: 'truncated' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .grayscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw classify(error);
  }
};

/**
 * Decodes the first page of an image (bytes or a file) to a thumbnail, failing on truncated or
 * corrupt data as `decodeGray` does, without holding its pixels: libvips streams the file through.
 */
export const assertDecodes = async (image: Uint8Array | string, maxPixels: number): Promise<void> => {
  try {
    await sharp(image, { limitInputPixels: maxPixels, failOn: 'truncated' })
      .resize({ width: 64, height: 64, fit: 'inside' })
      .raw()
      .toBuffer();
  } catch (error) {
    throw classify(error);
  }
};
