import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { Util } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { union } from '../geometry/box.ts';
import { pixelsToBox } from '../geometry/convert.ts';
import type { FractionBox } from '../geometry/types.ts';
import type { Word } from '../types.ts';

/** Share of the font size above the baseline and below it (Helvetica-like fonts). */
const ASCENT = 0.8;
const DESCENT = 0.22;

const isTextItem = (item: unknown): item is TextItem => typeof (item as TextItem).str === 'string';

/**
 * Text running at a slant between this angle's sine and its cosine's (15 to 75 degrees off the
 * page's lines) is a watermark or a stamp ("NON-NEGOTIABLE COPY" across a B/L, "PAID"), never a
 * field's value: it is not read. Text turned a few degrees (a page deskewed into a PDF) or a quarter
 * turn (a margin's note, a landscape page) is.
 */
const SLANT = Math.sin((15 * Math.PI) / 180);

/** A run starting within this share of its font size from where the previous one ended goes on its word. */
const JOINED = 0.15;

/**
 * A kerned pair starts its second run back inside the first's advance ("P" then "," in DejaVu
 * Serif, 0.2 em back): no space is ever that, so a run starting up to this share of its font size
 * before where the previous one ended goes on its word too.
 */
const KERNED = 0.5;

/**
 * True when a run starting (dx, dy) page pixels from where the previous one ended goes on its last
 * word: on its line, within JOINED of its end, or back inside it by a kern (KERNED).
 */
const joinsOn = (ended: { dirX: number; dirY: number }, dx: number, dy: number, size: number): boolean => {
  const along = dx * ended.dirX + dy * ended.dirY;
  const across = Math.abs(dy * ended.dirX - dx * ended.dirY);
  return across < JOINED * size && along < JOINED * size && along > -KERNED * size;
};

/**
 * Words of a page's text layer, boxes in page fractions (top-left origin, page rotation applied).
 * pdfjs returns text runs, not words (engine README.md, trap 5): runs are split at spaces, each word getting
 * the share of the run's width its characters take. A run that starts where the previous one ended,
 * with no space between, goes on the previous run's last word: a printer ends a run at a ligature
 * ("fi" of "film" is a run of its own in Chromium's PDFs), a change of font or a kerned pair. Slanted text (a
 * watermark across the page) is left out (SLANT).
 */
export const readTextLayer = async (page: PDFPageProxy): Promise<Word[]> => {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const words: Word[] = [];
  // Where the last run ended (page pixels), its direction and size, and whether it ended a word.
  let ended: { x: number; y: number; dirX: number; dirY: number; size: number; open: boolean } | undefined;
  for (const item of content.items) {
    if (!isTextItem(item) || !item.str.trim()) {
      ended = undefined;
      continue;
    }
    const [a, b, c, d, e, f] = Util.transform(viewport.transform, item.transform) as number[];
    const size = Math.hypot(c ?? 0, d ?? 0);
    const scaleX = Math.hypot(a ?? 0, b ?? 0);
    // Advance direction of the run on the page, and the run's length along it.
    const dirX = scaleX > 0 ? (a ?? 0) / scaleX : 1;
    const dirY = scaleX > 0 ? (b ?? 0) / scaleX : 0;
    if (Math.min(Math.abs(dirX), Math.abs(dirY)) > SLANT) {
      ended = undefined;
      continue;
    }
    const runWidth = item.width * viewport.scale;
    const length = item.str.length;
    const joins =
      ended?.open === true &&
      /^\S/.test(item.str) &&
      Math.abs(ended.dirX - dirX) < 0.01 &&
      Math.abs(ended.dirY - dirY) < 0.01 &&
      Math.abs(ended.size - size) < 0.2 * size &&
      joinsOn(ended, (e ?? 0) - ended.x, (f ?? 0) - ended.y, size);
    ended = {
      x: (e ?? 0) + dirX * runWidth,
      y: (f ?? 0) + dirY * runWidth,
      dirX,
      dirY,
      size,
      open: /\S$/.test(item.str),
    };
    for (const match of item.str.matchAll(/\S+/g)) {
      const start = (match.index / length) * runWidth;
      const end = ((match.index + match[0].length) / length) * runWidth;
      const x0 = (e ?? 0) + dirX * start;
      const y0 = (f ?? 0) + dirY * start;
      const x1 = (e ?? 0) + dirX * end;
      const y1 = (f ?? 0) + dirY * end;
      // The text's "up" is perpendicular to its advance direction.
      const upX = dirY * size;
      const upY = -dirX * size;
      const xs = [x0 + upX * ASCENT, x1 + upX * ASCENT, x0 - upX * DESCENT, x1 - upX * DESCENT];
      const ys = [y0 + upY * ASCENT, y1 + upY * ASCENT, y0 - upY * DESCENT, y1 - upY * DESCENT];
      const box = pixelsToBox(
        Math.min(...xs),
        Math.min(...ys),
        Math.max(...xs),
        Math.max(...ys),
        viewport.width,
        viewport.height,
      );
      const last = words.at(-1);
      if (joins && match.index === 0 && last)
        words[words.length - 1] = { ...last, text: last.text + match[0], box: union([last.box, box]) };
      else words.push({ text: match[0], box, confidence: 1 });
    }
  }
  return withoutOverprint(words);
};

/** How far apart (share of the word's height) two prints of one word may lie and be one word. */
const OVERPRINT = 0.3;

/**
 * The words with each word printed twice at (nearly) one place kept once: a text shadow, a fake
 * bold made by printing the text again a fraction of a point aside, a typewriter's overstrike, a
 * form filled by printing its values over themselves. Each print is a run of its own in the text
 * layer, so every word of such a text would read twice ("PT PT SAMUDERA SAMUDERA"). pdfplumber's
 * `dedupe_chars` does the same per character.
 */
export const withoutOverprint = (words: readonly Word[]): Word[] => {
  const seen = new Map<string, FractionBox[]>();
  return words.filter((word) => {
    const height = word.box.y1 - word.box.y0;
    const prints = seen.get(word.text) ?? [];
    const again = prints.some(
      (box) =>
        Math.abs(box.x0 - word.box.x0) < OVERPRINT * height &&
        Math.abs(box.y0 - word.box.y0) < OVERPRINT * height &&
        Math.abs(box.x1 - word.box.x1) < OVERPRINT * height,
    );
    if (!again) seen.set(word.text, [...prints, word.box]);
    return !again;
  });
};

/** A page counts as digital when its text layer holds at least this many visible characters. */
export const MIN_TEXT_CHARACTERS = 20;

export const isDigital = (words: readonly Word[]): boolean =>
  words.reduce((sum, word) => sum + word.text.length, 0) >= MIN_TEXT_CHARACTERS;
