import sharp from 'sharp';
import { EngineError } from '../errors.ts';
import { OCR_DPI } from '../ingest/options.ts';
import { withPdf } from '../pdf/pdfjs.ts';
import { renderDpi, renderPdfPage } from '../pdf/render-page.ts';
import type { EngineDocument, EnginePage } from '../types.ts';
import { decodeGray, type GrayImage, readImageInfo } from './decode-image.ts';
import { estimateSkew, straighten } from './deskew.ts';

/** A page as grey pixels at about 300 DPI; OCR pages are straightened (their `skew` is set). */
export interface PageRaster extends GrayImage {
  dpi: number;
}

/** Most rasters kept per document (about 9 MB each at 300 DPI A4). */
const CACHED_PAGES = 4;
const cache = new WeakMap<EngineDocument, Map<number, Promise<PageRaster>>>();

const A4_WIDTH_INCHES = 8.27;

const rasterOfPdf = async (document: EngineDocument, page: EnginePage): Promise<PageRaster> => {
  const dpi = renderDpi(page.width, page.height, OCR_DPI, document.maxPixels);
  const rgba = await withPdf(document.bytes, (pdf) =>
    renderPdfPage(pdf, page.number, dpi, document.maxPixels),
  );
  const { data, info } = await sharp(rgba.data, {
    raw: { width: rgba.width, height: rgba.height, channels: 4 },
  })
    .removeAlpha()
    .grayscale()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, dpi };
};

const rasterOfImage = async (document: EngineDocument, page: EnginePage): Promise<PageRaster> => {
  const info = await readImageInfo(document.bytes, document.maxPixels);
  const gray = await decodeGray(document.bytes, page.number - 1, document.maxPixels);
  const written = info.density && info.density >= 100 && info.density <= 1200 ? info.density : undefined;
  const dpi = written ?? gray.width / A4_WIDTH_INCHES;
  let scale = Math.min(2, Math.max(0.5, OCR_DPI / dpi));
  scale = Math.min(scale, Math.sqrt(document.maxPixels / (gray.width * gray.height)));
  if (Math.abs(scale - 1) < 0.05) return { ...gray, dpi };
  const { data, info: out } = await sharp(gray.data, {
    raw: { width: gray.width, height: gray.height, channels: 1 },
  })
    .resize({ width: Math.round(gray.width * scale), kernel: 'lanczos3' })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: out.width, height: out.height, dpi: dpi * scale };
};

const build = async (document: EngineDocument, page: EnginePage): Promise<PageRaster> => {
  const raster =
    document.kind === 'pdf' ? await rasterOfPdf(document, page) : await rasterOfImage(document, page);
  if (page.source !== 'ocr') return raster;
  page.skew = await estimateSkew(raster);
  return { ...(await straighten(raster, page.skew)), dpi: raster.dpi };
};

/** The page's raster, built once and kept for the last few pages used. */
export const pageRaster = (document: EngineDocument, pageNumber: number): Promise<PageRaster> => {
  const page = document.pages[pageNumber - 1];
  if (!page) return Promise.reject(new EngineError('PAGE_NOT_FOUND'));
  let pages = cache.get(document);
  if (!pages) {
    pages = new Map();
    cache.set(document, pages);
  }
  const cached = pages.get(pageNumber);
  if (cached) {
    pages.delete(pageNumber);
    pages.set(pageNumber, cached);
    return cached;
  }
  const raster = build(document, page);
  raster.catch(() => pages.delete(pageNumber));
  pages.set(pageNumber, raster);
  while (pages.size > CACHED_PAGES) pages.delete(pages.keys().next().value as number);
  return raster;
};
