import { withoutSpecks } from '../extract/clean.ts';
import { readAgain } from '../extract/confirm.ts';
import { boxHeight, union } from '../geometry/box.ts';
import { fraction } from '../geometry/types.ts';
import type { OcrPool } from '../ocr/pool.ts';
import type { EngineDocument, Word } from '../types.ts';
import { type Candidate, judge, type OrderedOptions, type PageText } from './candidates.ts';

/** A proposal at this confidence or more is sure: it must agree with a second read. */
export const SURE = 0.8;
/** How far right of a value's words (word heights) the second read looks. */
const REACH = 4;
/** A sure proposal the second read does not give again: in doubt. */
const DISAGREE = 0.75;

/**
 * A sure proposal on a scan, read a second time (extract/confirm.ts's `readAgain`: a crop around
 * its words enlarged twice, other pixels for the same engine) over the whole box proposed, up to
 * the next word right of it. A value whose extent or digits OCR's first read got wrong ("WAN HAI"
 * with "316" lost, "SKN/EXP/261" for SKN/EXP/2611/0142, "264" for 2.64) seldom comes back the same:
 * the proposal then keeps its place but is no longer sure (x0.75, under 0.8). The same value
 * again leaves it as it was. Without the page's pixels (no bytes), nothing is read again.
 */
export const secondRead = async (
  document: EngineDocument,
  chosen: Candidate[],
  texts: readonly PageText[],
  options: OrderedOptions,
  pool: OcrPool,
): Promise<void> => {
  if (document.bytes.length === 0) return;
  // Each candidate's crop is read on its own: in parallel, up to the OCR pool's workers.
  await Promise.all(
    chosen.map(async (candidate) => {
      const text = texts.find((t) => t.page === candidate.page);
      if (!text?.ocr || candidate.confidence < SURE || candidate.words.length === 0) return;
      const words = union(candidate.words.map((w) => w.box));
      // The box's reach right of the words, where a value's lost rest would be printed ("316" of
      // "WAN HAI 316"), a few word heights at most: further, form rules and blank paper.
      const right = Math.min(candidate.box.x1, words.x1 + boxHeight(words) * REACH);
      const reach: Word = {
        text: '',
        confidence: 1,
        box: { ...words, x0: words.x1, x1: fraction(Math.max(words.x1, right)) },
      };
      const again = withoutSpecks(
        await readAgain(document, candidate.page, pool, [...candidate.words, reach]).catch(() => []),
      );
      const judged = again.length > 0 ? judge(candidate.label, again, text, options) : undefined;
      if (JSON.stringify(judged?.value) === JSON.stringify(candidate.value)) return;
      candidate.confidence = Math.min(SURE - 0.01, Math.round(candidate.confidence * DISAGREE * 100) / 100);
    }),
  );
};
