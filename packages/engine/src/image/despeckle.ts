import type { GrayImage } from './decode-image.ts';
import { greyLevels } from './grey-level.ts';

/**
 * Sizes in pixels at 200 DPI, scaled with the page's resolution. A speck is a blot of ink no larger
 * than this either way (dust on the glass: 1-7 pixels across) and of no more pixels than `AREA`.
 */
const EXTENT = 8;
const AREA = 50;
/**
 * A speck is kept when other ink lies this near beside it on its own rows (a period, a comma, a
 * colon or a decimal point sits a letter's gap from its neighbours) ...
 */
const BESIDE = 12;
/** ... or this near above or below it (the dot of an i or a j, a colon's other dot). */
const ABOVE = 12;
/** Pixels around a speck whitened with it: the grey edge that blur and JPEG give it. */
const HALO = 2;
/** Ink is darker than the paper by this share of the way from the paper to the darkest ink. */
const INK_SHARE = 0.45;
/**
 * Faint ink: darker than the paper by this share. A blot is a speck only if it stays small at this
 * threshold too; a pale print's letter breaks at INK_SHARE into blots that join again here.
 */
const FAINT_SHARE = 0.2;
/**
 * A round blot beside letters whose bottom sits this share of their height above their baseline
 * is not print: a period, a comma and a decimal point sit on the baseline; a colon's or an i's
 * dot has ink straight above or below it; a hyphen or a quote is longer than it is wide (ROUND).
 */
const OFF_BASELINE = 0.3;
/** A blot no longer one way than this times the other is round (a speck, not a hyphen or a quote). */
const ROUND = 1.25;
/** Letters beside a blot are at least this many times its height. */
const LETTER = 2;

interface Blot {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  area: number;
  /** Its first pixel in reading order (an index into the page). */
  first: number;
}

/** Connected runs of ink (8-neighbours), labelled per pixel; `blots[label]` is its extent. */
const label = (ink: (i: number) => boolean, width: number, height: number) => {
  const labels = new Int32Array(width * height).fill(-1);
  // Union-find over provisional labels; each root is the smallest label of its run. Indexed loops
  // and no closure per pixel: a page is millions of pixels (docs/speed.md).
  let parent = new Int32Array(4096);
  let count = 0;
  const find = (a: number): number => {
    let root = a;
    while (parent[root] !== root) root = parent[root]!;
    while (parent[a] !== root) {
      const next = parent[a]!;
      parent[a] = root;
      a = next;
    }
    return root;
  };
  /** `own` joined with the run labelled `other` (-1: none yet); returns the joined root. */
  const join = (own: number, other: number): number => {
    if (other < 0) return own;
    if (own < 0) return find(other);
    const a = find(own);
    const b = find(other);
    if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
    return Math.min(a, b);
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!ink(i)) continue;
      let own = -1;
      if (x > 0) own = join(own, labels[i - 1]!);
      if (y > 0) {
        const above = i - width;
        if (x > 0) own = join(own, labels[above - 1]!);
        own = join(own, labels[above]!);
        if (x < width - 1) own = join(own, labels[above + 1]!);
      }
      if (own < 0) {
        if (count === parent.length) {
          const grown = new Int32Array(parent.length * 2);
          grown.set(parent);
          parent = grown;
        }
        own = count;
        parent[count] = count;
        count++;
      }
      labels[i] = own;
    }
  }
  const blots = new Map<number, Blot>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const raw = labels[i]!;
      if (raw < 0) continue;
      const root = find(raw);
      labels[i] = root;
      const blot = blots.get(root);
      if (!blot) blots.set(root, { x0: x, y0: y, x1: x, y1: y, area: 1, first: i });
      else {
        blot.x0 = Math.min(blot.x0, x);
        blot.x1 = Math.max(blot.x1, x);
        blot.y1 = y;
        blot.area++;
      }
    }
  }
  return { labels, blots };
};

/**
 * A page from which this many specks per square inch were whitened shows dust (a noisy copier or
 * fax: 3-9 on the bench's; a clean scan or a photo none or almost none): there, thick ink on a
 * digit is likely a speck touching it too (ocr/symbols.ts).
 */
const SPECKLED_PER_SQUARE_INCH = 2;

/** Whether this many lone specks make a page of this size dusty (SPECKLED_PER_SQUARE_INCH). */
const dusty = (specks: number, width: number, height: number, dpi: number): boolean =>
  specks >= (SPECKLED_PER_SQUARE_INCH * width * height) / (dpi * dpi);

/**
 * Whitens the specks of a scanned page (dust on the glass, a dirty feeder): small blots of ink with
 * no other ink beside them on their rows nor just above or below, and on a dusty page (enough of
 * those) also round blots beside letters but well above their baseline. Tesseract reads such specks
 * as characters ("GMBH .", "MEDAN x", "ROBUSTA·COFFEE" read "ROBUSTACOFFEE") and loses confidence
 * in the words around them. What touches text or sits beside it on its baseline (a period, a comma,
 * a decimal point), with ink above or below (a colon, the dot of an i) or longer than wide (a hyphen,
 * a quote) is kept: which of those is noise only the words' geometry tells (ocr/symbols.ts). Returns
 * a new image and how many specks it whitened; the image is returned as it is when there are none.
 */
export const despeckle = (image: GrayImage, dpi: number): { image: GrayImage; specks: number } => {
  const { width, height, data } = image;
  const [paper = 255, darkest = 0] = greyLevels(data, [0.9, 0.005]);
  if (paper - darkest < 48) return { image, specks: 0 };
  const threshold = paper - INK_SHARE * (paper - darkest);
  const ink = (i: number) => data[i]! < threshold;
  const { labels, blots } = label(ink, width, height);

  const scale = dpi / 200;
  const extent = Math.max(3, Math.round(EXTENT * scale));
  const area = Math.max(6, Math.round(AREA * scale * scale));
  const beside = Math.round(BESIDE * scale);
  const above = Math.round(ABOVE * scale);
  const halo = Math.max(1, Math.round(HALO * scale));
  const faint = paper - FAINT_SHARE * (paper - darkest);
  /**
   * Whether the blot is a piece of a larger mark: a pale print's letter (a 150 DPI copy washed out
   * on grey paper, its darkest pixels the lid's black edge) breaks at `threshold` into blots that
   * are lone by size and place ("600" read "500" once the 6's top was whitened); at the faint
   * threshold they are one mark again. A speck stays a speck there, its grey edge grown by a halo.
   * The faint mark is followed from the blot's first pixel only until it outgrows a speck.
   */
  const partOfMore = (blot: Blot): boolean => {
    const limit = extent + 2 * halo + 1;
    const seen = new Set<number>([blot.first]);
    const todo = [blot.first];
    let [x0, y0, x1, y1] = [width, height, 0, 0];
    while (todo.length > 0) {
      const i = todo.pop()!;
      const x = i % width;
      const y = (i - x) / width;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
      if (x1 - x0 >= limit || y1 - y0 >= limit) return true;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const n = ny * width + nx;
          if (seen.has(n) || data[n]! >= faint) continue;
          seen.add(n);
          todo.push(n);
        }
    }
    return false;
  };
  /** The blots other than `own` with ink in the rectangle (clipped to the page). */
  const othersIn = (own: number, x0: number, y0: number, x1: number, y1: number): Set<number> => {
    const found = new Set<number>();
    for (let y = Math.max(0, y0); y <= Math.min(height - 1, y1); y++)
      for (let x = Math.max(0, x0); x <= Math.min(width - 1, x1); x++) {
        const at = labels[y * width + x] ?? -1;
        if (at >= 0 && at !== own) found.add(at);
      }
    return found;
  };
  /**
   * A round blot beside letters but well above their baseline (dust in a word's space or at a
   * word's shoulder: "ROBUSTA·COFFEE", "'MERATUS"): no mark of print sits there alone.
   */
  const offBaseline = (blot: Blot, beside: ReadonlySet<number>): boolean => {
    const w = blot.x1 - blot.x0 + 1;
    const h = blot.y1 - blot.y0 + 1;
    if (Math.max(w, h) > ROUND * Math.min(w, h)) return false;
    const bottoms: number[] = [];
    const heights: number[] = [];
    for (const label of beside) {
      const other = blots.get(label);
      if (!other || other.y1 - other.y0 + 1 < LETTER * h) continue;
      bottoms.push(other.y1);
      heights.push(other.y1 - other.y0 + 1);
    }
    if (bottoms.length === 0) return false;
    const baseline = Math.max(...bottoms);
    const letter = Math.max(...heights);
    return blot.y1 < baseline - OFF_BASELINE * letter;
  };

  // Lone specks are whitened on any page; blots beside letters but off their baseline only on a
  // page those show to be dusty (on a clean page such a blot is print: a middle dot, a mark of small print).
  const lone: Blot[] = [];
  const offLine: Blot[] = [];
  for (const [own, blot] of blots) {
    if (blot.area > area || blot.x1 - blot.x0 >= extent || blot.y1 - blot.y0 >= extent) continue;
    if (othersIn(own, blot.x0 - halo, blot.y0 - above, blot.x1 + halo, blot.y1 + above).size > 0) continue;
    if (partOfMore(blot)) continue;
    const near = othersIn(own, blot.x0 - beside, blot.y0 - halo, blot.x1 + beside, blot.y1 + halo);
    if (near.size === 0) lone.push(blot);
    else if (offBaseline(blot, near)) offLine.push(blot);
  }
  const whitened = dusty(lone.length, width, height, dpi) ? [...lone, ...offLine] : lone;
  let out: Buffer | undefined;
  for (const blot of whitened) {
    out ??= Buffer.from(data);
    for (let y = Math.max(0, blot.y0 - halo); y <= Math.min(height - 1, blot.y1 + halo); y++)
      out.fill(
        paper,
        y * width + Math.max(0, blot.x0 - halo),
        y * width + Math.min(width, blot.x1 + halo + 1),
      );
  }
  const specks = whitened.length;
  return out ? { image: { data: out, width, height }, specks } : { image, specks };
};

/**
 * What OCR reads of a scanned page: the page despeckled, and whether it shows dust (at least
 * SPECKLED_PER_SQUARE_INCH specks whitened).
 */
export const despeckleForOcr = (image: GrayImage, dpi: number): { image: GrayImage; speckled: boolean } => {
  const { image: clean, specks } = despeckle(image, dpi);
  return {
    image: clean,
    speckled: dusty(specks, image.width, image.height, dpi),
  };
};
