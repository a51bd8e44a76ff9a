import type { WordSource } from './word-source.ts';

/**
 * Of the single placements of a scanned page that have a caption, the share whose tight zone must
 * hold it for the page to count as printed where the sample has it. Own scans find 80-100% of
 * theirs there; a page another office laid out (a letterhead above, a column reflowed) finds none.
 */
export const IN_PLACE_SHARE = 0.15;
/** Fewer captioned placements than this on a page tell nothing: the page counts as in place. */
const MIN_CAPTIONED = 3;

/**
 * Whether a scanned page moved as a whole from the sample's layout, told once each of its single
 * placements has looked in its tight zone. On a moved page a placement whose caption was not there
 * reads the page whole at once, rather than widening its own search step by step: the zones,
 * bands, columns and rows of a dozen placements, each read for itself, add up to more than the
 * page (docs/engine-reading.md).
 */
export interface PageMoved {
  /**
   * One placement's tight zone read: `true` its caption was there, `false` it was not, `undefined`
   * it has none. Answers, once every placement of the page has reported, whether the page moved.
   */
  report(inPlace: boolean | undefined): Promise<boolean>;
  /** The verdict, once every placement has reported. */
  verdict: Promise<boolean>;
}

/** The verdict of a page of `placements` single placements, each of which reports once. */
export const pageMoved = (placements: number, onMoved: () => void = () => {}): PageMoved => {
  let reported = 0;
  let captioned = 0;
  let inPlace = 0;
  let settle: (moved: boolean) => void = () => {};
  const verdict = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  let settled = placements === 0;
  if (settled) settle(false);
  return {
    verdict,
    report(found) {
      reported++;
      if (found !== undefined) captioned++;
      if (found) inPlace++;
      if (settled) return verdict;
      // Moved however the placements still to report find their captions, even every one in place:
      // the page is read whole now, not once the slowest placement has read its candidates.
      const left = placements - reported;
      const moved = captioned >= MIN_CAPTIONED && inPlace + left < (captioned + left) * IN_PLACE_SHARE;
      if (moved || left === 0) {
        settled = true;
        if (moved) onMoved();
        settle(moved);
      }
      return verdict;
    },
  };
};

/**
 * A page's word source whose reads wait for the verdict on whether the page moved: a table read on
 * it asks for its regions once that is settled, so a region is always answered the same way (by the
 * page read whole, or by its own read), however soon the OCR of the single placements ended. Read
 * before the verdict or after by chance, the same document read otherwise from one run to the next
 * (outside-7-scan's port of discharge, "Vancouver, Kanada" one run, "Kanada" the next).
 */
export const afterVerdict = (source: WordSource, verdict: Promise<boolean>): WordSource => ({
  ...source,
  around: async (region, options) => {
    await verdict;
    return source.around(region, options);
  },
  all: async () => {
    await verdict;
    return source.all();
  },
});
