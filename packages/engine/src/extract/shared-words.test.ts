import { describe, expect, it } from 'vitest';
import { fraction } from '../geometry/types.ts';
import type { Placement, Word } from '../types.ts';
import type { RawRead } from './read-single.ts';
import { sharedWords } from './shared-words.ts';

const word = (text: string, x0: number, y0: number): Word => ({
  text,
  box: { x0: fraction(x0), y0: fraction(y0), x1: fraction(x0 + 0.07), y1: fraction(y0 + 0.008) },
  confidence: 0.9,
});
const placement = (label: string, y: number, group?: string): Placement => ({
  label,
  type: 'weight',
  page: 1,
  x: 62 as Placement['x'],
  y: y as Placement['y'],
  width: 8 as Placement['width'],
  height: 1.5 as Placement['height'],
  ...(group ? { group } : {}),
});
const read = (p: Placement, words: Word[]): RawRead => ({
  placement: p,
  words,
  box: words[0]!.box,
  placing: { by: 'caption', similarity: 1, move: 0.05 },
});

describe('values read from the words of another field', () => {
  // outside-5-scan's PEB: the gross weight "26.140,00" over the net weight "25.065,00" on the
  // sample; on a photo both boxes took the gross weight's word.
  const gross = placement('Berat Kotor', 47.9);
  const net = placement('Berat Bersih', 48.9);
  const sample = new Map([
    [gross, [word('26.140,00', 0.63, 0.483)]],
    [net, [word('25.065,00', 0.63, 0.494)]],
  ]);
  const onSample = (p: Placement) => sample.get(p);

  it('doubts both fields that read one word the sample prints two values apart for', () => {
    const printed = word('26.140,00', 0.636, 0.483);
    // The same printed word read in two zones: two objects in the same spot.
    const again = { ...printed, box: { ...printed.box, x0: fraction(0.637) } };
    const reads = [read(gross, [printed]), read(net, [again])];
    expect([...sharedWords(reads, onSample)]).toEqual(reads);
    // Each from a word of its own: no doubt.
    const apart = [read(gross, [printed]), read(net, [word('25.065,00', 0.628, 0.494)])];
    expect(sharedWords(apart, onSample).size).toBe(0);
  });

  it('leaves fields that share their word on the sample too, and tables, alone', () => {
    const printed = word('26.140,00', 0.636, 0.483);
    const joined = new Map([
      [gross, sample.get(gross)!],
      [net, sample.get(gross)!],
    ]);
    expect(sharedWords([read(gross, [printed]), read(net, [printed])], (p) => joined.get(p)).size).toBe(0);
    // A table's cell is read by its column: its row is not judged here.
    const cell = placement('Berat Bersih', 60, 'Barang');
    const withCell = new Map([...sample, [cell, [word('24.000,00', 0.63, 0.6)]]]);
    const cells = [read(cell, [printed]), read(net, [printed])];
    expect(sharedWords(cells, (p) => withCell.get(p)).size).toBe(0);
  });
});
