import { describe, expect, it } from 'vitest';
import { type FractionBox, fraction } from '../geometry/types.ts';
import type { Placement, Word } from '../types.ts';
import { anchorsOf } from './anchors.ts';
import { pageMoved } from './page-moved.ts';
import { readSingle } from './read-single.ts';
import type { WordSource } from './word-source.ts';

const box = (x0: number, y0: number, x1: number, y1: number): FractionBox => ({
  x0: fraction(x0),
  y0: fraction(y0),
  x1: fraction(x1),
  y1: fraction(y1),
});
const phrase = (text: string, x0: number, y0: number): Word[] => {
  let x = x0;
  return text.split(' ').map((part) => {
    const width = part.length * 0.008;
    const word = { text: part, box: box(x, y0, x + width, y0 + 0.012), confidence: 1 };
    x += width + 0.008;
    return word;
  });
};
const moved = (words: readonly Word[], dy: number): Word[] =>
  words.map((w) => ({ ...w, box: box(w.box.x0, w.box.y0 + dy, w.box.x1, w.box.y1 + dy) }));

const WHOLE = box(0, 0, 1, 1);
const isPage = (r: FractionBox) => r.x0 === 0 && r.y0 === 0 && r.x1 === 1 && r.y1 === 1;

/** A scan read zone by zone (each region gives the words wholly inside it), counting what it reads. */
const zonalSource = (words: readonly Word[]): WordSource & { regions: FractionBox[] } => {
  const regions: FractionBox[] = [];
  return {
    ocr: true,
    regions,
    around: async (r) => {
      regions.push(r);
      return words.filter(
        (w) => w.box.x0 >= r.x0 && w.box.x1 <= r.x1 && w.box.y0 >= r.y0 && w.box.y1 <= r.y1,
      );
    },
    all: async () => {
      regions.push(WHOLE);
      return [...words];
    },
  };
};

const placement = (label: string, type: Placement['type'], y: number): Placement => ({
  label,
  type,
  page: 1,
  x: 29 as Placement['x'],
  y: (y * 100 - 0.4) as Placement['y'],
  width: 21 as Placement['width'],
  height: 2 as Placement['height'],
});
const placements = [
  placement('Berat Kotor', 'weight', 0.3),
  placement('Berat Bersih', 'weight', 0.34),
  placement('Nomor Invoice', 'text', 0.38),
];
/** The sample: three captions down the page's left, each value right of it. */
const sample = [
  ...phrase('Gross Weight:', 0.1, 0.3),
  ...phrase('12,500.00 KGS', 0.3, 0.3),
  ...phrase('Net Weight:', 0.1, 0.34),
  ...phrase('11,900.00 KGS', 0.3, 0.34),
  ...phrase('Invoice No.:', 0.1, 0.38),
  ...phrase('INV/2611/0142', 0.3, 0.38),
];
const VALUES = ['12,500.00 KGS', '11,900.00 KGS', 'INV/2611/0142'];

const readAll = (source: WordSource, withVerdict: boolean) => {
  const verdict = withVerdict ? pageMoved(placements.length) : undefined;
  return Promise.all(
    placements.map((p) =>
      readSingle(p, anchorsOf(p, sample), source, {}, undefined, undefined, undefined, verdict),
    ),
  );
};
const text = (words: readonly Word[]) => words.map((w) => w.text).join(' ');
/** A region wider or taller than a value's line: a band, a column, the rows across the page. */
const wide = (r: FractionBox) => !isPage(r) && (r.y1 - r.y0 > 0.1 || r.x1 - r.x0 > 0.6);

describe('a scanned page whose print moved as a whole', () => {
  it('tells the page moved only once every placement looked, and only when almost no caption was in place', async () => {
    const none = pageMoved(4);
    const first = none.report(false);
    let settled = false;
    void first.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    for (const found of [false, undefined, false]) void none.report(found);
    expect(await first).toBe(true);

    // One caption in seven in place (14%): moved; two (28%): a copy of the same layout, garbled.
    const one = pageMoved(7);
    for (const found of [true, false, false, false, false, false]) void one.report(found);
    expect(await one.report(false)).toBe(true);
    const two = pageMoved(7);
    for (const found of [true, true, false, false, false, false]) void two.report(found);
    expect(await two.report(false)).toBe(false);
    // Two captioned placements tell nothing.
    const few = pageMoved(3);
    for (const found of [false, undefined]) void few.report(found);
    expect(await few.report(false)).toBe(false);
  });

  it('reads the page whole at once, never the bands, columns and rows of each placement', async () => {
    const page = moved(sample, 0.2);
    const source = zonalSource(page);
    const reads = await readAll(source, true);
    expect(reads.map((r) => text(r.words))).toEqual(VALUES);
    expect(source.regions.some(isPage)).toBe(true);
    expect(source.regions.filter(wide)).toEqual([]);
    // Without the page's verdict each placement widens its own search step by step.
    const alone = zonalSource(page);
    expect((await readAll(alone, false)).map((r) => text(r.words))).toEqual(VALUES);
    expect(alone.regions.filter(wide).length).toBeGreaterThan(0);
  });

  it('widens step by step on a page where most captions stood in place', async () => {
    // Only the gross weight's line moved down a tenth of the page.
    const page = [...moved(sample.slice(0, 4), 0.1), ...sample.slice(4)];
    const source = zonalSource(page);
    const reads = await readAll(source, true);
    expect(reads.map((r) => text(r.words))).toEqual(VALUES);
    expect(source.regions.some(isPage)).toBe(false);
    expect(source.regions.filter(wide).length).toBeGreaterThan(0);
  });
});
