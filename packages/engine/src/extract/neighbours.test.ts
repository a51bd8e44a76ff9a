import { describe, expect, it } from 'vitest';
import { type FractionBox, fraction } from '../geometry/types.ts';
import type { Placement, Word } from '../types.ts';
import { moveWithNeighbours } from './neighbours.ts';
import type { RawRead } from './read-single.ts';
import type { WordSource } from './word-source.ts';

const box = (x0: number, y0: number, x1: number, y1: number): FractionBox => ({
  x0: fraction(x0),
  y0: fraction(y0),
  x1: fraction(x1),
  y1: fraction(y1),
});
const word = (text: string, x0: number, y0: number): Word => ({
  text,
  box: box(x0, y0, x0 + text.length * 0.008, y0 + 0.012),
  confidence: 1,
});
const placement = (label: string, x: number, y: number, width = 0.1): Placement => ({
  label,
  type: 'text',
  page: 1,
  x: (x * 100) as Placement['x'],
  y: (y * 100) as Placement['y'],
  width: (width * 100) as Placement['width'],
  height: 1.4 as Placement['height'],
});
const source = (words: readonly Word[]): WordSource => ({
  ocr: false,
  around: async () => [...words],
  all: async () => [...words],
});
/** A value is any text but a caption ("20. No. Voy / Flight" read where the voyage was drawn). */
const fits = (_: Placement, words: readonly Word[]) =>
  words.length > 0 && !words.some((w) => w.text === 'Pelabuhan');

// A PEB's transport block: vessel and voyage on one line, the port of loading under the voyage.
const vessel = placement('Nama Kapal', 0.5, 0.3, 0.2);
const voyage = placement('Nomor Voyage', 0.73, 0.3, 0.05);
const port = placement('Pelabuhan Muat', 0.73, 0.33, 0.15);
/** Reads as the block printed a line (1%) higher than on the sample: captions moved vessel and port. */
const moved = (voyageRead: RawRead): RawRead[] => [
  {
    placement: vessel,
    words: [word('INTERASIA', 0.5, 0.29)],
    box: box(0.5, 0.29, 0.7, 0.304),
    placing: { by: 'caption', similarity: 1, move: 0.01 },
  },
  voyageRead,
  {
    placement: port,
    words: [word('IDBLW', 0.73, 0.32)],
    box: box(0.73, 0.32, 0.88, 0.334),
    placing: { by: 'caption', similarity: 1, move: 0.01 },
  },
];
const page = [word('INTERASIA', 0.5, 0.29), word('E117', 0.73, 0.29), word('Pelabuhan', 0.73, 0.305)];

describe('a field without a caption of its own', () => {
  it('moves as its neighbours on its line and in its column did, where it read no value where drawn', async () => {
    const lost: RawRead = {
      placement: voyage,
      words: [page[2]!],
      box: box(0.73, 0.3, 0.78, 0.314),
      placing: { by: 'lost', similarity: 0, move: 0 },
    };
    const reads = await moveWithNeighbours(moved(lost), source(page), fits, () => 1);
    const read = reads.find((r) => r.placement === voyage)!;
    expect(read.words.map((w) => w.text)).toEqual(['E117']);
    expect(read.placing?.by).toBe('neighbours');
    expect(read.box.y0).toBeCloseTo(0.29, 3);
  });

  it('stays where it read a value where drawn, and where its neighbours moved apart', async () => {
    const right: RawRead = {
      placement: voyage,
      words: [word('E117', 0.73, 0.3)],
      box: box(0.73, 0.3, 0.78, 0.314),
      placing: { by: 'lost', similarity: 0, move: 0 },
    };
    const kept = await moveWithNeighbours(moved(right), source(page), fits, () => 1);
    expect(kept.find((r) => r.placement === voyage)).toBe(right);
    const lost = { ...right, words: [page[2]!] };
    const apart = moved(lost).map((r) =>
      r.placement === port ? { ...r, box: box(0.73, 0.36, 0.88, 0.374) } : r,
    );
    const stayed = await moveWithNeighbours(apart, source(page), fits, () => 1);
    expect(stayed.find((r) => r.placement === voyage)).toBe(lost);
  });
});
