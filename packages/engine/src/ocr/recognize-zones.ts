import sharp from 'sharp';
import { PSM } from 'tesseract.js';
import { fraction } from '../geometry/types.ts';
import type { PixelRect } from '../image/cut-zone.ts';
import type { GrayImage } from '../image/decode-image.ts';
import { greyLevels } from '../image/grey-level.ts';
import type { SourceImage } from '../image/source-image.ts';
import type { Word } from '../types.ts';
import type { OcrPool } from './pool.ts';
import { cleanWordsOf } from './symbols.ts';

/** A straightened crop and where it lies on the page (pixels of a page `pageWidth` x `pageHeight`). */
export interface ZoneCrop {
  image: GrayImage;
  at: PixelRect;
}

/** White rows between stacked crops: more than a line, so tesseract never joins two crops' lines. */
const GAP = 48;
const PAD = 16;
/** Pixels from a crop's edge within which a word counts as cut. */
const EDGE = 1;
/** Pixels from a crop's left or right side within which a word counts as clipped by it. */
const SIDE = 2;
/** What a word clipped by the crop's side keeps of its confidence. */
const CLIPPED_FACTOR = 0.5;

/** A crop whose paper (its median grey) is darker than this is whitened. */
const GREY_PAPER = 220;

/**
 * A crop's paper made white: its grey levels scaled so that its median (paper, in a crop of text)
 * is 255. A photo's paper is grey and darker towards its corners (vignette), a flatbed copy's may
 * be grey all over (washed out on grey paper): crops of it stacked on a white sheet read to
 * tesseract as grey boxes, not as text (a phone photo's zones came back with no words, session 20;
 * a 150 DPI copy's item table came back empty or misread, session 30). A crop whose paper is
 * already near white (every own scan variant: 241) is left as it is.
 */
const whitenPaper = (image: GrayImage): GrayImage => {
  const [paper = 255] = greyLevels(image.data, [0.5]);
  if (paper >= GREY_PAPER || paper < 64) return image;
  const data = Buffer.alloc(image.data.length);
  for (let i = 0; i < data.length; i++)
    data[i] = Math.min(255, Math.round(((image.data[i] ?? 255) * 255) / paper));
  return { ...image, data };
};

/** Stacks the crops, their paper made white, top to bottom on white, left-aligned; returns the sheet and each crop's top. */
const stack = (crops: readonly ZoneCrop[]): { sheet: GrayImage; tops: number[] } => {
  const width = Math.max(...crops.map((c) => c.image.width)) + 2 * PAD;
  const tops: number[] = [];
  let height = PAD;
  for (const crop of crops) {
    tops.push(height);
    height += crop.image.height + GAP;
  }
  height += PAD - GAP;
  const data = Buffer.alloc(width * height, 255);
  crops.forEach((crop, i) => {
    const image = whitenPaper(crop.image);
    for (let y = 0; y < image.height; y++)
      image.data.copy(data, ((tops[i] ?? 0) + y) * width + PAD, y * image.width, (y + 1) * image.width);
  });
  return { sheet: { data, width, height }, tops };
};

/**
 * OCRs several zones in one call (engine README.md, trap 7: one reused worker, PSM 6): the crops are stacked
 * into one sheet, so tesseract starts once and reads only their pixels. Words come back per zone,
 * in page fractions. `page`: the size the crops' places are given in, and whether it is dusty
 * (`speckled`: OCR doubts digits with a blot on them), as its SourceImage says; grey paper is made
 * white crop by crop (`whitenPaper`). `layout`: page
 * segmentation mode 3 instead of 6, for a table's rows, whose cells read as one block run together.
 */
export const recognizeZones = async (
  pool: OcrPool,
  crops: readonly ZoneCrop[],
  page: Pick<SourceImage, 'width' | 'height' | 'dpi' | 'speckled'>,
  options: { layout?: boolean } = {},
): Promise<Word[][]> => {
  if (crops.length === 0) return [];
  const { sheet, tops } = stack(crops);
  const png = await sharp(sheet.data, { raw: { width: sheet.width, height: sheet.height, channels: 1 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const result = await pool.use(async (worker) => {
    // Zones hold dark text on light paper: the retry of each weak line inverted only costs time.
    await worker.setParameters({
      tessedit_pageseg_mode: options.layout ? PSM.AUTO : PSM.SINGLE_BLOCK,
      user_defined_dpi: String(Math.round(page.dpi)),
      tessedit_do_invert: '0',
    });
    return worker.recognize(png, {}, { blocks: true, text: false });
  });
  const words = cleanWordsOf(result.data.blocks, {
    image: sheet,
    left: 0,
    top: 0,
    speckled: page.speckled,
  });
  const perZone: Word[][] = crops.map(() => []);
  for (const word of words) {
    if (!word.text.trim()) continue;
    const middle = (word.bbox.y0 + word.bbox.y1) / 2;
    const index = crops.findIndex(
      (crop, i) => middle >= (tops[i] ?? 0) && middle < (tops[i] ?? 0) + crop.image.height,
    );
    const crop = crops[index];
    // A word cut by the crop's top or bottom edge belongs to a line outside the zone.
    const top = tops[index] ?? 0;
    if (!crop || word.bbox.y0 <= top + EDGE || word.bbox.y1 >= top + crop.image.height - EDGE) continue;
    const dx = crop.at.left - PAD;
    const dy = crop.at.top - (tops[index] ?? 0);
    // A word touching the crop's side may go on past it: what was read is a part of it.
    const clipped =
      word.bbox.x0 <= PAD + SIDE
        ? 'left'
        : word.bbox.x1 >= PAD + crop.image.width - SIDE
          ? 'right'
          : undefined;
    const confidence = Math.max(0, Math.min(1, word.confidence / 100));
    perZone[index]?.push({
      text: word.text.trim(),
      confidence: clipped ? confidence * CLIPPED_FACTOR : confidence,
      ...(clipped ? { clipped } : {}),
      ...(word.ink ? { ink: word.ink } : {}),
      ...(word.round ? { round: word.round } : {}),
      ocr: true as const,
      box: {
        x0: fraction((word.bbox.x0 + dx) / page.width),
        y0: fraction((word.bbox.y0 + dy) / page.height),
        x1: fraction((word.bbox.x1 + dx) / page.width),
        y1: fraction((word.bbox.y1 + dy) / page.height),
      },
    });
  }
  return perZone;
};
