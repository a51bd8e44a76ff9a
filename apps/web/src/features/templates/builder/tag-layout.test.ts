import { describe, expect, it } from 'vitest';
import { layoutTags, NAME_HEIGHT, type TagInput, VALUE_HEIGHT } from './tag-layout.ts';

const page = { width: 1000, height: 1400 };
type Box = { x0: number; y0: number; x1: number; y1: number };

const px = (item: TagInput): Box => ({
  x0: item.corners.x0 * page.width,
  y0: item.corners.y0 * page.height,
  x1: item.corners.x1 * page.width,
  y1: item.corners.y1 * page.height,
});

/** The value tag's box in pixels, as Overlay.module.css places it for the chosen side. */
function valueBox(item: TagInput, layout: ReturnType<typeof layoutTags>): Box | null {
  const tags = layout.get(item.id)!;
  const r = px(item);
  const middle = (r.y0 + r.y1) / 2 - VALUE_HEIGHT / 2;
  const w = tags.valueWidth;
  // The tags are placed from inside the rectangle's 2 px border.
  switch (tags.side) {
    case 'right':
      return { x0: r.x1 + 2, y0: middle, x1: r.x1 + 2 + w, y1: middle + VALUE_HEIGHT };
    case 'left':
      return { x0: r.x0 - 2 - w, y0: middle, x1: r.x0 - 2, y1: middle + VALUE_HEIGHT };
    case 'below':
      return { x0: r.x0, y0: r.y1, x1: r.x0 + w, y1: r.y1 + VALUE_HEIGHT };
    case 'hover':
      return null;
    case 'above': {
      const x0 = r.x0 + (tags.nameWidth ?? 0) + 4;
      return { x0, y0: r.y0 + 1 - VALUE_HEIGHT, x1: x0 + w, y1: r.y0 + 1 };
    }
  }
}

/** The name tag's box, when it is shown (not hidden, nor shown on hover only). */
function nameBox(item: TagInput, layout: ReturnType<typeof layoutTags>): Box | null {
  const tags = layout.get(item.id)!;
  if (tags.nameWidth === null || tags.nameHidden) return null;
  const r = px(item);
  return { x0: r.x0, y0: r.y0 + 2 - NAME_HEIGHT, x1: r.x0 + tags.nameWidth, y1: r.y0 + 2 };
}

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

describe('tag layout of the builder', () => {
  it('puts a lone value to the right of its rectangle, whole', () => {
    const item = {
      id: 'a',
      corners: { x0: 0.1, y0: 0.1, x1: 0.3, y1: 0.12 },
      name: 'Nomor Invoice',
      value: 'INV/2308/6058',
    };
    const layout = layoutTags([item], page);
    expect(layout.get('a')).toMatchObject({ side: 'right', nameWidth: expect.any(Number) });
    expect(layout.get('a')!.valueWidth).toBeGreaterThan('INV/2308/6058'.length * 5);
  });

  it('keeps the values of a dense table row off the neighbouring cells and off each other', () => {
    // Three rows of four cells with 2 px between cells and rows 2% of the page apart.
    const columns = [
      [0.05, 0.45],
      [0.452, 0.55],
      [0.552, 0.7],
      [0.702, 0.85],
    ] as const;
    const items: TagInput[] = [];
    for (let row = 0; row < 3; row++) {
      for (const [i, [x0, x1]] of columns.entries()) {
        items.push({
          id: `${row}-${i}`,
          corners: { x0, y0: 0.4 + row * 0.02, x1, y1: 0.4 + row * 0.02 + 0.015 },
          name: row === 0 ? `Kolom ${i}` : null,
          value: ['BLACK TEA ORTHODOX GRADE OP', '0902.40.10', '1.200 BAG', '12.500,00 USD'][i]!,
        });
      }
    }
    const layout = layoutTags(items, page);
    const boxes = items.map((item) => valueBox(item, layout));
    for (const [i, box] of boxes.entries()) {
      if (!box) continue;
      for (const [j, other] of items.entries()) {
        if (i !== j) expect(overlaps(box, px(other)), `${items[i]!.id} over ${other.id}`).toBe(false);
      }
      for (const [j, other] of boxes.entries()) {
        if (i !== j && other)
          expect(overlaps(box, other), `${items[i]!.id} over ${items[j]!.id}'s value`).toBe(false);
      }
    }
    // The last column has the page's margin to its right; the first row's cells have the room above
    // or below them; a cell packed between cells and rows shows its value on hover only.
    expect(layout.get('1-3')!.side).toBe('right');
    expect(layout.get('1-1')!.side).toBe('hover');
    expect(items.filter((item) => layout.get(item.id)!.side !== 'hover').length).toBeGreaterThanOrEqual(6);
    // Hidden names take no room; shown ones are cut before the next cell's name.
    expect(layout.get('1-0')!.nameWidth).toBeNull();
    expect(layout.get('0-1')!.nameWidth).toBeLessThanOrEqual((0.552 - 0.452) * page.width);
  });

  it('shows a name on its rectangle only where it covers no other: stacked rows name the top one', () => {
    // A column of label rows as documents print them: 17 px apart, each box 19 px high (boxes drawn
    // around a line of text overlap their neighbours a little).
    const names = ['Nomor Invoice', 'Tanggal Invoice', 'Incoterm', 'Mata Uang'];
    const items: TagInput[] = names.map((name, row) => ({
      id: String(row),
      corners: { x0: 0.7, y0: (100 + row * 17) / page.height, x1: 0.93, y1: (119 + row * 17) / page.height },
      name,
      value: ['INV/2308/6058', '25 Januari 2024', 'FOB JAKARTA', 'USD'][row]!,
    }));
    const layout = layoutTags(items, page);
    expect(items.map((item) => layout.get(item.id)!.nameHidden)).toEqual([false, true, true, true]);
    // A hidden name keeps its whole width, for when it shows.
    expect(layout.get('1')!.nameWidth).toBeGreaterThan('Tanggal Invoice'.length * 4);
    const shown = [
      ...items.map((item) => nameBox(item, layout)),
      ...items.map((item) => valueBox(item, layout)),
    ];
    for (const [i, box] of shown.entries()) {
      if (!box) continue;
      const owner = i % items.length;
      for (const [j, other] of items.entries()) {
        if (j !== owner) expect(overlaps(box, px(other)), `tag ${i} over rectangle ${j}`).toBe(false);
      }
      for (const [j, other] of shown.entries()) {
        if (j !== i && other) expect(overlaps(box, other), `tag ${i} over tag ${j}`).toBe(false);
      }
    }
    // Every value is shown beside its row, none reduced to a dot.
    expect(items.map((item) => layout.get(item.id)!.side)).not.toContain('hover');
  });

  it('puts the value on the left of a rectangle at the right edge of the page', () => {
    const item = {
      id: 'a',
      corners: { x0: 0.8, y0: 0.1, x1: 0.99, y1: 0.12 },
      name: 'Tanggal',
      value: '12 Agustus 2026',
    };
    expect(layoutTags([item], page).get('a')!.side).toBe('left');
  });
});
