import sharp, { type Sharp } from 'sharp';
import { EngineError } from '../errors.ts';
import { expand } from '../geometry/box.ts';
import { boxToPixels, rectToBox } from '../geometry/convert.ts';
import type { PercentRect } from '../geometry/types.ts';
import { straighten } from '../image/deskew.ts';
import { pageRaster } from '../image/page-raster.ts';
import { sourceImage } from '../image/source-image.ts';
import { renderPdfPixels } from '../pdf/pdf-threads.ts';
import { renderDpi } from '../pdf/render-page.ts';
import type { EngineDocument } from '../types.ts';

export interface ImageOptions {
  /** Output width in pixels (default: the page's own width at 150 DPI for PDFs, native for images). */
  width?: number;
  format?: 'webp' | 'png';
  /** WebP quality 1-100 (default 80). */
  quality?: number;
}

const encode = (image: Sharp, options: ImageOptions): Promise<Buffer> =>
  options.format === 'png'
    ? image.png().toBuffer()
    : image.webp({ quality: options.quality ?? 80 }).toBuffer();

/** A pipeline holding the page as shown to users: straightened like its words for OCR pages. */
const pageImage = async (document: EngineDocument, pageNumber: number, width?: number): Promise<Sharp> => {
  const page = document.pages[pageNumber - 1];
  if (!page) throw new EngineError('PAGE_NOT_FOUND');
  if (document.kind === 'pdf' && page.source === 'text') {
    const dpi = renderDpi(
      page.width,
      page.height,
      width ? Math.max(36, (width / page.width) * 72) : 150,
      document.maxPixels,
    );
    const rgba = await renderPdfPixels(document.bytes, pageNumber, dpi, document.maxPixels);
    return sharp(rgba.data, { raw: { width: rgba.width, height: rgba.height, channels: 4 } }).removeAlpha();
  }
  // A page shown at a given width is straightened at its scan's own resolution: the ~300 DPI
  // raster OCR reads whole (scaled up, then turned) is not built for a picture made smaller anyway.
  const raster =
    width && page.source === 'ocr'
      ? await sourceImage(document, pageNumber).then((source) => straighten(source, source.skew))
      : await pageRaster(document, pageNumber);
  return sharp(raster.data, { raw: { width: raster.width, height: raster.height, channels: 1 } });
};

/** The page image for the UI, WebP (default) or PNG, at the chosen width. */
export const renderPage = async (
  document: EngineDocument,
  pageNumber: number,
  options: ImageOptions = {},
): Promise<Buffer> => {
  const image = await pageImage(document, pageNumber, options.width);
  return encode(options.width ? image.resize({ width: options.width }) : image, options);
};

export interface CropOptions extends ImageOptions {
  /** Margin around the box, in percent of the page (default 0.5). */
  margin?: number;
}

/** The evidence image of a box (percent of the page, as in extraction results). */
export const crop = async (
  document: EngineDocument,
  pageNumber: number,
  box: PercentRect,
  options: CropOptions = {},
): Promise<Buffer> => {
  const margin = (options.margin ?? 0.5) / 100;
  const image = await pageImage(document, pageNumber);
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  const region = boxToPixels(expand(rectToBox(box), margin), info.width, info.height);
  const cut = sharp(data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  }).extract(region);
  return encode(options.width ? cut.resize({ width: options.width }) : cut, options);
};
