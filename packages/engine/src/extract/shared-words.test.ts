import { describe, expect, it } from 'vitest';
import { fraction } from '../geometry/types.ts';
import type { Placement, Word } from '../types.ts';
import { type SharedRead, sharedWords } from './shared-words.ts';

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
const read = (p: Placement, words: Word[], value: unknown): SharedRead => ({
  placement: p,
  page: 1,
  words,
  value,
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
  const printed = word('26.140,00', 0.636, 0.483);

  it('doubts both fields that read one value from a word the sample prints two values apart for', () => {
    // The same printed word read in two zones: two objects in the same spot.
    const again = { ...printed, box: { ...printed.box, x0: fraction(0.637) } };
    const reads = [read(gross, [printed], 26140), read(net, [again], 26140)];
    expect([...sharedWords(reads, onSample)]).toEqual(reads);
    // Each from a word of its own: no doubt.
    const apart = [read(gross, [printed], 26140), read(net, [word('26.140,00', 0.628, 0.494)], 26140)];
    expect(sharedWords(apart, onSample).size).toBe(0);
  });

  it('leaves two values that differ alone, though their words meet (a box holds more than its value)', () => {
    // A container's box holds the seal beside it: the seal's word is in both, the values differ.
    const seal = word('ID1234567', 0.7, 0.3);
    const container = placement('Nomor Kontainer', 30);
    const sealField = placement('Nomor Segel', 30);
    const boxes = new Map([
      [container, [word('TGHU8832745', 0.6, 0.3)]],
      [sealField, [word('ID7654321', 0.7, 0.3)]],
    ]);
    const reads = [
      read(container, [word('TGHU8832745', 0.6, 0.3), seal], 'TGHU8832745'),
      read(sealField, [seal], 'ID1234567'),
    ];
    expect(sharedWords(reads, (p) => boxes.get(p)).size).toBe(0);
  });

  it('leaves fields that share their word on the sample too, and tables, alone', () => {
    const joined = new Map([
      [gross, sample.get(gross)!],
      [net, sample.get(gross)!],
    ]);
    const reads = [read(gross, [printed], 26140), read(net, [printed], 26140)];
    expect(sharedWords(reads, (p) => joined.get(p)).size).toBe(0);
    // A table's cell is read by its column: its row is not judged here.
    const cell = placement('Berat Bersih', 60, 'Barang');
    const withCell = new Map([...sample, [cell, [word('24.000,00', 0.63, 0.6)]]]);
    const cells = [read(cell, [printed], 26140), read(net, [printed], 26140)];
    expect(sharedWords(cells, (p) => withCell.get(p)).size).toBe(0);
  });
});
