import sharp from 'sharp';
import { OCR_DPI } from '../ingest/options.ts';
import type { EngineDocument, EnginePage } from '../types.ts';
import type { GrayImage } from './decode-image.ts';
import { straighten } from './deskew.ts';
import { pageCache } from './page-cache.ts';
import { sourceImage } from './source-image.ts';

/** A whole page as grey pixels at about 300 DPI; OCR pages are straightened (their `skew` is set). */
export interface PageRaster extends GrayImage {
  dpi: number;
}

/** Most rasters kept per document (about 9 MB each at 300 DPI A4). */

/** Built from the page's source image (decoded once): scaled to about 300 DPI, then straightened. */
const build = async (document: EngineDocument, page: EnginePage): Promise<PageRaster> => {
  const source = await sourceImage(document, page.number);
  let scale = Math.min(2, Math.max(0.5, OCR_DPI / source.dpi));
  scale = Math.min(scale, Math.sqrt(document.maxPixels / (source.width * source.height)));
  let raster: PageRaster = { data: source.data, width: source.width, height: source.height, dpi: source.dpi };
  if (Math.abs(scale - 1) >= 0.05) {
    const { data, info } = await sharp(source.data, {
      raw: { width: source.width, height: source.height, channels: 1 },
    })
      .resize({ width: Math.round(source.width * scale), kernel: 'lanczos3' })
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    raster = { data, width: info.width, height: info.height, dpi: source.dpi * scale };
  }
  if (page.source !== 'ocr') return raster;
  return { ...(await straighten(raster, source.skew)), dpi: raster.dpi };
};

/** The page's raster, built once and kept for the last few pages used. */
export const pageRaster = pageCache(build);
