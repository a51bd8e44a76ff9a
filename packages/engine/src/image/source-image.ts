import sharp from 'sharp';
import { OCR_DPI } from '../ingest/options.ts';
import { renderPdfPixels } from '../pdf/pdf-threads.ts';
import { renderDpi } from '../pdf/render-page.ts';
import type { EngineDocument, EnginePage, Turn } from '../types.ts';
import { decodeGray, type GrayImage, readImageInfo } from './decode-image.ts';
import { estimateSkew } from './deskew.ts';
import { despeckleForOcr } from './despeckle.ts';
import { embeddedScan } from './embedded-scan.ts';
import { flattenBackground } from './flatten-background.ts';
import { pageTurn, turnedBy } from './orientation.ts';
import { pageCache } from './page-cache.ts';
import { straightenPhoto } from './straighten-photo.ts';

/**
 * A page as grey pixels at the resolution it was scanned at (not rotated but by quarter turns), with its skew: zones
 * are cut from it and only the crops are turned (cut-zone.ts), never the whole page.
 */
export interface SourceImage extends GrayImage {
  dpi: number;
  /**
   * Degrees the page is turned by (sharp's convention, 0 for text pages; 180 more for a page upside
   * down). A page found on its side is stood upright here already: its pixels are the upright page's.
   */
  skew: number;
  /**
   * What OCR reads: the page with its grey patches (a watermark, a stamp) made as light as its paper
   * (flatten-background.ts) and its isolated specks whitened (despeckle.ts); the page itself when it
   * has neither, and for text pages. The page as scanned stays what the viewer shows.
   */
  forOcr: GrayImage;
  /** The page shows dust (despeckle.ts `despeckleForOcr`): OCR doubts digits with a blot on them. */
  speckled: boolean;
  /** A photo (an image with no resolution, made flat): its paper is grey, darker at the corners. */
  photo: boolean;
}

const A4_WIDTH_INCHES = 8.27;

const grayOfPdf = async (
  document: EngineDocument,
  page: EnginePage,
): Promise<GrayImage & { dpi: number }> => {
  // A scanner's PDF holds one JPEG per page: decode it at its own resolution (pdfjs's decoder is slow).
  const jpeg =
    page.source === 'ocr' && page.rotation === 0
      ? embeddedScan(document.bytes, page, document.pages.length)
      : undefined;
  if (jpeg) {
    const gray = await decodeGray(jpeg, 0, document.maxPixels).catch(() => undefined);
    if (gray && Math.abs(gray.width / gray.height - page.width / page.height) < 0.02)
      return { ...gray, dpi: (gray.width / page.width) * 72 };
  }
  const dpi = renderDpi(page.width, page.height, OCR_DPI, document.maxPixels);
  const rgba = await renderPdfPixels(document.bytes, page.number, dpi, document.maxPixels);
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

const grayOfImage = async (
  document: EngineDocument,
  page: EnginePage,
): Promise<GrayImage & { dpi: number; photo?: boolean }> => {
  const info = await readImageInfo(document.bytes, document.maxPixels);
  const decoded = await decodeGray(document.bytes, page.number - 1, document.maxPixels);
  const written = info.density && info.density >= 100 && info.density <= 1200 ? info.density : undefined;
  // A photo carries no resolution: its page is found in it and made flat first.
  const gray = written ? decoded : await straightenPhoto(decoded);
  return written ? { ...gray, dpi: written } : { ...gray, dpi: gray.width / A4_WIDTH_INCHES, photo: true };
};

const build = async (document: EngineDocument, page: EnginePage): Promise<SourceImage> => {
  const gray = document.kind === 'pdf' ? await grayOfPdf(document, page) : await grayOfImage(document, page);
  const photo = 'photo' in gray && gray.photo === true;
  if (page.source !== 'ocr') return { ...gray, skew: 0, forOcr: gray, speckled: false, photo };
  // A page on its side is stood upright whole (a lossless quarter turn): every zone and word is
  // then where it is on the upright page, and only its own few degrees are left; its specks are
  // told from print with its lines across. One read back from storage is turned before anything else.
  const standUp = async (turn: Turn) =>
    turn === 90 || turn === 270 ? { ...(await turnedBy(gray, 360 - turn)), dpi: gray.dpi } : gray;
  let upright = page.turn === undefined ? gray : await standUp(page.turn);
  // A photo's paper is shaded by the light, not patched: its own straightening keeps it as shot.
  const cleaned = async (image: GrayImage & { dpi: number }) =>
    despeckleForOcr(photo ? image : await flattenBackground(image, image.dpi), image.dpi);
  let { image: forOcr, speckled } = await cleaned(upright);
  let level = await estimateSkew(forOcr);
  // Looked at once: a page read back from storage keeps what its upload found (its viewer image shows it so).
  if (page.turn === undefined) {
    page.turn = await pageTurn(forOcr, gray.dpi, level);
    if (page.turn === 90 || page.turn === 270) {
      upright = await standUp(page.turn);
      ({ image: forOcr, speckled } = await cleaned(upright));
      level = await estimateSkew(forOcr);
    }
  }
  page.skew = page.turn + level;
  // An upside-down page keeps its pixels: only the crops cut from it are turned over.
  const skew = page.turn === 180 ? 180 + level : level;
  return { ...upright, skew, forOcr, speckled, photo };
};

/** The page's source image, decoded once and kept for the last few pages used. */
export const sourceImage = pageCache(build);
